import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ToastProvider } from '../toast/toast-provider';
import { kanriTheme } from './tokens';

/** Rendered once, by the shell (or dev-shell). Remotes never create providers. */
export function DesignSystemProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={kanriTheme}>
      <ToastProvider>{children}</ToastProvider>
    </ConfigProvider>
  );
}
