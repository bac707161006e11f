import * as api from '@kanri/api-client';
import { AUTH_TOKEN_KEY, NETWORK_ERROR_MESSAGE, USER_KEY } from '@kanri/api-client';
import { RETURN_TO_KEY } from '@kanri/app-state';
import { AUTH_MESSAGES, AUTH_VALIDATION } from '@kanri/contracts';
import { screen, waitFor } from '@testing-library/react';
import { findInput, renderAuthApp, sessionUser, spyOnToasts, toastTexts, apiFailure } from '../../../test-utils';
import { PENDING_VERIFICATION_EMAIL_KEY, ROUTES, TEXTS } from '../../../texts';

jest.mock('@kanri/api-client', () => ({
  ...jest.requireActual('@kanri/api-client'),
  register: jest.fn(),
  getInvitation: jest.fn(),
}));

const register = jest.mocked(api.register);
const getInvitation = jest.mocked(api.getInvitation);
const T = TEXTS.register;
let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  register.mockReset();
  getInvitation.mockReset();
  toasts = spyOnToasts();
});
afterEach(() => jest.restoreAllMocks());

const FORM = {
  [T.firstName]: 'Ada',
  [T.lastName]: 'Lovelace',
  [T.phone]: '+44 (20) 7946-0958',
  [T.email]: 'ada@kanri.dev',
  [T.password]: 'secret1',
  [T.confirmPassword]: 'secret1',
};

async function fill(view: ReturnType<typeof renderAuthApp>, values: Record<string, string> = FORM) {
  for (const [label, value] of Object.entries(values)) {
    const input = await findInput(label);
    await view.user.clear(input);
    if (value) await view.user.type(input, value);
  }
}

const submit = (view: ReturnType<typeof renderAuthApp>) => view.user.click(screen.getByRole('button', { name: T.submit }));

