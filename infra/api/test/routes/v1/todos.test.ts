import {
  addDays,
  COLLAB_DEFAULT_PER_PAGE,
  COMMON_MESSAGES,
  dayOf,
  TIME_MESSAGES,
  TODO_MESSAGES,
  TODO_TITLE_MAX_LENGTH,
  type Role,
  type Todo,
  type TodoPriority,
  type TodoStatus,
} from '@kanri/contracts';
import { eq, sql } from 'drizzle-orm';
import { todos } from '../../../src/db/schema.js';
import {
  addMember,
  authHeaders,
  createUser,
  createWorkspace,
  openSession,
  resetAccounts,
  seedRoleMembers,
  type SeededMember,
} from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { roundTripCounter } from '../../helpers/round-trips.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const DAY = 86_400_000;

describe('todos', () => {
  let testApp: TestApp;
  let counter: ReturnType<typeof roundTripCounter>;
  let members: Record<Role, SeededMember>;
  let studio: number;
  let outsider: { id: number; token: string };

  beforeAll(async () => {
    testApp = await startTestApp({ beforeReady: (app, database) => (counter = roundTripCounter(app, database.pool)) });
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    studio = await createWorkspace(db(), 'Studio');
    const outsiderUser = await createUser(db(), { email: 'outsider@studio.test', role: 'member', workspaceId: studio });
    outsider = { id: outsiderUser.id, token: await openSession(db(), outsiderUser.id) };
  });
  beforeEach(() => db().delete(todos));
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  /** The member of workspace 1 is the owner in these tests. */
  const call = caller(
    () => testApp.app,
    () => members.member.token,
  );
  const owner = () => members.member.user.id;
  const store = async (body: object) => dataOf(await call('POST', '/todos/store', body), 201) as Todo;
  const list = async (query = '', token?: string, workspaceId?: number) =>
    dataOf(await call('GET', `/todos${query}`, undefined, token, workspaceId));
  const titles = (page: { items: Todo[] }) => page.items.map((todo) => todo.title);
  const rowCount = async () => (await db().select({ id: todos.id }).from(todos)).length;

  interface TodoSeed {
    title: string;
    description?: string;
    status?: TodoStatus;
    priority?: TodoPriority;
    dueDate?: string | null;
    /** Milliseconds ago (created and updated then, unless `updatedAgo`). */
    createdAgo?: number;
    updatedAgo?: number;
    userId?: number;
    workspaceId?: number;
  }
  /** Todos written straight to the database, with the times a test needs. */
  async function insertTodos(...seeds: TodoSeed[]): Promise<number[]> {
    const now = Date.now();
    const rows = await db()
      .insert(todos)
      .values(
        seeds.map((seed) => ({
          workspaceId: seed.workspaceId ?? 1,
          userId: seed.userId ?? owner(),
          title: seed.title,
          description: seed.description ?? '',
          status: seed.status ?? 'pending',
          priority: seed.priority ?? 'medium',
          dueDate: seed.dueDate ?? null,
          createdAt: new Date(now - (seed.createdAgo ?? 0)),
          updatedAt: new Date(now - (seed.updatedAgo ?? seed.createdAgo ?? 0)),
        })),
      )
      .returning({ id: todos.id });
    return rows.map((row) => row.id);
  }

  describe('POST /todos/store', () => {
    it('adds a todo of the caller: medium, pending, no description or due date by default', async () => {
      const response = await call('POST', '/todos/store', { title: '  Write the report  ' });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ error: false, message: TODO_MESSAGES.created });
      const todo: Todo = response.json().data;
      expect(todo).toEqual({
        id: expect.any(Number),
        title: 'Write the report',
        description: '',
        status: 'pending',
        priority: 'medium',
        due_date: null,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        updated_at: todo.created_at,
      });
      expect(Date.now() - Date.parse(todo.created_at)).toBeLessThan(60_000);
      const [row] = await db().select().from(todos).where(eq(todos.id, todo.id));
      expect(row).toMatchObject({ workspaceId: 1, userId: owner() });
    });

    it('keeps every field sent; a new todo may be in progress or completed', async () => {
      const todo = await store({
        title: 'Ship it',
        description: '  Line one\nLine two  ',
        priority: 'urgent',
        status: 'in_progress',
        due_date: '2026-02-28',
      });
      expect(todo).toMatchObject({
        title: 'Ship it',
        description: 'Line one\nLine two',
        priority: 'urgent',
        status: 'in_progress',
        due_date: '2026-02-28',
      });
      expect((await store({ title: 'Done already', status: 'completed', due_date: null })).status).toBe('completed');
    });

    it.each([
      ['no title', {}, { title: [TODO_MESSAGES.required] }],
      ['a blank title', { title: '   ' }, { title: [TODO_MESSAGES.required] }],
      ['a title that is not text', { title: 42 }, { title: [TODO_MESSAGES.required] }],
      ['a title too long', { title: 'x'.repeat(TODO_TITLE_MAX_LENGTH + 1) }, { title: [TODO_MESSAGES.titleTooLong] }],
      [
        'a description too long',
        { title: 'A', description: 'x'.repeat(5001) },
        { description: [TODO_MESSAGES.descriptionTooLong] },
      ],
      ['a cancelled status', { title: 'A', status: 'cancelled' }, { status: [TODO_MESSAGES.createCancelled] }],
      ['an unknown priority', { title: 'A', priority: 'critical' }, { priority: [TODO_MESSAGES.priorityInvalid] }],
      ['a day that does not exist', { title: 'A', due_date: '2025-02-30' }, { due_date: [COMMON_MESSAGES.dateInvalid] }],
      ['a date with a time', { title: 'A', due_date: '2025-02-03T10:00:00Z' }, { due_date: [COMMON_MESSAGES.dateInvalid] }],
    ])('refuses %s (422 with the field’s message) and writes nothing', async (_case, body, errors) => {
      const response = await call('POST', '/todos/store', body);

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: true, message: 'The given data was invalid.', errors });
      expect(await rowCount()).toBe(0);
    });
  });

  describe('POST /todos/update', () => {
    it('changes what is sent, keeps the rest and moves updated_at', async () => {
      const [id] = await insertTodos({
        title: 'Draft',
        description: 'Old',
        priority: 'low',
        dueDate: '2026-01-10',
        createdAgo: 2 * DAY,
      });
      const before = (await list()).items[0] as Todo;

      const response = await call('POST', '/todos/update', { id, title: ' Final ', status: 'in_progress' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ error: false, message: TODO_MESSAGES.updated });
      const todo: Todo = response.json().data;
      expect(todo).toEqual({
        ...before,
        title: 'Final',
        status: 'in_progress',
        updated_at: expect.any(String),
      });
      expect(Date.parse(todo.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));

      const cleared = dataOf(await call('POST', '/todos/update', { id, due_date: null, description: '', priority: 'high' }));
      expect(cleared).toMatchObject({ due_date: null, description: '', priority: 'high', title: 'Final' });
    });

    it('toggles between completed and pending, and may cancel', async () => {
      const todo = await store({ title: 'Toggle' });
      expect(dataOf(await call('POST', '/todos/update', { id: todo.id, status: 'completed' })).status).toBe('completed');
      expect(dataOf(await call('POST', '/todos/update', { id: todo.id, status: 'pending' })).status).toBe('pending');
      expect(dataOf(await call('POST', '/todos/update', { id: todo.id, status: 'cancelled' })).status).toBe('cancelled');
    });

    it.each([
      ['a blank title', { title: ' ' }, { title: [TODO_MESSAGES.required] }],
      ['an unknown status', { status: 'done' }, { status: [TODO_MESSAGES.statusInvalid] }],
      ['an unknown priority', { priority: 'none' }, { priority: [TODO_MESSAGES.priorityInvalid] }],
      ['a day that does not exist', { due_date: '2026-13-01' }, { due_date: [COMMON_MESSAGES.dateInvalid] }],
      ['a description too long', { description: 'x'.repeat(5001) }, { description: [TODO_MESSAGES.descriptionTooLong] }],
    ])('refuses %s and leaves the todo as it was', async (_case, changes, errors) => {
      const todo = await store({ title: 'Keep me', description: 'As is' });

      const response = await call('POST', '/todos/update', { id: todo.id, ...changes });

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
      expect((await list()).items).toEqual([todo]);
    });

    it('refuses a missing or malformed id (422) and an unknown one (404)', async () => {
      expect((await call('POST', '/todos/update', { title: 'A' })).json().errors).toEqual({ id: [COMMON_MESSAGES.idInvalid] });
      expect((await call('POST', '/todos/update', { id: 0, title: 'A' })).statusCode).toBe(422);
      expect((await call('POST', '/todos/update', { id: 2_147_483_647, title: 'A' })).json()).toEqual({
        error: true,
        message: TODO_MESSAGES.notFound,
      });
    });
  });

  describe('DELETE /todos/destroy/{id}', () => {
    it('deletes the caller’s todo and answers its id; a second time it is not found', async () => {
      const todo = await store({ title: 'Gone soon' });

      const response = await call('DELETE', `/todos/destroy/${todo.id}`);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: false, message: TODO_MESSAGES.deleted, data: { id: todo.id } });
      expect(await rowCount()).toBe(0);
      const again = await call('DELETE', `/todos/destroy/${todo.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: true, message: TODO_MESSAGES.notFound });
    });

    it('refuses an id that is not a positive integer (422)', async () => {
      const response = await call('DELETE', '/todos/destroy/abc');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ id: [COMMON_MESSAGES.idInvalid] });
    });
  });

  describe('GET /todos', () => {
    it('lists open todos first by due date (none last) then newest, then completed and cancelled, last updated first', async () => {
      await insertTodos(
        { title: 'Open, no date, old', createdAgo: 5 * DAY },
        { title: 'Open, no date, new', status: 'in_progress', createdAgo: DAY },
        { title: 'Open, due later', dueDate: '2030-05-01', createdAgo: 3 * DAY },
        { title: 'Open, due soon', dueDate: '2030-01-01', createdAgo: 4 * DAY },
        { title: 'Open, due soon, newer', dueDate: '2030-01-01', createdAgo: 2 * DAY },
        { title: 'Done, updated long ago', status: 'completed', dueDate: '2020-01-01', createdAgo: DAY, updatedAgo: 9 * DAY },
        { title: 'Cancelled, updated lately', status: 'cancelled', createdAgo: 9 * DAY, updatedAgo: DAY },
        { title: 'Done, updated now', status: 'completed', createdAgo: 8 * DAY, updatedAgo: 0 },
      );

      const page = await list();

      expect(titles(page)).toEqual([
        'Open, due soon, newer',
        'Open, due soon',
        'Open, due later',
        'Open, no date, new',
        'Open, no date, old',
        'Done, updated now',
        'Cancelled, updated lately',
        'Done, updated long ago',
      ]);
      expect(page).toMatchObject({ total: 8, page: 1, per_page: COLLAB_DEFAULT_PER_PAGE });
    });

    it('filters by status, overdue and priority, and searches title and description (case-insensitive, % and _ as text)', async () => {
      await insertTodos(
        { title: 'Budget review', priority: 'high', dueDate: '2000-01-01' },
        { title: 'Call the bank', description: 'About the BUDGET', status: 'in_progress', priority: 'high' },
        { title: 'Plan 100% done', status: 'completed' },
        { title: 'file_name fix', priority: 'low', status: 'cancelled' },
        { title: 'filename cleanup', priority: 'low' },
      );

      expect(titles(await list('?search=budget'))).toEqual(['Budget review', 'Call the bank']);
      expect(titles(await list('?search=100%25'))).toEqual(['Plan 100% done']);
      expect(titles(await list('?search=%25'))).toEqual(['Plan 100% done']);
      expect(titles(await list('?search=file_'))).toEqual(['file_name fix']);
      expect(titles(await list('?search=%20%20'))).toHaveLength(5);
      expect(titles(await list('?status=in_progress'))).toEqual(['Call the bank']);
      expect(titles(await list('?status=cancelled'))).toEqual(['file_name fix']);
      expect(titles(await list('?status=overdue'))).toEqual(['Budget review']);
      expect(titles(await list('?priority=low'))).toEqual(['filename cleanup', 'file_name fix']);
      const filtered = await list('?priority=high&search=bank');
      expect(titles(filtered)).toEqual(['Call the bank']);
      // `total` is the filter's; the counts are over all the caller's todos.
      expect(filtered).toMatchObject({
        total: 1,
        counts: { total: 5, pending: 2, in_progress: 1, completed: 1, overdue: 1 },
      });
    });

    it('pages by per_page (50 by default), the total over every page', async () => {
      await insertTodos(...Array.from({ length: 55 }, (_, index) => ({ title: `Todo ${index}`, createdAgo: index * 1000 })));

      const first = await list();
      expect(first.items).toHaveLength(50);
      expect(first).toMatchObject({ total: 55, page: 1, per_page: 50 });
      expect(first.items[0].title).toBe('Todo 0');

      const third = await list('?per_page=20&page=3');
      expect(titles(third)).toEqual(Array.from({ length: 15 }, (_, index) => `Todo ${40 + index}`));
      expect(third).toMatchObject({ total: 55, page: 3, per_page: 20 });

      const beyond = await list('?per_page=20&page=9');
      expect(beyond).toMatchObject({ items: [], total: 55, page: 9, counts: { total: 55, pending: 55 } });
    });

    it('answers an empty list with zero counts and today', async () => {
      expect(await list()).toEqual({
        items: [],
        total: 0,
        page: 1,
        per_page: COLLAB_DEFAULT_PER_PAGE,
        counts: { total: 0, pending: 0, in_progress: 0, completed: 0, overdue: 0 },
        today: dayOf(Date.now(), 'UTC'),
      });
    });

    it.each([
      // The contract's union of a status and `overdue` answers zod's own text.
      ['status=overdue-ish', { status: [expect.any(String)] }],
      ['priority=critical', { priority: [TODO_MESSAGES.priorityInvalid] }],
      ['time_zone=Mars/Olympus', { time_zone: [TIME_MESSAGES.timeZoneInvalid] }],
      ['per_page=101', { per_page: [expect.any(String)] }],
      ['page=0', { page: [expect.any(String)] }],
    ])('refuses %s (422)', async (query, errors) => {
      const response = await call('GET', `/todos?${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    });
  });

  describe('counts and overdue', () => {
    it('counts overdue: due before today, neither completed nor cancelled; due today is not overdue', async () => {
      const today = dayOf(Date.now(), 'UTC');
      await insertTodos(
        { title: 'Late', dueDate: addDays(today, -1) },
        { title: 'Late, in progress', status: 'in_progress', dueDate: addDays(today, -30) },
        { title: 'Late but done', status: 'completed', dueDate: addDays(today, -1) },
        { title: 'Late but cancelled', status: 'cancelled', dueDate: addDays(today, -1) },
        { title: 'Due today', dueDate: today },
        { title: 'Due tomorrow', dueDate: addDays(today, 1) },
        { title: 'No date' },
      );

      const page = await list();

      expect(page.today).toBe(today);
      expect(page.counts).toEqual({ total: 7, pending: 4, in_progress: 1, completed: 1, overdue: 2 });
      expect(titles(await list('?status=overdue'))).toEqual(['Late, in progress', 'Late']);
    });

    it('measures today in time_zone: due "yesterday" in Pacific/Kiritimati (UTC+14) is overdue there', async () => {
      const now = Date.now();
      const kiritimatiToday = dayOf(now, 'Pacific/Kiritimati');
      const utcToday = dayOf(now, 'UTC');
      await insertTodos({ title: 'Kiritimati yesterday', dueDate: addDays(kiritimatiToday, -1) });

      const there = await list('?time_zone=Pacific/Kiritimati');
      expect(there).toMatchObject({ today: kiritimatiToday, counts: { overdue: 1 } });
      expect(titles(await list('?time_zone=Pacific/Kiritimati&status=overdue'))).toEqual(['Kiritimati yesterday']);

      // In UTC that day is yesterday too from 10:00 UTC on (Kiritimati is a day ahead then) — today before.
      const inUtc = await list();
      expect(inUtc.today).toBe(utcToday);
      expect(inUtc.counts.overdue).toBe(addDays(kiritimatiToday, -1) < utcToday ? 1 : 0);
    });

    it('around midnight: the same due date is overdue in Kiritimati and due today in Pago Pago (25 hours apart)', async () => {
      // Pacific/Pago_Pago is UTC-11: its today is always one or two days before Kiritimati's.
      const pagoPagoToday = dayOf(Date.now(), 'Pacific/Pago_Pago');
      await insertTodos({ title: 'Due today in Pago Pago', dueDate: pagoPagoToday });

      expect((await list('?time_zone=Pacific/Kiritimati')).counts.overdue).toBe(1);
      const pagoPago = await list('?time_zone=Pacific/Pago_Pago');
      expect(pagoPago).toMatchObject({ today: pagoPagoToday, counts: { overdue: 0 } });
    });
  });

  describe('privacy', () => {
    const others = [
      ['another member of the workspace', () => members.developer.token, undefined],
      ['an admin of the workspace', () => members.admin.token, undefined],
      ['a member of another workspace', () => outsider.token, () => studio],
    ] as const;

    it.each(others)('%s gets a 404 for the todo and does not see it', async (_who, token, workspace) => {
      const todo = await store({ title: 'Private', due_date: '2000-01-01' });
      const as = (method: 'POST' | 'DELETE', url: string, body?: object) => call(method, url, body, token(), workspace?.());

      const update = await as('POST', '/todos/update', { id: todo.id, title: 'Mine now' });
      expect(update.statusCode).toBe(404);
      expect(update.json()).toEqual({ error: true, message: TODO_MESSAGES.notFound });
      const destroy = await as('DELETE', `/todos/destroy/${todo.id}`);
      expect(destroy.statusCode).toBe(404);
      expect(destroy.json()).toEqual({ error: true, message: TODO_MESSAGES.notFound });
      const theirs = await list('', token(), workspace?.());
      expect(theirs).toMatchObject({ items: [], total: 0, counts: { total: 0, overdue: 0 } });

      expect((await list()).items).toEqual([todo]);
    });

    it('keeps a user’s todos of one workspace out of another workspace of theirs', async () => {
      await addMember(db(), owner(), studio, 'member');
      const todo = await store({ title: 'Team Space only' });

      expect((await list('', undefined, studio)).items).toEqual([]);
      expect((await call('POST', '/todos/update', { id: todo.id, title: 'Moved?' }, undefined, studio)).statusCode).toBe(404);
      expect((await call('DELETE', `/todos/destroy/${todo.id}`, undefined, undefined, studio)).statusCode).toBe(404);
      const own = await store({ title: 'Studio only' });
      await db().execute(sql`update ${todos} set workspace_id = ${studio} where id = ${own.id}`);
      expect(titles(await list('', undefined, studio))).toEqual(['Studio only']);
      expect(titles(await list())).toEqual(['Team Space only']);
    });
  });

  describe('SQL round trips', () => {
    const queriesOf = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
      const { result, queries } = await counter.queriesOf(() =>
        testApp.app.inject({
          method,
          url: `/api/v1${url}`,
          headers: authHeaders(members.member.token),
          ...(payload && { payload }),
        }),
      );
      expect(result.statusCode).toBeLessThan(300);
      return queries;
    };

    it('reads in one statement and writes in one (plus the session’s)', async () => {
      await insertTodos({ title: 'One', dueDate: '2000-01-01' }, { title: 'Two', status: 'completed' });
      // The first request of a session refreshes its last use: not what is measured.
      await list();

      expect(await queriesOf('GET', '/todos?search=o&status=overdue&time_zone=Europe/Paris')).toHaveLength(2);
      const created = await queriesOf('POST', '/todos/store', { title: 'Three' });
      expect(created).toHaveLength(2);
      const [id] = await insertTodos({ title: 'Four' });
      expect(await queriesOf('POST', '/todos/update', { id, status: 'completed' })).toHaveLength(2);
      expect(await queriesOf('DELETE', `/todos/destroy/${id}`)).toHaveLength(2);
    });
  });
});
