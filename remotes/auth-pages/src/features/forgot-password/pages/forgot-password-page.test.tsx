import * as api from '@kanri/api-client';
import { AUTH_VALIDATION } from '@kanri/contracts';
import { screen, waitFor } from '@testing-library/react';
import { findInput, renderAuthApp, spyOnToasts, toastTexts, apiFailure } from '../../../test-utils';
import { ROUTES, TEXTS } from '../../../texts';

jest.mock('@kanri/api-client', () => ({
  ...jest.requireActual('@kanri/api-client'),
  requestPasswordReset: jest.fn(),
}));

const requestPasswordReset = jest.mocked(api.requestPasswordReset);
const T = TEXTS.forgotPassword;
let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  requestPasswordReset.mockReset();
  toasts = spyOnToasts();
});
afterEach(() => jest.restoreAllMocks());

async function send(view: ReturnType<typeof renderAuthApp>, email: string) {
  const input = await findInput(T.email);
  await view.user.clear(input);
  if (email) await view.user.type(input, email);
  await view.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('ForgotPasswordPage', () => {
  it('shows the e-mail field, Send Reset Link and a way back to Sign In', async () => {
    renderAuthApp(ROUTES.forgotPassword);
    expect(screen.getByRole('heading', { level: 1, name: T.title })).toBeInTheDocument();
    expect(await findInput(T.email)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.backToSignIn })).toHaveAttribute('href', ROUTES.login);
  });

  it.each(['', 'not-an-email'])("requires a valid e-mail (%j → 'Please enter a valid email address')", async (email) => {
    const view = renderAuthApp(ROUTES.forgotPassword);
    await send(view, email);
    expect(await screen.findByText(AUTH_VALIDATION.emailInvalid)).toBeInTheDocument();
    expect(AUTH_VALIDATION.emailInvalid).toBe('Please enter a valid email address');
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('sends the link and confirms it, with the 60-minute expiry and Back to Sign In', async () => {
    requestPasswordReset.mockResolvedValue(null);
    const view = renderAuthApp(ROUTES.forgotPassword);
    await send(view, ' ada@kanri.dev ');
    expect(await screen.findByRole('heading', { level: 1, name: T.sentTitle })).toBeInTheDocument();
    expect(requestPasswordReset).toHaveBeenCalledWith({ email: 'ada@kanri.dev' });
    expect(toastTexts(toasts.success)).toEqual(['Password reset link sent to your email!']);
    expect(screen.getByText(/ada@kanri\.dev/)).toHaveTextContent(
      'If ada@kanri.dev belongs to a Kanri account, we sent a password reset link to it.',
    );
    expect(screen.getByText('The link expires in 60 minutes.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(view.pathname()).toBe(ROUTES.login);
  });

  it('lets the visitor send to another address', async () => {
    requestPasswordReset.mockResolvedValue(null);
    const view = renderAuthApp(ROUTES.forgotPassword);
    await send(view, 'ada@kanri.dev');
    await view.user.click(await screen.findByRole('button', { name: T.tryAgain }));
    expect(await findInput(T.email)).toHaveValue('ada@kanri.dev');
  });

  it('prefills the e-mail from the address', async () => {
    renderAuthApp(`${ROUTES.forgotPassword}?email=grace%40kanri.dev`);
    expect(await findInput(T.email)).toHaveValue('grace@kanri.dev');
  });

  it.each([
    [
      'the server message',
      apiFailure({ message: 'Too many requests. Please try again in a minute.', status: 429 }),
      'Too many requests. Please try again in a minute.',
    ],
    ["'Failed to send reset email'", apiFailure({ message: '', status: 500 }), 'Failed to send reset email'],
  ] as const)('shows %s when sending fails', async (_case, failure, expected) => {
    requestPasswordReset.mockRejectedValue(failure);
    const view = renderAuthApp(ROUTES.forgotPassword);
    await send(view, 'ada@kanri.dev');
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([expected]));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });

  it('shows each server field message as its own toast', async () => {
    requestPasswordReset.mockRejectedValue(
      apiFailure({
        message: 'The given data was invalid.',
        status: 422,
        errors: { email: ['The email field must be a valid email address.', 'The email may not be longer than 255 characters.'] },
      }),
    );
    const view = renderAuthApp(ROUTES.forgotPassword);
    await send(view, 'ada@kanri.dev');
    await waitFor(() =>
      expect(toastTexts(toasts.error)).toEqual([
        'The email field must be a valid email address.',
        'The email may not be longer than 255 characters.',
      ]),
    );
  });

  it('reports an unexpected error', async () => {
    requestPasswordReset.mockRejectedValue(new Error('boom'));
    const view = renderAuthApp(ROUTES.forgotPassword);
    await send(view, 'ada@kanri.dev');
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['An error occurred while sending the reset email']));
  });
});
