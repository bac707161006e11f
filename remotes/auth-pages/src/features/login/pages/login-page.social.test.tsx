/**
 * Social sign-in through the real api-client with a mocked fetch (spec §2 Login, §7, §8): the
 * providers call, the demo client, the popup flow and the endpoint fallbacks.
 */
import { AUTH_TOKEN_KEY } from '@kanri/api-client';
import { AUTH_MESSAGES } from '@kanri/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { renderAuthApp, routeFetch, sessionUser, spyOnToasts, toastTexts } from '../../../test-utils';
import { ROUTES, TEXTS } from '../../../texts';
import { OIDC_CHANNEL_NAME, OIDC_MESSAGE_TYPE } from '../social/oidc-popup';

const GOOGLE = { client_id: 'google-client', authorization_url: 'https://accounts.example.com/o/oauth2/v2/auth' };
const NONE = { google: null, linkedin: null, apple: null };
const providersReply = (data: unknown) => [200, { error: false, message: '', data }] as [number, unknown];

let toasts: ReturnType<typeof spyOnToasts>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  toasts = spyOnToasts();
});
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** Fake JWT with the given claims (the page only reads them; the API verifies the signature). */
function idToken(claims: Record<string, unknown>) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

/** A message event as the popup's postMessage would deliver it. */
function postFromPopup(source: unknown, data: unknown, origin = window.location.origin) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  act(() => {
    window.dispatchEvent(event);
  });
}

/** Opens Google's popup and returns what the page asked the provider for. */
async function openGooglePopup(view: ReturnType<typeof renderAuthApp>) {
  const popup = { close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Google' })).toBeEnabled());
  await view.user.click(screen.getByRole('button', { name: 'Google' }));
  expect(open).toHaveBeenCalledTimes(1);
  const url = new URL(String(open.mock.calls[0]![0]));
  return { popup, url, state: url.searchParams.get('state')!, nonce: url.searchParams.get('nonce')! };
}

const socialCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init.body)) }));

