import * as api from '@kanri/api-client';
import { AUTH_MESSAGES, AUTH_VALIDATION } from '@kanri/contracts';
import { screen, waitFor } from '@testing-library/react';
import { findInput, renderAuthApp, spyOnToasts, toastTexts, apiFailure } from '../../../test-utils';
import { ROUTES, TEXTS } from '../../../texts';

jest.mock('@kanri/api-client', () => ({
  ...jest.requireActual('@kanri/api-client'),
  resetPassword: jest.fn(),
}));

const resetPassword = jest.mocked(api.resetPassword);
const T = TEXTS.resetPassword;
const LINK = `${ROUTES.resetPassword}?token=reset-tok&email=ada%40kanri.dev`;
let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  resetPassword.mockReset();
  toasts = spyOnToasts();
});
afterEach(() => jest.restoreAllMocks());

async function submit(view: ReturnType<typeof renderAuthApp>, password: string, confirmation = password) {
  if (password) await view.user.type(await findInput(T.password), password);
  if (confirmation) await view.user.type(await findInput(T.confirmPassword), confirmation);
  await view.user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  it.each([
    ['no token', `${ROUTES.resetPassword}?email=ada%40kanri.dev`, `${ROUTES.forgotPassword}?email=ada%40kanri.dev`],
    ['no e-mail', `${ROUTES.resetPassword}?token=abc`, ROUTES.forgotPassword],
    ['nothing', ROUTES.resetPassword, ROUTES.forgotPassword],
  ])('explains an incomplete link (%s) and links to a new one', async (_case, path, forgot) => {
    const view = renderAuthApp(path);
    expect(screen.getByRole('heading', { level: 1, name: T.incompleteTitle })).toBeInTheDocument();
    expect(screen.getByText(T.incompleteBody)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: T.requestNew });
    expect(link).toHaveAttribute('href', forgot);
    await view.user.click(link);
    expect(view.pathname()).toBe(ROUTES.forgotPassword);
  });

  it('names the account and validates both fields', async () => {
    const view = renderAuthApp(LINK);
    expect(screen.getByText('For ada@kanri.dev')).toBeInTheDocument();
    await findInput(T.password);
    await submit(view, '');
    expect(await screen.findByText(AUTH_VALIDATION.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(AUTH_VALIDATION.passwordsDontMatch)).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it.each([
    ['short', 'abc', 'abc', 'Password must be at least 6 characters'],
    ['different', 'secret1', 'secret2', "Passwords don't match"],
  ])('rejects a %s password', async (_case, password, confirmation, message) => {
    const view = renderAuthApp(LINK);
    await submit(view, password, confirmation);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(/must be at least|don't match/)).toHaveLength(1);
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('resets the password and offers Sign In', async () => {
    resetPassword.mockResolvedValue({ data: null, message: AUTH_MESSAGES.passwordReset });
    const view = renderAuthApp(LINK);
    await submit(view, 'newpass1');
    expect(await screen.findByText('Your password has been reset. Please sign in with your new password.')).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith({
      email: 'ada@kanri.dev',
      token: 'reset-tok',
      password: 'newpass1',
      password_confirmation: 'newpass1',
    });
    await view.user.click(screen.getByRole('link', { name: T.signIn }));
    expect(view.pathname()).toBe(ROUTES.login);
  });

  it('shows an invalid or expired link with a way to request a new one', async () => {
    resetPassword.mockRejectedValue(apiFailure({ message: AUTH_MESSAGES.resetInvalid, status: 400 }));
    const view = renderAuthApp(LINK);
    await submit(view, 'newpass1');
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['This password reset link is invalid or has expired.']));
    expect(screen.getByText(AUTH_MESSAGES.resetInvalid, { selector: '.ant-alert *' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: T.requestNew }));
    expect(view.router.state.location).toMatchObject({ pathname: ROUTES.forgotPassword, search: '?email=ada%40kanri.dev' });
    expect(await findInput(TEXTS.forgotPassword.email)).toHaveValue('ada@kanri.dev');
  });

  it("says 'Failed to reset password' without a server message", async () => {
    resetPassword.mockRejectedValue(apiFailure({ message: '', status: 500 }));
    const view = renderAuthApp(LINK);
    await submit(view, 'newpass1');
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([T.failed]));
  });

  it('shows each server field message as its own toast', async () => {
    resetPassword.mockRejectedValue(
      apiFailure({
        message: 'The given data was invalid.',
        status: 422,
        errors: { password: ['The password is too common.'], token: ['The token is required.'] },
      }),
    );
    const view = renderAuthApp(LINK);
    await submit(view, 'password');
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['The password is too common.', 'The token is required.']));
    expect(screen.getByText('The password is too common.', { selector: '.ka-error' })).toBeInTheDocument();
    // The token error concerns the link: shown with the way to a new one.
    expect(screen.getByRole('link', { name: T.requestNew })).toBeInTheDocument();
  });

  it('reports an unexpected error', async () => {
    resetPassword.mockRejectedValue(new Error('boom'));
    const view = renderAuthApp(LINK);
    await submit(view, 'newpass1');
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([T.error]));
  });
});
