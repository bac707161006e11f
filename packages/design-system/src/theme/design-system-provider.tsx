import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ToastProvider } from '../toast/toast-provider';
import { kanriTheme } from './tokens';

/** Rendered once, by the shell (or dev-shell). Remotes never create providers. */
export function DesignSystemProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={kanriTheme}>
      <AntdApp component={false}>
        <ToastProvider>{children}</ToastProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
