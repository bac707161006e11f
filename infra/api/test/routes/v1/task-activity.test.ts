import { ACTIVITY_MESSAGES, TASK_MESSAGES, type Role } from '@kanri/contracts';
import { createWorkspace, resetAccounts, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { caller } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, insertTask, resetWork, statusIds } from '../../helpers/work.js';

describe('task activity and comments', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let admin: string;
  let project: number;
  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    admin = members.admin.token;
  });
  afterAll(() => testApp?.close());
  beforeEach(async () => {
    await resetWork(db());
    project = await insertProject(db());
  });

  const db = () => testApp.database.db;
  const call = caller(
    () => testApp.app,
    () => admin,
  );
  const actor = (role: Role) => ({
    id: members[role].user.id,
    full_name: `Test ${role.charAt(0).toUpperCase()}${role.slice(1)}`,
    email: members[role].email,
    photo_url: null,
  });

  it('lists created, field changes old → new and comments, oldest first, with who and when', async () => {
    const status = await statusIds(db());
    const task = (await call('POST', '/tasks/store', { project_id: project, title: 'Brief' }, members.developer.token)).json()
      .data;
    await call('PUT', '/tasks/update', { id: task.id, status_id: status['in-progress'], title: 'The brief' });
    const comment = await call('POST', `/tasks/${task.id}/comments`, { body: '  Looks good!  ' }, members.member.token);

    expect(comment.statusCode).toBe(201);
    expect(comment.json()).toEqual({
      error: false,
      message: ACTIVITY_MESSAGES.commentAdded,
      data: {
        id: expect.any(Number),
        task_id: task.id,
        type: 'comment',
        field: null,
        custom_field_id: null,
        old_value: null,
        new_value: null,
        body: 'Looks good!',
        user: actor('member'),
        created_at: expect.any(String),
      },
    });

    const response = await call('GET', `/tasks/${task.id}/activity`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ACTIVITY_MESSAGES.activityRetrieved);
    const feed = response.json().data as Record<string, unknown>[];
    expect(
      feed.map((entry) => [
        entry.type,
        entry.field,
        entry.old_value,
        entry.new_value,
        entry.body,
        (entry.user as { id: number }).id,
      ]),
    ).toEqual([
      ['created', null, null, null, null, members.developer.user.id],
      ['updated', 'title', 'Brief', 'The brief', null, members.admin.user.id],
      ['updated', 'status_id', status['to-do'], status['in-progress'], null, members.admin.user.id],
      ['comment', null, null, null, 'Looks good!', members.member.user.id],
    ]);
    expect(feed[0]!.user).toEqual(actor('developer'));
    expect(Number.isNaN(Date.parse(feed[0]!.created_at as string))).toBe(false);
  });

  it('refuses a blank, whitespace-only, missing or too long comment', async () => {
    const task = await insertTask(db(), { projectId: project });
    for (const body of ['', '   \n ', undefined]) {
      const response = await call('POST', `/tasks/${task}/comments`, body === undefined ? {} : { body });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ body: [ACTIVITY_MESSAGES.commentRequired] });
    }
    const long = await call('POST', `/tasks/${task}/comments`, { body: 'x'.repeat(10_001) });
    expect(long.json().errors).toEqual({ body: [ACTIVITY_MESSAGES.commentTooLong] });
    expect((await call('GET', `/tasks/${task}/activity`)).json().data).toEqual([]);
  });

  it('answers 404 for a task of another workspace or unknown, and stores nothing there', async () => {
    const studio = await createWorkspace(db(), 'Studio');
    const foreignProject = await insertProject(db(), { workspaceId: studio });
    const foreign = await insertTask(db(), { projectId: foreignProject, workspaceId: studio });
    for (const id of [foreign, 999_999]) {
      const read = await call('GET', `/tasks/${id}/activity`);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ error: true, message: TASK_MESSAGES.taskNotFound });
      expect((await call('POST', `/tasks/${id}/comments`, { body: 'Hi' })).statusCode).toBe(404);
    }
  });

  it('lets every role read the feed and comment', async () => {
    const task = await insertTask(db(), { projectId: project });
    for (const role of ['admin', 'manager', 'developer', 'designer', 'member'] as const) {
      expect((await call('POST', `/tasks/${task}/comments`, { body: `From ${role}` }, members[role].token)).statusCode).toBe(201);
      expect((await call('GET', `/tasks/${task}/activity`, undefined, members[role].token)).statusCode).toBe(200);
    }
    expect((await call('GET', `/tasks/${task}/activity`)).json().data).toHaveLength(5);
  });

  it('is deleted with its task', async () => {
    const task = await insertTask(db(), { projectId: project, createdBy: members.admin.user.id });
    await call('POST', `/tasks/${task}/comments`, { body: 'Bye' });
    await call('DELETE', '/tasks/destroy', { id: task });
    expect((await call('GET', `/tasks/${task}/activity`)).statusCode).toBe(404);
  });
});
