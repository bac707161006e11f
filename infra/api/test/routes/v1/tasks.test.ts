import { COMMON_MESSAGES, TASK_MESSAGES, type Role } from '@kanri/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { projects, tags, taskActivities, tasks } from '../../../src/db/schema.js';
import { keysAfter } from '../../../src/lib/order-keys.js';
import { createUser, createWorkspace, resetAccounts, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { eventually } from '../../helpers/eventually.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, insertTask, priorityIds, resetWork, statusIds } from '../../helpers/work.js';

describe('tasks', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let admin: string;
  let studio: number;
  let outsider: number;
  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    admin = members.admin.token;
    studio = await createWorkspace(db(), 'Studio');
    outsider = (await createUser(db(), { email: 'outsider@studio.test', role: 'admin', workspaceId: studio })).id;
  });
  afterAll(() => testApp?.close());
  let status: Record<string, number>;
  let priority: Record<string, number>;
  let project: number;
  beforeEach(async () => {
    await resetWork(db());
    status = await statusIds(db());
    priority = await priorityIds(db());
    project = (await store('/projects/store', { name: 'Main' })).id;
  });

  const db = () => testApp.database.db;
  const call = caller(
    () => testApp.app,
    () => admin,
  );
  const store = async (url: string, payload: object, token = admin) => dataOf(await call('POST', url, payload, token), 201);
  const newTask = (payload: object = {}, token = admin) => store('/tasks/store', { project_id: project, ...payload }, token);
  const list = async (query = '') => (await call('GET', `/tasks${query}`)).json().data;
  const titles = async (query = '') => (await list(query)).items.map((task: { title: string }) => task.title);
  const activityOf = (taskId: number) =>
    db().select().from(taskActivities).where(eq(taskActivities.taskId, taskId)).orderBy(asc(taskActivities.id));

  describe('POST /tasks/store', () => {
    it('gives a new task the spec §9 defaults and puts it last', async () => {
      const response = await call('POST', '/tasks/store', { project_id: project });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        error: false,
        message: TASK_MESSAGES.taskCreated,
        data: {
          id: expect.any(Number),
          workspace_id: 1,
          project_id: project,
          title: 'New Task',
          description: null,
          status_id: status['to-do'],
          priority_id: priority.medium,
          assigned_to: null,
          assignee_ids: [],
          start_date: null,
          due_date: null,
          progress: 0,
          time_estimate_minutes: null,
          track_time: false,
          tracked_ms: 0,
          tag_ids: [],
          relationships: [],
          position: 'a0',
          custom_field_values: {},
          created_by: members.admin.user.id,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      });
      const second = await newTask({ title: 'Second' });
      expect(second.position > response.json().data.position).toBe(true);
      const activity = await activityOf(response.json().data.id);
      expect(activity).toEqual([expect.objectContaining({ type: 'created', userId: members.admin.user.id })]);
    });

    it("starts in the project's first to-do status (Backlog for the dialog's templates)", async () => {
      const marketing = await store('/projects/store', { name: 'Campaign', template: 'marketing-teams' });
      const task = await store('/tasks/store', { project_id: marketing.id });
      expect(task.status_id).toBe(marketing.status_ids[0]);
    });

    it('stores every field sent', async () => {
      const tagsList = (await call('GET', '/tags')).json().data as { id: number }[] | undefined;
      const other = await newTask({ title: 'Other' });
      const task = await newTask({
        title: '  Write the brief ',
        description: 'Two pages',
        status_id: status['in-progress'],
        priority_id: null,
        assignee_ids: [members.developer.user.id, members.designer.user.id],
        start_date: '2025-03-01',
        due_date: '2025-03-07',
        progress: 40,
        time_estimate_minutes: 150,
        track_time: true,
        relationships: [{ task_id: other.id, type: 'blocks' }],
        ...(tagsList ? { tag_ids: [tagsList[0]!.id] } : {}),
      });

      expect(task).toMatchObject({
        title: 'Write the brief',
        description: 'Two pages',
        status_id: status['in-progress'],
        priority_id: null,
        assigned_to: members.developer.user.id,
        assignee_ids: [members.developer.user.id, members.designer.user.id],
        start_date: '2025-03-01',
        due_date: '2025-03-07',
        progress: 40,
        time_estimate_minutes: 150,
        track_time: true,
        relationships: [{ task_id: other.id, type: 'blocks', title: 'Other', project_id: project }],
      });
      // The other end sees the same link inverted.
      const otherNow = (await call('GET', `/tasks/${other.id}`)).json().data;
      expect(otherNow.relationships).toEqual([
        { task_id: task.id, type: 'waiting_on', title: 'Write the brief', project_id: project },
      ]);
    });

    it('takes assigned_to (spec §3) as the single assignee', async () => {
      const task = await newTask({ assigned_to: members.member.user.id });
      expect(task).toMatchObject({ assigned_to: members.member.user.id, assignee_ids: [members.member.user.id] });
    });

    it('refuses bad input with per-field messages and writes nothing', async () => {
      const foreignStatus = (await statusIds(db(), studio))['to-do'];
      const foreignPriority = (await priorityIds(db(), studio)).low;
      const response = await call('POST', '/tasks/store', {
        project_id: project,
        status_id: foreignStatus,
        priority_id: foreignPriority,
        assignee_ids: [outsider],
        relationships: [{ task_id: 999_999, type: 'related' }],
      });

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        status_id: [TASK_MESSAGES.statusNotFound],
        priority_id: [TASK_MESSAGES.priorityNotFound],
        assignee_ids: [TASK_MESSAGES.assigneeNotMember],
        relationships: [TASK_MESSAGES.relatedTaskNotFound],
      });
      expect(await db().$count(tasks)).toBe(0);
    });

    it('refuses malformed values', async () => {
      const cases: [object, Record<string, string[]>][] = [
        [{ title: '   ' }, { title: [TASK_MESSAGES.titleRequired] }],
        [{ title: 'x'.repeat(501) }, { title: [TASK_MESSAGES.titleTooLong] }],
        [{ progress: 101 }, { progress: [TASK_MESSAGES.progressRange] }],
        [{ progress: 'abc' }, { progress: [TASK_MESSAGES.progressRange] }],
        [{ progress: 50.5 }, { progress: [TASK_MESSAGES.progressRange] }],
        [{ time_estimate_minutes: -1 }, { time_estimate_minutes: [TASK_MESSAGES.timeEstimateInvalid] }],
        [{ due_date: '2025-13-01' }, { due_date: [COMMON_MESSAGES.dateInvalid] }],
        [{ start_date: '2025-03-08', due_date: '2025-03-07' }, { due_date: [TASK_MESSAGES.dueBeforeStart] }],
        [{ assignee_ids: [members.member.user.id, members.member.user.id] }, { assignee_ids: [TASK_MESSAGES.distinct] }],
        [{ relationships: [{ task_id: 1, type: 'parent' }] }, { 'relationships.0.type': [expect.any(String)] }],
        [{ project_id: undefined }, { project_id: [COMMON_MESSAGES.idInvalid] }],
      ];
      for (const [payload, errors] of cases) {
        const response = await call('POST', '/tasks/store', { project_id: project, ...payload });
        expect({ payload, status: response.statusCode, errors: response.json().errors }).toEqual({
          payload,
          status: 422,
          errors,
        });
      }
      expect(await db().$count(tasks)).toBe(0);
    });

    it('refuses a project, status or tag of another workspace, and a status the project does not use', async () => {
      const foreignProject = await insertProject(db(), { workspaceId: studio });
      const otherProject = await call('POST', '/tasks/store', { project_id: foreignProject });
      expect(otherProject.statusCode).toBe(422);
      expect(otherProject.json().errors).toEqual({ project_id: [TASK_MESSAGES.projectNotFound] });

      const backlog = await store('/status/store', { name: 'Backlog' });
      const unused = await call('POST', '/tasks/store', { project_id: project, status_id: backlog.id });
      expect(unused.json().errors).toEqual({ status_id: [TASK_MESSAGES.statusNotInProject] });

      const [foreignTag] = await db().select({ id: tags.id }).from(tags).where(eq(tags.workspaceId, studio)).limit(1);
      const tag = await call('POST', '/tasks/store', { project_id: project, tag_ids: [foreignTag!.id] });
      expect(tag.json().errors).toEqual({ tag_ids: [TASK_MESSAGES.tagNotFound] });
      expect(await db().$count(tasks)).toBe(0);
    });

    it('allows one assignee only when the project has Multiple Assignees off', async () => {
      await call('PUT', '/projects/update', { id: project, click_apps: { 'multiple-assignees': false } });
      const refused = await call('POST', '/tasks/store', {
        project_id: project,
        assignee_ids: [members.developer.user.id, members.designer.user.id],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ assignee_ids: [TASK_MESSAGES.singleAssignee] });
      expect((await newTask({ assignee_ids: [members.developer.user.id] })).assignee_ids).toEqual([members.developer.user.id]);
    });

    it('lets every role create tasks', async () => {
      for (const role of ['manager', 'developer', 'designer', 'member'] as const) {
        expect((await newTask({ title: role }, members[role].token)).created_by).toBe(members[role].user.id);
      }
    });
  });

  describe('GET /tasks and /tasks/{id}', () => {
    it('reads one task; 404 for an unknown task or one of another workspace', async () => {
      const task = await newTask({ title: 'Mine' });
      const response = await call('GET', `/tasks/${task.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: false, message: TASK_MESSAGES.taskRetrieved, data: task });

      const foreignProject = await insertProject(db(), { workspaceId: studio });
      const foreign = await insertTask(db(), { projectId: foreignProject, workspaceId: studio, title: 'Secret' });
      for (const id of [foreign, 999_999]) {
        const missing = await call('GET', `/tasks/${id}`);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ error: true, message: TASK_MESSAGES.taskNotFound });
      }
      expect(JSON.stringify((await list()).items)).not.toContain('Secret');
    });

    it('filters by project, status, assignee and name, with the total', async () => {
      const second = (await store('/projects/store', { name: 'Second' })).id;
      await newTask({ title: 'Design the logo', assignee_ids: [members.designer.user.id] });
      await newTask({ title: 'Build the API', status_id: status['in-progress'], assignee_ids: [members.developer.user.id] });
      await newTask({ title: '100% coverage_check' });
      await store('/tasks/store', { project_id: second, title: 'Logo print', assignee_ids: [members.designer.user.id] });

      const all = await list();
      expect(all).toMatchObject({ total: 4, page: 1, per_page: 50, next_cursor: null });
      expect(all.items.map((task: { title: string }) => task.title)).toEqual([
        'Design the logo',
        'Build the API',
        '100% coverage_check',
        'Logo print',
      ]);
      expect(await titles(`?project_id=${second}`)).toEqual(['Logo print']);
      expect(await titles(`?status_id=${status['in-progress']}`)).toEqual(['Build the API']);
      expect(await titles(`?assignee_id=${members.designer.user.id}`)).toEqual(['Design the logo', 'Logo print']);
      expect(await titles(`?assignee_id=${members.designer.user.id}&project_id=${project}`)).toEqual(['Design the logo']);
      expect(await titles('?search=LOGO')).toEqual(['Design the logo', 'Logo print']);
      expect(await titles('?search=%25')).toEqual(['100% coverage_check']);
      expect(await titles('?search=n_t')).toEqual([]);
      expect(await titles('?search=n t')).toEqual(['Design the logo']);
      expect((await list('?search=logo')).total).toBe(2);
    });

    it('pages by number and by cursor', async () => {
      for (let i = 1; i <= 5; i += 1) await newTask({ title: `T${i}` });

      const second = await list('?per_page=2&page=2');
      expect(second).toMatchObject({ total: 5, page: 2, per_page: 2 });
      expect(second.items.map((task: { title: string }) => task.title)).toEqual(['T3', 'T4']);
      expect((await list('?per_page=2&page=4')).items).toEqual([]);

      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: { title: string }[]; next_cursor: string | null; page: number | null } = await list(
          `?per_page=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        if (cursor) expect(page.page).toBeNull();
        seen.push(...page.items.map((task) => task.title));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen).toEqual(['T1', 'T2', 'T3', 'T4', 'T5']);
    });

    it('refuses bad paging and filters with 422', async () => {
      for (const [query, field] of [
        ['?per_page=501', 'per_page'],
        ['?per_page=0', 'per_page'],
        ['?page=0', 'page'],
        ['?project_id=abc', 'project_id'],
        ['?cursor=not-a-cursor', 'cursor'],
        [`?cursor=${Buffer.from('[1,"a0\'; drop table tasks"]').toString('base64url')}`, 'cursor'],
      ]) {
        const response = await call('GET', `/tasks${query}`);
        expect({ query, status: response.statusCode, fields: Object.keys(response.json().errors ?? {}) }).toEqual({
          query,
          status: 422,
          fields: [field],
        });
      }
    });
  });

  describe('PUT /tasks/update', () => {
    it('changes the fields sent, records each change old → new, and keeps the rest', async () => {
      const task = await newTask({ title: 'Draft', assignee_ids: [members.developer.user.id] });

      const response = await call('PUT', '/tasks/update', {
        id: task.id,
        title: 'Final',
        status_id: status.completed,
        priority_id: priority.high,
        assignee_ids: [members.designer.user.id],
        progress: 100,
        due_date: '2025-05-01',
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        error: false,
        message: TASK_MESSAGES.taskUpdated,
        data: {
          title: 'Final',
          status_id: status.completed,
          priority_id: priority.high,
          assigned_to: members.designer.user.id,
          assignee_ids: [members.designer.user.id],
          progress: 100,
          due_date: '2025-05-01',
          description: null,
          position: task.position,
        },
      });
      const changes = (await activityOf(task.id)).filter((entry) => entry.type === 'updated');
      expect(changes.map((entry) => [entry.field, entry.oldValue, entry.newValue])).toEqual([
        ['title', 'Draft', 'Final'],
        ['status_id', status['to-do'], status.completed],
        ['priority_id', priority.medium, priority.high],
        ['assignee_ids', [members.developer.user.id], [members.designer.user.id]],
        ['due_date', null, '2025-05-01'],
        ['progress', 0, 100],
      ]);
      expect(changes.every((entry) => entry.userId === members.admin.user.id)).toBe(true);
    });

    it('records nothing when nothing changes', async () => {
      const task = await newTask({ title: 'Same' });
      expect((await call('PUT', '/tasks/update', { id: task.id, title: 'Same', progress: 0 })).statusCode).toBe(200);
      expect((await activityOf(task.id)).map((entry) => entry.type)).toEqual(['created']);
    });

    it('clears assignees with assigned_to null, and relationships from both ends', async () => {
      const a = await newTask({ title: 'A', assigned_to: members.member.user.id });
      const b = await newTask({ title: 'B', relationships: [{ task_id: a.id, type: 'blocks' }] });

      expect((await call('PUT', '/tasks/update', { id: a.id, assigned_to: null })).json().data).toMatchObject({
        assigned_to: null,
        assignee_ids: [],
      });
      // A sees "waiting on B"; replacing A's links removes the one B made.
      expect((await call('GET', `/tasks/${a.id}`)).json().data.relationships).toEqual([
        { task_id: b.id, type: 'waiting_on', title: 'B', project_id: project },
      ]);
      const cleared = await call('PUT', '/tasks/update', { id: a.id, relationships: [] });
      expect(cleared.json().data.relationships).toEqual([]);
      expect((await call('GET', `/tasks/${b.id}`)).json().data.relationships).toEqual([]);

      const self = await call('PUT', '/tasks/update', { id: a.id, relationships: [{ task_id: a.id, type: 'related' }] });
      expect(self.json().errors).toEqual({ relationships: [TASK_MESSAGES.relatedToItself] });
    });

    it('checks dates against the stored ones', async () => {
      const task = await newTask({ start_date: '2025-03-10' });
      const response = await call('PUT', '/tasks/update', { id: task.id, due_date: '2025-03-01' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ due_date: [TASK_MESSAGES.dueBeforeStart] });
    });

    it('moves a task to the end of another project, into a status that project uses', async () => {
      const campaign = await store('/projects/store', { name: 'Campaign', template: 'marketing-teams' });
      await store('/tasks/store', { project_id: campaign.id, title: 'Already there' });
      const task = await newTask({ title: 'Traveller', status_id: status['to-do'] });

      const moved = (await call('PUT', '/tasks/update', { id: task.id, project_id: campaign.id })).json().data;

      expect(moved.project_id).toBe(campaign.id);
      expect(moved.status_id).toBe(campaign.status_ids[0]);
      expect(await titles(`?project_id=${campaign.id}`)).toEqual(['Already there', 'Traveller']);
      const entries = (await activityOf(task.id)).filter((entry) => entry.type === 'updated');
      expect(entries.map((entry) => entry.field)).toEqual(['project_id', 'status_id']);
    });

    it('writes nothing when anything is invalid', async () => {
      const task = await newTask({ title: 'Kept' });
      const response = await call('PUT', '/tasks/update', { id: task.id, title: 'Changed', priority_id: 999_999 });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ priority_id: [TASK_MESSAGES.priorityNotFound] });
      expect((await call('GET', `/tasks/${task.id}`)).json().data.title).toBe('Kept');
      expect((await activityOf(task.id)).map((entry) => entry.type)).toEqual(['created']);
    });

    it('answers 404 for a task of another workspace and leaves it alone', async () => {
      const foreignProject = await insertProject(db(), { workspaceId: studio });
      const foreign = await insertTask(db(), { projectId: foreignProject, workspaceId: studio, title: 'Theirs' });
      const response = await call('PUT', '/tasks/update', { id: foreign, title: 'Mine' });
      expect(response.statusCode).toBe(404);
      const [row] = await db().select().from(tasks).where(eq(tasks.id, foreign));
      expect(row!.title).toBe('Theirs');
    });

    it('lets every role edit any task', async () => {
      const task = await newTask({ title: 'Shared' });
      for (const role of ['manager', 'developer', 'designer', 'member'] as const) {
        const response = await call('PUT', '/tasks/update', { id: task.id, title: `By ${role}` }, members[role].token);
        expect(response.statusCode).toBe(200);
      }
    });
  });

  describe('DELETE /tasks/destroy', () => {
    it('lets developers, designers and members delete only their own tasks', async () => {
      for (const role of ['developer', 'designer', 'member'] as const) {
        const token = members[role].token;
        const own = await newTask({ title: `Own ${role}` }, token);
        const others = await newTask({ title: `Not ${role}` });
        const refused = await call('DELETE', '/tasks/destroy', { id: others.id }, token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: true, message: TASK_MESSAGES.onlyOwnTasks });
        const deleted = await call('DELETE', '/tasks/destroy', { id: own.id }, token);
        expect(deleted.statusCode).toBe(200);
        expect(deleted.json()).toEqual({ error: false, message: TASK_MESSAGES.taskDeleted, data: { id: own.id } });
      }
    });

    it('lets admins and managers delete any task; 404 for a task of another workspace', async () => {
      const byMember = await newTask({}, members.member.token);
      expect((await call('DELETE', '/tasks/destroy', { id: byMember.id }, members.manager.token)).statusCode).toBe(200);
      expect((await call('DELETE', '/tasks/destroy', { id: byMember.id })).statusCode).toBe(404);
      const foreignProject = await insertProject(db(), { workspaceId: studio });
      const foreign = await insertTask(db(), { projectId: foreignProject, workspaceId: studio });
      expect((await call('DELETE', '/tasks/destroy', { id: foreign })).statusCode).toBe(404);
      expect(await db().$count(tasks, eq(tasks.id, foreign))).toBe(1);
    });
  });

  describe('PUT /tasks/reorder', () => {
    it('moves a row before or after another by writing only its own position', async () => {
      const a = await newTask({ title: 'A' });
      const b = await newTask({ title: 'B' });
      const c = await newTask({ title: 'C' });

      const before = await call('PUT', '/tasks/reorder', { id: c.id, before_id: a.id });
      expect(before.statusCode).toBe(200);
      expect(before.json()).toMatchObject({ message: TASK_MESSAGES.taskMoved, data: { id: c.id } });
      expect(await titles(`?project_id=${project}`)).toEqual(['C', 'A', 'B']);
      const positions = await db().select({ id: tasks.id, position: tasks.position }).from(tasks);
      expect(positions.find((row) => row.id === a.id)!.position).toBe(a.position);
      expect(positions.find((row) => row.id === b.id)!.position).toBe(b.position);

      await call('PUT', '/tasks/reorder', { id: c.id, after_id: a.id });
      expect(await titles(`?project_id=${project}`)).toEqual(['A', 'C', 'B']);
      await call('PUT', '/tasks/reorder', { id: a.id, after_id: b.id });
      expect(await titles(`?project_id=${project}`)).toEqual(['C', 'B', 'A']);
      await call('PUT', '/tasks/reorder', { id: a.id, before_id: c.id });
      expect(await titles(`?project_id=${project}`)).toEqual(['A', 'C', 'B']);
    });

    it('keeps the order through many moves to the same place', async () => {
      const a = await newTask({ title: 'A' });
      const b = await newTask({ title: 'B' });
      const moved: string[] = [];
      for (let i = 0; i < 30; i += 1) {
        const task = await newTask({ title: `N${i}` });
        await call('PUT', '/tasks/reorder', { id: task.id, before_id: b.id });
        moved.push(`N${i}`);
      }
      expect(await titles(`?project_id=${project}&per_page=100`)).toEqual(['A', ...moved, 'B']);
      void a;
    });

    it('refuses a target in another project, itself, none or both', async () => {
      const a = await newTask({ title: 'A' });
      const b = await newTask({ title: 'B' });
      const elsewhere = await store('/tasks/store', { project_id: (await store('/projects/store', { name: 'Other' })).id });

      expect((await call('PUT', '/tasks/reorder', { id: a.id, before_id: elsewhere.id })).json().errors).toEqual({
        before_id: [TASK_MESSAGES.reorderOtherProject],
      });
      expect((await call('PUT', '/tasks/reorder', { id: a.id, after_id: a.id })).json().errors).toEqual({
        after_id: [TASK_MESSAGES.reorderItself],
      });
      expect((await call('PUT', '/tasks/reorder', { id: a.id })).json().errors).toEqual({
        before_id: [TASK_MESSAGES.reorderTarget],
      });
      expect((await call('PUT', '/tasks/reorder', { id: a.id, before_id: b.id, after_id: b.id })).statusCode).toBe(422);
      expect((await call('PUT', '/tasks/reorder', { id: a.id, before_id: 999_999 })).json().errors).toEqual({
        before_id: [TASK_MESSAGES.taskNotFound],
      });
      expect((await call('PUT', '/tasks/reorder', { id: 999_999, before_id: a.id })).statusCode).toBe(404);
    });
  });

  describe('PUT /tasks/reorder with status_id (a board drop)', () => {
    const statusAndOrder = async () =>
      (await list(`?project_id=${project}`)).items.map((task: { title: string; status_id: number }) => [
        task.title,
        task.status_id,
      ]);

    it('saves the new status and position in one step, recorded like a status change', async () => {
      const a = await newTask({ title: 'A' });
      const b = await newTask({ title: 'B', status_id: status['in-progress'] });
      const c = await newTask({ title: 'C', status_id: status['in-progress'] });

      const response = await call('PUT', '/tasks/reorder', { id: a.id, before_id: c.id, status_id: status['in-progress'] });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: TASK_MESSAGES.taskMoved,
        data: { id: a.id, status_id: status['in-progress'] },
      });
      expect(await statusAndOrder()).toEqual([
        ['B', status['in-progress']],
        ['A', status['in-progress']],
        ['C', status['in-progress']],
      ]);
      const changes = (await activityOf(a.id)).filter((entry) => entry.type === 'updated');
      expect(changes.map((entry) => [entry.field, entry.oldValue, entry.newValue, entry.userId])).toEqual([
        ['status_id', status['to-do'], status['in-progress'], members.admin.user.id],
      ]);
      void b;
    });

    it('puts the task last in its project with status_id alone (an empty column)', async () => {
      const a = await newTask({ title: 'A' });
      await newTask({ title: 'B' });
      await newTask({ title: 'C' });

      const response = await call('PUT', '/tasks/reorder', { id: a.id, status_id: status.completed });

      expect(response.statusCode).toBe(200);
      expect(await statusAndOrder()).toEqual([
        ['B', status['to-do']],
        ['C', status['to-do']],
        ['A', status.completed],
      ]);
    });

    it('records nothing but the move when the status stays the same', async () => {
      const a = await newTask({ title: 'A' });
      const b = await newTask({ title: 'B' });

      await call('PUT', '/tasks/reorder', { id: a.id, after_id: b.id, status_id: status['to-do'] });

      expect(await titles(`?project_id=${project}`)).toEqual(['B', 'A']);
      expect((await activityOf(a.id)).map((entry) => entry.type)).toEqual(['created']);
    });

    it('refuses a status the project does not use or another workspace owns, and moves nothing', async () => {
      const a = await newTask({ title: 'A' });
      const b = await newTask({ title: 'B' });
      const backlog = await store('/status/store', { name: 'Backlog' });
      const foreign = (await statusIds(db(), studio))['in-progress']!;

      const unused = await call('PUT', '/tasks/reorder', { id: a.id, after_id: b.id, status_id: backlog.id });
      expect(unused.statusCode).toBe(422);
      expect(unused.json().errors).toEqual({ status_id: [TASK_MESSAGES.statusNotInProject] });
      const other = await call('PUT', '/tasks/reorder', { id: a.id, status_id: foreign });
      expect(other.json().errors).toEqual({ status_id: [TASK_MESSAGES.statusNotFound] });
      expect((await call('PUT', '/tasks/reorder', { id: a.id, status_id: 999_999 })).statusCode).toBe(422);

      expect(await statusAndOrder()).toEqual([
        ['A', status['to-do']],
        ['B', status['to-do']],
      ]);
      expect((await activityOf(a.id)).map((entry) => entry.type)).toEqual(['created']);
    });

    it('refuses status_id with both neighbours', async () => {
      const a = await newTask({ title: 'A' });
      const b = await newTask({ title: 'B' });
      const response = await call('PUT', '/tasks/reorder', {
        id: a.id,
        before_id: b.id,
        after_id: b.id,
        status_id: status.completed,
      });
      expect(response.json().errors).toEqual({ before_id: [TASK_MESSAGES.reorderTarget] });
    });
  });

  describe('at the same time', () => {
    it('creates and reorders tasks of one project concurrently without clashing order keys', async () => {
      const created = await Promise.all(
        Array.from({ length: 12 }, (_, index) => call('POST', '/tasks/store', { project_id: project, title: `C${index}` })),
      );
      expect(created.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
      const ids = created.map((response) => response.json().data.id as number);
      const moves = await Promise.all(
        ids.slice(1).map((id, index) => call('PUT', '/tasks/reorder', { id, before_id: ids[index % 2 === 0 ? 0 : 1] })),
      );
      expect(moves.map((response) => response.statusCode)).toEqual(Array(11).fill(200));
      const positions = (await list(`?project_id=${project}&per_page=100`)).items.map(
        (task: { position: string }) => task.position,
      );
      expect(new Set(positions).size).toBe(12);
      expect([...positions].sort()).toEqual(positions);
    });

    it('lands every one of many edits of one task sent at once, each recorded against the value before it', async () => {
      const task = await newTask({ title: 'Busy' });
      const edits = Array.from({ length: 12 }, (_, index) => ({ progress: (index + 1) * 5, title: `Busy ${index + 1}` }));
      const responses = await Promise.all(edits.map((edit) => call('PUT', '/tasks/update', { id: task.id, ...edit })));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(200));

      const final = (await call('GET', `/tasks/${task.id}`)).json().data;
      for (const field of ['progress', 'title'] as const) {
        const changes = (await activityOf(task.id)).filter((entry) => entry.field === field);
        // A chain: each edit saw the one before it, none overwrote another unseen.
        expect(changes).toHaveLength(12);
        expect(changes[0]!.oldValue).toBe(field === 'progress' ? 0 : 'Busy');
        changes.slice(1).forEach((entry, index) => expect(entry.oldValue).toEqual(changes[index]!.newValue));
        expect(changes[11]!.newValue).toEqual(final[field]);
      }
    });

    it('moves tasks into a project while others are created there, keys still apart and in order', async () => {
      const other = (await store('/projects/store', { name: 'Other' })).id;
      const moving = await Promise.all(Array.from({ length: 6 }, (_, index) => newTask({ title: `M${index}` })));
      const responses = await Promise.all([
        ...moving.map((task) => call('PUT', '/tasks/update', { id: task.id, project_id: other })),
        ...Array.from({ length: 6 }, (_, index) => call('POST', '/tasks/store', { project_id: other, title: `N${index}` })),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([...Array(6).fill(200), ...Array(6).fill(201)]);
      const positions = (await list(`?project_id=${other}&per_page=100`)).items.map(
        (item: { position: string }) => item.position,
      );
      expect(positions).toHaveLength(12);
      expect(new Set(positions).size).toBe(12);
    });

    it('checks again when a checked row vanishes before the write: 422, nothing written', async () => {
      const tag = await store('/tags/store', { name: 'Fleeting' });
      // The write stops before linking the tag (on a lock the test holds), after the checks found it;
      // the tag is deleted meanwhile, then the write goes on.
      await db().execute(sql`create function hold_tag_link() returns trigger language plpgsql as $$
        begin perform pg_advisory_xact_lock(4242); return new; end $$`);
      await db().execute(
        sql`create trigger hold_tag_link before insert on task_tags for each row execute function hold_tag_link()`,
      );
      const holder = await testApp.database.pool.connect();
      try {
        await holder.query('select pg_advisory_lock(4242)');
        const pending = call('POST', '/tasks/store', { project_id: project, title: 'Tagged', tag_ids: [tag.id] });
        await eventually(async () => {
          const { rows } = await holder.query(
            `select 1 from pg_locks where locktype = 'advisory' and objid = 4242 and not granted`,
          );
          expect(rows).toHaveLength(1);
        });
        await holder.query('delete from tags where id = $1', [tag.id]);
        await holder.query('select pg_advisory_unlock(4242)');
        const created = await pending;
        expect(created.statusCode).toBe(422);
        expect(created.json().errors).toEqual({ tag_ids: [TASK_MESSAGES.tagNotFound] });
        expect(await titles(`?project_id=${project}`)).toEqual([]);
      } finally {
        holder.release();
        await db().execute(sql`drop trigger hold_tag_link on task_tags`);
        await db().execute(sql`drop function hold_tag_link()`);
      }
    });

    it('lets only one of two same-named statuses in', async () => {
      const responses = await Promise.all([
        call('POST', '/status/store', { name: 'Review' }),
        call('POST', '/status/store', { name: 'review' }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    });
  });

  describe('10,000 tasks in one project', () => {
    let big: number;
    beforeEach(async () => {
      big = (await store('/projects/store', { name: 'Big' })).id;
      const keys = keysAfter(null, 10_000);
      for (let start = 0; start < keys.length; start += 1000) {
        await db()
          .insert(tasks)
          .values(
            keys.slice(start, start + 1000).map((position, offset) => ({
              workspaceId: 1,
              projectId: big,
              title: `Task ${start + offset + 1}`,
              statusId: (start + offset) % 3 === 0 ? status.completed! : status['to-do']!,
              position,
            })),
          );
      }
      await db().execute(sql`analyze tasks`);
    }, 60_000);

    it('pages through them in order with the total, filters and searches', async () => {
      const first = await list(`?project_id=${big}&per_page=500`);
      expect(first.total).toBe(10_000);
      expect(first.items).toHaveLength(500);
      expect(first.items[0].title).toBe('Task 1');
      expect(first.items[499].title).toBe('Task 500');

      const last = await list(`?project_id=${big}&per_page=500&page=20`);
      expect(last.items[499].title).toBe('Task 10000');
      expect(last.next_cursor).toBeNull();

      let cursor = first.next_cursor as string;
      let count = first.items.length;
      while (cursor) {
        const page = await list(`?project_id=${big}&per_page=500&cursor=${cursor}`);
        count += page.items.length;
        cursor = page.next_cursor;
      }
      expect(count).toBe(10_000);

      expect((await list(`?project_id=${big}&status_id=${status.completed}&per_page=1`)).total).toBe(3334);
      const search = await list(`?project_id=${big}&search=Task 9999`);
      expect(search.items.map((task: { title: string }) => task.title)).toEqual(['Task 9999']);

      const counts = (await call('GET', `/projects/${big}`)).json().data;
      expect(counts.task_count).toBe(10_000);
    }, 60_000);

    it('reads a page through the (project_id, position) index, not by sorting the project', async () => {
      const plan = await db().execute(
        sql`explain select * from ${tasks} where ${tasks.workspaceId} = 1 and ${tasks.projectId} = ${big} order by ${tasks.projectId}, ${tasks.position} limit 51`,
      );
      const text = (plan as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
      expect(text).toContain('tasks_project_id_position_unique');
      expect(text).not.toMatch(/\bSort\b/);
      expect(await db().$count(projects)).toBeGreaterThan(0);
    });
  });
});
