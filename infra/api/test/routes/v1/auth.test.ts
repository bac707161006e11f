import { AUTH_MESSAGES, AUTH_VALIDATION, userSchema, VALIDATION_FAILED_MESSAGE } from '@kanri/contracts';
import { eq } from 'drizzle-orm';
import { sessions, settings, users, workspaceMembers } from '../../../src/db/schema.js';
import { authHeaders, createUser, linkParams, mailsTo, resetAccounts, TEST_PASSWORD } from '../../helpers/accounts.js';
import { startTestApp, TEST_CONFIG, type TestApp } from '../../helpers/test-app.js';

const registration = (overrides: Record<string, unknown> = {}) => ({
  type: 'member',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  password: 'analytical',
  password_confirmation: 'analytical',
  company: '',
  fcm_token: null,
  ...overrides,
});

describe('accounts and sessions', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());
  beforeEach(() => resetAccounts(testApp.database.db));

  const db = () => testApp.database.db;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const openRegistration = () => db().update(settings).set({ openRegistration: true }).where(eq(settings.workspaceId, 1));

  describe('POST /register', () => {
    it('makes the first account on the instance a verified admin of workspace 1 and signs it in', async () => {
      const response = await post('/register', registration({ type: 'developer', email: ' Ada@Example.com ' }));

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        error: false,
        message: AUTH_MESSAGES.registered,
        user: expect.objectContaining({
          id: 1,
          first_name: 'Ada',
          last_name: 'Lovelace',
          full_name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '+44 20 7946 0000',
          role: 'admin',
          role_id: 1,
          workspace_id: 1,
          email_verified: true,
          guard: 'api',
          status: 'active',
        }),
        access_token: expect.any(String),
      });
      expect(userSchema.parse(body.user)).toEqual(body.user);
      expect((await get('/user', authHeaders(body.access_token))).json().data.email).toBe('ada@example.com');
    });

    it('lets only one of two simultaneous first registrations become admin', async () => {
      const [first, second] = await Promise.all([
        post('/register', registration({ email: 'first@example.com' })),
        post('/register', registration({ email: 'second@example.com' })),
      ]);

      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 403]);
      const refused = first.statusCode === 403 ? first : second;
      expect(refused.json()).toEqual({ error: true, message: AUTH_MESSAGES.registrationClosed });
      expect(await db().$count(users)).toBe(1);
      expect(await db().$count(workspaceMembers)).toBe(1);
    });

    it('refuses later registrations while registration is closed, writing nothing', async () => {
      await createUser(db(), { email: 'admin@example.com', role: 'admin' });

      const response = await post('/register', registration());

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: true, message: AUTH_MESSAGES.registrationClosed });
      expect(await db().$count(users)).toBe(1);
    });

    it('with open registration, adds an unverified member of workspace 1 and mails a verification link', async () => {
      await createUser(db(), { email: 'admin@example.com', role: 'admin' });
      await openRegistration();

      const response = await post('/register', registration({ type: 'admin' }), { host: 'evil.example' });

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        error: false,
        message: AUTH_MESSAGES.registeredNeedsVerification,
        user: expect.objectContaining({ email: 'ada@example.com', role: 'member', workspace_id: 1, email_verified: false }),
      });
      expect(body.access_token).toBeUndefined();
      const [mail, ...others] = await mailsTo(db(), 'ada@example.com');
      expect(others).toEqual([]);
      expect(mail).toMatchObject({ transport: 'outbox', sentAt: null, subject: 'Verify your e-mail address' });
      expect(mail!.text).not.toContain('evil.example');
      const token = linkParams(mail!.text, TEST_CONFIG.publicUrl!, '/email-verification').get('token');
      expect(mail!.html).toContain(`${TEST_CONFIG.publicUrl}/email-verification?token=${token}`);

      const signIn = await post('/login', { email: 'ada@example.com', password: 'analytical' });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json()).toEqual({ error: true, message: AUTH_MESSAGES.emailNotVerified });

      expect((await post('/email/verify', { token })).statusCode).toBe(200);
      const verified = await post('/login', { email: 'ada@example.com', password: 'analytical' });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().user).toMatchObject({ role: 'member', email_verified: true });
    });

    it('answers a taken e-mail (any case) with 422 on the email field', async () => {
      await createUser(db(), { email: 'ada@example.com', role: 'admin' });
      await openRegistration();

      const response = await post('/register', registration({ email: 'ADA@example.com' }));

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: true,
        message: AUTH_MESSAGES.emailTaken,
        errors: { email: [AUTH_MESSAGES.emailTaken] },
      });
    });

    it('answers bad fields with the spec messages per field', async () => {
      const response = await post('/register', {
        first_name: 'A',
        last_name: ' ',
        email: 'not-an-email',
        phone: '12ab',
        password: '123',
        password_confirmation: '456',
      });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: true,
        message: VALIDATION_FAILED_MESSAGE,
        errors: {
          first_name: [AUTH_VALIDATION.firstNameMin],
          last_name: [AUTH_VALIDATION.lastNameMin],
          email: [AUTH_VALIDATION.emailInvalid],
          phone: [AUTH_VALIDATION.phoneMin, AUTH_VALIDATION.phoneInvalid],
          password: [AUTH_VALIDATION.passwordMin],
          password_confirmation: [AUTH_VALIDATION.passwordsDontMatch],
        },
      });
    });

    it('puts a confirmation that differs on the confirmation field', async () => {
      const response = await post('/register', registration({ password_confirmation: 'different' }));

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password_confirmation: [AUTH_VALIDATION.passwordsDontMatch] });
    });

    it('answers a body that is not an object with 422, never 500', async () => {
      for (const payload of ['[]', '"text"', 'null']) {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/v1/register',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
    });
  });

  describe('POST /login', () => {
    beforeEach(() => createUser(db(), { email: 'grace@example.com', role: 'developer' }));

    it('signs in with the e-mail in any case and returns the user and a token', async () => {
      const response = await post(
        '/login',
        { email: ' GRACE@example.com', password: TEST_PASSWORD, fcm_token: 'device' },
        { 'user-agent': 'Kanri test' },
      );

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        error: false,
        message: AUTH_MESSAGES.loginSuccess,
        user: expect.objectContaining({ email: 'grace@example.com', role: 'developer', role_id: 3, workspace_id: 1 }),
        access_token: expect.stringMatching(/^[\w-]{43}$/),
      });
      const [session] = await db().select().from(sessions);
      expect(session).toMatchObject({ userAgent: 'Kanri test', ip: '127.0.0.1', revokedAt: null });
      expect(session!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(session!.tokenHash).not.toContain(body.access_token);
    });

    it.each([
      ['a wrong password', 'grace@example.com', 'wrong password'],
      ['an unknown e-mail', 'nobody@example.com', TEST_PASSWORD],
    ])('answers %s with 401 and the same message', async (_case, email, password) => {
      const response = await post('/login', { email, password });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: true, message: AUTH_MESSAGES.invalidCredentials });
    });

    it('answers an invited account (no password yet) with 401', async () => {
      await createUser(db(), { email: 'invited@example.com', password: null, verified: false });

      const response = await post('/login', { email: 'invited@example.com', password: 'anything' });

      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    });

    it('answers an unverified e-mail with 403 once the password is right', async () => {
      await createUser(db(), { email: 'new@example.com', verified: false });

      expect((await post('/login', { email: 'new@example.com', password: 'wrong' })).statusCode).toBe(401);
      const response = await post('/login', { email: 'new@example.com', password: TEST_PASSWORD });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: true, message: AUTH_MESSAGES.emailNotVerified });
    });

    it('answers missing fields with the spec messages', async () => {
      const response = await post('/login', { email: '  ', password: '' });

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        email: [AUTH_VALIDATION.usernameRequired],
        password: [AUTH_VALIDATION.passwordRequired],
      });
    });
  });

  describe('GET /user and POST /logout', () => {
    const signIn = async () =>
      (await post('/login', { email: 'grace@example.com', password: TEST_PASSWORD })).json().access_token as string;

    it('returns the signed-in user in the contracts shape', async () => {
      await createUser(db(), { email: 'grace@example.com', role: 'designer', firstName: 'Grace', lastName: 'Hopper' });
      const response = await get('/user', authHeaders(await signIn()));

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({ error: false, message: 'OK', data: expect.any(Object) });
      expect(userSchema.strict().parse(body.data)).toEqual(body.data);
      expect(body.data).toMatchObject({
        full_name: 'Grace Hopper',
        role: 'designer',
        role_id: 4,
        workspace_id: 1,
        email_verified: true,
        guard: 'api',
      });
      expect(new Date(body.data.created_at).toISOString()).toBe(body.data.created_at);
    });

    it('answers 401 without a token or with an unknown one', async () => {
      const attempts: Array<Record<string, string>> = [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }];
      for (const headers of attempts) {
        const response = await get('/user', headers);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: true, message: AUTH_MESSAGES.unauthenticated });
      }
    });

    it('revokes the session: the token then gets 401 everywhere, other sessions stay', async () => {
      await createUser(db(), { email: 'grace@example.com' });
      const token = await signIn();
      const other = await signIn();

      const response = await post('/logout', {}, authHeaders(token));

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: false, message: AUTH_MESSAGES.loggedOut, data: null });
      expect((await get('/user', authHeaders(token))).statusCode).toBe(401);
      expect((await post('/logout', {}, authHeaders(token))).statusCode).toBe(401);
      expect((await get('/users', authHeaders(token))).statusCode).toBe(401);
      expect((await get('/user', authHeaders(other))).statusCode).toBe(200);
    });

    it('logs out a client that sends the JSON content type with no body (spec §7)', async () => {
      await createUser(db(), { email: 'grace@example.com' });
      const token = await signIn();

      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/logout',
        headers: { ...authHeaders(token), 'content-type': 'application/json' },
      });

      expect(response.statusCode).toBe(200);
      expect((await get('/user', authHeaders(token))).statusCode).toBe(401);
    });
  });
});