describe('LoginPage social sign-in', () => {
  it('shows the demo-mode notice when no provider is configured and sends the demo client to the API', async () => {
    const fetchMock = routeFetch({
      'GET /auth/social/providers': providersReply(NONE),
      'POST /auth/social/google': [422, { error: true, message: AUTH_MESSAGES.socialNotConfigured('Google') }],
    });
    const view = renderAuthApp(ROUTES.login);
    expect(
      await screen.findByText('Social sign-in is in demo mode: ask your administrator to configure Google, LinkedIn or Apple.'),
    ).toBeInTheDocument();

    const open = jest.spyOn(window, 'open');
    await view.user.click(screen.getByRole('button', { name: 'Google' }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Google sign-in is not configured on this server.']));
    expect(open).not.toHaveBeenCalled();
    expect(socialCalls(fetchMock)).toEqual([
      {
        url: '/api/v1/auth/social/google',
        body: { token: 'demo-google-token', email: 'demo.google@example.com', name: 'Demo Google User', isApi: true },
      },
    ]);
    expect(view.pathname()).toBe(ROUTES.login);
  });

  it('treats every provider as unconfigured when the providers cannot be read', async () => {
    routeFetch({ 'GET /auth/social/providers': [500, { error: true, message: 'Server Error' }] });
    renderAuthApp(ROUTES.login);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Social sign-in is in demo mode: ask your administrator to configure Google, LinkedIn or Apple.',
    );
  });

  it("says '{provider} login failed' when the reply carries no session", async () => {
    routeFetch({
      'GET /auth/social/providers': providersReply(NONE),
      'POST /auth/social/apple': [200, { error: false, message: '', data: null }],
    });
    const view = renderAuthApp(ROUTES.login);
    await screen.findByRole('note');
    await view.user.click(screen.getByRole('button', { name: 'Apple' }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Apple login failed']));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('falls back through the social paths and reports when none exists', async () => {
    const fetchMock = routeFetch({ 'GET /auth/social/providers': providersReply(NONE) });
    const view = renderAuthApp(ROUTES.login);
    await screen.findByRole('note');
    await view.user.click(screen.getByRole('button', { name: 'LinkedIn' }));
    await waitFor(() =>
      expect(toastTexts(toasts.error)).toEqual(['Social login failed - unable to find working authentication endpoint...']),
    );
    expect(socialCalls(fetchMock).map((call) => call.url)).toEqual([
      '/api/v1/auth/social/linkedin',
      '/api/v1/social/auth',
      '/api/v1/auth/social',
      '/api/v1/login/linkedin',
    ]);
    expect(socialCalls(fetchMock)[1]!.body).toMatchObject({ provider: 'linkedin', isApi: true });
  });

  it('signs in through a fallback path when the first one is missing', async () => {
    const user = sessionUser({ role: 'developer' });
    routeFetch({
      'GET /auth/social/providers': providersReply(NONE),
      'POST /social/auth': [200, { error: false, message: 'ok', data: { token: 'social-tok', user, isNewUser: false } }],
    });
    const view = renderAuthApp(ROUTES.login);
    await screen.findByRole('note');
    await view.user.click(screen.getByRole('button', { name: 'Google' }));
    await waitFor(() => expect(view.pathname()).toBe('/dashboard/tasks'));
    expect(toastTexts(toasts.success)).toEqual(['Welcome back! Signed in with Google.']);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('social-tok');
  });

  it('opens the provider in a popup and signs in with the ID token it returns', async () => {
    const user = sessionUser({ role: 'admin' });
    const fetchMock = routeFetch({
      'GET /auth/social/providers': providersReply({ ...NONE, google: GOOGLE }),
      'POST /auth/social/google': [
        200,
        { error: false, message: 'ok', data: { token: 'google-session', user, isNewUser: false } },
      ],
    });
    const view = renderAuthApp(ROUTES.login);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Social sign-in is in demo mode: ask your administrator to configure LinkedIn or Apple.',
    );

    const { popup, url, state, nonce } = await openGooglePopup(view);
    expect(`${url.origin}${url.pathname}`).toBe(GOOGLE.authorization_url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'google-client',
      response_type: 'id_token',
      response_mode: 'fragment',
      scope: 'openid email profile',
      redirect_uri: `${window.location.origin}/login`,
      state,
      nonce,
    });
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(nonce).not.toBe(state);

    const token = idToken({ nonce, email: 'ada@gmail.com', name: 'Ada Lovelace' });
    // Another origin, another window or another state: ignored.
    postFromPopup(popup, { type: OIDC_MESSAGE_TYPE, state, idToken: token }, 'https://evil.example');
    postFromPopup({}, { type: OIDC_MESSAGE_TYPE, state, idToken: token });
    postFromPopup(popup, { type: OIDC_MESSAGE_TYPE, state: 'other', idToken: token });
    expect(socialCalls(fetchMock)).toEqual([]);

    postFromPopup(popup, { type: OIDC_MESSAGE_TYPE, state, idToken: token });
    await waitFor(() => expect(view.pathname()).toBe('/dashboard/users'));
    expect(popup.close).toHaveBeenCalled();
    expect(socialCalls(fetchMock)).toEqual([
      { url: '/api/v1/auth/social/google', body: { token, email: 'ada@gmail.com', name: 'Ada Lovelace', isApi: true } },
    ]);
    expect(toastTexts(toasts.success)).toEqual(['Welcome back! Signed in with Google.']);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('google-session');
    expect(view.store.getState().session.user).toEqual(user);
  });

  it('welcomes a new social account', async () => {
    routeFetch({
      'GET /auth/social/providers': providersReply({ ...NONE, google: GOOGLE }),
      'POST /auth/social/google': [
        200,
        { error: false, message: 'ok', data: { token: 't', user: sessionUser(), isNewUser: true } },
      ],
    });
    const view = renderAuthApp(ROUTES.login);
    const { popup, state, nonce } = await openGooglePopup(view);
    postFromPopup(popup, { type: OIDC_MESSAGE_TYPE, state, idToken: idToken({ nonce }) });
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual(['Welcome to Kanri! Your account was created with Google.']));
    await waitFor(() => expect(view.pathname()).toBe('/dashboard'));
  });

  it('also accepts the reply over the broadcast channel (provider pages that cut the opener link)', async () => {
    const original = globalThis.BroadcastChannel;
    globalThis.BroadcastChannel = NodeBroadcastChannel as unknown as typeof BroadcastChannel;
    try {
      routeFetch({
        'GET /auth/social/providers': providersReply({ ...NONE, google: GOOGLE }),
        'POST /auth/social/google': [
          200,
          { error: false, message: 'ok', data: { token: 't', user: sessionUser(), isNewUser: false } },
        ],
      });
      const view = renderAuthApp(ROUTES.login);
      const { state, nonce } = await openGooglePopup(view);
      const channel = new NodeBroadcastChannel(OIDC_CHANNEL_NAME);
      channel.postMessage({ type: OIDC_MESSAGE_TYPE, state, idToken: idToken({ nonce }) });
      channel.close();
      await waitFor(() => expect(toastTexts(toasts.success)).toEqual(['Welcome back! Signed in with Google.']));
    } finally {
      globalThis.BroadcastChannel = original;
    }
  });

  it('rejects an ID token issued for another request (nonce mismatch)', async () => {
    const fetchMock = routeFetch({ 'GET /auth/social/providers': providersReply({ ...NONE, google: GOOGLE }) });
    const view = renderAuthApp(ROUTES.login);
    const { popup, state } = await openGooglePopup(view);
    postFromPopup(popup, { type: OIDC_MESSAGE_TYPE, state, idToken: idToken({ nonce: 'stolen' }) });
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual([`Social login error: ${TEXTS.social.tokenMismatch}`]));
    expect(socialCalls(fetchMock)).toEqual([]);
  });

  it("says '{provider} login failed' when the user refuses at the provider", async () => {
    routeFetch({ 'GET /auth/social/providers': providersReply({ ...NONE, google: GOOGLE }) });
    const view = renderAuthApp(ROUTES.login);
    const { popup, state } = await openGooglePopup(view);
    postFromPopup(popup, { type: OIDC_MESSAGE_TYPE, state, error: 'access_denied' });
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Google login failed']));
  });

  it("reports an unexpected error as 'Social login error: ...'", async () => {
    routeFetch({
      'GET /auth/social/providers': providersReply(NONE),
      'POST /auth/social/google': [
        200,
        { error: false, message: 'ok', data: { token: 't', user: sessionUser(), isNewUser: false } },
      ],
    });
    const view = renderAuthApp(ROUTES.login);
    await screen.findByRole('note');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('Storage is full');
    });
    await view.user.click(screen.getByRole('button', { name: 'Google' }));
    await waitFor(() => expect(toastTexts(toasts.error)).toEqual(['Social login error: Storage is full']));
    expect(view.pathname()).toBe(ROUTES.login);
  });

  it('asks to allow pop-ups when the browser blocks the popup', async () => {
    routeFetch({ 'GET /auth/social/providers': providersReply({ ...NONE, google: GOOGLE }) });
    const view = renderAuthApp(ROUTES.login);
    jest.spyOn(window, 'open').mockReturnValue(null);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Google' })).toBeEnabled());
    await view.user.click(screen.getByRole('button', { name: 'Google' }));
    expect(toastTexts(toasts.error)).toEqual(['Allow pop-ups for this site to sign in with Google.']);
  });
});

