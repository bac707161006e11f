import * as api from '@kanri/api-client';
import { AUTH_TOKEN_KEY, NETWORK_ERROR_MESSAGE, USER_KEY } from '@kanri/api-client';
import { RETURN_TO_KEY } from '@kanri/app-state';
import { AUTH_MESSAGES, AUTH_VALIDATION } from '@kanri/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { findInput, renderAuthApp, sessionUser, spyOnToasts, toastTexts, apiFailure } from '../../../test-utils';
import { PENDING_VERIFICATION_EMAIL_KEY, ROUTES, TEXTS } from '../../../texts';

jest.mock('@kanri/api-client', () => ({
  ...jest.requireActual('@kanri/api-client'),
  login: jest.fn(),
  // The social block reads the providers on mount; here they are simply not configured.
  getSocialProviders: jest.fn(async () => ({ google: null, linkedin: null, apple: null })),
}));

const login = jest.mocked(api.login);
let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  login.mockReset();
  toasts = spyOnToasts();
});
afterEach(() => jest.restoreAllMocks());

async function fillAndSubmit(view: ReturnType<typeof renderAuthApp>, username = 'ada@kanri.dev', password = 'secret1') {
  await view.user.type(await findInput(TEXTS.login.username), username);
  await view.user.type(await findInput(TEXTS.login.password), password);
  await view.user.click(screen.getByRole('button', { name: TEXTS.login.submit }));
}

const authReply = (user = sessionUser(), token = 'tok-1') =>
  ({ error: false, user, access_token: token, message: AUTH_MESSAGES.loginSuccess }) as const;

