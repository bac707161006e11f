import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { closeSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './toast';

const closeAction = (key: SnackbarKey) => (
  <button
    type="button"
    aria-label="Close notification"
    onClick={() => closeSnackbar(key)}
    style={{ background: 'transparent', border: 0, color: 'inherit', cursor: 'pointer', padding: 4, display: 'flex' }}
  >
    <CloseOutlined />
  </button>
);

/** Dark toasts: top-right, 4000 ms, 3 visible, 356 px wide, 14 px apart (spec §9). */
const toastCss = `
.notistack-SnackbarContainer { gap: 14px; }
.notistack-MuiContent { width: 356px; box-sizing: border-box; background: #1e1e21 !important; color: rgba(255,255,255,0.9) !important;
  border: 1px solid #2a2a2e; box-shadow: 0 8px 24px rgba(0,0,0,0.45) !important; font-size: 14px; }
.notistack-MuiContent-success { border-left: 3px solid #52c41a; }
.notistack-MuiContent-error { border-left: 3px solid #ff4d4f; }
.notistack-MuiContent-warning { border-left: 3px solid #faad14; }
.notistack-MuiContent-info { border-left: 3px solid #befca9; }
`;

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_VISIBLE}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      action={closeAction}
      preventDuplicate={false}
    >
      <style>{toastCss}</style>
      {children}
    </SnackbarProvider>
  );
}