describe('RegisterPage', () => {
  it('shows every field, the hidden member type and a link to Sign In', async () => {
    const { container } = renderAuthApp(ROUTES.register);
    for (const label of [T.firstName, T.lastName, T.phone, T.company, T.email, T.password, T.confirmPassword]) {
      expect(await findInput(label)).toBeInTheDocument();
    }
    expect(container.querySelector('input[type="hidden"][name="type"]')).toHaveValue('member');
    expect(screen.getByRole('link', { name: T.signInLink })).toHaveAttribute('href', ROUTES.login);
    expect(screen.getByRole('link', { name: TEXTS.layout.homeLink })).toHaveAttribute('href', '/');
  });

  it('shows every validation message of spec §5 on an empty submit', async () => {
    const view = renderAuthApp(ROUTES.register);
    await findInput(T.firstName);
    await submit(view);
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Phone number must be at least 10 digits',
      'Please enter a valid email address',
      'Password must be at least 6 characters',
      "Passwords don't match",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // Company is optional.
    expect(screen.getAllByRole('alert')).toHaveLength(6);
    expect(register).not.toHaveBeenCalled();
  });

  it.each([
    [T.firstName, 'A', AUTH_VALIDATION.firstNameMin],
    [T.lastName, 'L', AUTH_VALIDATION.lastNameMin],
    [T.phone, '12345', AUTH_VALIDATION.phoneMin],
    [T.phone, '555-CALL-ADA', AUTH_VALIDATION.phoneInvalid],
    [T.phone, '+1 555 123 4567x', AUTH_VALIDATION.phoneInvalid],
    [T.email, 'ada@', AUTH_VALIDATION.emailInvalid],
    [T.password, 'five5', AUTH_VALIDATION.passwordMin],
    [T.confirmPassword, 'secret2', AUTH_VALIDATION.passwordsDontMatch],
  ])('%s "%s" → %s', async (label, value, message) => {
    const view = renderAuthApp(ROUTES.register);
    // A new password is typed twice, so only its own rule fails.
    await fill(view, { ...FORM, [label]: value, ...(label === T.password ? { [T.confirmPassword]: value } : {}) });
    await submit(view);
    const error = await screen.findByText(message);
    expect(error).toHaveAttribute('id', `${(await findInput(label)).id}-error`);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(register).not.toHaveBeenCalled();
  });

  it('accepts a phone with a leading plus, spaces, dashes and parentheses', async () => {
    register.mockResolvedValue({ error: false, message: AUTH_MESSAGES.registeredNeedsVerification });
    const view = renderAuthApp(ROUTES.register);
    await fill(view);
    await submit(view);
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
  });

  it('shows and hides both passwords', async () => {
    const view = renderAuthApp(ROUTES.register);
    const password = await findInput(T.password);
    const confirmation = await findInput(T.confirmPassword);
    await view.user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(confirmation).toHaveAttribute('type', 'password');
    await view.user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirmation).toHaveAttribute('type', 'text');
  });

  it('signs the user in when the reply has a token: welcome toast and the role landing route', async () => {
    const user = sessionUser({ role: 'developer' });
    register.mockResolvedValue({ error: false, user, access_token: 'reg-tok', message: AUTH_MESSAGES.registered });
    const view = renderAuthApp(ROUTES.register);
    await fill(view);
    await submit(view);

    await waitFor(() => expect(view.pathname()).toBe('/dashboard/tasks'));
    expect(register).toHaveBeenCalledWith({
      type: 'member',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@kanri.dev',
      phone: '+44 (20) 7946-0958',
      company: '',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
    expect(toastTexts(toasts.success)).toEqual(['Welcome to Kanri, Ada! Your account has been created.']);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('reg-tok');
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toEqual(user);
    expect(view.store.getState().session.status).toBe('authenticated');
    expect(localStorage.getItem(PENDING_VERIFICATION_EMAIL_KEY)).toBeNull();
  });

  it('goes to the remembered page after registering with a token', async () => {
    sessionStorage.setItem(RETURN_TO_KEY, '/dashboard/meetings');
    register.mockResolvedValue({ error: false, user: sessionUser({ role: 'admin' }), access_token: 't', message: 'ok' });
    const view = renderAuthApp(ROUTES.register);
    await fill(view);
    await submit(view);
    await waitFor(() => expect(view.pathname()).toBe('/dashboard/meetings'));
  });

  it('sends the company when given', async () => {
    register.mockResolvedValue({ error: false, message: 'ok' });
    const view = renderAuthApp(ROUTES.register);
    await fill(view, { ...FORM, [T.company]: '  Analytical Engines ' });
    await submit(view);
    await waitFor(() => expect(register).toHaveBeenCalledWith(expect.objectContaining({ company: 'Analytical Engines' })));
  });

  it('keeps the e-mail for verification and opens /email-verification when the reply has no token', async () => {
    register.mockResolvedValue({ error: false, message: AUTH_MESSAGES.registeredNeedsVerification });
    const view = renderAuthApp(ROUTES.register);
    await fill(view, { ...FORM, [T.email]: ' ada@kanri.dev ' });
    await submit(view);
    await waitFor(() => expect(view.pathname()).toBe(ROUTES.emailVerification));
    expect(localStorage.getItem(PENDING_VERIFICATION_EMAIL_KEY)).toBe('ada@kanri.dev');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(toastTexts(toasts.success)).toEqual(['Registration successful! Please check your email for verification.']);
    expect(await screen.findByText('We sent a verification link to ada@kanri.dev')).toBeInTheDocument();
  });

  it('uses the default verification text when the server sends no message', async () => {
    register.mockResolvedValue({ error: false, message: '' });
    const view = renderAuthApp(ROUTES.register);
    await fill(view);
    await submit(view);
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([T.needsVerification]));
    expect(T.needsVerification).toBe('Registration successful! Please check your email for verification.');
  });

  it('shows each server field message as its own toast, and under its field', async () => {
    register.mockRejectedValue(
      apiFailure({
        message: 'The given data was invalid.',
        status: 422,
        errors: {
          email: [AUTH_MESSAGES.emailTaken],
          phone: ['The phone field format is invalid.', 'The phone has already been taken.'],
        },
      }),
    );
    const view = renderAuthApp(ROUTES.register);
    await fill(view);
    await submit(view);
    await waitFor(() =>
      expect(toastTexts(toasts.error)).toEqual([
        'The email has already been taken.',
        'The phone field format is invalid.',
        'The phone has already been taken.',
      ]),
    );
    expect(toasts.error).toHaveBeenCalledTimes(3);
    expect(screen.getByText(AUTH_MESSAGES.emailTaken, { selector: '.ka-error' })).toBeInTheDocument();
    expect(view.pathname()).toBe(ROUTES.register);
  });

  it("shows the server message, else 'Registration failed'", async () => {
    register.mockRejectedValueOnce(apiFailure({ message: AUTH_MESSAGES.registrationClosed, status: 403 }));
    register.mockResolvedValueOnce({ error: true, message: '' });
    const view = renderAuthApp(ROUTES.register);
    await fill(view);
    await submit(view);
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([AUTH_MESSAGES.registrationClosed]));
    await submit(view);
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([AUTH_MESSAGES.registrationClosed, 'Registration failed']));
  });

  it('reports an unreachable registration service', async () => {
    register.mockRejectedValue(apiFailure({ message: NETWORK_ERROR_MESSAGE, status: 0 }));
    const view = renderAuthApp(ROUTES.register);
    await fill(view);
    await submit(view);
    await waitFor(() =>
      expect(toastTexts(toasts.error)).toEqual([
        'Registration failed - unable to connect to registration service. Please contact support.',
      ]),
    );
  });

  it('reports an unexpected error', async () => {
    register.mockRejectedValue(new Error('boom'));
    const view = renderAuthApp(ROUTES.register);
    await fill(view);
    await submit(view);
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Registration error: boom']));
  });
});

