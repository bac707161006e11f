import { AUTH_MESSAGES, CLIENT_ID_HEADER } from '@kanri/contracts';
import { API_CLIENT_ID, configureApiClient } from '../http';
import { NETWORK_ERROR_MESSAGE } from '../messages';
import { AUTH_TOKEN_KEY } from '../storage';
import {
  getInvitation,
  getSocialProviders,
  isMissingEndpointMessage,
  login,
  register,
  requestPasswordReset,
  resetPassword,
  SOCIAL_LOGIN_NO_ENDPOINT_MESSAGE,
  socialLogin,
  verifyEmail,
} from './auth';

type FetchArgs = Parameters<typeof fetch>;

function fakeResponse(status: number, body: unknown, statusText = '') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => text } as Response;
}

/** A fetch that answers each call with the next reply of the list (the last one repeats). */
function fetchReplies(...replies: Array<[number, unknown, string?]>) {
  let call = 0;
  const mock = jest.fn(async (..._args: FetchArgs) => {
    const [status, body, statusText] = replies[Math.min(call, replies.length - 1)]!;
    call += 1;
    return fakeResponse(status, body, statusText);
  });
  configureApiClient({ fetch: mock as unknown as typeof fetch });
  return mock;
}

const sent = (mock: jest.Mock, index = 0) => {
  const [url, init] = mock.mock.calls[index] as FetchArgs;
  return {
    url,
    method: init?.method,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
    headers: init?.headers as Record<string, string>,
  };
};

const user = { id: 1, email: 'ada@kanri.dev', first_name: 'Ada', role: 'admin' };

beforeEach(() => {
  localStorage.clear();
  // A stored token must never be sent by the guest endpoints.
  localStorage.setItem(AUTH_TOKEN_KEY, 'old-token');
});

describe('login', () => {
  it('posts the credentials with fcm_token null and no bearer token', async () => {
    const mock = fetchReplies([200, { error: false, user, access_token: 't', message: 'Login successful' }]);
    const result = await login({ email: 'ada@kanri.dev', password: 'secret1' });
    expect(sent(mock)).toMatchObject({
      url: '/api/v1/login',
      method: 'POST',
      body: { email: 'ada@kanri.dev', password: 'secret1', fcm_token: null },
    });
    expect(sent(mock).headers.Authorization).toBeUndefined();
    expect(result).toMatchObject({ access_token: 't', user });
  });
});

describe('register', () => {
  const form = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@kanri.dev',
    phone: '+44 20 7946 0958',
    password: 'secret1',
    password_confirmation: 'secret1',
  };

  it('sends type member, an empty company and fcm_token null by default', async () => {
    const mock = fetchReplies([201, { error: false, message: AUTH_MESSAGES.registeredNeedsVerification }]);
    const result = await register(form);
    expect(sent(mock)).toEqual({
      url: '/api/v1/register',
      method: 'POST',
      body: { ...form, type: 'member', company: '', fcm_token: null },
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        workspace_id: '1',
        [CLIENT_ID_HEADER]: API_CLIENT_ID,
      },
    });
    expect(result).toMatchObject({ error: false, message: AUTH_MESSAGES.registeredNeedsVerification });
  });

  it('keeps a given company and invitation token', async () => {
    const mock = fetchReplies([201, { error: false, message: 'ok', user, access_token: 't' }]);
    await register({ ...form, company: 'Analytical Engines', invite: 'inv-1' });
    expect(sent(mock).body).toMatchObject({ company: 'Analytical Engines', invite: 'inv-1', type: 'member' });
  });

  it('throws the field errors of a 422', async () => {
    fetchReplies([422, { error: true, message: 'The given data was invalid.', errors: { email: [AUTH_MESSAGES.emailTaken] } }]);
    await expect(register(form)).rejects.toMatchObject({
      message: 'The given data was invalid.',
      status: 422,
      errors: { email: [AUTH_MESSAGES.emailTaken] },
    });
  });
});

