/**
 * Social sign-in with OpenID Connect in a popup (implicit flow, `response_type=id_token`).
 *
 * The login page opens the provider's authorization URL in a popup, with a random `state` and
 * `nonce`. The provider sends the popup back to `/login#id_token=…&state=…`; the login page, loaded
 * in the popup, hands that reply to the page that opened it and closes. The reply travels by
 * `postMessage` to `window.opener` (target origin = our origin; the opener checks origin, source and
 * state) and, for providers whose pages cut the opener link (Cross-Origin-Opener-Policy), by a
 * same-origin BroadcastChannel. The opener checks the ID token's nonce before sending it to the API,
 * which verifies the token itself.
 */
import type { SocialProviders } from '@kanri/contracts';
import { ROUTES } from '../../../texts';

export type ProviderConfig = NonNullable<SocialProviders[keyof SocialProviders]>;

export const OIDC_MESSAGE_TYPE = 'kanri:oidc-callback';
export const OIDC_CHANNEL_NAME = 'kanri-oidc-callback';
export const POPUP_NAME = 'kanri-social-sign-in';
export const OIDC_SCOPE = 'openid email profile';
const POPUP_FEATURES = 'popup=yes,width=520,height=680';

export interface OidcCallback {
  type: typeof OIDC_MESSAGE_TYPE;
  state: string;
  idToken?: string;
  error?: string;
}

export type PopupOutcome =
  { kind: 'token'; idToken: string; email?: string; name?: string } | { kind: 'denied'; error: string } | { kind: 'mismatch' };

/** A random URL-safe string with `bytes` bytes of entropy. */
export function randomToken(bytes = 16): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** Where the provider sends the popup back: this app's login page. */
export function redirectUri(): string {
  return `${window.location.origin}${ROUTES.login}`;
}

export function authorizationUrl(config: ProviderConfig, { state, nonce }: { state: string; nonce: string }): string {
  const url = new URL(config.authorization_url, window.location.origin);
  url.searchParams.set('client_id', config.client_id);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('response_mode', 'fragment');
  url.searchParams.set('scope', OIDC_SCOPE);
  url.searchParams.set('redirect_uri', redirectUri());
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  return url.toString();
}

/** The provider's reply in a `#id_token=…&state=…` (or `#error=…&state=…`) fragment, else null. */
export function readCallback(hash: string): OidcCallback | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state = params.get('state');
  const idToken = params.get('id_token');
  const error = params.get('error');
  if (!state || (!idToken && !error)) return null;
  return {
    type: OIDC_MESSAGE_TYPE,
    state,
    ...(idToken ? { idToken } : {}),
    ...(error ? { error: params.get('error_description') || error } : {}),
  };
}

function isCallback(data: unknown): data is OidcCallback {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as OidcCallback).type === OIDC_MESSAGE_TYPE &&
    typeof (data as OidcCallback).state === 'string'
  );
}

/** In the popup: hands the reply to the opener, removes the token from the address bar, closes. */
export function deliverCallback(callback: OidcCallback) {
  const origin = window.location.origin;
  try {
    window.opener?.postMessage(callback, origin);
  } catch {
    /* opener gone or cross-origin: the channel below still carries the reply */
  }
  try {
    if (typeof BroadcastChannel !== 'undefined') {
      const channel = new BroadcastChannel(OIDC_CHANNEL_NAME);
      channel.postMessage(callback);
      channel.close();
    }
  } catch {
    /* no channel support: postMessage above is the only path */
  }
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  window.close();
}

/** The claims of a JWT, without verifying it (the API verifies the signature and audience). */
export function decodeJwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface PopupSignIn {
  cancel(): void;
}

/**
 * In the opener: opens the provider's page in a popup and calls `onOutcome` once with its reply.
 * Returns null when the browser blocked the popup. Waits until a reply, `cancel()` or a new attempt
 * (a popup closed by the user simply never answers; the buttons stay usable).
 */
export function openSignInPopup(config: ProviderConfig, onOutcome: (outcome: PopupOutcome) => void): PopupSignIn | null {
  const state = randomToken();
  const nonce = randomToken();
  const popup = window.open(authorizationUrl(config, { state, nonce }), POPUP_NAME, POPUP_FEATURES);
  if (!popup) return null;

  let done = false;
  let channel: BroadcastChannel | null = null;

  const finish = () => {
    done = true;
    window.removeEventListener('message', onMessage);
    channel?.close();
    channel = null;
  };

  const handle = (data: unknown) => {
    if (done || !isCallback(data) || data.state !== state) return;
    finish();
    try {
      popup.close();
    } catch {
      /* already closed */
    }
    if (!data.idToken) {
      onOutcome({ kind: 'denied', error: data.error ?? 'no token' });
      return;
    }
    const claims = decodeJwtClaims(data.idToken);
    if (!claims || claims.nonce !== nonce) {
      onOutcome({ kind: 'mismatch' });
      return;
    }
    onOutcome({
      kind: 'token',
      idToken: data.idToken,
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
      ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
    });
  };

  function onMessage(event: MessageEvent) {
    if (event.origin !== window.location.origin || event.source !== popup) return;
    handle(event.data);
  }

  window.addEventListener('message', onMessage);
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(OIDC_CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => handle(event.data);
  }
  return { cancel: finish };
}
