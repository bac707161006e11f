import * as api from '@kanri/api-client';
import { AUTH_MESSAGES, VERIFICATION_REDIRECT_MS } from '@kanri/contracts';
import { DesignSystemProvider } from '@kanri/design-system';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { findInput, renderAuthApp, spyOnToasts, toastTexts, apiFailure } from '../../../test-utils';
import { PENDING_VERIFICATION_EMAIL_KEY, ROUTES, TEXTS } from '../../../texts';
import EmailVerificationPage from './email-verification-page';

jest.mock('@kanri/api-client', () => ({
  ...jest.requireActual('@kanri/api-client'),
  verifyEmail: jest.fn(),
  requestPasswordReset: jest.fn(),
}));

const verifyEmail = jest.mocked(api.verifyEmail);
const requestPasswordReset = jest.mocked(api.requestPasswordReset);
const T = TEXTS.emailVerification;
let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  localStorage.clear();
  verifyEmail.mockReset();
  requestPasswordReset.mockReset();
  toasts = spyOnToasts();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('EmailVerificationPage with a token', () => {
  it('verifies, clears the pending e-mail and goes to /login after 2 seconds', async () => {
    jest.useFakeTimers();
    localStorage.setItem(PENDING_VERIFICATION_EMAIL_KEY, 'ada@kanri.dev');
    verifyEmail.mockResolvedValue({ email: 'ada@kanri.dev' });
    const view = renderAuthApp(`${ROUTES.emailVerification}?token=tok-1`);

    expect(screen.getByText(T.verifying)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email verified successfully!' })).toBeInTheDocument();
    expect(verifyEmail).toHaveBeenCalledWith({ token: 'tok-1' });
    expect(toastTexts(toasts.success)).toEqual(['Email verified successfully!']);
    expect(localStorage.getItem(PENDING_VERIFICATION_EMAIL_KEY)).toBeNull();

    expect(VERIFICATION_REDIRECT_MS).toBe(2000);
    act(() => jest.advanceTimersByTime(1999));
    expect(view.pathname()).toBe(ROUTES.emailVerification);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(view.pathname()).toBe(ROUTES.login));
    expect(view.router.state.historyAction).toBe('REPLACE');
    jest.useRealTimers();
    expect(await findInput(TEXTS.login.username)).toBeInTheDocument();
  });

  it('shows the server message when verification fails, and stays', async () => {
    jest.useFakeTimers();
    verifyEmail.mockRejectedValue(apiFailure({ message: AUTH_MESSAGES.verificationInvalid, status: 400 }));
    const view = renderAuthApp(`${ROUTES.emailVerification}?token=old`);
    expect(await screen.findByRole('heading', { name: 'This verification link is invalid or has expired.' })).toBeInTheDocument();
    expect(toastTexts(toasts.error)).toEqual([AUTH_MESSAGES.verificationInvalid]);
    act(() => jest.advanceTimersByTime(5000));
    expect(view.pathname()).toBe(ROUTES.emailVerification);
    expect(screen.getByRole('link', { name: T.registerLink })).toHaveAttribute('href', ROUTES.register);
    expect(screen.getByRole('link', { name: T.signInLink })).toHaveAttribute('href', ROUTES.login);
    // No pending e-mail in this browser: nothing to resend to.
    expect(screen.queryByRole('button', { name: T.resend })).not.toBeInTheDocument();
  });

  it("says 'Email verification failed' without a server message and offers a resend when the e-mail is known", async () => {
    localStorage.setItem(PENDING_VERIFICATION_EMAIL_KEY, 'ada@kanri.dev');
    verifyEmail.mockRejectedValue(apiFailure({ message: '', status: 400 }));
    requestPasswordReset.mockResolvedValue(null);
    const view = renderAuthApp(`${ROUTES.emailVerification}?token=old`);
    expect(await screen.findByRole('heading', { name: 'Email verification failed' })).toBeInTheDocument();
    expect(toastTexts(toasts.error)).toEqual(['Email verification failed']);
    await view.user.click(screen.getByRole('button', { name: T.resend }));
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual(['Verification email sent! Please check your inbox.']));
    expect(requestPasswordReset).toHaveBeenCalledWith({ email: 'ada@kanri.dev', purpose: 'verification' });
  });

  it('reports an unexpected error', async () => {
    verifyEmail.mockRejectedValue(new Error('boom'));
    renderAuthApp(`${ROUTES.emailVerification}?token=tok`);
    expect(await screen.findByRole('heading', { name: 'An error occurred during email verification' })).toBeInTheDocument();
    expect(toastTexts(toasts.error)).toEqual(['An error occurred during email verification']);
  });

  it('calls verify once under StrictMode (tokens are single-use)', async () => {
    verifyEmail.mockResolvedValue(null);
    const router = createMemoryRouter(
      [
        { path: ROUTES.emailVerification, element: <EmailVerificationPage /> },
        { path: '*', element: null },
      ],
      {
        initialEntries: [`${ROUTES.emailVerification}?token=once`],
      },
    );
    render(
      <StrictMode>
        <DesignSystemProvider>
          <RouterProvider router={router} />
        </DesignSystemProvider>
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: T.verified })).toBeInTheDocument();
    expect(verifyEmail).toHaveBeenCalledTimes(1);
    expect(toasts.success).toHaveBeenCalledTimes(1);
  });
});

