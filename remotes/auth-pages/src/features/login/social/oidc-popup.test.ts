import { authorizationUrl, decodeJwtClaims, OIDC_MESSAGE_TYPE, randomToken, readCallback } from './oidc-popup';

describe('OpenID Connect popup helpers', () => {
  it('builds the implicit-flow authorization URL, keeping the provider query', () => {
    const url = new URL(
      authorizationUrl(
        { client_id: 'cid', authorization_url: 'https://idp.example/authorize?tenant=x' },
        { state: 's', nonce: 'n' },
      ),
    );
    expect(url.origin + url.pathname).toBe('https://idp.example/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: 'x',
      client_id: 'cid',
      response_type: 'id_token',
      response_mode: 'fragment',
      scope: 'openid email profile',
      redirect_uri: 'http://localhost/login',
      state: 's',
      nonce: 'n',
    });
  });

  it('reads the provider reply from the fragment', () => {
    expect(readCallback('#id_token=a.b.c&state=s1')).toEqual({ type: OIDC_MESSAGE_TYPE, state: 's1', idToken: 'a.b.c' });
    expect(readCallback('#error=access_denied&state=s1')).toEqual({
      type: OIDC_MESSAGE_TYPE,
      state: 's1',
      error: 'access_denied',
    });
    expect(readCallback('#id_token=a.b.c')).toBeNull();
    expect(readCallback('#pricing')).toBeNull();
    expect(readCallback('')).toBeNull();
  });

  it('decodes UTF-8 claims from a base64url payload, and refuses garbage', () => {
    const payload = Buffer.from(JSON.stringify({ nonce: 'n-1', name: 'Zoë Ørsted' })).toString('base64url');
    expect(decodeJwtClaims(`h.${payload}.s`)).toEqual({ nonce: 'n-1', name: 'Zoë Ørsted' });
    expect(decodeJwtClaims('not-a-jwt')).toBeNull();
    expect(decodeJwtClaims('h.%%%.s')).toBeNull();
  });

  it('makes distinct 128-bit random tokens', () => {
    const a = randomToken();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomToken()).not.toBe(a);
  });
});
