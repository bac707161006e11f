import { COMMON_MESSAGES, DEFAULT_CLICK_APPS, PROJECT_MESSAGES, type Role } from '@kanri/contracts';
import { eq } from 'drizzle-orm';
import { projects, tasks } from '../../../src/db/schema.js';
import {
  createUser,
  createWorkspace,
  openSession,
  resetAccounts,
  seedRoleMembers,
  type SeededMember,
} from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, insertTask, resetWork, statusIds } from '../../helpers/work.js';

describe('projects', () => {
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
  const store = async (payload: object, token = admin) => dataOf(await call('POST', '/projects/store', payload, token), 201);
  const statusNames = async () => (await call('GET', '/statuses')).json().data as { id: number; name: string }[];

  describe('POST /projects/store', () => {
    it('creates a project from a name alone with the defaults (starter statuses, colour, ClickApps)', async () => {
      const ids = await statusIds(db());

      const response = await call('POST', '/projects/store', { name: '  Social Media  ' });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        error: false,
        message: PROJECT_MESSAGES.projectCreated,
        data: {
          id: expect.any(Number),
          workspace_id: 1,
          name: 'Social Media',
          description: null,
          color: '#befca9',
          status: 'active',
          start_date: null,
          end_date: null,
          template: 'starter',
          click_apps: DEFAULT_CLICK_APPS,
          status_ids: [ids['to-do'], ids['in-progress'], ids.completed],
          position: 0,
          task_count: 0,
          status_counts: [
            { status_id: ids['to-do'], count: 0 },
            { status_id: ids['in-progress'], count: 0 },
            { status_id: ids.completed, count: 0 },
          ],
          billable: true,
          hourly_rate_minor: null,
          currency: 'USD',
          client_id: null,
          created_by: members.admin.user.id,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      });
      expect(DEFAULT_CLICK_APPS).toEqual({
        priority: true,
        sprints: true,
        email: false,
        tags: true,
        'custom-fields': true,
        'multiple-assignees': true,
        'time-tracking': true,
        'time-estimates': true,
        'remap-subtask-due-dates': false,
        'wip-limits': false,
      });
    });

    it("stores the dialog's template and ClickApps, adding the template's statuses to the workspace once", async () => {
      const project = await store({
        name: 'Launch',
        template: 'marketing-teams',
        clickApps: { email: true, 'time-tracking': false },
      });

      expect(project.template).toBe('marketing-teams');
      expect(project.click_apps).toEqual({ ...DEFAULT_CLICK_APPS, email: true, 'time-tracking': false });
      const all = await statusNames();
      const byId = new Map(all.map((status) => [status.id, status.name]));
      expect(project.status_ids.map((id: number) => byId.get(id))).toEqual([
        'Backlog',
        'Planning',
        'In Progress',
        'Ready For Review',
        'Completed',
      ]);
      expect(all.map((status) => status.name)).toEqual([
        'To Do',
        'In Progress',
        'Completed',
        'Backlog',
        'Planning',
        'Ready For Review',
      ]);

      const second = await store({ name: 'Roadmap', template: 'product-engineering' });
      expect(second.status_ids).toEqual(project.status_ids);
      expect(second.position).toBe(1);
      expect(await statusNames()).toHaveLength(6);
    });

    it('prefers click_apps over clickApps, and refuses unknown ClickApps', async () => {
      const project = await store({ name: 'Both', click_apps: { sprints: false }, clickApps: { sprints: true, tags: false } });
      expect(project.click_apps).toMatchObject({ sprints: false, tags: false });

      const unknown = await call('POST', '/projects/store', { name: 'Odd', clickApps: { teleport: true } });
      expect(unknown.statusCode).toBe(422);
      expect(Object.keys(unknown.json().errors)[0]).toMatch(/^clickApps/);
    });

    it('takes its own statuses from status_ids, in order', async () => {
      const ids = await statusIds(db());
      const project = await store({ name: 'Custom', status_ids: [ids.completed, ids['to-do']] });
      expect(project.status_ids).toEqual([ids.completed, ids['to-do']]);
    });

    it('refuses status_ids that are empty, repeated, unknown or of another workspace', async () => {
      const ids = await statusIds(db());
      const studio = await createWorkspace(db(), 'Studio');
      const foreign = (await statusIds(db(), studio))['to-do'];
      const cases: [unknown, string][] = [
        [[], PROJECT_MESSAGES.statusesRequired],
        [[ids['to-do'], ids['to-do']], PROJECT_MESSAGES.statusesDistinct],
        [[ids['to-do'], 999_999], PROJECT_MESSAGES.statusUnknown],
        [[foreign], PROJECT_MESSAGES.statusUnknown],
      ];
      for (const [statusIdsValue, message] of cases) {
        const response = await call('POST', '/projects/store', { name: 'Bad', status_ids: statusIdsValue });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ status_ids: [message] });
      }
      expect(await db().$count(projects)).toBe(0);
    });

    it('refuses a blank or missing name, bad colour, status, template, dates with per-field messages', async () => {
      expect((await call('POST', '/projects/store', { name: '   ' })).json().errors).toEqual({
        name: [PROJECT_MESSAGES.nameRequired],
      });
      expect((await call('POST', '/projects/store', {})).json().errors).toEqual({ name: [PROJECT_MESSAGES.nameRequired] });
      expect((await call('POST', '/projects/store', { name: 'x'.repeat(101) })).json().errors).toEqual({
        name: [PROJECT_MESSAGES.nameTooLong],
      });

      const bad = await call('POST', '/projects/store', {
        name: 'Bad',
        color: 'green',
        status: 'archived',
        template: 'kanban',
        start_date: '2025-02-30',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toMatchObject({
        color: [COMMON_MESSAGES.colorInvalid],
        start_date: [COMMON_MESSAGES.dateInvalid],
      });
      expect(Object.keys(bad.json().errors).sort()).toEqual(['color', 'start_date', 'status', 'template']);

      const backwards = await call('POST', '/projects/store', { name: 'Late', start_date: '2025-05-02', end_date: '2025-05-01' });
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json().errors).toEqual({ end_date: [PROJECT_MESSAGES.endBeforeStart] });
      expect(await db().$count(projects)).toBe(0);
    });

    it('stores description, colour, status and dates', async () => {
      const project = await store({
        name: 'Website',
        description: ' Redesign ',
        color: '#8B5CF6',
        status: 'planning',
        start_date: '2025-01-01',
        end_date: '2025-01-01',
      });
      expect(project).toMatchObject({
        description: 'Redesign',
        color: '#8b5cf6',
        status: 'planning',
        start_date: '2025-01-01',
        end_date: '2025-01-01',
      });
    });
  });

  describe('GET /projects and /projects/{id}', () => {
    it('lists the projects in order with task counts per status and in total', async () => {
      const ids = await statusIds(db());
      const first = await store({ name: 'First' });
      const second = await store({ name: 'Second' });
      await insertTask(db(), { projectId: first.id, statusId: ids['to-do'] });
      await insertTask(db(), { projectId: first.id, statusId: ids['to-do'] });
      await insertTask(db(), { projectId: first.id, statusId: ids.completed });

      const response = await call('GET', '/projects');

      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(PROJECT_MESSAGES.projectsRetrieved);
      const [listedFirst, listedSecond] = response.json().data;
      expect(listedFirst).toMatchObject({
        id: first.id,
        task_count: 3,
        status_counts: [
          { status_id: ids['to-do'], count: 2 },
          { status_id: ids['in-progress'], count: 0 },
          { status_id: ids.completed, count: 1 },
        ],
      });
      expect(listedSecond).toMatchObject({ id: second.id, task_count: 0 });

      const one = await call('GET', `/projects/${first.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual({ error: false, message: PROJECT_MESSAGES.projectRetrieved, data: listedFirst });
    });

    it('lets every role list and read projects', async () => {
      const project = await store({ name: 'Shared' });
      for (const role of ['manager', 'developer', 'designer', 'member'] as const) {
        expect((await call('GET', '/projects', undefined, members[role].token)).json().data).toHaveLength(1);
        expect((await call('GET', `/projects/${project.id}`, undefined, members[role].token)).statusCode).toBe(200);
      }
    });

    it('keeps workspaces apart: 404 for a project of another workspace, never its data', async () => {
      const studio = await createWorkspace(db(), 'Studio');
      const owner = await createUser(db(), { email: 'owner@studio.test', role: 'admin', workspaceId: studio });
      const token = await openSession(db(), owner.id);
      const foreign = await insertProject(db(), { workspaceId: studio, name: 'Secret' });
      await store({ name: 'Mine' });

      expect((await call('GET', '/projects')).json().data.map((project: { name: string }) => project.name)).toEqual(['Mine']);
      expect(
        (await call('GET', '/projects', undefined, token, studio)).json().data.map((project: { name: string }) => project.name),
      ).toEqual(['Secret']);
      const response = await call('GET', `/projects/${foreign}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: true, message: PROJECT_MESSAGES.projectNotFound });
      expect((await call('PUT', '/projects/update', { id: foreign, name: 'Taken' })).statusCode).toBe(404);
      expect((await call('DELETE', '/projects/destroy', { id: foreign })).statusCode).toBe(404);
      expect((await db().select().from(projects).where(eq(projects.id, foreign)))[0]!.name).toBe('Secret');
    });

    it('answers 404 for an unknown project and 422 for an id that is not a number', async () => {
      expect((await call('GET', '/projects/999999')).statusCode).toBe(404);
      const bad = await call('GET', '/projects/abc');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ id: [COMMON_MESSAGES.idInvalid] });
    });
  });

  describe('PUT /projects/update', () => {
    it('changes the fields sent and keeps the others, ClickApps merged', async () => {
      const project = await store({ name: 'Site', clickApps: { email: true } });

      const response = await call('PUT', '/projects/update', {
        id: project.id,
        name: ' Website ',
        description: 'New look',
        status: 'planning',
        end_date: '2025-06-30',
        click_apps: { priority: false },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        error: false,
        message: PROJECT_MESSAGES.projectUpdated,
        data: {
          name: 'Website',
          description: 'New look',
          status: 'planning',
          color: '#befca9',
          end_date: '2025-06-30',
          click_apps: { ...DEFAULT_CLICK_APPS, email: true, priority: false },
        },
      });
      const cleared = await call('PUT', '/projects/update', { id: project.id, description: null, end_date: null });
      expect(cleared.json().data).toMatchObject({ description: null, end_date: null, name: 'Website' });
    });

    it('keeps the billing settings: billable, hourly rate in minor units, currency (upper-cased)', async () => {
      const project = await store({ name: 'Client work', billable: false, hourly_rate_minor: 12_500, currency: 'eur' });
      expect(project).toMatchObject({ billable: false, hourly_rate_minor: 12_500, currency: 'EUR' });

      const changed = dataOf(await call('PUT', '/projects/update', { id: project.id, billable: true, hourly_rate_minor: null }));
      expect(changed).toMatchObject({ billable: true, hourly_rate_minor: null, currency: 'EUR' });
      expect((await call('GET', `/projects/${project.id}`)).json().data).toMatchObject({ billable: true, currency: 'EUR' });

      const refused = await call('PUT', '/projects/update', { id: project.id, hourly_rate_minor: -1, currency: 'euro' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        hourly_rate_minor: [PROJECT_MESSAGES.rateInvalid],
        currency: [PROJECT_MESSAGES.currencyInvalid],
      });
    });

    it('checks dates against the stored ones', async () => {
      const project = await store({ name: 'Dated', start_date: '2025-03-10' });
      const response = await call('PUT', '/projects/update', { id: project.id, end_date: '2025-03-01' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ end_date: [PROJECT_MESSAGES.endBeforeStart] });
      const moveStart = await call('PUT', '/projects/update', { id: project.id, end_date: '2025-03-20' });
      expect(moveStart.statusCode).toBe(200);
      const late = await call('PUT', '/projects/update', { id: project.id, start_date: '2025-04-01' });
      expect(late.json().errors).toEqual({ start_date: [PROJECT_MESSAGES.endBeforeStart] });
    });

    it('moves a project in the sidebar order', async () => {
      const a = await store({ name: 'A' });
      await store({ name: 'B' });
      await store({ name: 'C' });

      await call('PUT', '/projects/update', { id: a.id, position: 5 });

      const listed = (await call('GET', '/projects')).json().data as { name: string; position: number }[];
      expect(listed.map((project) => [project.name, project.position])).toEqual([
        ['B', 0],
        ['C', 1],
        ['A', 2],
      ]);
    });

    it('changes the status list, but not away from a status that holds tasks of the project', async () => {
      const ids = await statusIds(db());
      const project = await store({ name: 'Flow' });
      await insertTask(db(), { projectId: project.id, statusId: ids['in-progress'] });

      const reordered = await call('PUT', '/projects/update', {
        id: project.id,
        status_ids: [ids.completed, ids['in-progress']],
      });
      expect(reordered.statusCode).toBe(200);
      expect(reordered.json().data.status_ids).toEqual([ids.completed, ids['in-progress']]);

      const refused = await call('PUT', '/projects/update', { id: project.id, status_ids: [ids['to-do']] });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ status_ids: [PROJECT_MESSAGES.statusStillUsed('In Progress', 1)] });
      expect((await call('GET', `/projects/${project.id}`)).json().data.status_ids).toEqual([ids.completed, ids['in-progress']]);
    });

    it('refuses a blank name', async () => {
      const project = await store({ name: 'Named' });
      const response = await call('PUT', '/projects/update', { id: project.id, name: ' ' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ name: [PROJECT_MESSAGES.nameRequired] });
    });
  });

  describe('DELETE /projects/destroy', () => {
    it('deletes the project and its tasks, and closes the gap in the order', async () => {
      const a = await store({ name: 'A' });
      const b = await store({ name: 'B' });
      const other = await store({ name: 'C' });
      await insertTask(db(), { projectId: b.id });
      await insertTask(db(), { projectId: b.id });
      const kept = await insertTask(db(), { projectId: other.id });

      const response = await call('DELETE', '/projects/destroy', { id: b.id });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: false, message: PROJECT_MESSAGES.projectDeleted, data: { id: b.id } });
      expect((await db().select({ id: tasks.id }).from(tasks)).map((task) => task.id)).toEqual([kept]);
      const listed = (await call('GET', '/projects')).json().data as { id: number; position: number }[];
      expect(listed.map((project) => [project.id, project.position])).toEqual([
        [a.id, 0],
        [other.id, 1],
      ]);
      expect((await call('DELETE', '/projects/destroy', { id: b.id })).statusCode).toBe(404);
    });

    it('refuses a body without a valid id', async () => {
      const response = await call('DELETE', '/projects/destroy', { id: 'one' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ id: [COMMON_MESSAGES.idInvalid] });
    });
  });

  it('lets only admins and managers create, change and delete projects', async () => {
    const project = await store({ name: 'Guarded' });
    for (const role of ['developer', 'designer', 'member'] as const) {
      const token = members[role].token;
      expect((await call('POST', '/projects/store', { name: 'Mine' }, token)).statusCode).toBe(403);
      expect((await call('PUT', '/projects/update', { id: project.id, name: 'Mine' }, token)).statusCode).toBe(403);
      expect((await call('DELETE', '/projects/destroy', { id: project.id }, token)).statusCode).toBe(403);
    }
    expect((await call('PUT', '/projects/update', { id: project.id, name: 'Managed' }, members.manager.token)).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', '/projects/destroy', { id: project.id }, members.manager.token)).statusCode).toBe(200);
  });
});
