import { VALIDATION_FAILED_MESSAGE, type Role } from '@kanri/contracts';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PAGE_SIZE,
  type NotificationKind,
  type NotificationPage,
  type NotificationType,
} from '@kanri/contracts/hr';
import { asc, eq, sql } from 'drizzle-orm';
import { notifications, users } from '../../../src/db/schema.js';
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
import { roundTripCounter } from '../../helpers/round-trips.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** `YYYY-MM-DD` of an instant in a time zone. */
const dateIn = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** The instant the current day starts in a time zone (to the minute; no zone here changes offset at midnight). */
function startOfTodayIn(timeZone: string): number {
  let at = Date.now();
  const today = dateIn(timeZone, new Date(at));
  at -= at % MINUTE;
  while (dateIn(timeZone, new Date(at - MINUTE)) === today) at -= MINUTE;
  return at;
}

describe('notifications', () => {
  let testApp: TestApp;
  let counter: ReturnType<typeof roundTripCounter>;
  let members: Record<Role, SeededMember>;
  let studio: number;

  beforeAll(async () => {
    testApp = await startTestApp({ beforeReady: (app, database) => (counter = roundTripCounter(app, database.pool)) });
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    await db().update(users).set({ firstName: 'Ada', lastName: 'Lovelace' }).where(eq(users.id, members.admin.user.id));
    studio = await createWorkspace(db(), 'Studio');
    await addMember(db(), members.member.user.id, studio, 'member');
    const stranger = await createUser(db(), { email: 'admin@studio.test', role: 'admin', workspaceId: studio });
    await openSession(db(), stranger.id);
  });
  beforeEach(() => db().execute(sql`truncate notifications, notification_preferences restart identity cascade`));
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  /** The member of workspace 1 calls, unless told otherwise. */
  const call = caller(
    () => testApp.app,
    () => members.member.token,
  );
  const idOf = (role: Role) => members[role].user.id;
  const list = async (query = '', role: Role = 'member', workspaceId?: number) =>
    dataOf(await call('GET', `/notifications${query}`, undefined, members[role].token, workspaceId)) as NotificationPage;

  interface Seed {
    userId?: number;
    workspaceId?: number;
    kind?: NotificationKind;
    type?: NotificationType;
    title?: string;
    message?: string;
    read?: boolean;
    /** Milliseconds ago. */
    ago?: number;
    actorId?: number | null;
  }
  /** Notifications written straight to the table (the rules are tested elsewhere). */
  async function insertNotifications(...seeds: Seed[]): Promise<number[]> {
    const now = Date.now();
    const rows = await db()
      .insert(notifications)
      .values(
        seeds.map((seed, index) => ({
          workspaceId: seed.workspaceId ?? 1,
          userId: seed.userId ?? idOf('member'),
          kind: seed.kind ?? 'task.assigned',
          type: seed.type ?? 'info',
          title: seed.title ?? `Title ${index}`,
          message: seed.message ?? `Message ${index}`,
          target: { kind: 'task' as const, task_id: 1, project_id: 1 },
          payload: {},
          actorId: seed.actorId === undefined ? idOf('admin') : seed.actorId,
          createdAt: new Date(now - (seed.ago ?? 0)),
          readAt: seed.read ? new Date(now) : null,
        })),
      )
      .returning({ id: notifications.id });
    return rows.map((row) => row.id);
  }

  describe('GET /notifications', () => {
    it("lists the caller's own notifications of the workspace, newest first, with the counts", async () => {
      // Written in time order, as the rules write them: newest first is the highest id first.
      const [oldest] = await insertNotifications({ ago: 10 * DAY, actorId: null });
      const [older, newer] = await insertNotifications(
        { title: 'Older', ago: 3 * DAY, read: true },
        { title: 'Newer', message: 'Ada Lovelace assigned you "Fix login"' },
      );
      const [, elsewhere] = await insertNotifications({ userId: idOf('developer') }, { workspaceId: studio });

      const response = await call('GET', '/notifications');
      expect(response.json()).toMatchObject({ error: false, message: NOTIFICATION_MESSAGES.retrieved });
      const page: NotificationPage = response.json().data;
      expect(page.items.map((item) => item.id)).toEqual([newer, older, oldest]);
      expect(page.items[0]).toEqual({
        id: newer,
        kind: 'task.assigned',
        type: 'info',
        title: 'Newer',
        message: 'Ada Lovelace assigned you "Fix login"',
        target: { kind: 'task', task_id: 1, project_id: 1 },
        actor_id: idOf('admin'),
        actor_name: 'Ada Lovelace',
        is_read: false,
        created_at: expect.stringMatching(/Z$/),
      });
      expect(page.items[2]).toMatchObject({ actor_id: null, actor_name: null });
      expect(page.counts).toEqual({ total: 3, unread: 2, today: 1, this_week: 2 });
      expect(page.next_before).toBeNull();
      // The same person's notifications of the other workspace are there, not here.
      expect((await list('', 'member', studio)).items.map((item) => item.id)).toEqual([elsewhere]);
    });

    it('filters by type, read state and a search in title and message; the counts stay over everything', async () => {
      const [warning, success, read] = await insertNotifications(
        { type: 'warning', title: 'Meeting rescheduled', message: 'Planning moved' },
        { type: 'success', title: 'Leave request approved', message: '100% approved' },
        { type: 'info', title: 'New comment', message: 'On planning', read: true },
      );
      const ids = async (query: string) => (await list(query)).items.map((item) => item.id);

      expect(await ids('?type=warning')).toEqual([warning]);
      expect(await ids('?status=unread')).toEqual([success, warning]);
      expect(await ids('?status=read')).toEqual([read]);
      expect(await ids('?search=PLANNING')).toEqual([read, warning]);
      expect(await ids('?search=100%25')).toEqual([success]);
      expect(await ids('?search=_')).toEqual([]);
      expect(await ids('?search=planning&status=unread')).toEqual([warning]);
      expect((await list('?type=error')).counts).toEqual({ total: 3, unread: 2, today: 3, this_week: 3 });

      const bad = await call('GET', '/notifications?type=loud&status=maybe&before=x&limit=0&time_zone=Nowhere');
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['before', 'limit', 'status', 'time_zone', 'type']);
    });

    it('pages back with `before` and `limit`, and says where the next page starts', async () => {
      const ids = await insertNotifications(...Array.from({ length: 7 }, (_, index) => ({ ago: (7 - index) * MINUTE })));
      const newestFirst = [...ids].reverse();

      const first = await list('?limit=3');
      expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 3));
      expect(first.next_before).toBe(newestFirst[2]);
      const second = await list(`?limit=3&before=${first.next_before}`);
      expect(second.items.map((item) => item.id)).toEqual(newestFirst.slice(3, 6));
      const last = await list(`?limit=3&before=${second.next_before}`);
      expect(last.items.map((item) => item.id)).toEqual(newestFirst.slice(6));
      expect(last.next_before).toBeNull();
      expect(last.counts.total).toBe(7);

      await insertNotifications(...Array.from({ length: NOTIFICATION_PAGE_SIZE }, () => ({})));
      const byDefault = await list();
      expect(byDefault.items).toHaveLength(NOTIFICATION_PAGE_SIZE);
      expect(byDefault.next_before).toBe(byDefault.items.at(-1)!.id);
    });

    it("counts today in the caller's time zone and this week as the last 7 days", async () => {
      const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata', 'UTC'];
      const instants = zones.flatMap((zone) => [startOfTodayIn(zone) - MINUTE, startOfTodayIn(zone) + MINUTE]);
      const now = Date.now();
      await insertNotifications(
        ...instants.filter((at) => at <= now).map((at) => ({ ago: now - at })),
        { ago: 7 * DAY - 5 * MINUTE },
        { ago: 7 * DAY + 5 * MINUTE },
      );
      const stored = await db().select({ createdAt: notifications.createdAt }).from(notifications);

      for (const zone of zones) {
        const today = dateIn(zone, new Date());
        const expected = stored.filter((row) => dateIn(zone, row.createdAt) === today).length;
        const counts = (await list(`?time_zone=${encodeURIComponent(zone)}`)).counts;
        expect({ zone, today: counts.today }).toEqual({ zone, today: expected });
      }
      const weekAgo = Date.now() - 7 * DAY;
      expect((await list()).counts.this_week).toBe(stored.filter((row) => row.createdAt.getTime() > weekAgo).length);
    });

    it('reads the page and the counts in one statement', async () => {
      await insertNotifications({}, {}, { read: true });
      await call('GET', '/notifications');
      const { queries } = await counter.queriesOf(() => call('GET', '/notifications?search=x&status=unread'));
      expect(queries).toHaveLength(2);
    });
  });

  describe('POST /notifications/mark-as-read', () => {
    it("marks one of the caller's notifications read and returns it", async () => {
      const [id, other] = await insertNotifications({}, {});
      const response = await call('POST', '/notifications/mark-as-read', { id });

      expect(response.json()).toMatchObject({
        error: false,
        message: NOTIFICATION_MESSAGES.markedRead,
        data: { id, is_read: true, actor_name: expect.any(String) },
      });
      expect((await list()).counts.unread).toBe(1);
      // Again: still read, still 200.
      expect(dataOf(await call('POST', '/notifications/mark-as-read', { id }))).toMatchObject({ id, is_read: true });
      expect((await list()).items.find((item) => item.id === other)).toMatchObject({ is_read: false });
    });

    it("answers 404 for someone else's, another workspace's or an unknown id, and 422 for a bad one", async () => {
      const [colleagues, elsewhere] = await insertNotifications({ userId: idOf('developer') }, { workspaceId: studio });
      for (const id of [colleagues, elsewhere, 999_999]) {
        const response = await call('POST', '/notifications/mark-as-read', { id });
        expect({ id, status: response.statusCode, body: response.json() }).toEqual({
          id,
          status: 404,
          body: { error: true, message: NOTIFICATION_MESSAGES.notFound },
        });
      }
      const admin = await call('POST', '/notifications/mark-as-read', { id: colleagues }, members.admin.token);
      expect(admin.statusCode).toBe(404);
      expect((await list('', 'developer')).counts.unread).toBe(1);
      const bad = await call('POST', '/notifications/mark-as-read', { id: 'x' });
      expect(bad.json()).toMatchObject({ message: VALIDATION_FAILED_MESSAGE, errors: { id: expect.any(Array) } });
    });
  });

  describe('POST /notifications/mark-all-read', () => {
    it("marks every unread notification of the caller in the workspace read, in one statement, and nobody else's", async () => {
      await insertNotifications({}, {}, {}, { read: true }, { userId: idOf('developer') }, { workspaceId: studio });

      const { result, queries } = await counter.queriesOf(() => call('POST', '/notifications/mark-all-read'));
      expect(result.json()).toEqual({
        error: false,
        message: NOTIFICATION_MESSAGES.allMarkedRead,
        data: { updated: 3, unread: 0 },
      });
      // The session, then the one update.
      expect(queries).toHaveLength(2);
      expect((await list()).counts).toMatchObject({ total: 4, unread: 0 });
      expect((await list('', 'developer')).counts.unread).toBe(1);
      expect((await list('', 'member', studio)).counts.unread).toBe(1);
      expect(dataOf(await call('POST', '/notifications/mark-all-read'))).toEqual({ updated: 0, unread: 0 });
    });
  });

  describe('DELETE /notifications/destroy/{id}', () => {
    it("deletes one of the caller's notifications; anyone else's is a 404", async () => {
      const [mine, colleagues, elsewhere] = await insertNotifications({}, { userId: idOf('developer') }, { workspaceId: studio });
      const response = await call('DELETE', `/notifications/destroy/${mine}`);
      expect(response.json()).toEqual({ error: false, message: NOTIFICATION_MESSAGES.deleted, data: { id: mine } });
      for (const id of [mine, colleagues, elsewhere]) {
        expect((await call('DELETE', `/notifications/destroy/${id}`)).statusCode).toBe(404);
      }
      expect(await db().$count(notifications)).toBe(2);
    });
  });

  describe('preferences', () => {
    it('starts in the app only for every kind; a change keeps the other kinds and applies to new notifications', async () => {
      const initial = await call('GET', '/notifications/preferences');
      expect(initial.json().data).toEqual({
        deliveries: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, 'in_app'])),
      });

      const saved = await call('PUT', '/notifications/preferences', {
        deliveries: { 'task.assigned': 'email', 'leave.approved': 'email' },
      });
      expect(saved.json()).toMatchObject({ error: false, message: NOTIFICATION_MESSAGES.preferencesSaved });
      expect(saved.json().data.deliveries).toMatchObject({
        'task.assigned': 'email',
        'leave.approved': 'email',
        'task.commented': 'in_app',
      });
      const again = dataOf(await call('PUT', '/notifications/preferences', { deliveries: { 'leave.approved': 'in_app' } }));
      expect(again.deliveries).toMatchObject({ 'task.assigned': 'email', 'leave.approved': 'in_app' });
      expect(dataOf(await call('GET', '/notifications/preferences'))).toEqual(again);
      // Someone else's preferences are theirs.
      expect(
        dataOf(await call('GET', '/notifications/preferences', undefined, members.developer.token)).deliveries['task.assigned'],
      ).toBe('in_app');
      expect(dataOf(await call('PUT', '/notifications/preferences', { deliveries: {} }))).toEqual(again);
    });

    it('refuses unknown kinds and deliveries (422)', async () => {
      for (const deliveries of [{ 'task.exploded': 'email' }, { 'task.assigned': 'pigeon' }]) {
        const response = await call('PUT', '/notifications/preferences', { deliveries });
        expect(response.statusCode).toBe(422);
      }
      expect((await call('PUT', '/notifications/preferences', {})).statusCode).toBe(422);
    });
  });

  it('writes a notification due by e-mail when its recipient chose e-mail for the kind', async () => {
    dataOf(await call('PUT', '/notifications/preferences', { deliveries: { 'leave.submitted': 'email' } }, members.admin.token));
    dataOf(await call('POST', '/leave-requests/store', { start_date: '2030-01-01', end_date: '2030-01-01', reason: 'x' }), 201);
    const rows = await db()
      .select({ userId: notifications.userId, emailDue: notifications.emailDue })
      .from(notifications)
      .orderBy(asc(notifications.userId));
    expect(rows).toEqual([
      { userId: idOf('admin'), emailDue: true },
      { userId: idOf('manager'), emailDue: false },
    ]);
  });
});
