import { closeSnackbar, enqueueSnackbar, type VariantType } from 'notistack';

/** Spec §9: toasts stay 4000 ms, at most 3 visible, top-right. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;

function show(variant: VariantType, message: string) {
  return enqueueSnackbar(message, { variant });
}

/** The one toast API of the product; notistack is an MF singleton so remotes reach the shell's stack. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  dismiss: (key?: string | number) => closeSnackbar(key),
};
