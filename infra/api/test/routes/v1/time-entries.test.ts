import {
  addDays,
  dayOf,
  DEFAULT_TIME_ENTRY_DESCRIPTION,
  startOfWeek,
  TIME_MESSAGES,
  trackedMs,
  weekday,
  type Role,
  type TimeEntry,
} from '@kanri/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { timeEntries } from '../../../src/db/schema.js';
import {
  addMember,
  createUser,
  createWorkspace,
  openSession,
  resetAccounts,
  seedRoleMembers,
  type SeededMember,
} from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, insertTask, insertTimeEntry, resetWork, setProjectBilling } from '../../helpers/work.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('time entries', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let admin: string;
  let studio: number;
  let outsider: string;
  let client: number;
  let clientTask: number;
  let internal: number;
  let internalTask: number;
  let studioTask: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    admin = members.admin.token;
    studio = await createWorkspace(db(), 'Studio');
    outsider = await openSession(
      db(),
      (await createUser(db(), { email: 'outsider@studio.test', role: 'admin', workspaceId: studio })).id,
    );
  });
  beforeEach(async () => {
    await resetWork(db());
    client = await insertProject(db(), { name: 'Client' });
    await setProjectBilling(db(), client, { billable: true, hourlyRateMinor: 10_000, currency: 'EUR' });
    clientTask = await insertTask(db(), { projectId: client, title: 'Design review' });
    internal = await insertProject(db(), { name: 'Internal' });
    await setProjectBilling(db(), internal, { billable: false });
    internalTask = await insertTask(db(), { projectId: internal, title: 'Planning' });
    const studioProject = await insertProject(db(), { workspaceId: studio, name: 'Studio work' });
    studioTask = await insertTask(db(), { workspaceId: studio, projectId: studioProject });
  });
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  const call = caller(
    () => testApp.app,
    () => admin,
  );
  const idOf = (role: Role) => members[role].user.id;
  const activeRows = (userId: number) =>
    db()
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.userId, userId), isNull(timeEntries.endedAt)));
  const iso = (ms: number) => new Date(ms).toISOString();
  /** An hour boundary some days ago, so typed-in entries are in the past. */
  const past = (days: number, hour = 9) => {
    const today = new Date();
    return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days, hour);
  };

  describe('the timer', () => {
    it('starts with General work for an empty description, no project: billable, no rate', async () => {
      const response = await call('POST', '/time-entries/start', { description: '   ' });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ error: false, message: TIME_MESSAGES.timerStarted });
      const entry: TimeEntry = response.json().data;
      expect(entry).toMatchObject({
        workspace_id: 1,
        user_id: idOf('admin'),
        user: { id: idOf('admin'), full_name: 'Test Admin', email: members.admin.email, photo_url: null },
        task_id: null,
        task_title: null,
        project_id: null,
        description: DEFAULT_TIME_ENTRY_DESCRIPTION,
        ended_at: null,
        is_active: true,
        is_paused: false,
        pauses: [],
        billable: true,
        hourly_rate_minor: null,
        currency: null,
        source: 'timer',
      });
      expect(Date.now() - Date.parse(entry.started_at)).toBeLessThan(10_000);
      expect(dataOf(await call('GET', '/time-entries/active'))).toMatchObject({ id: entry.id, is_active: true });
      expect(dataOf(await call('GET', '/time-entries/active', undefined, members.member.token))).toBeNull();
    });

    it("takes billable, rate and currency from the task's project at the start", async () => {
      const entry = dataOf(await call('POST', '/time-entries/start', { task_id: clientTask, description: 'Review' }), 201);
      expect(entry).toMatchObject({
        task_id: clientTask,
        task_title: 'Design review',
        project_id: client,
        project_name: 'Client',
        project_color: '#befca9',
        description: 'Review',
        billable: true,
        hourly_rate_minor: 10_000,
        currency: 'EUR',
      });

      await setProjectBilling(db(), client, { hourlyRateMinor: 20_000, currency: 'USD' });
      expect(dataOf(await call('GET', '/time-entries/active'))).toMatchObject({ hourly_rate_minor: 10_000, currency: 'EUR' });

      const internalEntry = dataOf(await call('POST', '/time-entries/start', { task_id: internalTask }), 201);
      expect(internalEntry).toMatchObject({ billable: false, hourly_rate_minor: null, currency: 'USD' });
      const forced = dataOf(await call('POST', '/time-entries/start', { task_id: internalTask, billable: true }), 201);
      expect(forced.billable).toBe(true);
    });

    it('stops the running timer when another starts: one active entry, the old one ending where the new starts', async () => {
      const first = dataOf(await call('POST', '/time-entries/start', { description: 'First' }), 201);
      const second = dataOf(await call('POST', '/time-entries/start', { description: 'Second' }), 201);

      const rows = await activeRows(idOf('admin'));
      expect(rows.map((row) => row.id)).toEqual([second.id]);
      const list = dataOf(await call('GET', '/time-entries'));
      const stopped = list.items.find((item: TimeEntry) => item.id === first.id);
      expect(stopped).toMatchObject({ is_active: false, ended_at: second.started_at });
    });

    it('refuses a task of another workspace (422) and leaves the running timer alone', async () => {
      const running = dataOf(await call('POST', '/time-entries/start', {}), 201);

      const response = await call('POST', '/time-entries/start', { task_id: studioTask });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: true,
        message: TIME_MESSAGES.taskNotFound,
        errors: { task_id: [TIME_MESSAGES.taskNotFound] },
      });
      expect(dataOf(await call('GET', '/time-entries/active')).id).toBe(running.id);
    });

    it('pauses, resumes and stops the caller’s timer, refusing what the state does not allow', async () => {
      expect(await call('POST', '/time-entries/pause')).toMatchObject({ statusCode: 404 });
      expect((await call('POST', '/time-entries/stop')).json()).toEqual({ error: true, message: TIME_MESSAGES.noActiveTimer });
      const started = dataOf(await call('POST', '/time-entries/start', { task_id: clientTask }), 201);

      const paused = await call('POST', '/time-entries/pause');
      expect(paused.json()).toMatchObject({ message: TIME_MESSAGES.timerPaused, data: { id: started.id, is_paused: true } });
      expect(paused.json().data.pauses).toEqual([{ started_at: expect.any(String), ended_at: null }]);
      expect((await call('POST', '/time-entries/pause')).json()).toEqual({ error: true, message: TIME_MESSAGES.alreadyPaused });
      expect((await call('POST', '/time-entries/pause')).statusCode).toBe(409);

      const resumed = dataOf(await call('POST', '/time-entries/resume'));
      expect(resumed).toMatchObject({ is_paused: false, is_active: true });
      // The pause is closed (or gone, had it lasted no millisecond).
      expect(resumed.pauses.every((pause: { ended_at: string | null }) => pause.ended_at !== null)).toBe(true);
      const notPaused = await call('POST', '/time-entries/resume');
      expect(notPaused.statusCode).toBe(409);
      expect(notPaused.json().message).toBe(TIME_MESSAGES.notPaused);

      const stopped = await call('POST', '/time-entries/stop');
      expect(stopped.json()).toMatchObject({ message: TIME_MESSAGES.timerStopped, data: { is_active: false, is_paused: false } });
      expect(stopped.json().data.ended_at).not.toBeNull();
      expect((await call('POST', '/time-entries/stop')).statusCode).toBe(404);
      expect((await call('POST', '/time-entries/resume')).statusCode).toBe(404);
      // Another member's timer is theirs alone.
      dataOf(await call('POST', '/time-entries/start', {}, members.member.token), 201);
      expect((await call('POST', '/time-entries/pause')).statusCode).toBe(404);
    });

    it('leaves paused time out; stopping a paused timer ends it where the pause began', async () => {
      const start = Date.now() - 3 * HOUR;
      const id = await insertTimeEntry(db(), {
        userId: idOf('admin'),
        start,
        pauses: [
          [start + HOUR, start + HOUR + 15 * MINUTE],
          [start + 2 * HOUR, null],
        ],
      });
      const active = dataOf(await call('GET', '/time-entries/active'));
      expect(active).toMatchObject({ id, is_paused: true, duration_ms: 2 * HOUR - 15 * MINUTE });
      expect(active.pauses).toEqual([
        { started_at: iso(start + HOUR), ended_at: iso(start + HOUR + 15 * MINUTE) },
        { started_at: iso(start + 2 * HOUR), ended_at: null },
      ]);

      const stopped = dataOf(await call('POST', '/time-entries/stop'));
      expect(stopped).toMatchObject({
        ended_at: iso(start + 2 * HOUR),
        is_active: false,
        is_paused: false,
        duration_ms: 2 * HOUR - 15 * MINUTE,
        pauses: [{ started_at: iso(start + HOUR), ended_at: iso(start + HOUR + 15 * MINUTE) }],
      });
      expect(trackedMs(stopped, Date.now())).toBe(stopped.duration_ms);
    });

    it('resumes an open pause at the moment of the call, so the paused stretch stays out', async () => {
      const start = Date.now() - HOUR;
      await insertTimeEntry(db(), { userId: idOf('admin'), start, pauses: [[start + 30 * MINUTE, null]] });

      const resumed = dataOf(await call('POST', '/time-entries/resume'));

      expect(resumed.pauses).toHaveLength(1);
      const pauseEnd = Date.parse(resumed.pauses[0].ended_at);
      expect(Date.now() - pauseEnd).toBeLessThan(10_000);
      expect(resumed.duration_ms).toBeGreaterThanOrEqual(30 * MINUTE);
      expect(resumed.duration_ms).toBeLessThan(30 * MINUTE + 10_000);
    });

    it('leaves exactly one active entry after concurrent starts by one user, and no request fails', async () => {
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, index) => call('POST', '/time-entries/start', { description: `Start ${index}` })),
      );

      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
      const active = await activeRows(idOf('admin'));
      expect(active).toHaveLength(1);
      const all = await db()
        .select()
        .from(timeEntries)
        .where(eq(timeEntries.userId, idOf('admin')));
      expect(all).toHaveLength(6);
      // Each stopped one ends where the next began: no two overlap.
      const sorted = all.sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime() || a.id - b.id);
      for (let index = 0; index + 1 < sorted.length; index += 1) {
        expect(sorted[index]!.endedAt!.getTime()).toBeLessThanOrEqual(sorted[index + 1]!.startedAt.getTime());
      }
      expect(sorted[sorted.length - 1]!.id).toBe(active[0]!.id);
    });

    it('refuses a second active entry in the database itself (the partial unique index)', async () => {
      const insert = `insert into time_entries (workspace_id, user_id, description, started_at, source) values (1, $1, 'x', now(), 'timer')`;
      const [first, second] = [await testApp.database.pool.connect(), await testApp.database.pool.connect()];
      try {
        await first.query('begin');
        await second.query('begin');
        await first.query(insert, [idOf('developer')]);
        const waiting = second.query(insert, [idOf('developer')]).then(
          () => undefined,
          (error: { code?: string; constraint?: string }) => error,
        );
        await first.query('commit');
        expect(await waiting).toMatchObject({ code: '23505', constraint: 'time_entries_one_active_unique' });
        await second.query('rollback');
      } finally {
        first.release();
        second.release();
      }
      expect(await activeRows(idOf('developer'))).toHaveLength(1);
    });

    it('keeps one timer per user and workspace: the same user may run one in another workspace', async () => {
      const other = await createUser(db(), { email: 'both@workspace-1.test', role: 'member' });
      await addMember(db(), other.id, studio, 'member');
      const token = await openSession(db(), other.id);

      dataOf(await call('POST', '/time-entries/start', {}, token, 1), 201);
      dataOf(await call('POST', '/time-entries/start', { task_id: studioTask }, token, studio), 201);

      expect(await activeRows(other.id)).toHaveLength(2);
    });
  });

  describe('POST /time-entries/store', () => {
    const store = (payload: object, token = admin) => call('POST', '/time-entries/store', payload, token);

    it('adds a manual entry from start and end, or start and duration', async () => {
      const response = await store({
        started_at: iso(past(2)),
        ended_at: iso(past(2, 11)),
        task_id: clientTask,
        description: ' Call ',
      });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        message: TIME_MESSAGES.entryCreated,
        data: {
          started_at: iso(past(2)),
          ended_at: iso(past(2, 11)),
          duration_ms: 2 * HOUR,
          description: 'Call',
          source: 'manual',
          is_active: false,
          billable: true,
          hourly_rate_minor: 10_000,
          currency: 'EUR',
          project_id: client,
        },
      });
      const byDuration = dataOf(await store({ started_at: iso(past(3)), duration_ms: 90 * MINUTE, billable: false }), 201);
      expect(byDuration).toMatchObject({
        ended_at: iso(past(3) + 90 * MINUTE),
        duration_ms: 90 * MINUTE,
        description: DEFAULT_TIME_ENTRY_DESCRIPTION,
        billable: false,
        task_id: null,
      });
    });

    it('keeps instants to the millisecond and takes any offset', async () => {
      const entry = dataOf(await store({ started_at: '2026-03-04T10:00:00.123456+01:00', duration_ms: 1000 }), 201);
      expect(entry).toMatchObject({ started_at: '2026-03-04T09:00:00.123Z', ended_at: '2026-03-04T09:00:01.123Z' });
    });

    it.each([
      [
        'an end before the start',
        { started_at: iso(past(1, 10)), ended_at: iso(past(1, 9)) },
        'ended_at',
        TIME_MESSAGES.endBeforeStart,
      ],
      [
        'an end at the start',
        { started_at: iso(past(1, 10)), ended_at: iso(past(1, 10)) },
        'ended_at',
        TIME_MESSAGES.endBeforeStart,
      ],
      ['more than 24 hours', { started_at: iso(past(3)), ended_at: iso(past(2) + 1) }, 'ended_at', TIME_MESSAGES.tooLong],
      [
        'an end in the future',
        { started_at: iso(Date.now() - HOUR), ended_at: iso(Date.now() + HOUR) },
        'ended_at',
        TIME_MESSAGES.inFuture,
      ],
      [
        'a duration reaching the future',
        { started_at: iso(Date.now() - HOUR), duration_ms: 2 * HOUR },
        'duration_ms',
        TIME_MESSAGES.inFuture,
      ],
      ['neither end nor duration', { started_at: iso(past(1)) }, 'ended_at', TIME_MESSAGES.endOrDuration],
      [
        'a duration over 24 hours',
        { started_at: iso(past(3)), duration_ms: 24 * HOUR + 1 },
        'duration_ms',
        TIME_MESSAGES.tooLong,
      ],
      ['no start', { duration_ms: 1000 }, 'started_at', TIME_MESSAGES.instantInvalid],
      [
        'a start without offset',
        { started_at: '2026-03-04T10:00:00', duration_ms: 1000 },
        'started_at',
        TIME_MESSAGES.instantInvalid,
      ],
      [
        'a task of another workspace',
        { started_at: iso(past(1)), duration_ms: HOUR, task_id: 999_999 },
        'task_id',
        TIME_MESSAGES.taskNotFound,
      ],
    ])('refuses %s (422 on the field)', async (_case, payload, field, message) => {
      const response = await store(payload);

      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
      expect(await db().$count(timeEntries)).toBe(0);
    });

    it('refuses a task of another workspace by id, and 24 hours exactly is fine', async () => {
      expect((await store({ started_at: iso(past(1)), duration_ms: HOUR, task_id: studioTask })).json().errors).toEqual({
        task_id: [TIME_MESSAGES.taskNotFound],
      });
      expect((await store({ started_at: iso(past(3)), duration_ms: 24 * HOUR })).statusCode).toBe(201);
    });

    it("refuses an overlap with any other of the caller's entries, the running one up to now included", async () => {
      await insertTimeEntry(db(), { userId: idOf('admin'), start: past(2, 9), end: past(2, 10) });
      const timerStart = Date.now() - HOUR;
      await insertTimeEntry(db(), { userId: idOf('admin'), start: timerStart });
      // Someone else's entries do not count.
      await insertTimeEntry(db(), { userId: idOf('member'), start: past(2, 10), end: past(2, 12) });

      const overlapping = await store({ started_at: iso(past(2, 8)), ended_at: iso(past(2, 9) + 1) });
      expect(overlapping.statusCode).toBe(422);
      expect(overlapping.json().errors).toEqual({ started_at: [TIME_MESSAGES.overlap] });
      const inside = await store({ started_at: iso(past(2, 9) + MINUTE), duration_ms: MINUTE });
      expect(inside.json().errors).toEqual({ started_at: [TIME_MESSAGES.overlap] });
      const withTimer = await store({ started_at: iso(Date.now() - 30 * MINUTE), duration_ms: MINUTE });
      expect(withTimer.json().errors).toEqual({ started_at: [TIME_MESSAGES.overlap] });
      const longBefore = await store({ started_at: iso(timerStart - 2 * HOUR), ended_at: iso(timerStart + 1) });
      expect(longBefore.json().errors).toEqual({ started_at: [TIME_MESSAGES.overlap] });

      // Touching is not overlapping.
      expect((await store({ started_at: iso(past(2, 8)), ended_at: iso(past(2, 9)) })).statusCode).toBe(201);
      expect((await store({ started_at: iso(past(2, 10)), ended_at: iso(past(2, 11)) })).statusCode).toBe(201);
      expect((await store({ started_at: iso(timerStart - HOUR), ended_at: iso(timerStart) })).statusCode).toBe(201);
    });

    it('sees an entry of more than a day that reaches into the new one', async () => {
      // A timer left running over a weekend, stopped later: 60 hours.
      await insertTimeEntry(db(), { userId: idOf('admin'), start: past(6), end: past(6) + 60 * HOUR, source: 'timer' });

      const response = await store({ started_at: iso(past(4)), duration_ms: HOUR });

      expect(response.json().errors).toEqual({ started_at: [TIME_MESSAGES.overlap] });
    });
  });

  describe('PUT /time-entries/update', () => {
    const update = (payload: object, token = admin) => call('PUT', '/time-entries/update', payload, token);

    it("changes the caller's entry: description (blank: General work), task, billable, times", async () => {
      const id = await insertTimeEntry(db(), {
        userId: idOf('admin'),
        start: past(2, 9),
        end: past(2, 10),
        description: 'Notes',
      });

      const response = await update({ id, description: '  ', task_id: clientTask, billable: false });
      expect(response.json()).toMatchObject({
        message: TIME_MESSAGES.entryUpdated,
        data: {
          id,
          description: DEFAULT_TIME_ENTRY_DESCRIPTION,
          task_id: clientTask,
          billable: false,
          hourly_rate_minor: 10_000,
          currency: 'EUR',
        },
      });

      const moved = dataOf(await update({ id, started_at: iso(past(2, 8)) }));
      expect(moved).toMatchObject({ started_at: iso(past(2, 8)), ended_at: iso(past(2, 10)), duration_ms: 2 * HOUR });
      const resized = dataOf(await update({ id, duration_ms: 30 * MINUTE }));
      expect(resized).toMatchObject({
        started_at: iso(past(2, 8)),
        ended_at: iso(past(2, 8) + 30 * MINUTE),
        duration_ms: 30 * MINUTE,
      });
      const ended = dataOf(await update({ id, ended_at: iso(past(2, 12)) }));
      expect(ended).toMatchObject({ ended_at: iso(past(2, 12)), duration_ms: 4 * HOUR });

      const cleared = dataOf(await update({ id, task_id: null }));
      expect(cleared).toMatchObject({ task_id: null, project_id: null, hourly_rate_minor: null, currency: null });
    });

    it('keeps the pauses inside a new span; a new duration drops them', async () => {
      const start = past(2, 9);
      const id = await insertTimeEntry(db(), {
        userId: idOf('admin'),
        start,
        end: start + 3 * HOUR,
        pauses: [
          [start + HOUR, start + HOUR + 30 * MINUTE],
          [start + 2 * HOUR, start + 2 * HOUR + 30 * MINUTE],
        ],
        source: 'timer',
      });

      const shorter = dataOf(await update({ id, ended_at: iso(start + 2 * HOUR + 15 * MINUTE) }));
      expect(shorter.pauses).toEqual([
        { started_at: iso(start + HOUR), ended_at: iso(start + HOUR + 30 * MINUTE) },
        { started_at: iso(start + 2 * HOUR), ended_at: iso(start + 2 * HOUR + 15 * MINUTE) },
      ]);
      expect(shorter.duration_ms).toBe(90 * MINUTE);

      const exact = dataOf(await update({ id, duration_ms: HOUR }));
      expect(exact).toMatchObject({ pauses: [], duration_ms: HOUR, ended_at: iso(start + HOUR), source: 'timer' });
    });

    it('changes only description, task and billable of a running timer', async () => {
      const running = dataOf(await call('POST', '/time-entries/start', {}), 201);

      const renamed = dataOf(await update({ id: running.id, description: 'Deep work', task_id: internalTask, billable: true }));
      expect(renamed).toMatchObject({ description: 'Deep work', task_id: internalTask, billable: true, is_active: true });

      // Its times sent back as they are change nothing.
      expect((await update({ id: running.id, started_at: running.started_at, description: 'Deeper' })).statusCode).toBe(200);
      const refused = await update({ id: running.id, started_at: iso(Date.now() - HOUR), duration_ms: 1000 });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        started_at: [TIME_MESSAGES.activeTimesLocked],
        duration_ms: [TIME_MESSAGES.activeTimesLocked],
      });
    });

    it('lets a timer of more than a day be renamed with its times sent back', async () => {
      const id = await insertTimeEntry(db(), {
        userId: idOf('admin'),
        start: past(5),
        end: past(5) + 30 * HOUR,
        source: 'timer',
      });

      const renamed = await update({
        id,
        description: 'Forgot to stop',
        started_at: iso(past(5)),
        ended_at: iso(past(5) + 30 * HOUR),
      });

      expect(renamed.json().data).toMatchObject({ description: 'Forgot to stop', duration_ms: 30 * HOUR });
      expect((await update({ id, ended_at: iso(past(5) + 29 * HOUR) })).json().errors).toEqual({
        ended_at: [TIME_MESSAGES.tooLong],
      });
    });

    it('applies the rules of typed-in entries to new times', async () => {
      const id = await insertTimeEntry(db(), { userId: idOf('admin'), start: past(2, 9), end: past(2, 10) });
      await insertTimeEntry(db(), { userId: idOf('admin'), start: past(2, 11), end: past(2, 12) });

      const recent = await insertTimeEntry(db(), { userId: idOf('admin'), start: Date.now() - 2 * HOUR, end: Date.now() - HOUR });
      const errorsOf = async (payload: object) => (await update(payload)).json().errors;

      expect(await errorsOf({ id, ended_at: iso(past(2, 11) + 1) })).toEqual({ started_at: [TIME_MESSAGES.overlap] });
      expect(await errorsOf({ id, ended_at: iso(past(2, 8)) })).toEqual({ ended_at: [TIME_MESSAGES.endBeforeStart] });
      expect(await errorsOf({ id, started_at: iso(past(2, 10)) })).toEqual({ started_at: [TIME_MESSAGES.endBeforeStart] });
      expect(await errorsOf({ id, started_at: iso(past(4)) })).toEqual({ started_at: [TIME_MESSAGES.tooLong] });
      expect(await errorsOf({ id, duration_ms: 24 * HOUR + 1 })).toEqual({ duration_ms: [TIME_MESSAGES.tooLong] });
      expect(await errorsOf({ id: recent, ended_at: iso(Date.now() + HOUR) })).toEqual({ ended_at: [TIME_MESSAGES.inFuture] });
      expect(await errorsOf({ id: recent, duration_ms: 3 * HOUR })).toEqual({ duration_ms: [TIME_MESSAGES.inFuture] });
      // Its own old span is no obstacle.
      expect(dataOf(await update({ id, started_at: iso(past(2, 9) + 30 * MINUTE), ended_at: iso(past(2, 11)) }))).toMatchObject({
        duration_ms: 90 * MINUTE,
      });
    });

    it("answers 404 for someone else's entry or another workspace's, and 422 for a task of another workspace", async () => {
      const mine = await insertTimeEntry(db(), { userId: idOf('admin'), start: past(2, 9), end: past(2, 10) });
      const theirs = await insertTimeEntry(db(), { userId: idOf('member'), start: past(2, 9), end: past(2, 10) });

      expect((await update({ id: theirs, description: 'Mine now' })).json()).toEqual({
        error: true,
        message: TIME_MESSAGES.entryNotFound,
      });
      expect((await update({ id: mine, description: 'x' }, members.manager.token)).statusCode).toBe(404);
      expect((await update({ id: mine, description: 'x' }, outsider)).statusCode).toBe(404);
      expect((await call('PUT', '/time-entries/update', { id: mine, description: 'x' }, admin, studio)).statusCode).toBe(403);
      expect((await update({ id: mine, task_id: studioTask })).json().errors).toEqual({ task_id: [TIME_MESSAGES.taskNotFound] });
      expect((await update({ id: 999_999, description: 'x' })).statusCode).toBe(404);
    });
  });

  describe('DELETE /time-entries/destroy/{id}', () => {
    it("deletes the caller's entry, the running one too; someone else's is a 404", async () => {
      const mine = await insertTimeEntry(db(), { userId: idOf('member'), start: past(2, 9), end: past(2, 10) });
      const running = dataOf(await call('POST', '/time-entries/start', {}, members.member.token), 201);

      expect((await call('DELETE', `/time-entries/destroy/${mine}`, undefined, members.admin.token)).json()).toEqual({
        error: true,
        message: TIME_MESSAGES.entryNotFound,
      });
      expect((await call('DELETE', `/time-entries/destroy/${mine}`, undefined, outsider)).statusCode).toBe(404);
      expect((await call('DELETE', `/time-entries/destroy/${mine}`, undefined, members.member.token)).json()).toEqual({
        error: false,
        message: TIME_MESSAGES.entryDeleted,
        data: { id: mine },
      });
      expect((await call('DELETE', `/time-entries/destroy/${mine}`, undefined, members.member.token)).statusCode).toBe(404);
      expect(dataOf(await call('DELETE', `/time-entries/destroy/${running.id}`, undefined, members.member.token))).toEqual({
        id: running.id,
      });
      expect(dataOf(await call('GET', '/time-entries/active', undefined, members.member.token))).toBeNull();
    });
  });

  describe('tracked time of tasks', () => {
    it('sums every entry on the task, pauses left out, running ones up to the reply; kept when the task goes', async () => {
      const start = past(2, 9);
      await insertTimeEntry(db(), { userId: idOf('admin'), taskId: clientTask, start, end: start + HOUR });
      await insertTimeEntry(db(), {
        userId: idOf('member'),
        taskId: clientTask,
        start,
        end: start + 2 * HOUR,
        pauses: [[start + HOUR, start + HOUR + 20 * MINUTE]],
      });
      await insertTimeEntry(db(), { userId: idOf('manager'), taskId: clientTask, start: Date.now() - 10 * MINUTE });

      const task = dataOf(await call('GET', `/tasks/${clientTask}`));
      expect(task.tracked_ms).toBeGreaterThanOrEqual(HOUR + 100 * MINUTE + 10 * MINUTE);
      expect(task.tracked_ms).toBeLessThan(HOUR + 100 * MINUTE + 11 * MINUTE);
      const page = dataOf(await call('GET', `/tasks?project_id=${client}`));
      expect(page.items[0].tracked_ms).toBeGreaterThanOrEqual(task.tracked_ms);
      expect(dataOf(await call('GET', `/tasks/${internalTask}`)).tracked_ms).toBe(0);

      expect((await call('DELETE', '/tasks/destroy', { id: clientTask })).statusCode).toBe(200);
      const kept = await db()
        .select()
        .from(timeEntries)
        .where(eq(timeEntries.userId, idOf('admin')));
      expect(kept).toMatchObject([{ taskId: null }]);
      expect(dataOf(await call('GET', '/time-entries')).items[0]).toMatchObject({ task_id: null, duration_ms: HOUR });
    });
  });

  describe('GET /time-entries', () => {
    const list = async (query = '', token = admin) => call('GET', `/time-entries${query}`, undefined, token);
    const ids = (page: { items: TimeEntry[] }) => page.items.map((item) => item.id);
    let first: number;
    let second: number;
    let third: number;
    let theirs: number;
    beforeEach(async () => {
      first = await insertTimeEntry(db(), { userId: idOf('admin'), taskId: clientTask, start: past(3, 9), end: past(3, 10) });
      second = await insertTimeEntry(db(), {
        userId: idOf('admin'),
        taskId: internalTask,
        start: past(2, 9),
        end: past(2, 10),
        billable: false,
      });
      third = await insertTimeEntry(db(), { userId: idOf('admin'), start: past(1, 9), end: past(1, 11) });
      theirs = await insertTimeEntry(db(), { userId: idOf('member'), start: past(1, 9), end: past(1, 10) });
    });

    it("lists the caller's own entries newest first, with the totals", async () => {
      const response = await list();

      expect(response.json()).toMatchObject({ error: false, message: TIME_MESSAGES.entriesRetrieved });
      const page = response.json().data;
      expect(ids(page)).toEqual([third, second, first]);
      expect(page).toMatchObject({ total: 3, total_ms: 4 * HOUR, per_page: 50, next_cursor: null });
    });

    it('filters by task, project and billable', async () => {
      expect(ids(dataOf(await list(`?task_id=${clientTask}`)))).toEqual([first]);
      expect(ids(dataOf(await list(`?project_id=${internal}`)))).toEqual([second]);
      expect(dataOf(await list('?billable=false'))).toMatchObject({ total: 1, total_ms: HOUR });
      expect(ids(dataOf(await list('?billable=true')))).toEqual([third, first]);
      const unknown = await list(`?task_id=${studioTask}&project_id=999999`);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toEqual({
        task_id: [TIME_MESSAGES.taskNotFound],
        project_id: [TIME_MESSAGES.projectNotFound],
      });
    });

    it("shows everyone's or another member's entries to admins and managers only", async () => {
      // Same start: the later id first.
      const everyone = dataOf(await list('?user_id=all', members.manager.token));
      expect(ids(everyone)).toEqual([theirs, third, second, first]);
      expect(everyone.total).toBe(4);
      expect(ids(dataOf(await list(`?user_id=${idOf('member')}`)))).toEqual([theirs]);
      expect(ids(dataOf(await list(`?user_id=${idOf('member')}`, members.member.token)))).toEqual([theirs]);

      for (const role of ['developer', 'designer', 'member'] as const) {
        const refused = await list('?user_id=all', members[role].token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: true, message: TIME_MESSAGES.onlyOwnEntries });
        expect((await list(`?user_id=${idOf('admin')}`, members[role].token)).statusCode).toBe(403);
      }
      const nobody = await list('?user_id=999999');
      expect(nobody.statusCode).toBe(422);
      expect(nobody.json().errors).toEqual({ user_id: [TIME_MESSAGES.userNotFound] });
      // Another workspace's entries never show: the studio admin sees their own workspace only.
      expect(dataOf(await list('?user_id=all', outsider)).total).toBe(0);
    });

    it('takes a period in a time zone; total_ms counts the tracked time inside it', async () => {
      const day = iso(past(5)).slice(0, 10);
      // 23:00 to 01:00 UTC across midnight into `day`.
      await insertTimeEntry(db(), { userId: idOf('admin'), start: past(6, 23), end: past(5, 1) });
      const utc = dataOf(await list(`?period=custom&from=${day}&to=${day}`));
      expect(utc).toMatchObject({ total: 1, total_ms: HOUR });
      // In Tokyo (UTC+9) all of it lies on `day`, 08:00 to 10:00; none on the day before.
      expect(dataOf(await list(`?period=custom&from=${day}&to=${day}&time_zone=Asia/Tokyo`))).toMatchObject({
        total: 1,
        total_ms: 2 * HOUR,
      });
      const previous = iso(past(6)).slice(0, 10);
      expect(dataOf(await list(`?period=custom&from=${previous}&to=${previous}&time_zone=Asia/Tokyo`)).total).toBe(0);

      await insertTimeEntry(db(), { userId: idOf('admin'), start: Date.now() - 2 * MINUTE, end: Date.now() - MINUTE });
      expect(dataOf(await list('?period=today')).total).toBeGreaterThanOrEqual(1);
      expect(dataOf(await list('?period=month')).total).toBeGreaterThanOrEqual(1);
      expect(dataOf(await list('?period=week')).total).toBeGreaterThanOrEqual(1);
    });

    it('refuses a bad period, time zone or cursor (422)', async () => {
      expect((await list('?period=custom&from=2026-03-01')).json().errors).toEqual({ to: [TIME_MESSAGES.rangeRequired] });
      expect((await list('?period=custom&from=2026-03-02&to=2026-03-01')).json().errors).toEqual({
        to: [TIME_MESSAGES.rangeInvalid],
      });
      expect((await list('?time_zone=Mars/Olympus')).json().errors).toEqual({ time_zone: [TIME_MESSAGES.timeZoneInvalid] });
      expect((await list('?cursor=nonsense')).json().errors).toEqual({ cursor: [TIME_MESSAGES.cursorInvalid] });
    });

    it('pages by cursor, newest first, ties broken by id', async () => {
      const same = past(4, 9);
      const tied = [
        await insertTimeEntry(db(), { userId: idOf('admin'), start: same, end: same + MINUTE }),
        await insertTimeEntry(db(), { userId: idOf('admin'), start: same, end: same + 2 * MINUTE, description: 'Tied' }),
      ];
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: { items: TimeEntry[]; total: number; next_cursor: string | null } = dataOf(
          await list(`?per_page=2${cursor ? `&cursor=${cursor}` : ''}`),
        );
        expect(page.total).toBe(5);
        seen.push(...ids(page));
        cursor = page.next_cursor;
        pages += 1;
      } while (cursor && pages < 10);

      expect(pages).toBe(3);
      expect(seen).toEqual([third, second, first, tied[1], tied[0]]);
    });
  });

  describe('GET /time-entries/report', () => {
    const report = async (query: string, token = admin) => call('GET', `/time-entries/report${query}`, undefined, token);

    it('splits entries across midnight by their share, leaves pauses out, and lists every day', async () => {
      const day = past(5, 0);
      // 22:00 to 02:00 with a pause 23:30 to 00:30: 1h30 on each day.
      await insertTimeEntry(db(), {
        userId: idOf('admin'),
        start: day + 22 * HOUR,
        end: day + 26 * HOUR,
        pauses: [[day + 23.5 * HOUR, day + 24.5 * HOUR]],
        source: 'timer',
      });
      await insertTimeEntry(db(), { userId: idOf('admin'), start: day + 9 * HOUR, end: day + 10 * HOUR, billable: false });
      const [before, on, after] = [-1, 0, 1].map((offset) => iso(day + offset * 24 * HOUR).slice(0, 10));

      const response = await report(`?period=custom&from=${before}&to=${after}`);

      expect(response.json()).toMatchObject({ error: false, message: TIME_MESSAGES.reportRetrieved });
      const data = response.json().data;
      expect(data).toMatchObject({
        from: before,
        to: after,
        time_zone: 'UTC',
        duration_ms: 4 * HOUR,
        billable_ms: 3 * HOUR,
        entries: 2,
      });
      expect(data.by_day).toEqual([
        { date: before, duration_ms: 0, billable_ms: 0 },
        { date: on, duration_ms: 2.5 * HOUR, billable_ms: 1.5 * HOUR },
        { date: after, duration_ms: 1.5 * HOUR, billable_ms: 1.5 * HOUR },
      ]);
      // Only the period's share counts.
      const single = dataOf(await report(`?period=custom&from=${after}&to=${after}`));
      expect(single).toMatchObject({ duration_ms: 1.5 * HOUR, entries: 1, by_day: [{ date: after, duration_ms: 1.5 * HOUR }] });
    });

    it('starts the week on Sunday, or on Monday with week_start (the workspace setting)', async () => {
      const today = dayOf(Date.now(), 'UTC');
      const sunday = dataOf(await report('?period=week'));
      expect(sunday).toMatchObject({ from: startOfWeek(today, 0), to: addDays(startOfWeek(today, 0), 6) });
      expect(weekday(sunday.from)).toBe(0);
      const monday = dataOf(await report('?period=week&week_start=monday'));
      expect(monday).toMatchObject({ from: startOfWeek(today, 1), to: addDays(startOfWeek(today, 1), 6) });
      expect(weekday(monday.from)).toBe(1);
      expect(monday.by_day).toHaveLength(7);
      expect((await report('?period=week&week_start=friday')).statusCode).toBe(422);
    });

    it('counts a DST day in its time zone (Europe/Paris, 2026-03-29: 23 hours)', async () => {
      // 22:00 CET on the 28th to 04:00 CEST on the 29th: 2 hours, then 3.
      await insertTimeEntry(db(), { userId: idOf('admin'), start: '2026-03-28T21:00:00Z', end: '2026-03-29T02:00:00Z' });
      // The member tracks the whole of the 29th, local midnight to midnight.
      await insertTimeEntry(db(), { userId: idOf('member'), start: '2026-03-28T23:00:00Z', end: '2026-03-29T22:00:00Z' });
      const query = '?period=custom&from=2026-03-28&to=2026-03-30&time_zone=Europe/Paris';

      expect(dataOf(await report(query)).by_day).toEqual([
        { date: '2026-03-28', duration_ms: 2 * HOUR, billable_ms: 2 * HOUR },
        { date: '2026-03-29', duration_ms: 3 * HOUR, billable_ms: 3 * HOUR },
        { date: '2026-03-30', duration_ms: 0, billable_ms: 0 },
      ]);
      const wholeDay = dataOf(await report(`${query}&user_id=${idOf('member')}`));
      expect(wholeDay.by_day.map((day: { duration_ms: number }) => day.duration_ms)).toEqual([0, 23 * HOUR, 0]);
      expect(wholeDay.time_zone).toBe('Europe/Paris');
      // The same in UTC: 1 hour on the 28th, 22 on the 29th.
      const utc = dataOf(await report(`?period=custom&from=2026-03-28&to=2026-03-29&user_id=${idOf('member')}`));
      expect(utc.by_day.map((day: { duration_ms: number }) => day.duration_ms)).toEqual([HOUR, 22 * HOUR]);
    });

    it('groups by project, member and task (a task, or a description without task), longest first, with amounts per currency', async () => {
      const day = past(3, 0);
      const at = (hour: number) => day + hour * HOUR;
      const rate = { hourlyRateMinor: 10_000, currency: 'EUR' };
      await insertTimeEntry(db(), { userId: idOf('admin'), taskId: clientTask, start: at(9), end: at(10.5), ...rate });
      await insertTimeEntry(db(), {
        userId: idOf('admin'),
        taskId: internalTask,
        start: at(11),
        end: at(12),
        billable: false,
        ...rate,
      });
      await insertTimeEntry(db(), { userId: idOf('admin'), description: 'Meeting', start: at(13), end: at(13.5) });
      await insertTimeEntry(db(), {
        userId: idOf('member'),
        taskId: clientTask,
        start: at(9),
        end: at(10) + 1000,
        hourlyRateMinor: 9_999,
        currency: 'EUR',
      });
      await insertTimeEntry(db(), {
        userId: idOf('member'),
        description: 'Meeting',
        start: at(14),
        end: at(16),
        hourlyRateMinor: 5_000,
        currency: 'USD',
      });
      const date = iso(day).slice(0, 10);

      const data = dataOf(await report(`?period=custom&from=${date}&to=${date}&user_id=all`));

      // 15,000 + 9,999 × 3,601 / 3,600 (10,001.78) = 25,001.78 EUR cents; 10,000 USD cents.
      expect(data).toMatchObject({
        duration_ms: 6 * HOUR + 1000,
        billable_ms: 5 * HOUR + 1000,
        amounts: [
          { currency: 'EUR', amount_minor: 25_002 },
          { currency: 'USD', amount_minor: 10_000 },
        ],
        entries: 5,
      });
      expect(data.by_project).toEqual(
        [
          {
            project_id: null,
            name: null,
            color: null,
            duration_ms: 2.5 * HOUR,
            billable_ms: 2.5 * HOUR,
            amounts: [{ currency: 'USD', amount_minor: 10_000 }],
            entries: 2,
          },
          {
            project_id: client,
            name: 'Client',
            color: '#befca9',
            duration_ms: 2.5 * HOUR + 1000,
            billable_ms: 2.5 * HOUR + 1000,
            amounts: [{ currency: 'EUR', amount_minor: 25_002 }],
            entries: 2,
          },
          {
            project_id: internal,
            name: 'Internal',
            color: '#befca9',
            duration_ms: HOUR,
            billable_ms: 0,
            amounts: [],
            entries: 1,
          },
        ].sort((a, b) => b.duration_ms - a.duration_ms),
      );
      expect(data.by_member).toEqual([
        {
          user: { id: idOf('member'), full_name: 'Test Member', email: members.member.email, photo_url: null },
          duration_ms: 3 * HOUR + 1000,
          billable_ms: 3 * HOUR + 1000,
          amounts: [
            { currency: 'EUR', amount_minor: 10_002 },
            { currency: 'USD', amount_minor: 10_000 },
          ],
          entries: 2,
        },
        {
          user: { id: idOf('admin'), full_name: 'Test Admin', email: members.admin.email, photo_url: null },
          duration_ms: 3 * HOUR,
          billable_ms: 2 * HOUR,
          amounts: [{ currency: 'EUR', amount_minor: 15_000 }],
          entries: 3,
        },
      ]);
      expect(data.by_task).toEqual([
        {
          task_id: clientTask,
          title: 'Design review',
          description: null,
          project_id: client,
          duration_ms: 2.5 * HOUR + 1000,
          billable_ms: 2.5 * HOUR + 1000,
          amounts: [{ currency: 'EUR', amount_minor: 25_002 }],
          entries: 2,
        },
        {
          task_id: null,
          title: null,
          description: 'Meeting',
          project_id: null,
          duration_ms: 2.5 * HOUR,
          billable_ms: 2.5 * HOUR,
          amounts: [{ currency: 'USD', amount_minor: 10_000 }],
          entries: 2,
        },
        {
          task_id: internalTask,
          title: 'Planning',
          description: null,
          project_id: internal,
          duration_ms: HOUR,
          billable_ms: 0,
          amounts: [],
          entries: 1,
        },
      ]);
    });

    it('covers this week by default (Sunday to Saturday), running timers up to now', async () => {
      await insertTimeEntry(db(), { userId: idOf('admin'), start: Date.now() - 10 * MINUTE });

      const data = dataOf(await report(''));

      expect(data.by_day).toHaveLength(7);
      expect(new Date(`${data.from}T00:00:00Z`).getUTCDay()).toBe(0);
      expect(data.duration_ms).toBeGreaterThanOrEqual(10 * MINUTE);
      expect(data).toMatchObject({ entries: 1, by_member: [{ user: { id: idOf('admin') } }] });
    });

    it('answers an empty period with zeros, and keeps members to their own entries', async () => {
      const data = dataOf(await report('?period=custom&from=2026-01-01&to=2026-01-02'));
      expect(data).toEqual({
        from: '2026-01-01',
        to: '2026-01-02',
        time_zone: 'UTC',
        duration_ms: 0,
        billable_ms: 0,
        amounts: [],
        entries: 0,
        by_day: [
          { date: '2026-01-01', duration_ms: 0, billable_ms: 0 },
          { date: '2026-01-02', duration_ms: 0, billable_ms: 0 },
        ],
        by_project: [],
        by_member: [],
        by_task: [],
      });
      expect((await report('?user_id=all', members.member.token)).json()).toEqual({
        error: true,
        message: TIME_MESSAGES.onlyOwnEntries,
      });
    });
  });

  describe('GET /time-entries/export', () => {
    it('answers CSV (RFC 4180, CRLF) in the time zone: local start date and times, duration, hours, names', async () => {
      await insertTimeEntry(db(), {
        userId: idOf('admin'),
        taskId: clientTask,
        description: 'Call, "urgent"\nfollow-up',
        start: '2026-03-10T08:00:00Z',
        end: '2026-03-10T08:30:05Z',
      });
      await insertTimeEntry(db(), {
        userId: idOf('admin'),
        description: '=SUM(A1)',
        start: '2026-03-10T22:30:00Z',
        end: '2026-03-11T00:15:00Z',
        billable: false,
      });
      await insertTimeEntry(db(), { userId: idOf('member'), start: '2026-03-10T12:00:00Z', end: '2026-03-10T13:00:00Z' });

      const response = await call(
        'GET',
        '/time-entries/export?period=custom&from=2026-03-10&to=2026-03-11&time_zone=Europe/Paris',
      );

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="time-entries-2026-03-10-to-2026-03-11.csv"');
      expect(response.body).toBe(
        [
          'Date,Start,End,Duration,Hours,User,Project,Task,Description,Billable',
          '2026-03-10,09:00:00,09:30:05,30m 5s,0.50,Test Admin,Client,Design review,"Call, ""urgent""\nfollow-up",Yes',
          "2026-03-10,23:30:00,2026-03-11 01:15:00,1h 45m 0s,1.75,Test Admin,,,'=SUM(A1),No",
          '',
        ].join('\r\n'),
      );

      const everyone = await call(
        'GET',
        '/time-entries/export?period=custom&from=2026-03-10&to=2026-03-10&user_id=all',
        undefined,
        members.manager.token,
      );
      // In UTC, the 10th holds the admin's entries (the second one from 22:30) and the member's.
      expect(
        everyone.body
          .split('\r\n')
          .slice(1, -1)
          .map((line) => line.split(',')[5]),
      ).toEqual(['Test Admin', 'Test Member', 'Test Admin']);
    });

    it('covers this week by default; a running timer has no end yet', async () => {
      await insertTimeEntry(db(), { userId: idOf('admin'), start: Date.now() - 5 * MINUTE, description: 'Now' });

      const response = await call('GET', '/time-entries/export');

      const [header, row] = response.body.split('\r\n');
      expect(header).toBe('Date,Start,End,Duration,Hours,User,Project,Task,Description,Billable');
      expect(row!.split(',')).toEqual([
        expect.any(String),
        expect.any(String),
        '',
        expect.stringMatching(/^5m \d+s$/),
        '0.08',
        'Test Admin',
        '',
        '',
        'Now',
        'Yes',
      ]);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="time-entries-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
    });

    it("refuses a member everyone's entries (403 in the JSON envelope)", async () => {
      const response = await call('GET', '/time-entries/export?user_id=all', undefined, members.designer.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: true, message: TIME_MESSAGES.onlyOwnEntries });
    });
  });

  describe('PUT /time-entries/timesheet', () => {
    const cell = (payload: object, token = admin) =>
      call('PUT', '/time-entries/timesheet', { time_zone: 'Europe/Paris', ...payload }, token);
    const date = '2026-03-10';
    // 2026-03-10 in Paris is UTC+1: local 09:00 is 08:00Z.
    const local = (hour: number) => Date.parse('2026-03-09T23:00:00Z') + hour * HOUR;
    const spans = (entries: TimeEntry[]) => entries.map((entry) => [entry.started_at, entry.ended_at, entry.source]);

    it('adds a manual entry from 9:00 for more time, then more in the next free stretch', async () => {
      const response = await cell({ date, task_id: clientTask, duration_ms: 2 * HOUR });

      expect(response.json()).toMatchObject({
        error: false,
        message: TIME_MESSAGES.timesheetUpdated,
        data: { duration_ms: 2 * HOUR },
      });
      const entries: TimeEntry[] = response.json().data.entries;
      expect(spans(entries)).toEqual([[iso(local(9)), iso(local(11)), 'manual']]);
      expect(entries[0]).toMatchObject({
        task_id: clientTask,
        description: DEFAULT_TIME_ENTRY_DESCRIPTION,
        billable: true,
        hourly_rate_minor: 10_000,
      });

      // Someone else's time and the caller's other rows are in the way.
      await insertTimeEntry(db(), { userId: idOf('admin'), description: 'Lunch talk', start: local(12), end: local(13) });
      await insertTimeEntry(db(), { userId: idOf('member'), start: local(11), end: local(18) });
      const more = dataOf(await cell({ date, task_id: clientTask, duration_ms: 5 * HOUR }));
      expect(spans(more.entries)).toEqual([
        [iso(local(9)), iso(local(11)), 'manual'],
        [iso(local(13)), iso(local(16)), 'manual'],
      ]);
      expect(more.duration_ms).toBe(5 * HOUR);
    });

    it('shortens and removes the row’s manual entries, latest first, and never changes timer entries', async () => {
      await insertTimeEntry(db(), { userId: idOf('admin'), taskId: clientTask, start: local(9), end: local(11) });
      await insertTimeEntry(db(), { userId: idOf('admin'), taskId: clientTask, start: local(11), end: local(12) });
      await insertTimeEntry(db(), { userId: idOf('admin'), taskId: clientTask, start: local(13), end: local(15) });
      const timer = await insertTimeEntry(db(), {
        userId: idOf('admin'),
        taskId: clientTask,
        start: local(16),
        end: local(17),
        source: 'timer',
      });

      const shorter = dataOf(await cell({ date, task_id: clientTask, duration_ms: 2.5 * HOUR }));
      expect(spans(shorter.entries)).toEqual([
        [iso(local(9)), iso(local(10.5)), 'manual'],
        [iso(local(16)), iso(local(17)), 'timer'],
      ]);
      expect(shorter.duration_ms).toBe(2.5 * HOUR);

      const refused = await cell({ date, task_id: clientTask, duration_ms: 30 * MINUTE });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ duration_ms: [TIME_MESSAGES.timesheetTimersKept] });
      const timerOnly = dataOf(await cell({ date, task_id: clientTask, duration_ms: HOUR }));
      expect(spans(timerOnly.entries)).toEqual([[iso(local(16)), iso(local(17)), 'timer']]);
      expect((await db().select().from(timeEntries).where(eq(timeEntries.id, timer)))[0]).toMatchObject({
        startedAt: new Date(local(16)),
        endedAt: new Date(local(17)),
      });
    });

    it('keeps rows apart: a description without task (General work when blank) is its own row', async () => {
      await insertTimeEntry(db(), { userId: idOf('admin'), description: 'Meetings', start: local(9), end: local(10) });
      await insertTimeEntry(db(), {
        userId: idOf('admin'),
        taskId: clientTask,
        description: 'Meetings',
        start: local(10),
        end: local(11),
      });

      const meetings = dataOf(await cell({ date, task_id: null, description: 'Meetings', duration_ms: 0 }));
      expect(meetings).toEqual({ entries: [], duration_ms: 0 });
      const general = dataOf(await cell({ date, task_id: null, description: ' ', duration_ms: 30 * MINUTE }));
      expect(general.entries).toMatchObject([
        { description: DEFAULT_TIME_ENTRY_DESCRIPTION, task_id: null, started_at: iso(local(9)) },
      ]);
      expect(dataOf(await call('GET', `/time-entries?task_id=${clientTask}`)).total).toBe(1);
    });

    it("cuts only this day's part of an entry crossing midnight", async () => {
      // 23:00 on the 9th to 01:00 on the 10th, Paris time.
      await insertTimeEntry(db(), { userId: idOf('admin'), description: 'Night', start: local(-1), end: local(1) });

      const cleared = dataOf(await cell({ date, task_id: null, description: 'Night', duration_ms: 0 }));

      expect(cleared).toEqual({ entries: [], duration_ms: 0 });
      const [kept] = dataOf(await call('GET', '/time-entries')).items;
      expect(kept).toMatchObject({ started_at: iso(local(-1)), ended_at: iso(local(0)), duration_ms: HOUR });
    });

    it('refuses more time than the day has free (dayFull), a day in the future, and a task of another workspace', async () => {
      await insertTimeEntry(db(), { userId: idOf('admin'), start: local(1), end: local(23) });

      const full = await cell({ date, task_id: clientTask, duration_ms: 3 * HOUR });
      expect(full.statusCode).toBe(422);
      expect(full.json().errors).toEqual({ duration_ms: [TIME_MESSAGES.dayFull] });
      // Free: 00:00 to 01:00 and 23:00 to 24:00; the stretch after 9:00 comes first.
      expect(dataOf(await cell({ date, task_id: clientTask, duration_ms: HOUR })).entries).toMatchObject([
        { started_at: iso(local(23)), ended_at: iso(local(24)) },
      ]);
      expect(dataOf(await cell({ date, task_id: clientTask, duration_ms: 2 * HOUR })).entries).toMatchObject([
        { started_at: iso(local(0)), ended_at: iso(local(1)) },
        { started_at: iso(local(23)), ended_at: iso(local(24)) },
      ]);

      const tomorrow = iso(Date.now() + 24 * HOUR).slice(0, 10);
      expect((await cell({ date: tomorrow, task_id: clientTask, duration_ms: HOUR })).json().errors).toEqual({
        duration_ms: [TIME_MESSAGES.dayFull],
      });
      expect((await cell({ date, task_id: studioTask, duration_ms: HOUR })).json().errors).toEqual({
        task_id: [TIME_MESSAGES.taskNotFound],
      });
      expect((await cell({ date, task_id: clientTask, duration_ms: -1 })).json().errors).toEqual({
        duration_ms: [TIME_MESSAGES.durationInvalid],
      });
    });
  });
});
