import { validateWith } from '@kanri/design-system/essentials';

export interface ResetPasswordValues {
  password: string;
  password_confirmation: string;
}

export const RESET_PASSWORD_FIELDS = ['password', 'password_confirmation'] as const;

/** By the contract's rules: a new password (at least 6) and its confirmation ("Passwords don't match"). */
export const validateResetPassword = validateWith<ResetPasswordValues>(() =>
  import('@kanri/contracts').then((contracts) => contracts.newPasswordFormSchema),
);
