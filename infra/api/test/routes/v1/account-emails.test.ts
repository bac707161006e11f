import { AUTH_MESSAGES, AUTH_VALIDATION, VALIDATION_FAILED_MESSAGE } from '@kanri/contracts';
import { eq } from 'drizzle-orm';
import { hashToken } from '../../../src/auth/tokens.js';
import { outboxEmails, sessions, users, userTokens } from '../../../src/db/schema.js';
import { createUser, linkParams, mailsTo, openSession, resetAccounts, TEST_PASSWORD } from '../../helpers/accounts.js';
import { injectAs } from '../../helpers/calls.js';
import { startTestApp, TEST_CONFIG, type TestApp } from '../../helpers/test-app.js';

const PUBLIC_URL = TEST_CONFIG.publicUrl!;
const NEW_PASSWORD = 'a brand new password';

describe('password reset and e-mail verification', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());
  beforeEach(() => resetAccounts(testApp.database.db));

  const db = () => testApp.database.db;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
  const requestLink = (email: string, purpose?: 'reset' | 'verification') =>
    post('/password/reset-request', purpose ? { email, purpose } : { email }, { host: 'attacker.example' });
  const resetMailOf = async (email: string) => {
    const mails = await mailsTo(db(), email);
    const mail = mails.at(-1)!;
    return { mail, params: linkParams(mail.text, PUBLIC_URL, '/reset-password') };
  };
  const verificationTokenOf = async (email: string) =>
    linkParams((await mailsTo(db(), email)).at(-1)!.text, PUBLIC_URL, '/email-verification').get('token')!;
  const reset = (email: string, token: string, password = NEW_PASSWORD) =>
    post('/password/reset', { email, token, password, password_confirmation: password });
  const login = (email: string, password: string) => post('/login', { email, password });

  describe('POST /password/reset-request', () => {
    const sameReply = { error: false, message: AUTH_MESSAGES.resetRequested, data: null };

    it('mails a reset link built from the public URL, whatever the Host header', async () => {
      await createUser(db(), { email: 'ada+kanri@example.com' });

      const response = await requestLink('ADA+kanri@example.com');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(sameReply);
      const { mail, params } = await resetMailOf('ada+kanri@example.com');
      expect(mail).toMatchObject({ subject: 'Reset your password', transport: 'outbox', sentAt: null });
      expect(mail.text).not.toContain('attacker.example');
      expect(params.get('email')).toBe('ada+kanri@example.com');
      expect(mail.text).toContain('email=ada%2Bkanri%40example.com');
      const [stored] = await db().select().from(userTokens);
      expect(stored).toMatchObject({ purpose: 'reset_password', tokenHash: hashToken(params.get('token')!), usedAt: null });
      const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(59);
      expect(minutes).toBeLessThanOrEqual(60);
    });

    it('answers an unknown e-mail exactly the same and mails nothing', async () => {
      const response = await requestLink('nobody@example.com');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(sameReply);
      expect(await db().$count(outboxEmails)).toBe(0);
    });

    it('mails nothing to an invited account: its invitation is the way in', async () => {
      await createUser(db(), { email: 'invited@example.com', password: null, verified: false });

      expect((await requestLink('invited@example.com')).json()).toEqual(sameReply);
      expect(await db().$count(outboxEmails)).toBe(0);
    });

    it('with purpose "verification", mails a new verification link to an unverified account only', async () => {
      await createUser(db(), { email: 'new@example.com', verified: false });
      await createUser(db(), { email: 'done@example.com' });

      expect((await requestLink('new@example.com', 'verification')).json()).toEqual(sameReply);
      expect((await requestLink('done@example.com', 'verification')).json()).toEqual(sameReply);
      expect((await requestLink('nobody@example.com', 'verification')).json()).toEqual(sameReply);

      const [mail] = await mailsTo(db(), 'new@example.com');
      expect(mail!.subject).toBe('Verify your e-mail address');
      expect(await db().$count(outboxEmails)).toBe(1);
    });

    it('answers a bad e-mail with the spec message', async () => {
      const response = await requestLink('not an email');

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: true,
        message: VALIDATION_FAILED_MESSAGE,
        errors: { email: [AUTH_VALIDATION.emailInvalid] },
      });
    });
  });

  describe('POST /password/reset', () => {
    it('sets the new password, verifies the e-mail and signs out every session', async () => {
      const user = await createUser(db(), { email: 'ada@example.com', verified: false });
      const sessionA = await openSession(db(), user.id);
      const sessionB = await openSession(db(), user.id);
      await requestLink('ada@example.com');
      const { params } = await resetMailOf('ada@example.com');

      const response = await reset(params.get('email')!, params.get('token')!);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: false, message: AUTH_MESSAGES.passwordReset, data: null });
      for (const token of [sessionA, sessionB]) {
        const me = await injectAs(testApp.app, token)('GET', '/user');
        expect(me.statusCode).toBe(401);
      }
      expect((await db().select().from(sessions)).every((session) => session.revokedAt !== null)).toBe(true);
      expect((await login('ada@example.com', TEST_PASSWORD)).statusCode).toBe(401);
      const signedIn = await login('ada@example.com', NEW_PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user.email_verified).toBe(true);
      const [stored] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      expect(stored!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('refuses a link used before', async () => {
      await createUser(db(), { email: 'ada@example.com' });
      await requestLink('ada@example.com');
      const { params } = await resetMailOf('ada@example.com');
      expect((await reset('ada@example.com', params.get('token')!)).statusCode).toBe(200);

      const again = await reset('ada@example.com', params.get('token')!, 'yet another password');

      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({
        error: true,
        message: AUTH_MESSAGES.resetInvalid,
        errors: { token: [AUTH_MESSAGES.resetInvalid] },
      });
      expect((await login('ada@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an expired link', async () => {
      await createUser(db(), { email: 'ada@example.com' });
      await requestLink('ada@example.com');
      const { params } = await resetMailOf('ada@example.com');
      await db()
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) });

      const response = await reset('ada@example.com', params.get('token')!);

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ token: [AUTH_MESSAGES.resetInvalid] });
      expect((await login('ada@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a link sent before a newer one', async () => {
      await createUser(db(), { email: 'ada@example.com' });
      await requestLink('ada@example.com');
      const { params: first } = await resetMailOf('ada@example.com');
      await requestLink('ada@example.com');
      const { params: second } = await resetMailOf('ada@example.com');

      expect((await reset('ada@example.com', first.get('token')!)).statusCode).toBe(422);
      expect((await reset('ada@example.com', second.get('token')!)).statusCode).toBe(200);
    });

    it("refuses another account's e-mail and an unknown token, without burning the link", async () => {
      await createUser(db(), { email: 'ada@example.com' });
      await createUser(db(), { email: 'eve@example.com' });
      await requestLink('ada@example.com');
      const { params } = await resetMailOf('ada@example.com');

      expect((await reset('eve@example.com', params.get('token')!)).json().errors).toEqual({
        token: [AUTH_MESSAGES.resetInvalid],
      });
      expect((await reset('ada@example.com', 'made-up-token')).statusCode).toBe(422);
      expect((await login('eve@example.com', TEST_PASSWORD)).statusCode).toBe(200);
      expect((await reset('ada@example.com', params.get('token')!)).statusCode).toBe(200);
    });

    it('does not accept a verification token as a reset token', async () => {
      await createUser(db(), { email: 'ada@example.com', verified: false });
      await requestLink('ada@example.com', 'verification');

      expect((await reset('ada@example.com', await verificationTokenOf('ada@example.com'))).statusCode).toBe(422);
    });

    it('answers bad fields with the spec messages', async () => {
      const response = await post('/password/reset', {
        email: 'nope',
        token: ' ',
        password: '123',
        password_confirmation: '1234',
      });

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        email: [AUTH_VALIDATION.emailInvalid],
        token: [AUTH_VALIDATION.tokenRequired],
        password: [AUTH_VALIDATION.passwordMin],
        password_confirmation: [AUTH_VALIDATION.passwordsDontMatch],
      });
    });
  });

  describe('POST /email/verify', () => {
    const invalid = {
      error: true,
      message: AUTH_MESSAGES.verificationInvalid,
      errors: { token: [AUTH_MESSAGES.verificationInvalid] },
    };

    it('verifies the e-mail once; the same link then fails', async () => {
      await createUser(db(), { email: 'new@example.com', verified: false });
      await requestLink('new@example.com', 'verification');
      const token = await verificationTokenOf('new@example.com');

      const response = await post('/email/verify', { token });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        error: false,
        message: AUTH_MESSAGES.emailVerified,
        data: { email: 'new@example.com' },
      });
      expect((await login('new@example.com', TEST_PASSWORD)).statusCode).toBe(200);

      const again = await post('/email/verify', { token });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual(invalid);
    });

    it('refuses an expired link and an unknown token', async () => {
      await createUser(db(), { email: 'new@example.com', verified: false });
      await requestLink('new@example.com', 'verification');
      const token = await verificationTokenOf('new@example.com');
      await db()
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) });

      expect((await post('/email/verify', { token })).json()).toEqual(invalid);
      expect((await post('/email/verify', { token: 'made-up' })).json()).toEqual(invalid);
      expect((await login('new@example.com', TEST_PASSWORD)).statusCode).toBe(403);
    });

    it('refuses a reset token and an empty token', async () => {
      await createUser(db(), { email: 'ada@example.com', verified: false });
      await requestLink('ada@example.com');
      const { params } = await resetMailOf('ada@example.com');

      expect((await post('/email/verify', { token: params.get('token')! })).statusCode).toBe(422);
      const empty = await post('/email/verify', { token: '' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({ token: [AUTH_VALIDATION.tokenRequired] });
    });
  });
});
