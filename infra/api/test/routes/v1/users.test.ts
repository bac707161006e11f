import { AUTH_MESSAGES, memberSchema, TEAM_MESSAGES, VALIDATION_FAILED_MESSAGE, type Member } from '@kanri/contracts';
import { hashToken } from '../../../src/auth/tokens.js';
import { invitations } from '../../../src/db/schema.js';
import {
  addMember,
  createUser,
  createWorkspace,
  linkParams,
  mailsTo,
  openSession,
  resetAccounts,
} from '../../helpers/accounts.js';
import { injectAs } from '../../helpers/calls.js';
import { startTestApp, TEST_CONFIG, type TestApp } from '../../helpers/test-app.js';

const PUBLIC_URL = TEST_CONFIG.publicUrl!;

describe('team members', () => {
  let testApp: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());
  beforeEach(async () => {
    await resetAccounts(db());
    const admin = await createUser(db(), { email: 'admin@example.com', role: 'admin', firstName: 'Grace', lastName: 'Hopper' });
    adminToken = await openSession(db(), admin.id);
  });

  const db = () => testApp.database.db;
  const invite = (payload: object, token = adminToken, workspaceId?: number) =>
    injectAs(testApp.app, token, { workspaceId, headers: { host: 'attacker.example' } })('POST', '/users/store', payload);
  const listMembers = (token = adminToken, workspaceId?: number) =>
    injectAs(testApp.app, token, { workspaceId })('GET', '/users');
  const inviteTokenOf = async (email: string) =>
    linkParams((await mailsTo(db(), email)).at(-1)!.text, PUBLIC_URL, '/register').get('invite')!;

  describe('POST /users/store', () => {
    it('invites a new person: an invited account and membership, an invitation and a mailed link', async () => {
      const response = await invite({ name: '  Ada  King Lovelace ', email: 'ADA@example.com' });

      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ error: false, message: TEAM_MESSAGES.invitationSent, data: expect.any(Object) });
      expect(memberSchema.strict().parse(body.data)).toEqual(body.data);
      expect(body.data).toMatchObject({
        first_name: 'Ada',
        last_name: 'King Lovelace',
        email: 'ada@example.com',
        role: 'developer',
        role_id: 3,
        workspace_id: 1,
        status: 'invited',
        membership_status: 'invited',
        email_verified: false,
      });

      const [mail] = await mailsTo(db(), 'ada@example.com');
      expect(mail!.subject).toBe('You are invited to Team Space on Kanri');
      expect(mail!.text).toContain('Grace Hopper invited you to join Team Space on Kanri as Developer.');
      expect(mail!.text).not.toContain('attacker.example');
      const token = await inviteTokenOf('ada@example.com');
      const [stored] = await db().select().from(invitations);
      expect(stored).toMatchObject({ email: 'ada@example.com', tokenHash: hashToken(token), acceptedAt: null });
      const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
    });

    it('takes first and last name and a role', async () => {
      const response = await invite({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        role: 'manager',
        phone: '0123456789',
      });

      expect(response.json().data).toMatchObject({ full_name: 'Ada Lovelace', role: 'manager', phone: '0123456789' });
    });

    it('reuses the account of a person who already has one, leaving its profile alone', async () => {
      const studio = await createWorkspace(db(), 'Studio');
      const studioAdmin = await createUser(db(), { email: 'boss@studio.test', role: 'admin', workspaceId: studio });
      const ada = await createUser(db(), { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });

      const studioToken = await openSession(db(), studioAdmin.id);
      const response = await invite({ name: 'Someone Else', email: 'ada@example.com', role: 'designer' }, studioToken);

      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({
        id: ada.id,
        full_name: 'Ada Lovelace',
        workspace_id: studio,
        role: 'designer',
        status: 'active',
        membership_status: 'invited',
      });
    });

    it('refuses an active member of this workspace', async () => {
      await createUser(db(), { email: 'ada@example.com' });

      const response = await invite({ name: 'Ada', email: 'ada@example.com' });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: true,
        message: TEAM_MESSAGES.alreadyMember,
        errors: { email: [TEAM_MESSAGES.alreadyMember] },
      });
    });

    it('invites an invited person again with the new role; only the newest link works', async () => {
      await invite({ name: 'Ada', email: 'ada@example.com', role: 'developer' });
      const first = await inviteTokenOf('ada@example.com');

      const again = await invite({ name: 'Ada', email: 'ada@example.com', role: 'designer' });

      expect(again.statusCode).toBe(201);
      expect(again.json().data).toMatchObject({ role: 'designer', membership_status: 'invited' });
      const second = await inviteTokenOf('ada@example.com');
      const lookup = (token: string) => testApp.app.inject({ method: 'GET', url: `/api/v1/invitations/${token}` });
      expect((await lookup(first)).statusCode).toBe(404);
      expect((await lookup(second)).json().data.role).toBe('designer');
    });

    it('answers bad fields with the team messages', async () => {
      const noName = await invite({ email: 'ada@example.com' });
      expect(noName.statusCode).toBe(422);
      expect(noName.json()).toEqual({
        error: true,
        message: VALIDATION_FAILED_MESSAGE,
        errors: { name: [TEAM_MESSAGES.nameRequired] },
      });

      const badEmail = await invite({ name: 'Ada', email: 'ada' });
      expect(badEmail.json().errors).toEqual({ email: [TEAM_MESSAGES.emailInvalid] });

      const badRole = await invite({ name: 'Ada', email: 'ada@example.com', role: 'owner' });
      expect(badRole.statusCode).toBe(422);
      expect(Object.keys(badRole.json().errors)).toEqual(['role']);
    });

    it('answers 401 and 403 before looking at the body', async () => {
      const developer = await createUser(db(), { email: 'dev@example.com', role: 'developer' });
      const badBody = { email: 'nope' };

      const anonymous = await testApp.app.inject({ method: 'POST', url: '/api/v1/users/store', payload: badBody });
      expect(anonymous.statusCode).toBe(401);
      expect((await invite(badBody, await openSession(db(), developer.id))).statusCode).toBe(403);
    });

    it('is for admins only', async () => {
      const manager = await createUser(db(), { email: 'manager@example.com', role: 'manager' });

      const response = await invite({ name: 'Ada', email: 'ada@example.com' }, await openSession(db(), manager.id));

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: true, message: AUTH_MESSAGES.forbidden });
    });
  });

  describe('GET /users', () => {
    it('lists the members of the current workspace only, invited ones included, for any member', async () => {
      const studio = await createWorkspace(db(), 'Studio');
      const member = await createUser(db(), { email: 'member@example.com', role: 'member' });
      await createUser(db(), { email: 'outsider@studio.test', role: 'admin', workspaceId: studio });
      await addMember(db(), member.id, studio, 'developer');
      await invite({ name: 'Ada Lovelace', email: 'ada@example.com', role: 'designer' });

      const response = await listMembers(await openSession(db(), member.id));

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe(TEAM_MESSAGES.usersRetrieved);
      expect(memberSchema.array().parse(body.data)).toEqual(body.data);
      expect(body.data.map((row: Member) => [row.email, row.role, row.membership_status, row.workspace_id])).toEqual([
        ['admin@example.com', 'admin', 'active', 1],
        ['member@example.com', 'member', 'active', 1],
        ['ada@example.com', 'designer', 'invited', 1],
      ]);

      const inStudio = await listMembers(await openSession(db(), member.id), studio);
      expect(inStudio.json().data.map((row: Member) => [row.email, row.role])).toEqual([
        ['outsider@studio.test', 'admin'],
        ['member@example.com', 'developer'],
      ]);
    });
  });
});