describe('EmailVerificationPage without a token', () => {
  beforeEach(() => localStorage.setItem(PENDING_VERIFICATION_EMAIL_KEY, 'ada@kanri.dev'));

  it('shows where the link went, the next steps, Resend Email and the links', () => {
    renderAuthApp(ROUTES.emailVerification);
    expect(screen.getByText('We sent a verification link to ada@kanri.dev')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: T.nextStepsTitle })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([...T.nextSteps]);
    expect(screen.getByText(/within 60 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', ROUTES.register);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', ROUTES.login);
    expect(verifyEmail).not.toHaveBeenCalled();
  });

  it('resends the verification e-mail', async () => {
    requestPasswordReset.mockResolvedValue(null);
    const view = renderAuthApp(ROUTES.emailVerification);
    await view.user.click(screen.getByRole('button', { name: 'Resend Email' }));
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual(['Verification email sent! Please check your inbox.']));
    expect(requestPasswordReset).toHaveBeenCalledWith({ email: 'ada@kanri.dev', purpose: 'verification' });
  });

  it.each([
    [
      'the server message',
      apiFailure({ message: 'Too many requests. Please try again in a minute.', status: 429 }),
      'Too many requests. Please try again in a minute.',
    ],
    ['the default text', apiFailure({ message: '', status: 500 }), 'Failed to send verification email'],
  ] as const)('shows %s when the resend fails', async (_case, failure, expected) => {
    requestPasswordReset.mockRejectedValue(failure);
    const view = renderAuthApp(ROUTES.emailVerification);
    await view.user.click(screen.getByRole('button', { name: 'Resend Email' }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([expected]));
  });

  it('shows each server field message of a failed resend as its own toast', async () => {
    requestPasswordReset.mockRejectedValue(
      apiFailure({ message: 'The given data was invalid.', status: 422, errors: { email: ['a', 'b'] } }),
    );
    const view = renderAuthApp(ROUTES.emailVerification);
    await view.user.click(screen.getByRole('button', { name: 'Resend Email' }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['a', 'b']));
  });

  it('reports an unexpected error while resending', async () => {
    requestPasswordReset.mockRejectedValue(new Error('boom'));
    const view = renderAuthApp(ROUTES.emailVerification);
    await view.user.click(screen.getByRole('button', { name: 'Resend Email' }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['An error occurred while sending the email']));
  });

  it('sends the visitor back to /register when the e-mail is gone at resend time', async () => {
    const view = renderAuthApp(ROUTES.emailVerification);
    localStorage.removeItem(PENDING_VERIFICATION_EMAIL_KEY);
    await view.user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(toastTexts(toasts.error)).toEqual(['No email address found. Please register again.']);
    await waitFor(() => expect(view.pathname()).toBe(ROUTES.register));
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('sends the visitor to /register when no e-mail is known', async () => {
    localStorage.clear();
    const view = renderAuthApp(ROUTES.emailVerification);
    await waitFor(() => expect(view.pathname()).toBe(ROUTES.register));
    expect(toastTexts(toasts.error)).toEqual(['No email found for verification. Please register again.']);
  });
});
