import { AUTH_MESSAGES } from '@kanri/contracts';
import { eq } from 'drizzle-orm';
import { invitations, users } from '../../../src/db/schema.js';
import {
  createUser,
  createWorkspace,
  linkParams,
  mailsTo,
  openSession,
  resetAccounts,
  TEST_PASSWORD,
} from '../../helpers/accounts.js';
import { injectAs } from '../../helpers/calls.js';
import { startTestApp, TEST_CONFIG, type TestApp } from '../../helpers/test-app.js';

const PUBLIC_URL = TEST_CONFIG.publicUrl!;

const registration = (invite: string, overrides: Record<string, unknown> = {}) => ({
  type: 'member',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '0123456789',
  password: 'analytical',
  password_confirmation: 'analytical',
  company: 'Engines Ltd',
  invite,
  ...overrides,
});

describe('invitations', () => {
  let testApp: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());
  beforeEach(async () => {
    await resetAccounts(db());
    const admin = await createUser(db(), { email: 'admin@example.com', role: 'admin' });
    adminToken = await openSession(db(), admin.id);
  });

  const db = () => testApp.database.db;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
  const lookup = (token: string) => testApp.app.inject({ method: 'GET', url: `/api/v1/invitations/${token}` });
  /** Invites through the API and returns the token of the mailed link. */
  const invite = async (email: string, role: string, token = adminToken, workspaceId?: number) => {
    const response = await injectAs(testApp.app, token, { workspaceId })('POST', '/users/store', {
      name: 'Ada Lovelace',
      email,
      role,
    });
    expect(response.statusCode).toBe(201);
    return linkParams((await mailsTo(db(), email)).at(-1)!.text, PUBLIC_URL, '/register').get('invite')!;
  };
  const notFound = { error: true, message: AUTH_MESSAGES.invitationInvalid };
  const invalidInvite = {
    error: true,
    message: AUTH_MESSAGES.invitationInvalid,
    errors: { invite: [AUTH_MESSAGES.invitationInvalid] },
  };

  describe('GET /invitations/{token}', () => {
    it('describes a pending invitation for the registration form', async () => {
      const token = await invite('ada@example.com', 'designer');

      const response = await lookup(token);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        error: false,
        message: 'OK',
        data: {
          email: 'ada@example.com',
          first_name: 'Ada',
          last_name: 'Lovelace',
          role: 'designer',
          workspace_name: 'Team Space',
          expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      });
    });

    it('answers 404 for an unknown, expired or accepted invitation', async () => {
      expect((await lookup('unknown')).json()).toEqual(notFound);

      const expired = await invite('ada@example.com', 'member');
      await db()
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) });
      expect((await lookup(expired)).statusCode).toBe(404);

      const accepted = await invite('grace@example.com', 'member');
      await post('/register', registration(accepted, { email: 'grace@example.com' }));
      expect((await lookup(accepted)).json()).toEqual(notFound);
    });
  });

  describe('POST /register with an invitation', () => {
    it('completes the invited account with the invited role and signs it in, registration closed or not', async () => {
      const token = await invite('ada@example.com', 'manager');

      const response = await post('/register', registration(token, { email: 'Ada@Example.com' }));

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        error: false,
        message: AUTH_MESSAGES.registered,
        access_token: expect.any(String),
        user: expect.objectContaining({
          email: 'ada@example.com',
          phone: '0123456789',
          role: 'manager',
          workspace_id: 1,
          status: 'active',
          email_verified: true,
        }),
      });
      const [account] = await db().select().from(users).where(eq(users.email, 'ada@example.com'));
      expect(account).toMatchObject({ company: 'Engines Ltd', status: 'active' });
      expect((await post('/login', { email: 'ada@example.com', password: 'analytical' })).statusCode).toBe(200);
      expect((await post('/register', registration(token))).json()).toEqual(invalidInvite);
    });

    it('refuses another e-mail than the invited one', async () => {
      const token = await invite('ada@example.com', 'member');

      const response = await post('/register', registration(token, { email: 'eve@example.com' }));

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: true,
        message: AUTH_MESSAGES.invitationEmailMismatch,
        errors: { email: [AUTH_MESSAGES.invitationEmailMismatch] },
      });
      expect((await lookup(token)).statusCode).toBe(200);
    });

    it('refuses an unknown or expired invitation', async () => {
      expect((await post('/register', registration('made-up'))).json()).toEqual(invalidInvite);

      const token = await invite('ada@example.com', 'member');
      await db()
        .update(invitations)
        .set({ expiresAt: new Date(Date.now() - 1000) });
      const response = await post('/register', registration(token));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(invalidInvite);
    });

    describe('for a person who already has an account', () => {
      let studio: number;
      let token: string;
      beforeEach(async () => {
        studio = await createWorkspace(db(), 'Studio');
        const studioAdmin = await createUser(db(), { email: 'boss@studio.test', role: 'admin', workspaceId: studio });
        await createUser(db(), { email: 'ada@example.com', role: 'developer', firstName: 'Ada', lastName: 'Byron' });
        token = await invite('ada@example.com', 'designer', await openSession(db(), studioAdmin.id), studio);
      });

      it('joins the workspace when they confirm with their current password, which stays', async () => {
        const currentPassword = { password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD };
        const response = await post('/register', registration(token, currentPassword));

        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          message: AUTH_MESSAGES.registered,
          access_token: expect.any(String),
          user: { workspace_id: studio, role: 'designer', last_name: 'Byron' },
        });
        const me = await injectAs(testApp.app, response.json().access_token, { workspaceId: studio })('GET', '/user');
        expect(me.json().data.role).toBe('designer');
        expect((await post('/login', { email: 'ada@example.com', password: TEST_PASSWORD })).statusCode).toBe(200);
      });

      it('refuses another password and leaves the invitation open', async () => {
        const response = await post('/register', registration(token));

        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          error: true,
          message: AUTH_MESSAGES.invalidCredentials,
          errors: { password: [AUTH_MESSAGES.invalidCredentials] },
        });
        expect((await lookup(token)).statusCode).toBe(200);
        expect((await post('/login', { email: 'ada@example.com', password: 'analytical' })).statusCode).toBe(401);
      });
    });
  });
});
