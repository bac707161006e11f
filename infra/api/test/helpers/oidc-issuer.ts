import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export const TEST_KEY_ID = 'test-key';

interface SignOptions {
  audience?: string;
  issuer?: string;
  /** A timespan ('10m') or an absolute `exp` in seconds. */
  expiresIn?: string | number;
}

export interface TestIssuer {
  /** `http://127.0.0.1:<port>`, used as the `iss` of its tokens. */
  readonly issuer: string;
  readonly jwksUrl: string;
  /** An ID token signed with the published key (claims override the defaults). */
  sign(claims: JWTPayload, options?: SignOptions): Promise<string>;
  /** The same, signed by a key that is not published (under the same key id). */
  signWithUnknownKey(claims: JWTPayload, options?: { audience?: string }): Promise<string>;
  close(): Promise<void>;
}

/** An OpenID Connect issuer on a free local port: a JWKS endpoint and a token signer. */
export async function startTestIssuer(audience: string): Promise<TestIssuer> {
  const published = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(published.publicKey)), kid: TEST_KEY_ID, alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signWith = (key: CryptoKey, claims: JWTPayload, options: SignOptions = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: TEST_KEY_ID })
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? audience)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(key);

  return {
    issuer,
    jwksUrl: `${issuer}/jwks`,
    sign: (claims, options) => signWith(published.privateKey, claims, options),
    signWithUnknownKey: (claims, options) => signWith(stranger.privateKey, claims, options),
    close: () => closeServer(server),
  };
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