describe('password and e-mail endpoints', () => {
  it('requestPasswordReset posts the e-mail, with the purpose only when given', async () => {
    const mock = fetchReplies([200, { error: false, message: AUTH_MESSAGES.resetRequested, data: null }]);
    await requestPasswordReset({ email: 'ada@kanri.dev' });
    await requestPasswordReset({ email: 'ada@kanri.dev', purpose: 'verification' });
    expect(sent(mock, 0)).toMatchObject({
      url: '/api/v1/password/reset-request',
      method: 'POST',
      body: { email: 'ada@kanri.dev' },
    });
    expect(sent(mock, 1).body).toEqual({ email: 'ada@kanri.dev', purpose: 'verification' });
    expect(sent(mock, 0).headers.Authorization).toBeUndefined();
  });

  it('verifyEmail posts the token', async () => {
    const mock = fetchReplies([200, { error: false, message: AUTH_MESSAGES.emailVerified, data: { email: 'ada@kanri.dev' } }]);
    const result = await verifyEmail({ token: 'tok' });
    expect(sent(mock)).toMatchObject({ url: '/api/v1/email/verify', method: 'POST', body: { token: 'tok' } });
    expect(result).toEqual({ email: 'ada@kanri.dev' });
  });

  it('resetPassword posts e-mail, token and the new password twice', async () => {
    const mock = fetchReplies([400, { error: true, message: AUTH_MESSAGES.resetInvalid }]);
    const body = { email: 'ada@kanri.dev', token: 'tok', password: 'newpass', password_confirmation: 'newpass' };
    await expect(resetPassword(body)).rejects.toMatchObject({ message: AUTH_MESSAGES.resetInvalid, status: 400 });
    expect(sent(mock)).toMatchObject({ url: '/api/v1/password/reset', method: 'POST', body });
  });

  it("resetPassword resolves to the server's confirmation", async () => {
    fetchReplies([200, { error: false, message: AUTH_MESSAGES.passwordReset, data: null }]);
    const body = { email: 'ada@kanri.dev', token: 'tok', password: 'newpass', password_confirmation: 'newpass' };
    expect(await resetPassword(body)).toEqual({ data: null, message: AUTH_MESSAGES.passwordReset });
  });

  it('getSocialProviders reads the provider settings', async () => {
    const providers = {
      google: { client_id: 'g', authorization_url: 'https://accounts.example/auth' },
      linkedin: null,
      apple: null,
    };
    const mock = fetchReplies([200, { error: false, message: '', data: providers }]);
    expect(await getSocialProviders()).toEqual(providers);
    expect(sent(mock)).toMatchObject({ url: '/api/v1/auth/social/providers', method: 'GET' });
  });

  it('getInvitation reads one invitation, its token escaped in the path', async () => {
    const mock = fetchReplies([404, { error: true, message: AUTH_MESSAGES.invitationInvalid }]);
    await expect(getInvitation('a/b c')).rejects.toMatchObject({ message: AUTH_MESSAGES.invitationInvalid, status: 404 });
    expect(sent(mock).url).toBe('/api/v1/invitations/a%2Fb%20c');
  });
});

describe('socialLogin (spec §7 fallback order)', () => {
  const data = { token: 'id-token', email: 'ada@kanri.dev', name: 'Ada' };
  const success = { error: false, message: 'ok', data: { token: 'api-token', user, isNewUser: false } };

  it('posts the provider data with isApi true to /auth/social/{provider} first', async () => {
    const mock = fetchReplies([200, success]);
    const result = await socialLogin('google', data);
    expect(mock).toHaveBeenCalledTimes(1);
    expect(sent(mock)).toMatchObject({ url: '/api/v1/auth/social/google', method: 'POST', body: { ...data, isApi: true } });
    expect(sent(mock).body).not.toHaveProperty('provider');
    expect(sent(mock).headers.Authorization).toBeUndefined();
    expect(result).toEqual(success.data);
  });

  it('falls back through /social/auth, /auth/social and /login/{provider}, adding the provider where the path has none', async () => {
    const mock = fetchReplies(
      [404, '', 'Not Found'],
      [405, { message: 'Method Not Allowed' }],
      [404, { message: 'Route POST:/api/v1/auth/social not found' }],
      [200, success],
    );
    const result = await socialLogin('linkedin', data);
    expect(mock.mock.calls.map((call) => call[0])).toEqual([
      '/api/v1/auth/social/linkedin',
      '/api/v1/social/auth',
      '/api/v1/auth/social',
      '/api/v1/login/linkedin',
    ]);
    expect(sent(mock, 1).body).toEqual({ ...data, isApi: true, provider: 'linkedin' });
    expect(sent(mock, 2).body).toEqual({ ...data, isApi: true, provider: 'linkedin' });
    expect(sent(mock, 3).body).toEqual({ ...data, isApi: true });
    expect(result).toEqual(success.data);
  });

  it('stops at the first real failure and throws it', async () => {
    const mock = fetchReplies(
      [404, { message: 'Not supported here' }],
      [422, { error: true, message: AUTH_MESSAGES.socialTokenInvalid('Google') }],
    );
    await expect(socialLogin('google', data)).rejects.toMatchObject({
      message: AUTH_MESSAGES.socialTokenInvalid('Google'),
      status: 422,
    });
    expect(mock).toHaveBeenCalledTimes(2);
  });

  it('does not fall back on a network failure', async () => {
    const mock = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    configureApiClient({ fetch: mock as unknown as typeof fetch });
    await expect(socialLogin('apple', data)).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: 0 });
    expect(mock).toHaveBeenCalledTimes(1);
  });

  it('reports the missing endpoint when every path fails that way', async () => {
    const mock = fetchReplies([404, '', 'Not Found']);
    await expect(socialLogin('apple', data)).rejects.toMatchObject({
      name: 'ApiError',
      message: SOCIAL_LOGIN_NO_ENDPOINT_MESSAGE,
      status: 404,
    });
    expect(mock).toHaveBeenCalledTimes(4);
    expect(SOCIAL_LOGIN_NO_ENDPOINT_MESSAGE).toBe('Social login failed - unable to find working authentication endpoint...');
  });

  it.each([
    ['HTTP 404: Not Found', true],
    ['method not allowed', true],
    ['Provider NOT SUPPORTED', true],
    ['Route not found', true],
    [AUTH_MESSAGES.socialNotConfigured('Google'), false],
    ['These credentials do not match our records.', false],
  ])('treats %j as a missing endpoint: %s', (message, expected) => {
    expect(isMissingEndpointMessage(message)).toBe(expected);
  });
});
