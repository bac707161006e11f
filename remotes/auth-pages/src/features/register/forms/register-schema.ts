import { AUTH_VALIDATION, NAME_MIN_LENGTH, PHONE_MIN_LENGTH, PHONE_PATTERN } from '@kanri/contracts/constants';
import { object, string } from 'yup';
import { confirmationRule, emailRule, newPasswordRule } from '../../../shared/forms/rules';

export interface RegisterValues {
  first_name: string;
  last_name: string;
  phone: string;
  company: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export const REGISTER_FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'company',
  'email',
  'password',
  'password_confirmation',
] as const satisfies readonly (keyof RegisterValues)[];

export const emptyRegisterValues = (prefill: Partial<RegisterValues> = {}): RegisterValues => ({
  first_name: '',
  last_name: '',
  phone: '',
  company: '',
  email: '',
  password: '',
  password_confirmation: '',
  ...prefill,
});

const nameRule = (message: string) => string().trim().required(message).min(NAME_MIN_LENGTH, message);

/** Spec §5 Register, with the contract's texts. Company is optional; type is fixed to member. */
export const registerSchema = object({
  first_name: nameRule(AUTH_VALIDATION.firstNameMin),
  last_name: nameRule(AUTH_VALIDATION.lastNameMin),
  phone: string()
    .trim()
    .required(AUTH_VALIDATION.phoneMin)
    .min(PHONE_MIN_LENGTH, AUTH_VALIDATION.phoneMin)
    .matches(PHONE_PATTERN, AUTH_VALIDATION.phoneInvalid),
  company: string().trim(),
  email: emailRule(),
  password: newPasswordRule(),
  password_confirmation: confirmationRule('password'),
});
