import { COLUMN_WIDTHS, LAYOUT_MESSAGES, type Role } from '@kanri/contracts';
import { createWorkspace, resetAccounts, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { caller } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, resetWork } from '../../helpers/work.js';

const DEFAULT_ORDER = ['name', 'assignee', 'due_date', 'priority', 'status', 'time_tracked', 'progress'];
const DEFAULT_WIDTHS = { name: 300, assignee: 160, due_date: 120, priority: 100, status: 120, time_tracked: 150, progress: 150 };

describe('task-list layouts', () => {
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
  const layout = async (token = admin) => (await call('GET', `/projects/${project}/layout`, undefined, token)).json().data;
  const save = (payload: object, token = admin) => call('PUT', `/projects/${project}/layout`, payload, token);

  it('starts with the spec §9 columns and widths', async () => {
    const response = await call('GET', `/projects/${project}/layout`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      error: false,
      message: LAYOUT_MESSAGES.layoutRetrieved,
      data: { project_id: project, column_order: DEFAULT_ORDER, column_widths: DEFAULT_WIDTHS },
    });
    expect(Object.fromEntries(Object.entries(COLUMN_WIDTHS).map(([key, limit]) => [key, limit.default]))).toEqual(DEFAULT_WIDTHS);
  });

  it('saves the order and widths, clamping widths to each column’s limits', async () => {
    const response = await save({
      column_order: ['status', 'name'],
      column_widths: { name: 900, assignee: 10, due_date: 150.4, priority: 149, progress: 250 },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      error: false,
      message: LAYOUT_MESSAGES.layoutSaved,
      data: {
        project_id: project,
        column_order: ['status', 'name', 'assignee', 'due_date', 'priority', 'time_tracked', 'progress'],
        column_widths: { ...DEFAULT_WIDTHS, name: 500, assignee: 120, due_date: 150, priority: 149, progress: 250 },
      },
    });
    expect(await layout()).toEqual(response.json().data);

    // A later save changes only what it sends.
    const next = (await save({ column_widths: { status: 100 } })).json().data;
    expect(next.column_order[0]).toBe('status');
    expect(next.column_widths).toMatchObject({ name: 500, status: 100 });
  });

  it('keeps one layout per user', async () => {
    await save({ column_order: ['progress'] });
    expect((await layout(members.member.token)).column_order).toEqual(DEFAULT_ORDER);
    await save({ column_widths: { name: 250 } }, members.member.token);
    expect((await layout()).column_widths.name).toBe(300);
    expect((await layout(members.member.token)).column_widths.name).toBe(250);
  });

  it('adds custom field columns (width 150 or the field’s), and drops them when the field goes', async () => {
    const budget = (await call('POST', '/custom-fields/store', { project_id: project, name: 'Budget', type: 'money' })).json()
      .data;
    const wide = (
      await call('POST', '/custom-fields/store', { project_id: project, name: 'Notes', type: 'text', width: 400 })
    ).json().data;
    const budgetKey = `custom:${budget.id}`;
    const wideKey = `custom:${wide.id}`;

    const initial = await layout();
    expect(initial.column_order).toEqual([...DEFAULT_ORDER, budgetKey, wideKey]);
    expect(initial.column_widths).toMatchObject({ [budgetKey]: 150, [wideKey]: 400 });

    const saved = (await save({ column_order: [budgetKey, 'name'], column_widths: { [budgetKey]: 2000 } })).json().data;
    expect(saved.column_order.slice(0, 2)).toEqual([budgetKey, 'name']);
    expect(saved.column_widths[budgetKey]).toBe(600);

    await call('DELETE', '/custom-fields/destroy', { id: budget.id });
    const after = await layout();
    expect(after.column_order).toEqual([
      'name',
      'assignee',
      'due_date',
      'priority',
      'status',
      'time_tracked',
      'progress',
      wideKey,
    ]);
    expect(after.column_widths[budgetKey]).toBeUndefined();
  });

  it('refuses unknown columns and repeated ones with 422, saving nothing', async () => {
    const unknown = await save({ column_order: ['name', 'custom:999999'], column_widths: { bogus: 100 } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      column_order: [LAYOUT_MESSAGES.unknownColumn('custom:999999')],
      'column_widths.bogus': [LAYOUT_MESSAGES.unknownColumn('bogus')],
    });
    const repeated = await save({ column_order: ['name', 'name'] });
    expect(repeated.json().errors).toEqual({ column_order: [LAYOUT_MESSAGES.columnsDistinct] });
    const notNumber = await save({ column_widths: { name: 'wide' } });
    expect(Object.keys(notNumber.json().errors)).toEqual(['column_widths.name']);
    expect(await layout()).toEqual({ project_id: project, column_order: DEFAULT_ORDER, column_widths: DEFAULT_WIDTHS });
  });

  it('answers 404 for a project of another workspace or unknown', async () => {
    const studio = await createWorkspace(db(), 'Studio');
    const foreign = await insertProject(db(), { workspaceId: studio });
    for (const id of [foreign, 999_999]) {
      expect((await call('GET', `/projects/${id}/layout`)).statusCode).toBe(404);
      expect((await call('PUT', `/projects/${id}/layout`, { column_order: ['name'] })).statusCode).toBe(404);
    }
  });
});
