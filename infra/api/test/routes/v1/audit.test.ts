import type { Role } from '@kanri/contracts';
import { AUDIT_MESSAGES, type AuditEvent } from '@kanri/contracts/audit';
import { auditEvents } from '../../../src/db/schema.js';
import {
  addMember,
  createUser,
  createWorkspace,
  openSession,
  seedRoleMembers,
  TEST_PASSWORD,
  type SeededMember,
} from '../../helpers/accounts.js';
import { dataOf, injectAs } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe('audit log', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let otherWorkspace: number;
  let otherAdmin: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    members = await seedRoleMembers(db(), 1);
    otherWorkspace = await createWorkspace(db(), 'Elsewhere');
    const outsider = await createUser(db(), { email: 'admin@elsewhere.test', role: 'admin', workspaceId: otherWorkspace });
    otherAdmin = await openSession(db(), outsider.id);
  });
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  const as = (token: string, workspaceId?: number) => injectAs(testApp.app, token, { workspaceId });
  const admin = () => as(members.admin.token);
  const signIn = (email: string, password: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'user-agent': BROWSER },
      payload: { email, password },
    });
  const log = async (query = '', token = members.admin.token, workspaceId?: number): Promise<AuditEvent[]> =>
    dataOf(await as(token, workspaceId)('GET', `/audit-log${query}`)).events;

  it('records sign-ins and failed sign-ins of the members, never the password tried', async () => {
    expect((await signIn(members.developer.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(members.developer.email, 'wrong password 123')).statusCode).toBe(401);
    expect((await signIn('nobody@nowhere.test', 'whatever 123')).statusCode).toBe(401);

    const [failed, succeeded] = await log('?category=sign_ins');
    expect(succeeded).toMatchObject({
      action: 'auth.sign_in',
      actor: { id: members.developer.user.id, email: members.developer.email },
      account: { id: members.developer.user.id },
      device: 'Chrome on Linux',
      via: null,
    });
    expect(failed).toMatchObject({
      action: 'auth.sign_in_failed',
      actor: null,
      account: { id: members.developer.user.id },
      details: { email: members.developer.email, reason: 'invalid_credentials' },
    });
    const everything = JSON.stringify(await log());
    expect(everything).not.toContain('wrong password 123');
    // An attempt on an unknown e-mail concerns no member of any workspace.
    expect(everything).not.toContain('nobody@nowhere.test');
    // Another workspace's admin does not see this workspace's members sign in.
    expect(JSON.stringify(await log('', otherAdmin))).not.toContain(members.developer.email);
  });

  it("shows a member's sign-ins only from the day they joined the workspace", async () => {
    const [before] = await log();
    const joiner = await createUser(db(), { email: 'joiner@elsewhere.test', role: 'member', workspaceId: otherWorkspace });
    expect((await signIn('joiner@elsewhere.test', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await log())[0]?.id).toBe(before?.id);
    await addMember(db(), joiner.id, 1, 'developer');
    expect((await signIn('joiner@elsewhere.test', TEST_PASSWORD)).statusCode).toBe(200);
    const seen = (await log(`?user_id=${joiner.id}`)).map((event) => event.action);
    expect(seen).toEqual(['auth.sign_in']);
  });

  it('records invitations, role changes (from and to) and removals, and nothing when the role stays', async () => {
    const invited = dataOf(
      await admin()('POST', '/users/store', { name: 'Ines Audit', email: 'ines@audit.test', role: 'developer' }),
      201,
    );
    dataOf(await admin()('PUT', '/users/update', { id: members.member.user.id, role: 'manager' }));
    dataOf(await admin()('PUT', '/users/update', { id: members.member.user.id, role: 'manager' }));
    dataOf(await admin()('DELETE', '/users/destroy', { id: invited.id }));

    const events = await log('?category=members');
    expect(events.map((event) => event.action)).toEqual(['member.removed', 'member.role_changed', 'member.invited']);
    const [removed, changed, invitation] = events;
    expect(invitation).toMatchObject({ target_type: 'member', target_id: String(invited.id), details: { role: 'developer' } });
    expect(invitation!.target_label).toBe('Ines Audit <ines@audit.test>');
    expect(changed).toMatchObject({
      actor: { id: members.admin.user.id },
      target_id: String(members.member.user.id),
      details: { from: 'member', to: 'manager' },
      via: 'session',
    });
    expect(removed).toMatchObject({
      target_label: 'Ines Audit <ines@audit.test>',
      details: { role: 'developer', status: 'invited' },
    });
  });

  it('records every successful deletion, and no refused one', async () => {
    const project = dataOf(await admin()('POST', '/projects/store', { name: 'Doomed' }), 201);
    expect((await admin()('DELETE', '/projects/destroy', { id: project.id + 1000 })).statusCode).toBe(404);
    expect((await as(members.developer.token)('DELETE', '/projects/destroy', { id: project.id })).statusCode).toBe(403);
    dataOf(await admin()('DELETE', '/projects/destroy', { id: project.id }));

    const deletions = (await log('?category=deletions')).filter((event) => event.action === 'record.deleted');
    expect(deletions).toHaveLength(1);
    expect(deletions[0]).toMatchObject({
      actor: { id: members.admin.user.id },
      target_type: 'projects',
      target_id: String(project.id),
      details: { route: 'DELETE /api/v1/projects/destroy' },
    });
  });

  it('records API tokens without the token, and webhooks without their secret', async () => {
    const token = dataOf(await admin()('POST', '/api-tokens', { name: 'Nightly', scopes: ['projects:read'] }), 201);
    dataOf(await admin()('DELETE', `/api-tokens/${token.id}`));
    const events = await log('?category=access');
    expect(events.map((event) => event.action)).toEqual(['api_token.revoked', 'api_token.created']);
    expect(events[1]).toMatchObject({ target_label: `Nightly (${token.prefix}…)`, details: { scopes: ['projects:read'] } });
    expect(events[0]).toMatchObject({ target_id: String(token.id), target_label: `Nightly (${token.prefix}…)` });

    const url = 'http://127.0.0.1:9/audit-hook';
    const webhook = dataOf(
      await admin()('POST', '/webhooks/store', { url, events: ['task.created'], allow_private_network: true }),
      201,
    );
    dataOf(await admin()('POST', '/webhooks/rotate-secret', { id: webhook.id }));
    dataOf(await admin()('DELETE', '/webhooks/destroy', { id: webhook.id }));
    const hooks = (await log('?category=access')).slice(0, 3);
    expect(hooks.map((event) => [event.action, event.target_id, event.target_label])).toEqual([
      ['webhook.deleted', String(webhook.id), url],
      ['webhook.secret_rotated', String(webhook.id), url],
      ['webhook.created', String(webhook.id), url],
    ]);

    const rows = JSON.stringify(await db().select().from(auditEvents));
    expect(rows).not.toContain(token.token);
    expect(rows).not.toContain(webhook.secret);
    expect(rows).not.toContain('whsec_');
  });

  it('records account events for the account: password changes and sessions ended', async () => {
    const session = await openSession(db(), members.designer.user.id);
    dataOf(
      await as(session)('PUT', '/profile/password', {
        current_password: TEST_PASSWORD,
        password: 'a brand new password 1',
        password_confirmation: 'a brand new password 1',
      }),
    );
    const [changed] = await log(`?user_id=${members.designer.user.id}`);
    expect(changed).toMatchObject({
      action: 'auth.password_changed',
      account: { id: members.designer.user.id },
      details: { sessions_ended: 1 },
    });
  });

  it('records the download of the workspace export', async () => {
    const reply = await admin()('GET', '/workspace-export');
    expect(reply.statusCode).toBe(200);
    const [exported] = await log('?category=settings');
    expect(exported).toMatchObject({ action: 'workspace.exported', actor: { id: members.admin.user.id }, target_id: '1' });
  });

  it('pages newest first with a cursor and filters by category and member', async () => {
    const all = await log('?per_page=200');
    expect(all.length).toBeGreaterThan(6);
    const ids = all.map((event) => event.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const first = dataOf(await admin()('GET', '/audit-log?per_page=3'));
    expect(first.events.map((event: AuditEvent) => event.id)).toEqual(ids.slice(0, 3));
    const second = dataOf(await admin()('GET', `/audit-log?per_page=3&cursor=${first.next_cursor}`));
    expect(second.events.map((event: AuditEvent) => event.id)).toEqual(ids.slice(3, 6));

    const reply = await admin()('GET', '/audit-log?category=everything');
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors.category).toEqual([AUDIT_MESSAGES.categoryInvalid]);
  });

  it("keeps one workspace's events from another's admins, and from everyone but admins", async () => {
    const otherEvents = await log('', otherAdmin);
    expect(otherEvents.every((event) => event.actor?.id !== members.admin.user.id)).toBe(true);
    for (const role of ['manager', 'developer', 'designer', 'member'] as const) {
      // A fresh session: the designer's first one ended with the password change above.
      const session = await openSession(db(), members[role].user.id);
      expect((await as(session)('GET', '/audit-log')).statusCode).toBe(403);
    }
    // The other workspace's admin naming this workspace is refused before anything is read.
    expect((await as(otherAdmin, 1)('GET', '/audit-log')).statusCode).toBe(403);
  });
});
