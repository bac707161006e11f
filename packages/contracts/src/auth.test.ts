import { AUTH_VALIDATION } from './auth-constants';
import { loginFormSchema, newPasswordFormSchema, registerRequestSchema } from './auth';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the sign-in forms share the server rules', () => {
  it('login: the username is the request e-mail, both required', () => {
    expect(messagesOf(loginFormSchema.safeParse({ username: '  ', password: '' }))).toEqual({
      username: AUTH_VALIDATION.usernameRequired,
      password: AUTH_VALIDATION.passwordRequired,
    });
    expect(loginFormSchema.safeParse({ username: 'ada@example.com', password: 'x' }).success).toBe(true);
  });

  it('new password: a blank or different confirmation is "Passwords don\'t match", once', () => {
    expect(
      newPasswordFormSchema.safeParse({ password: '', password_confirmation: '' }).error?.issues.map((i) => i.message),
    ).toEqual([AUTH_VALIDATION.passwordMin, AUTH_VALIDATION.passwordsDontMatch]);
    expect(newPasswordFormSchema.safeParse({ password: 'secret1', password_confirmation: 'secret2' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['password_confirmation'], message: AUTH_VALIDATION.passwordsDontMatch }),
    ]);
    expect(newPasswordFormSchema.safeParse({ password: 'secret1', password_confirmation: 'secret1' }).success).toBe(true);
  });

  it('register: the mismatch is reported beside the other fields’ messages', () => {
    const result = registerRequestSchema.safeParse({
      first_name: 'A',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 555 010 0199',
      password: 'secret1',
      password_confirmation: 'secret2',
    });
    expect(messagesOf(result)).toEqual({
      first_name: AUTH_VALIDATION.firstNameMin,
      password_confirmation: AUTH_VALIDATION.passwordsDontMatch,
    });
  });
});