describe('RegisterPage with an invitation link', () => {
  const invitation = {
    email: 'grace@kanri.dev',
    first_name: 'Grace',
    last_name: 'Hopper',
    role: 'manager',
    workspace_name: 'Acme Studio',
    expires_at: '2030-01-01T00:00:00.000Z',
  } as const;

  it('prefills the names and a read-only e-mail, says who invited them and sends the invitation', async () => {
    getInvitation.mockResolvedValue(invitation);
    register.mockResolvedValue({
      error: false,
      user: sessionUser({ role: 'manager', first_name: 'Grace' }),
      access_token: 't',
      message: 'ok',
    });
    const view = renderAuthApp(`${ROUTES.register}?invite=inv-123`);

    expect(await screen.findByText('You were invited to Acme Studio as Manager')).toBeInTheDocument();
    expect(getInvitation).toHaveBeenCalledWith('inv-123');
    expect(await findInput(T.firstName)).toHaveValue('Grace');
    expect(await findInput(T.lastName)).toHaveValue('Hopper');
    const email = await findInput(T.email);
    expect(email).toHaveValue('grace@kanri.dev');
    expect(email).toHaveAttribute('readonly');

    await fill(view, { [T.phone]: '5551234567', [T.password]: 'secret1', [T.confirmPassword]: 'secret1' });
    await submit(view);
    await waitFor(() => expect(view.pathname()).toBe('/dashboard/projects'));
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        invite: 'inv-123',
        email: 'grace@kanri.dev',
        first_name: 'Grace',
        last_name: 'Hopper',
        type: 'member',
      }),
    );
    expect(toastTexts(toasts.success)).toEqual(['Welcome to Kanri, Grace! Your account has been created.']);
  });

  it('shows the server message for an invalid invitation and keeps a normal form', async () => {
    getInvitation.mockRejectedValue(apiFailure({ message: AUTH_MESSAGES.invitationInvalid, status: 404 }));
    register.mockResolvedValue({ error: false, message: 'ok' });
    const view = renderAuthApp(`${ROUTES.register}?invite=expired`);
    expect(await screen.findByText('This invitation is invalid or has expired.')).toBeInTheDocument();
    const email = await findInput(T.email);
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('readonly');
    await fill(view);
    await submit(view);
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register.mock.calls[0]![0]).not.toHaveProperty('invite');
  });
});
