import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ToastProvider } from '../toast/toast-provider';
import { kanriTheme } from './tokens';

/** Rendered once, by app-runtime's AppProviders (in the shell, or a remote's dev-shell harness). Remotes never create providers. */
export function DesignSystemProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={kanriTheme}>
      <ToastProvider>{children}</ToastProvider>
    </ConfigProvider>
  );
}