describe('LoginPage', () => {
  it('shows the Kanri frame, both fields, the links and the three social buttons', async () => {
    renderAuthApp(ROUTES.login);
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.login.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.layout.homeLink })).toHaveAttribute('href', '/');
    expect(await findInput(TEXTS.login.username)).toHaveAttribute('placeholder', 'you@company.com');
    expect(await findInput(TEXTS.login.password)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', ROUTES.forgotPassword);
    expect(screen.getByRole('link', { name: TEXTS.login.registerLink })).toHaveAttribute('href', ROUTES.register);
    const social = screen.getByRole('region', { name: TEXTS.social.groupLabel });
    for (const name of ['Google', 'LinkedIn', 'Apple']) expect(within(social).getByRole('button', { name })).toBeInTheDocument();
  });

  it('requires the username and the password (spec §5)', async () => {
    const view = renderAuthApp(ROUTES.login);
    await findInput(TEXTS.login.username);
    await view.user.click(screen.getByRole('button', { name: TEXTS.login.submit }));
    expect(await screen.findByText(AUTH_VALIDATION.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(AUTH_VALIDATION.passwordRequired)).toBeInTheDocument();
    expect(AUTH_VALIDATION.usernameRequired).toBe('Username is required');
    expect(AUTH_VALIDATION.passwordRequired).toBe('Password is required');
    expect(await findInput(TEXTS.login.username)).toHaveAttribute('aria-invalid', 'true');
    expect(login).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const view = renderAuthApp(ROUTES.login);
    const password = await findInput(TEXTS.login.password);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await view.user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await view.user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    ['admin', '/dashboard/users'],
    ['manager', '/dashboard/projects'],
    ['designer', '/dashboard/projects'],
    ['developer', '/dashboard/tasks'],
    ['member', '/dashboard'],
  ] as const)('signs a %s in: stores the session, welcomes them and opens %s', async (role, landing) => {
    const user = sessionUser({ role });
    login.mockResolvedValue(authReply(user));
    const view = renderAuthApp(ROUTES.login);
    await fillAndSubmit(view, '  ada@kanri.dev ');

    await waitFor(() => expect(view.pathname()).toBe(landing));
    expect(await screen.findByText(`Dashboard page ${landing}`)).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ email: 'ada@kanri.dev', password: 'secret1' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toEqual(user);
    expect(view.store.getState().session).toMatchObject({ status: 'authenticated', user });
    expect(toastTexts(toasts.success)).toEqual(['Welcome back, Ada!']);
    // Replaced, not pushed: Back does not return to the login form.
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('returns to the page the visitor first asked for', async () => {
    sessionStorage.setItem(RETURN_TO_KEY, '/dashboard/notes?view=grid');
    login.mockResolvedValue(authReply(sessionUser({ role: 'admin' })));
    const view = renderAuthApp(ROUTES.login);
    await fillAndSubmit(view);
    await waitFor(() => expect(view.pathname()).toBe('/dashboard/notes'));
    expect(view.router.state.location.search).toBe('?view=grid');
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });

  it("shows the server's message as is for wrong credentials and stays signed out", async () => {
    login.mockRejectedValue(apiFailure({ message: AUTH_MESSAGES.invalidCredentials, status: 401 }));
    const view = renderAuthApp(ROUTES.login);
    await fillAndSubmit(view);
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['These credentials do not match our records.']));
    expect(view.pathname()).toBe(ROUTES.login);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(view.store.getState().session.status).toBe('unauthenticated');
  });

  it("says 'Login failed' when a reply has no token and no message", async () => {
    login.mockResolvedValue({ error: true, message: '' });
    const view = renderAuthApp(ROUTES.login);
    await fillAndSubmit(view);
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Login failed']));
    expect(view.pathname()).toBe(ROUTES.login);
  });

  it.each([
    ['no network', apiFailure({ message: NETWORK_ERROR_MESSAGE, status: 0 })],
    ['a gateway without the API', apiFailure({ message: 'HTTP 502: Bad Gateway', status: 502 })],
  ] as const)('reports an unreachable service (%s)', async (_case, failure) => {
    login.mockRejectedValue(failure);
    const view = renderAuthApp(ROUTES.login);
    await fillAndSubmit(view);
    await waitFor(() =>
      expect(toastTexts(toasts.error)).toEqual([
        'Login failed - unable to connect to authentication service. Please contact support.',
      ]),
    );
  });

  it('reports an unexpected error', async () => {
    login.mockRejectedValue(new Error('boom'));
    const view = renderAuthApp(ROUTES.login);
    await fillAndSubmit(view);
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Login error: boom']));
  });

  it('shows each server field message as its own toast', async () => {
    login.mockRejectedValue(
      apiFailure({
        message: 'The given data was invalid.',
        status: 422,
        errors: { email: ['The email field must be a valid email address.'], password: ['The password field is required.'] },
      }),
    );
    const view = renderAuthApp(ROUTES.login);
    await fillAndSubmit(view);
    await waitFor(() =>
      expect(toastTexts(toasts.error)).toEqual([
        'The email field must be a valid email address.',
        'The password field is required.',
      ]),
    );
  });

  it('offers to resend the verification e-mail when the account is not verified yet', async () => {
    login.mockRejectedValue(apiFailure({ message: AUTH_MESSAGES.emailNotVerified, status: 403 }));
    const view = renderAuthApp(ROUTES.login);
    await fillAndSubmit(view, 'new@kanri.dev');
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([AUTH_MESSAGES.emailNotVerified]));
    expect(localStorage.getItem(PENDING_VERIFICATION_EMAIL_KEY)).toBe('new@kanri.dev');
    // The server's sentence is the toast; the inline notice says it differently (one match per text).
    expect(screen.getByText(TEXTS.login.notVerified)).toBeInTheDocument();
    expect(screen.getAllByText(AUTH_MESSAGES.emailNotVerified)).toHaveLength(1);
    await view.user.click(screen.getByRole('link', { name: TEXTS.login.resendVerification }));
    expect(view.pathname()).toBe(ROUTES.emailVerification);
    expect(await screen.findByText('We sent a verification link to new@kanri.dev')).toBeInTheDocument();
  });
});
