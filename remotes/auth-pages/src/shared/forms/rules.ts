import { AUTH_VALIDATION, PASSWORD_MIN_LENGTH } from '@kanri/contracts/constants';
import { string } from 'yup';

/** yup rules built from the contract's texts (spec §5), shared by the forms of this remote. */
export const emailRule = () => string().trim().required(AUTH_VALIDATION.emailInvalid).email(AUTH_VALIDATION.emailInvalid);

export const newPasswordRule = () =>
  string().required(AUTH_VALIDATION.passwordMin).min(PASSWORD_MIN_LENGTH, AUTH_VALIDATION.passwordMin);

/** The confirmation must equal the sibling `passwordField` ("Passwords don't match", on the confirmation). */
export const confirmationRule = (passwordField = 'password') =>
  string()
    .required(AUTH_VALIDATION.passwordsDontMatch)
    .test('matches-password', AUTH_VALIDATION.passwordsDontMatch, function matches(value) {
      return value === this.parent[passwordField];
    });