describe('LoginPage loaded in the popup with the provider reply', () => {
  it('hands the ID token to the opener, clears it from the address bar and closes', async () => {
    const opener = { postMessage: jest.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    const callbackPath = '/login#id_token=abc.def.ghi&state=s123&token_type=Bearer';
    window.history.replaceState(null, '', callbackPath);
    try {
      renderAuthApp(callbackPath);
      expect(screen.getByText(TEXTS.social.completing)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: TEXTS.login.submit })).not.toBeInTheDocument();
      await waitFor(() => expect(close).toHaveBeenCalled());
      expect(opener.postMessage).toHaveBeenCalledWith(
        { type: OIDC_MESSAGE_TYPE, state: 's123', idToken: 'abc.def.ghi' },
        window.location.origin,
      );
      expect(window.location.hash).toBe('');
    } finally {
      Object.defineProperty(window, 'opener', { value: null, configurable: true });
    }
  });

  it('passes a refusal on too', async () => {
    const opener = { postMessage: jest.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    jest.spyOn(window, 'close').mockImplementation(() => undefined);
    try {
      renderAuthApp('/login#error=access_denied&error_description=User+cancelled&state=s9');
      await waitFor(() =>
        expect(opener.postMessage).toHaveBeenCalledWith(
          { type: OIDC_MESSAGE_TYPE, state: 's9', error: 'User cancelled' },
          window.location.origin,
        ),
      );
    } finally {
      Object.defineProperty(window, 'opener', { value: null, configurable: true });
    }
  });

  it('is the normal login form for any other fragment', async () => {
    renderAuthApp('/login#features');
    expect(await screen.findByRole('button', { name: TEXTS.login.submit })).toBeInTheDocument();
  });
});
