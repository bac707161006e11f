import { AUTH_VALIDATION } from '@kanri/contracts/constants';
import { object, string } from 'yup';

export interface LoginValues {
  username: string;
  password: string;
}

export const LOGIN_INITIAL_VALUES: LoginValues = { username: '', password: '' };

/** Spec §5 Login: both fields required. */
export const loginSchema = object({
  username: string().trim().required(AUTH_VALIDATION.usernameRequired),
  password: string().required(AUTH_VALIDATION.passwordRequired),
});
