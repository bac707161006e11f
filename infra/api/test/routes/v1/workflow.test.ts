import { DEFAULT_PRIORITIES, DEFAULT_STATUSES, ROLES, WORKFLOW_MESSAGES, type Role } from '@kanri/contracts';
import { eq } from 'drizzle-orm';
import { projectStatuses, taskActivities } from '../../../src/db/schema.js';
import {
  createUser,
  createWorkspace,
  openSession,
  resetAccounts,
  seedRoleMembers,
  type SeededMember,
} from '../../helpers/accounts.js';
import { caller } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, insertTask, priorityIds, resetWork, statusIds, taskRow } from '../../helpers/work.js';

describe('statuses and priorities', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let admin: string;
  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    admin = members.admin.token;
  });
  afterAll(() => testApp?.close());
  beforeEach(() => resetWork(db()));

  const db = () => testApp.database.db;
  const call = caller(
    () => testApp.app,
    () => admin,
  );
  const names = async (url: string, token = admin, workspaceId?: number) =>
    ((await call('GET', url, undefined, token, workspaceId)).json().data as { name: string }[]).map((row) => row.name);

  describe('statuses', () => {
    it('seeds To Do, In Progress, Completed (spec §4 slugs) in every workspace', async () => {
      const response = await call('GET', '/statuses');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ error: false, message: WORKFLOW_MESSAGES.statusesRetrieved });
      expect(response.json().data).toEqual(
        DEFAULT_STATUSES.map((status, position) => ({ id: expect.any(Number), ...status, position, task_count: 0 })),
      );

      const studio = await createWorkspace(db(), 'Studio');
      const owner = await createUser(db(), { email: 'owner@studio.test', role: 'admin', workspaceId: studio });
      const token = await openSession(db(), owner.id);
      expect(await names('/statuses', token, studio)).toEqual(['To Do', 'In Progress', 'Completed']);
    });

    it('lets every role list them, with the tasks each holds', async () => {
      const project = await insertProject(db());
      await insertTask(db(), { projectId: project });
      await insertTask(db(), { projectId: project });
      for (const role of ROLES) {
        const response = await call('GET', '/statuses', undefined, members[role].token);
        expect(response.statusCode).toBe(200);
        expect(response.json().data.map((status: { task_count: number }) => status.task_count)).toEqual([2, 0, 0]);
      }
    });

    it('adds a status last, or at a position, with a slug from its name', async () => {
      const created = await call('POST', '/status/store', {
        name: '  Ready For Review ',
        color: '#F59E0B',
        category: 'in_progress',
      });

      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({
        error: false,
        message: WORKFLOW_MESSAGES.statusCreated,
        data: {
          id: expect.any(Number),
          name: 'Ready For Review',
          slug: 'ready-for-review',
          color: '#f59e0b',
          category: 'in_progress',
          position: 3,
          task_count: 0,
        },
      });

      const first = await call('POST', '/status/store', { name: 'Backlog', position: 0 });
      expect(first.json().data).toMatchObject({ position: 0, category: 'todo', color: '#94a3b8' });
      expect(await names('/statuses')).toEqual(['Backlog', 'To Do', 'In Progress', 'Completed', 'Ready For Review']);
      const positions = (await call('GET', '/statuses')).json().data.map((status: { position: number }) => status.position);
      expect(positions).toEqual([0, 1, 2, 3, 4]);
    });

    it('refuses a blank, too long or duplicate name, a bad colour or category with 422', async () => {
      const blank = await call('POST', '/status/store', { name: '   ' });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors).toEqual({ name: [WORKFLOW_MESSAGES.statusNameRequired] });

      expect((await call('POST', '/status/store', {})).json().errors).toEqual({ name: [WORKFLOW_MESSAGES.statusNameRequired] });
      expect((await call('POST', '/status/store', { name: 'x'.repeat(51) })).json().errors).toEqual({
        name: [WORKFLOW_MESSAGES.nameTooLong],
      });

      const duplicate = await call('POST', '/status/store', { name: 'to do' });
      expect(duplicate.statusCode).toBe(422);
      expect(duplicate.json()).toMatchObject({
        message: WORKFLOW_MESSAGES.statusNameTaken,
        errors: { name: [WORKFLOW_MESSAGES.statusNameTaken] },
      });

      const bad = await call('POST', '/status/store', { name: 'QA', color: 'red', category: 'blocked' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['category', 'color']);
      expect(await names('/statuses')).toEqual(['To Do', 'In Progress', 'Completed']);
    });

    it('keeps the same slug free for a second status with a similar name', async () => {
      await call('POST', '/status/store', { name: 'To-Do!' });
      const statuses = (await call('GET', '/statuses')).json().data as { slug: string }[];
      expect(statuses.map((status) => status.slug)).toEqual(['to-do', 'in-progress', 'completed', 'to-do-2']);
    });

    it('renames, recolours, recategorises and moves a status; the slug stays', async () => {
      const ids = await statusIds(db());

      const response = await call('PUT', '/status/update', {
        id: ids['to-do'],
        name: 'Open',
        color: '#000000',
        category: 'in_progress',
        position: 2,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        error: false,
        message: WORKFLOW_MESSAGES.statusUpdated,
        data: {
          id: ids['to-do'],
          name: 'Open',
          slug: 'to-do',
          color: '#000000',
          category: 'in_progress',
          position: 2,
          task_count: 0,
        },
      });
      expect(await names('/statuses')).toEqual(['In Progress', 'Completed', 'Open']);

      // Its own name, in another case, is not a duplicate.
      expect((await call('PUT', '/status/update', { id: ids['to-do'], name: 'OPEN' })).statusCode).toBe(200);
      const taken = await call('PUT', '/status/update', { id: ids['to-do'], name: 'completed' });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ name: [WORKFLOW_MESSAGES.statusNameTaken] });
    });

    it('answers 404 for an unknown id and for a status of another workspace, and changes nothing there', async () => {
      const studio = await createWorkspace(db(), 'Studio');
      const foreign = (await statusIds(db(), studio))['to-do']!;

      for (const [method, url, body] of [
        ['PUT', '/status/update', { id: foreign, name: 'Mine now' }],
        ['DELETE', '/status/destroy', { id: foreign }],
        ['PUT', '/status/update', { id: 999_999, name: 'Nope' }],
        ['DELETE', '/status/destroy', { id: 999_999 }],
      ] as const) {
        const response = await call(method, url, body);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: true, message: WORKFLOW_MESSAGES.statusNotFound });
      }
      expect(Object.keys(await statusIds(db(), studio))).toEqual(['to-do', 'in-progress', 'completed']);
    });

    it('answers 422 for ids that are not positive integers', async () => {
      for (const id of [0, -1, 1.5, '1', 2_147_483_648]) {
        const response = await call('PUT', '/status/update', { id, name: 'x' });
        expect(response.statusCode).toBe(422);
        expect(Object.keys(response.json().errors)).toEqual(['id']);
      }
    });

    it('deletes an unused status and closes the gap in the order', async () => {
      const ids = await statusIds(db());

      const response = await call('DELETE', '/status/destroy', { id: ids['in-progress'] });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        error: false,
        message: WORKFLOW_MESSAGES.statusDeleted,
        data: { id: ids['in-progress'] },
      });
      const statuses = (await call('GET', '/statuses')).json().data as { name: string; position: number }[];
      expect(statuses.map((status) => [status.name, status.position])).toEqual([
        ['To Do', 0],
        ['Completed', 1],
      ]);
    });

    it('refuses to delete a status tasks use, with a clear message, and changes nothing', async () => {
      const ids = await statusIds(db());
      const project = await insertProject(db());
      await insertTask(db(), { projectId: project, statusId: ids['in-progress'] });
      await insertTask(db(), { projectId: project, statusId: ids['in-progress'] });

      const response = await call('DELETE', '/status/destroy', { id: ids['in-progress'] });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: true,
        message: WORKFLOW_MESSAGES.statusInUse(2),
        errors: { move_to: [WORKFLOW_MESSAGES.statusInUse(2)] },
      });
      expect(response.json().message).toBe(
        'This status is used by 2 tasks. Choose a status to move them to, or move them first.',
      );
      expect(await names('/statuses')).toEqual(['To Do', 'In Progress', 'Completed']);
    });

    it('moves the tasks to move_to first (with activity), and puts move_to in the projects that listed the status', async () => {
      const ids = await statusIds(db());
      const project = await insertProject(db(), { statusIds: [ids['to-do']!, ids['in-progress']!] });
      const task = await insertTask(db(), { projectId: project, statusId: ids['in-progress'] });

      const response = await call('DELETE', '/status/destroy', { id: ids['in-progress'], move_to: ids.completed });

      expect(response.statusCode).toBe(200);
      expect((await taskRow(db(), task))!.statusId).toBe(ids.completed);
      const listed = await db().select().from(projectStatuses).where(eq(projectStatuses.projectId, project));
      expect(listed.map((row) => [row.statusId, row.position]).sort()).toEqual(
        [
          [ids['to-do'], 0],
          [ids.completed, 1],
        ].sort(),
      );
      const activity = await db().select().from(taskActivities).where(eq(taskActivities.taskId, task));
      expect(activity).toEqual([
        expect.objectContaining({
          type: 'updated',
          field: 'status_id',
          oldValue: ids['in-progress'],
          newValue: ids.completed,
          userId: members.admin.user.id,
        }),
      ]);
    });

    it('refuses move_to that is the same status, unknown or of another workspace', async () => {
      const ids = await statusIds(db());
      const studio = await createWorkspace(db(), 'Studio');
      const foreign = (await statusIds(db(), studio))['to-do']!;
      const project = await insertProject(db());
      await insertTask(db(), { projectId: project, statusId: ids['to-do'] });

      const same = await call('DELETE', '/status/destroy', { id: ids['to-do'], move_to: ids['to-do'] });
      expect(same.statusCode).toBe(422);
      expect(same.json().errors).toEqual({ move_to: [WORKFLOW_MESSAGES.moveToSame] });
      for (const moveTo of [foreign, 999_999]) {
        const response = await call('DELETE', '/status/destroy', { id: ids['to-do'], move_to: moveTo });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ move_to: [WORKFLOW_MESSAGES.statusNotFound] });
      }
      expect(await names('/statuses')).toEqual(['To Do', 'In Progress', 'Completed']);
    });

    it('keeps the last status of a workspace, and gives a project left without statuses the first one', async () => {
      const ids = await statusIds(db());
      const project = await insertProject(db(), { statusIds: [ids.completed!] });
      await call('DELETE', '/status/destroy', { id: ids['to-do'] });

      expect((await call('DELETE', '/status/destroy', { id: ids.completed })).statusCode).toBe(200);
      const listed = await db().select().from(projectStatuses).where(eq(projectStatuses.projectId, project));
      expect(listed.map((row) => row.statusId)).toEqual([ids['in-progress']]);

      const last = await call('DELETE', '/status/destroy', { id: ids['in-progress'] });
      expect(last.statusCode).toBe(422);
      expect(last.json().errors).toEqual({ id: [WORKFLOW_MESSAGES.statusLast] });
    });

    it('lets only admins and managers change statuses', async () => {
      for (const role of ['developer', 'designer', 'member'] as const) {
        const token = members[role].token;
        expect((await call('POST', '/status/store', { name: 'Mine' }, token)).statusCode).toBe(403);
        expect((await call('PUT', '/status/update', { id: 1, name: 'Mine' }, token)).statusCode).toBe(403);
        expect((await call('DELETE', '/status/destroy', { id: 1 }, token)).statusCode).toBe(403);
      }
      expect((await call('POST', '/status/store', { name: 'Managed' }, members.manager.token)).statusCode).toBe(201);
    });
  });

  describe('priorities', () => {
    it('seeds Low, Medium, High in every workspace', async () => {
      const response = await call('GET', '/priorities');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ error: false, message: WORKFLOW_MESSAGES.prioritiesRetrieved });
      expect(response.json().data).toEqual(
        DEFAULT_PRIORITIES.map((priority, position) => ({ id: expect.any(Number), ...priority, position, task_count: 0 })),
      );
    });

    it('adds, renames, recolours and moves priorities', async () => {
      const created = await call('POST', '/priority/store', { name: 'Urgent', color: '#FF0000' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({
        error: false,
        message: WORKFLOW_MESSAGES.priorityCreated,
        data: { id: expect.any(Number), name: 'Urgent', slug: 'urgent', color: '#ff0000', position: 3, task_count: 0 },
      });
      const none = await call('POST', '/priority/store', { name: 'None', position: 0 });
      expect(none.json().data.position).toBe(0);
      expect(await names('/priorities')).toEqual(['None', 'Low', 'Medium', 'High', 'Urgent']);

      const updated = await call('PUT', '/priority/update', { id: created.json().data.id, name: 'Critical', position: 1 });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        message: WORKFLOW_MESSAGES.priorityUpdated,
        data: { name: 'Critical', slug: 'urgent', position: 1 },
      });
      expect(await names('/priorities')).toEqual(['None', 'Critical', 'Low', 'Medium', 'High']);
    });

    it('refuses blank and duplicate names with 422', async () => {
      expect((await call('POST', '/priority/store', { name: ' ' })).json().errors).toEqual({
        name: [WORKFLOW_MESSAGES.priorityNameRequired],
      });
      const duplicate = await call('POST', '/priority/store', { name: 'HIGH' });
      expect(duplicate.statusCode).toBe(422);
      expect(duplicate.json().errors).toEqual({ name: [WORKFLOW_MESSAGES.priorityNameTaken] });
      const ids = await priorityIds(db());
      const rename = await call('PUT', '/priority/update', { id: ids.low, name: 'medium' });
      expect(rename.statusCode).toBe(422);
    });

    it('refuses to delete a priority in use unless move_to is given, then moves the tasks', async () => {
      const ids = await priorityIds(db());
      const project = await insertProject(db());
      const task = await insertTask(db(), { projectId: project, priorityId: ids.high });

      const refused = await call('DELETE', '/priority/destroy', { id: ids.high });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        error: true,
        message: WORKFLOW_MESSAGES.priorityInUse(1),
        errors: { move_to: [WORKFLOW_MESSAGES.priorityInUse(1)] },
      });

      const same = await call('DELETE', '/priority/destroy', { id: ids.high, move_to: ids.high });
      expect(same.json().errors).toEqual({ move_to: [WORKFLOW_MESSAGES.priorityMoveToSame] });

      const moved = await call('DELETE', '/priority/destroy', { id: ids.high, move_to: ids.medium });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ error: false, message: WORKFLOW_MESSAGES.priorityDeleted, data: { id: ids.high } });
      expect((await taskRow(db(), task))!.priorityId).toBe(ids.medium);
      expect(await names('/priorities')).toEqual(['Low', 'Medium']);
      const activity = await db().select().from(taskActivities).where(eq(taskActivities.taskId, task));
      expect(activity).toEqual([expect.objectContaining({ field: 'priority_id', oldValue: ids.high, newValue: ids.medium })]);
    });

    it('answers 404 for a priority of another workspace', async () => {
      const studio = await createWorkspace(db(), 'Studio');
      const foreign = (await priorityIds(db(), studio)).low!;
      expect((await call('PUT', '/priority/update', { id: foreign, name: 'x' })).statusCode).toBe(404);
      expect((await call('DELETE', '/priority/destroy', { id: foreign })).statusCode).toBe(404);
      const moveToForeign = await call('DELETE', '/priority/destroy', { id: (await priorityIds(db())).low, move_to: foreign });
      expect(moveToForeign.statusCode).toBe(422);
      expect(Object.keys(await priorityIds(db(), studio))).toEqual(['low', 'medium', 'high']);
    });

    it('lets only admins and managers change priorities', async () => {
      for (const role of ['developer', 'designer', 'member'] as const) {
        const token = members[role].token;
        expect((await call('POST', '/priority/store', { name: 'Mine' }, token)).statusCode).toBe(403);
        expect((await call('PUT', '/priority/update', { id: 1, name: 'Mine' }, token)).statusCode).toBe(403);
        expect((await call('DELETE', '/priority/destroy', { id: 1 }, token)).statusCode).toBe(403);
      }
      expect(
        (await call('DELETE', '/priority/destroy', { id: (await priorityIds(db())).low }, members.manager.token)).statusCode,
      ).toBe(200);
    });
  });
});
