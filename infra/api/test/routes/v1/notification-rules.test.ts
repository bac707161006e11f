import type { Role } from '@kanri/contracts';
import type { Notification, NotificationPage } from '@kanri/contracts/hr';
import { eq, sql } from 'drizzle-orm';
import { notifications, users } from '../../../src/db/schema.js';
import { linkParams, mailsTo, resetAccounts, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { startTestApp, TEST_CONFIG, type TestApp } from '../../helpers/test-app.js';
import { insertProject, insertTask, resetWork } from '../../helpers/work.js';

/**
 * The notifications module through the endpoints that cause notifications: who is told what
 * (the rules' own cases: test/services/notifications/rules.test.ts), never the actor, and nothing
 * for a change that was refused.
 */
describe('who is told', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let project: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    const names: Record<Role, [string, string]> = {
      admin: ['Ada', 'Lovelace'],
      manager: ['Grace', 'Hopper'],
      developer: ['Alan', 'Turing'],
      designer: ['Edsger', 'Dijkstra'],
      member: ['Barbara', 'Liskov'],
    };
    for (const [role, [firstName, lastName]] of Object.entries(names)) {
      await db()
        .update(users)
        .set({ firstName, lastName })
        .where(eq(users.id, members[role as Role].user.id));
    }
  });
  beforeEach(async () => {
    await db().execute(sql`truncate notifications, meetings restart identity cascade`);
    await resetWork(db());
    project = await insertProject(db(), { name: 'Website' });
  });
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  /** The admin calls, unless told otherwise. */
  const call = caller(
    () => testApp.app,
    () => members.admin.token,
  );
  const idOf = (role: Role) => members[role].user.id;
  const inbox = async (role: Role): Promise<Notification[]> =>
    (dataOf(await call('GET', '/notifications', undefined, members[role].token)) as NotificationPage).items;
  /** Who has notifications, as role → kinds (newest first). */
  async function told(): Promise<Partial<Record<Role, string[]>>> {
    const result: Partial<Record<Role, string[]>> = {};
    for (const role of Object.keys(members) as Role[]) {
      const kinds = (await inbox(role)).map((item) => item.kind);
      if (kinds.length > 0) result[role] = kinds;
    }
    return result;
  }

  describe('task.assigned', () => {
    it('tells the assignees of a new task who assigned them what, never the actor', async () => {
      const task = dataOf(
        await call('POST', '/tasks/store', {
          project_id: project,
          title: 'Fix login',
          assignee_ids: [idOf('developer'), idOf('admin'), idOf('designer')],
        }),
        201,
      );

      expect(await told()).toEqual({ developer: ['task.assigned'], designer: ['task.assigned'] });
      expect((await inbox('developer'))[0]).toEqual({
        id: expect.any(Number),
        kind: 'task.assigned',
        type: 'info',
        title: 'New task assigned',
        message: 'Ada Lovelace assigned you "Fix login"',
        target: { kind: 'task', task_id: task.id, project_id: project },
        actor_id: idOf('admin'),
        actor_name: 'Ada Lovelace',
        is_read: false,
        created_at: expect.any(String),
      });
      const [row] = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.userId, idOf('developer')));
      expect(row!.payload).toEqual({ task_id: task.id, project_id: project, actor_id: idOf('admin') });
    });

    it('tells only the people an update adds, with the task as it is after the update', async () => {
      const other = await insertProject(db(), { name: 'App' });
      const id = await insertTask(db(), { projectId: project, title: 'Old title' });
      dataOf(await call('PUT', '/tasks/update', { id, assignee_ids: [idOf('developer')] }));
      expect(await told()).toEqual({ developer: ['task.assigned'] });

      dataOf(
        await call('PUT', '/tasks/update', {
          id,
          title: 'New title',
          project_id: other,
          assignee_ids: [idOf('designer'), idOf('developer')],
        }),
      );
      expect(await told()).toEqual({ developer: ['task.assigned'], designer: ['task.assigned'] });
      expect((await inbox('designer'))[0]).toMatchObject({
        message: 'Ada Lovelace assigned you "New title"',
        target: { kind: 'task', task_id: id, project_id: other },
      });

      // A reorder, a removal, a self-assignment and other changes tell nobody.
      dataOf(await call('PUT', '/tasks/update', { id, assignee_ids: [idOf('developer'), idOf('designer')] }));
      dataOf(await call('PUT', '/tasks/update', { id, assignee_ids: [idOf('developer')] }));
      dataOf(await call('PUT', '/tasks/update', { id, progress: 50 }));
      dataOf(await call('PUT', '/tasks/update', { id, assignee_ids: [idOf('developer'), idOf('member')] }, members.member.token));
      dataOf(await call('PUT', '/tasks/update', { id, assigned_to: idOf('manager') }, members.developer.token));
      expect(await told()).toEqual({
        developer: ['task.assigned'],
        designer: ['task.assigned'],
        manager: ['task.assigned'],
      });
      expect((await inbox('manager'))[0]).toMatchObject({ message: 'Alan Turing assigned you "New title"' });
    });

    it('tells nobody when the write is refused', async () => {
      const id = await insertTask(db(), { projectId: project });
      const refused = await call('PUT', '/tasks/update', { id, assignee_ids: [idOf('developer'), 999_999] });
      expect(refused.statusCode).toBe(422);
      const refusedCreate = await call('POST', '/tasks/store', {
        project_id: 999_999,
        assignee_ids: [idOf('developer')],
      });
      expect(refusedCreate.statusCode).toBe(422);
      expect(await db().$count(notifications)).toBe(0);
    });
  });

  describe('comments', () => {
    it("tells the task's creator and assignees of a comment, never its author", async () => {
      const id = await insertTask(db(), { projectId: project, title: 'Fix login', createdBy: idOf('admin') });
      dataOf(await call('PUT', '/tasks/update', { id, assignee_ids: [idOf('designer'), idOf('developer')] }));
      await db().delete(notifications);

      dataOf(await call('POST', `/tasks/${id}/comments`, { body: 'Works on my machine' }, members.developer.token), 201);

      expect(await told()).toEqual({ admin: ['task.commented'], designer: ['task.commented'] });
      expect((await inbox('admin'))[0]).toMatchObject({
        title: 'New comment',
        message: 'Alan Turing commented on "Fix login": Works on my machine',
        target: { kind: 'task', task_id: id, project_id: project },
        actor_id: idOf('developer'),
      });
    });

    it('tells the people an @mention names comment.mentioned instead', async () => {
      const id = await insertTask(db(), { projectId: project, title: 'Fix login', createdBy: idOf('admin') });
      dataOf(await call('PUT', '/tasks/update', { id, assignee_ids: [idOf('designer')] }));
      await db().delete(notifications);

      const body = '@Barbara Liskov and @edsger dijkstra: please check. cc @Grace';
      dataOf(await call('POST', `/tasks/${id}/comments`, { body }, members.developer.token), 201);

      expect(await told()).toEqual({
        admin: ['task.commented'],
        designer: ['comment.mentioned'],
        manager: ['comment.mentioned'],
        member: ['comment.mentioned'],
      });
      expect((await inbox('member'))[0]).toMatchObject({
        title: 'You were mentioned',
        message: `Alan Turing mentioned you on "Fix login": ${body}`,
      });
      // Mentioning oneself, or someone of another workspace, tells nobody more.
      await db().delete(notifications);
      dataOf(await call('POST', `/tasks/${id}/comments`, { body: 'Note to @Alan Turing' }, members.developer.token), 201);
      expect(await told()).toEqual({ admin: ['task.commented'], designer: ['task.commented'] });
    });
  });

  it('tells the participants of a new meeting who invited them', async () => {
    dataOf(
      await call('POST', '/meetings/store', {
        title: 'Planning',
        start_time: '2030-01-01T09:00:00Z',
        end_time: '2030-01-01T10:00:00Z',
        participants: [idOf('member'), idOf('designer')],
      }),
      201,
    );
    expect(await told()).toEqual({ member: ['meeting.invited'], designer: ['meeting.invited'] });
    expect((await inbox('member'))[0]).toMatchObject({
      title: 'Meeting invitation',
      message: 'Ada Lovelace invited you to "Planning"',
      target: { kind: 'meeting', meeting_id: expect.any(Number) },
    });
  });

  it('tells the inviter when the person they invited joins', async () => {
    const email = 'new.person@example.com';
    dataOf(await call('POST', '/users/store', { name: 'New Person', email, role: 'developer' }), 201);
    const invite = linkParams((await mailsTo(db(), email)).at(-1)!.text, TEST_CONFIG.publicUrl!, '/register').get('invite')!;
    expect(await told()).toEqual({});

    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        first_name: 'Katherine',
        last_name: 'Johnson',
        email,
        phone: '0123456789',
        password: 'orbital mechanics',
        password_confirmation: 'orbital mechanics',
        invite,
      },
    });
    expect(registered.statusCode).toBe(200);
    const [joined] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));

    expect(await told()).toEqual({ admin: ['invitation.accepted'] });
    expect((await inbox('admin'))[0]).toMatchObject({
      type: 'success',
      title: 'Invitation accepted',
      message: 'Katherine Johnson accepted your invitation and joined the workspace',
      target: { kind: 'member', user_id: joined!.id },
      actor_id: joined!.id,
    });
  });
});
