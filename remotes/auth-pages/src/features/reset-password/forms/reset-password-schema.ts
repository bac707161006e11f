import { object } from 'yup';
import { confirmationRule, newPasswordRule } from '../../../shared/forms/rules';

export interface ResetPasswordValues {
  password: string;
  password_confirmation: string;
}

export const RESET_PASSWORD_FIELDS = ['password', 'password_confirmation'] as const;

/** New password (at least 6) and its confirmation ("Passwords don't match"). */
export const resetPasswordSchema = object({
  password: newPasswordRule(),
  password_confirmation: confirmationRule('password'),
});
