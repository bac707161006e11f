import { object } from 'yup';
import { emailRule } from '../../../shared/forms/rules';

export interface ForgotPasswordValues {
  email: string;
}

/** Spec §5 Forgot password: a valid e-mail. */
export const forgotPasswordSchema = object({ email: emailRule() });
