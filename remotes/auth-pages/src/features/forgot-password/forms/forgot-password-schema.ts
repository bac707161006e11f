import { validateWith } from '@kanri/design-system/essentials';

export interface ForgotPasswordValues {
  email: string;
}

/** Spec §5 Forgot password, by the contract's rules: a valid e-mail. */
export const validateForgotPassword = validateWith<ForgotPasswordValues>(() =>
  import('@kanri/contracts').then((contracts) => contracts.resetRequestSchema),
);
