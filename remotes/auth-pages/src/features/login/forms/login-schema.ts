import { validateWith } from '@kanri/design-system/essentials';

export interface LoginValues {
  username: string;
  password: string;
}

export const LOGIN_INITIAL_VALUES: LoginValues = { username: '', password: '' };

/** Spec §5 Login, by the contract's rules: both fields required. */
export const validateLogin = validateWith<LoginValues>(() =>
  import('@kanri/contracts').then((contracts) => contracts.loginFormSchema),
);
