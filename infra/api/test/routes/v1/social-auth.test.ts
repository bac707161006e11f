import { AUTH_MESSAGES, TEAM_MESSAGES, type Member } from '@kanri/contracts';
import { eq } from 'drizzle-orm';
import { settings, socialAccounts, users } from '../../../src/db/schema.js';
import { createUser, openSession, resetAccounts } from '../../helpers/accounts.js';
import { injectAs } from '../../helpers/calls.js';
import { startTestIssuer, type TestIssuer } from '../../helpers/oidc-issuer.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const GOOGLE_CLIENT = 'kanri-test.apps.googleusercontent.com';
const LINKEDIN_CLIENT = 'kanri-linkedin';

const ada = { sub: 'google-ada', email: 'Ada@Example.com', email_verified: true, name: 'Ada King Lovelace' };

describe('GET /auth/social/providers and unconfigured providers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({
      config: { appleClientId: 'com.kanri.web', appleAuthorizationUrl: 'https://apple.test/authorize' },
    });
  });
  afterAll(() => testApp?.close());

  it('lists the configured providers with their client id and authorization URL, null for the others', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/auth/social/providers' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      error: false,
      message: 'OK',
      data: {
        google: null,
        linkedin: null,
        apple: { client_id: 'com.kanri.web', authorization_url: 'https://apple.test/authorize' },
      },
    });
  });

  it('answers 503 for a provider that is not configured', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/social/google',
      payload: { token: 'anything', isApi: true },
    });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: true, message: AUTH_MESSAGES.socialNotConfigured('Google') });
  });

  it('answers 404 for an unknown provider', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/social/myspace',
      payload: { token: 'anything' },
    });

    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(true);
  });
});

describe('POST /auth/social/{provider}', () => {
  let issuer: TestIssuer;
  let testApp: TestApp;
  beforeAll(async () => {
    issuer = await startTestIssuer(GOOGLE_CLIENT);
    testApp = await startTestApp({
      config: {
        googleClientId: GOOGLE_CLIENT,
        googleIssuer: issuer.issuer,
        googleJwksUrl: issuer.jwksUrl,
        linkedinClientId: LINKEDIN_CLIENT,
        linkedinIssuer: issuer.issuer,
        linkedinJwksUrl: issuer.jwksUrl,
      },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await issuer?.close();
  });
  beforeEach(() => resetAccounts(testApp.database.db));

  const db = () => testApp.database.db;
  const signIn = (token: string, provider = 'google', body: object = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/v1/auth/social/${provider}`,
      payload: { token, isApi: true, ...body },
    });
  const invalid = (label: string) => ({ error: true, message: AUTH_MESSAGES.socialTokenInvalid(label) });

  it('gives the first account on the instance admin rights, verified, from the token claims', async () => {
    const response = await signIn(await issuer.sign(ada), 'google', { email: 'body@example.com', name: 'Body Name' });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      error: false,
      message: 'Welcome back! Signed in with Google.',
      data: {
        token: expect.any(String),
        isNewUser: true,
        user: expect.objectContaining({
          email: 'ada@example.com',
          first_name: 'Ada',
          last_name: 'King Lovelace',
          role: 'admin',
          workspace_id: 1,
          email_verified: true,
        }),
      },
    });
    const me = await injectAs(testApp.app, body.data.token)('GET', '/user');
    expect(me.json().data.email).toBe('ada@example.com');
    const links = await db().select({ provider: socialAccounts.provider, subject: socialAccounts.subject }).from(socialAccounts);
    expect(links).toEqual([{ provider: 'google', subject: 'google-ada' }]);
  });

  it('signs an existing account in by its e-mail, verifies it and links the provider account', async () => {
    const existing = await createUser(db(), { email: 'ada@example.com', role: 'manager', verified: false });

    const first = await signIn(await issuer.sign(ada));

    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      isNewUser: false,
      user: { id: existing.id, role: 'manager', email_verified: true },
    });

    // Linked by subject: a later token with another e-mail still reaches the same account.
    const second = await signIn(await issuer.sign({ ...ada, email: 'ada@new-domain.example' }));
    expect(second.json().data).toMatchObject({ isNewUser: false, user: { id: existing.id } });
    expect(await db().$count(users)).toBe(1);
  });

  it('with registration closed, refuses an unknown e-mail', async () => {
    await createUser(db(), { email: 'admin@example.com', role: 'admin' });

    const response = await signIn(await issuer.sign(ada));

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: true, message: AUTH_MESSAGES.registrationClosed });
    expect(await db().$count(users)).toBe(1);
    expect(await db().$count(socialAccounts)).toBe(0);
  });

  it('with open registration, creates a verified member of workspace 1', async () => {
    await createUser(db(), { email: 'admin@example.com', role: 'admin' });
    await db().update(settings).set({ openRegistration: true }).where(eq(settings.workspaceId, 1));

    const response = await signIn(await issuer.sign({ ...ada, name: undefined, given_name: 'Ada', family_name: 'Lovelace' }));

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      isNewUser: true,
      user: { first_name: 'Ada', last_name: 'Lovelace', role: 'member', email_verified: true },
    });
  });

  it('accepts the pending invitation of an invited account', async () => {
    const admin = await createUser(db(), { email: 'admin@example.com', role: 'admin' });
    const adminToken = await openSession(db(), admin.id);
    const asAdmin = injectAs(testApp.app, adminToken);
    const invited = await asAdmin('POST', '/users/store', { name: 'Ada Lovelace', email: 'ada@example.com', role: 'designer' });
    expect(invited.json().message).toBe(TEAM_MESSAGES.invitationSent);

    const response = await signIn(await issuer.sign(ada));

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ isNewUser: false, user: { role: 'designer', status: 'active' } });
    const members = await asAdmin('GET', '/users');
    const statuses = members.json().data.map((member: Member) => [member.email, member.membership_status]);
    expect(statuses).toEqual([
      [admin.email, 'active'],
      ['ada@example.com', 'active'],
    ]);
  });

  it('works the same for another configured provider', async () => {
    const grace = { sub: 'li-1', email: 'grace@example.com', name: 'Grace Hopper' };
    const token = await issuer.sign(grace, { audience: LINKEDIN_CLIENT });

    const response = await signIn(token, 'linkedin');

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Welcome back! Signed in with LinkedIn.');
  });

  it.each([
    ['a token for another audience', () => issuer.sign(ada, { audience: 'someone-else' })],
    ['an expired token', () => issuer.sign(ada, { expiresIn: Math.floor(Date.now() / 1000) - 120 })],
    ['a token signed by an unpublished key', () => issuer.signWithUnknownKey(ada)],
    ['a token from another issuer', () => issuer.sign(ada, { issuer: 'https://accounts.example.com' })],
    ['a token whose e-mail Google has not verified', () => issuer.sign({ ...ada, email_verified: false })],
    ['a token without e-mail_verified from Google', () => issuer.sign({ ...ada, email_verified: undefined })],
    ['a token without an e-mail', () => issuer.sign({ ...ada, email: undefined })],
    ['a token that is not a JWT', async () => 'not-a-jwt'],
  ])('answers %s with 401 and creates nothing', async (_case, makeToken) => {
    const response = await signIn(await makeToken());

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalid('Google'));
    expect(await db().$count(users)).toBe(0);
  });

  it('answers a missing token with 422', async () => {
    const response = await signIn('');

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ token: ['The token is required.'] });
  });
});
