import {
  addDays,
  AUTH_MESSAGES,
  dayOf,
  memberSchema,
  periodRange,
  TEAM_MESSAGES,
  VALIDATION_FAILED_MESSAGE,
  type Member,
} from '@kanri/contracts';
import { and, eq } from 'drizzle-orm';
import { hashToken } from '../../../src/auth/tokens.js';
import { invitations, leaveRequests, taskAssignees, users, workspaceMembers } from '../../../src/db/schema.js';
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
import { roundTripCounter } from '../../helpers/round-trips.js';
import { startTestApp, TEST_CONFIG, type TestApp } from '../../helpers/test-app.js';
import { insertProject, insertTask, insertTimeEntry, resetWork, statusIds } from '../../helpers/work.js';

const PUBLIC_URL = TEST_CONFIG.publicUrl!;

const HOUR_MS = 3_600_000;

describe('team members', () => {
  let testApp: TestApp;
  let adminToken: string;
  let counter: ReturnType<typeof roundTripCounter>;
  beforeAll(async () => {
    testApp = await startTestApp({ beforeReady: (app, database) => (counter = roundTripCounter(app, database.pool)) });
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

  const as = (token: string, workspaceId?: number) => injectAs(testApp.app, token, { workspaceId });
  /** Member `id` as GET /users lists it for the admin (`query`: e.g. `?time_zone=Asia/Tokyo`). */
  const member = async (id: number, query = '') =>
    ((await as(adminToken)('GET', `/users${query}`)).json().data as Member[]).find((row) => row.id === id);

  describe('GET /users: presence, leave, tasks and hours', () => {
    beforeEach(() => resetWork(db()));

    const assign = (taskId: number, userId: number) => db().insert(taskAssignees).values({ taskId, userId, position: 0 });
    const leave = (userId: number, from: string, to: string, status: 'approved' | 'pending' = 'approved', workspaceId = 1) =>
      db().insert(leaveRequests).values({
        workspaceId,
        userId,
        leaveType: 'annual',
        startDate: from,
        endDate: to,
        daysCount: 1,
        reason: 'Holiday',
        status,
      });
    /** Hours of `[start, end)` within this month in `zone`, to the hundredth. */
    const hoursIn = (zone: string, spans: [number, number][]) => {
      const month = periodRange('month', Date.now(), zone);
      const ms = spans.reduce((sum, [a, b]) => sum + Math.max(0, Math.min(b, month.end) - Math.max(a, month.start)), 0);
      return Math.round((ms / HOUR_MS) * 100) / 100;
    };

    it('counts the tasks of this workspace assigned to each member, completed ones by status category', async () => {
      const ada = await createUser(db(), { email: 'ada@example.com', role: 'developer' });
      const studio = await createWorkspace(db(), 'Studio');
      await addMember(db(), ada.id, studio, 'developer');
      const ids = await statusIds(db());
      const project = await insertProject(db());
      const todo = await insertTask(db(), { projectId: project });
      const doing = await insertTask(db(), { projectId: project, statusId: ids['in-progress'] });
      const done = await insertTask(db(), { projectId: project, statusId: ids.completed });
      const unassigned = await insertTask(db(), { projectId: project, statusId: ids.completed });
      const elsewhere = await insertTask(db(), {
        workspaceId: studio,
        projectId: await insertProject(db(), { workspaceId: studio }),
        statusId: (await statusIds(db(), studio)).completed,
      });
      for (const task of [todo, doing, done, elsewhere]) await assign(task, ada.id);
      expect(unassigned).toBeGreaterThan(0);

      expect(await member(ada.id)).toMatchObject({ tasks_assigned: 3, tasks_completed: 1 });
      const admin = (await listMembers()).json().data[0];
      expect(admin).toMatchObject({ tasks_assigned: 0, tasks_completed: 0, hours_this_month: 0 });
      const inStudio = (await listMembers(await openSession(db(), ada.id), studio)).json().data as Member[];
      expect(inStudio.find((row) => row.id === ada.id)).toMatchObject({ tasks_assigned: 1, tasks_completed: 1 });
    });

    it('sums the time tracked this month in the time zone, without pauses, other months and other workspaces', async () => {
      const ada = await createUser(db(), { email: 'ada@example.com', role: 'developer' });
      const studio = await createWorkspace(db(), 'Studio');
      await addMember(db(), ada.id, studio, 'developer');
      const monthStart = periodRange('month', Date.now(), 'UTC').start;
      const early = Math.min(Date.now() - HOUR_MS * 4, monthStart + HOUR_MS);
      // Two hours this month (a quarter of an hour paused); one across the month's start in UTC; one last month.
      const spans: [number, number][] = [
        [early, early + 2 * HOUR_MS],
        [monthStart - HOUR_MS, monthStart + HOUR_MS / 2],
        [monthStart - 30 * 24 * HOUR_MS, monthStart - 29 * 24 * HOUR_MS],
      ];
      await insertTimeEntry(db(), {
        userId: ada.id,
        start: spans[0]![0],
        end: spans[0]![1],
        pauses: [[early + HOUR_MS, early + HOUR_MS * 1.25]],
      });
      await insertTimeEntry(db(), { userId: ada.id, start: spans[1]![0], end: spans[1]![1] });
      await insertTimeEntry(db(), { userId: ada.id, start: spans[2]![0], end: spans[2]![1] });
      await insertTimeEntry(db(), { userId: ada.id, workspaceId: studio, start: early, end: early + HOUR_MS });
      const tracked: [number, number][] = [
        [early, early + HOUR_MS],
        [early + HOUR_MS * 1.25, early + 2 * HOUR_MS],
        ...spans.slice(1),
      ];

      expect((await member(ada.id))?.hours_this_month).toBe(hoursIn('UTC', tracked));
      expect((await member(ada.id, '?time_zone=Asia/Tokyo'))?.hours_this_month).toBe(hoursIn('Asia/Tokyo', tracked));
    });

    it('marks the members on approved leave today in the time zone', async () => {
      const ada = await createUser(db(), { email: 'ada@example.com', role: 'developer' });
      const alan = await createUser(db(), { email: 'alan@example.com', role: 'designer' });
      const grace = await createUser(db(), { email: 'grace@example.com', role: 'manager' });
      const today = dayOf(Date.now(), 'UTC');
      await leave(ada.id, addDays(today, -1), addDays(today, 1));
      await leave(alan.id, today, today, 'pending');
      await leave(grace.id, addDays(today, -3), addDays(today, -2));
      const kiritimati = dayOf(Date.now(), 'Pacific/Kiritimati');
      await leave(grace.id, kiritimati, kiritimati);

      const rows = (await listMembers()).json().data as Member[];
      const onLeave = (rows: Member[], id: number) => rows.find((row) => row.id === id)?.on_leave;
      expect(onLeave(rows, ada.id)).toBe(true);
      expect(onLeave(rows, alan.id)).toBe(false);
      expect(onLeave(rows, grace.id)).toBe(kiritimati === today);
      const ahead = (await as(adminToken)('GET', '/users?time_zone=Pacific/Kiritimati')).json().data as Member[];
      expect(onLeave(ahead, grace.id)).toBe(true);
    });

    it('answers 422 for an unknown time zone', async () => {
      const response = await as(adminToken)('GET', '/users?time_zone=Mars/Olympus');
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['time_zone']);
    });

    it('shows everyone offline without live connections, and reads in a fixed number of statements', async () => {
      for (let n = 0; n < 6; n += 1) await createUser(db(), { email: `m${n}@example.com`, role: 'developer' });
      const { result, queries } = await counter.queriesOf(() => listMembers());
      expect(result.json().data.map((row: Member) => row.presence)).toEqual(Array(7).fill('offline'));
      expect(queries.length).toBeLessThanOrEqual(3);
    });
  });

  describe('PUT /users/update', () => {
    const update = (payload: object, token = adminToken, workspaceId?: number) =>
      as(token, workspaceId)('PUT', '/users/update', payload);

    it("changes a member's role", async () => {
      const ada = await createUser(db(), { email: 'ada@example.com', role: 'developer' });

      const response = await update({ id: ada.id, role: 'manager' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        error: false,
        message: TEAM_MESSAGES.userUpdated,
        data: { id: ada.id, role: 'manager' },
      });
      expect(memberSchema.strict().parse(response.json().data)).toEqual(response.json().data);
      // Ada works with her new role at once.
      const adaToken = await openSession(db(), ada.id);
      expect((await as(adaToken)('GET', '/settings/general_settings')).statusCode).toBe(403);
      await update({ id: ada.id, role: 'admin' });
      expect((await as(adaToken)('GET', '/settings/general_settings')).statusCode).toBe(200);
    });

    it('keeps the last admin: demoting them is refused with a clear message; with another admin it works', async () => {
      const [grace] = await db().select().from(users).where(eq(users.email, 'admin@example.com'));
      const refused = await update({ id: grace!.id, role: 'developer' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        error: true,
        message: TEAM_MESSAGES.lastAdminDemote,
        errors: { role: [TEAM_MESSAGES.lastAdminDemote] },
      });

      // An invited admin does not count: they cannot act yet.
      await invite({ name: 'Ada', email: 'ada@example.com', role: 'admin' });
      expect((await update({ id: grace!.id, role: 'developer' })).statusCode).toBe(422);

      const alan = await createUser(db(), { email: 'alan@example.com', role: 'admin' });
      expect((await update({ id: grace!.id, role: 'developer' })).statusCode).toBe(200);
      // Grace is no admin any more; Alan, the last one, keeps the role.
      const alanToken = await openSession(db(), alan.id);
      expect((await update({ id: grace!.id, role: 'admin' })).statusCode).toBe(403);
      expect((await update({ id: alan.id, role: 'manager' }, alanToken)).json().message).toBe(TEAM_MESSAGES.lastAdminDemote);
    });

    it('two admins demoting each other at once leave one admin', async () => {
      const alan = await createUser(db(), { email: 'alan@example.com', role: 'admin' });
      const [grace] = await db().select().from(users).where(eq(users.email, 'admin@example.com'));
      const alanToken = await openSession(db(), alan.id);

      const results = await Promise.all([
        update({ id: alan.id, role: 'developer' }),
        update({ id: grace!.id, role: 'developer' }, alanToken),
      ]);

      // One wins; the other is refused: 422 (the last admin), or 403 when Alan was demoted before his request was checked.
      const statuses = results.map((result) => result.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 422]).toContain(statuses[1]);
      const admins = ((await listMembers(alanToken)).json().data as Member[]).filter((row) => row.role === 'admin');
      expect(admins).toHaveLength(1);
    });

    it("changes an invited member's invitation too: they join with the new role", async () => {
      const invited = (await invite({ name: 'Ada Lovelace', email: 'ada@example.com', role: 'developer' })).json().data;
      const token = await inviteTokenOf('ada@example.com');

      const response = await update({ id: invited.id, role: 'designer' });

      expect(response.json().data).toMatchObject({ role: 'designer', membership_status: 'invited' });
      const lookup = await testApp.app.inject({ method: 'GET', url: `/api/v1/invitations/${token}` });
      expect(lookup.json().data.role).toBe('designer');
    });

    it('answers 404 for someone who is not a member of this workspace, whatever the id', async () => {
      const studio = await createWorkspace(db(), 'Studio');
      const stranger = await createUser(db(), { email: 'boss@studio.test', role: 'developer', workspaceId: studio });

      const response = await update({ id: stranger.id, role: 'admin' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: true, message: TEAM_MESSAGES.memberNotFound });
      expect((await update({ id: 999_999, role: 'admin' })).statusCode).toBe(404);
      const [row] = await db()
        .select()
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.userId, stranger.id), eq(workspaceMembers.workspaceId, studio)));
      expect(row!.roleId).toBe(3);
    });

    it('is for admins only and validates the role', async () => {
      const ada = await createUser(db(), { email: 'ada@example.com', role: 'manager' });
      const manager = await openSession(db(), ada.id);
      expect((await update({ id: ada.id, role: 'admin' }, manager)).statusCode).toBe(403);
      const bad = await update({ id: ada.id, role: 'owner' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['role']);
    });
  });

  describe('DELETE /users/destroy', () => {
    const destroy = (payload: object, token = adminToken) => as(token)('DELETE', '/users/destroy', payload);

    it('removes a member from the workspace, not the account; their next request is refused', async () => {
      const studio = await createWorkspace(db(), 'Studio');
      const ada = await createUser(db(), { email: 'ada@example.com', role: 'developer' });
      await addMember(db(), ada.id, studio, 'designer');
      const adaToken = await openSession(db(), ada.id);
      expect((await listMembers(adaToken)).statusCode).toBe(200);

      const response = await destroy({ id: ada.id });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: false, message: TEAM_MESSAGES.userDeleted, data: { id: ada.id } });
      expect(((await listMembers()).json().data as Member[]).map((row) => row.id)).not.toContain(ada.id);
      const next = await listMembers(adaToken, 1);
      expect(next.statusCode).toBe(403);
      expect(next.json().message).toBe(AUTH_MESSAGES.notWorkspaceMember);
      // The account and the other membership stay.
      expect((await db().select().from(users).where(eq(users.id, ada.id))).length).toBe(1);
      expect((await listMembers(adaToken, studio)).statusCode).toBe(200);
    });

    it("revokes an invited member's invitation", async () => {
      const invited = (await invite({ name: 'Ada', email: 'ada@example.com' })).json().data;
      const token = await inviteTokenOf('ada@example.com');

      const response = await destroy({ id: invited.id });

      expect(response.json().message).toBe(TEAM_MESSAGES.invitationRevoked);
      const lookup = await testApp.app.inject({ method: 'GET', url: `/api/v1/invitations/${token}` });
      expect(lookup.statusCode).toBe(404);
      expect(await db().select().from(invitations)).toEqual([]);
    });

    it('keeps the last admin', async () => {
      const [grace] = await db().select().from(users).where(eq(users.email, 'admin@example.com'));
      const response = await destroy({ id: grace!.id });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: true,
        message: TEAM_MESSAGES.lastAdminRemove,
        errors: { id: [TEAM_MESSAGES.lastAdminRemove] },
      });

      await createUser(db(), { email: 'alan@example.com', role: 'admin' });
      expect((await destroy({ id: grace!.id })).statusCode).toBe(200);
    });

    it("answers 404 for another workspace's member and 403 for non-admins", async () => {
      const studio = await createWorkspace(db(), 'Studio');
      const stranger = await createUser(db(), { email: 'boss@studio.test', role: 'admin', workspaceId: studio });
      expect((await destroy({ id: stranger.id })).statusCode).toBe(404);
      const manager = await createUser(db(), { email: 'manager@example.com', role: 'manager' });
      expect((await destroy({ id: manager.id }, await openSession(db(), manager.id))).statusCode).toBe(403);
    });
  });

  describe('POST /users/resend-invitation', () => {
    const resend = (payload: object, token = adminToken) => as(token)('POST', '/users/resend-invitation', payload);

    it('mails a new link with the current role; the old one stops working', async () => {
      const invited = (await invite({ name: 'Ada Lovelace', email: 'ada@example.com', role: 'designer' })).json().data;
      const first = await inviteTokenOf('ada@example.com');

      const response = await resend({ id: invited.id });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: TEAM_MESSAGES.invitationResent,
        data: { id: invited.id, membership_status: 'invited' },
      });
      expect(await mailsTo(db(), 'ada@example.com')).toHaveLength(2);
      const second = await inviteTokenOf('ada@example.com');
      expect(second).not.toBe(first);
      const lookup = (token: string) => testApp.app.inject({ method: 'GET', url: `/api/v1/invitations/${token}` });
      expect((await lookup(first)).statusCode).toBe(404);
      expect((await lookup(second)).json().data).toMatchObject({ role: 'designer', first_name: 'Ada', last_name: 'Lovelace' });
    });

    it('refuses a member who already joined, and ids of other workspaces', async () => {
      const ada = await createUser(db(), { email: 'ada@example.com' });
      const joined = await resend({ id: ada.id });
      expect(joined.statusCode).toBe(422);
      expect(joined.json().message).toBe(TEAM_MESSAGES.notInvited);

      const studio = await createWorkspace(db(), 'Studio');
      const stranger = await createUser(db(), {
        email: 'x@studio.test',
        workspaceId: studio,
        membershipStatus: 'invited',
        password: null,
      });
      expect((await resend({ id: stranger.id })).statusCode).toBe(404);
    });
  });
});
