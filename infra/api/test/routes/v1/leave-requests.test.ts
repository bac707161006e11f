import { AUTH_MESSAGES, VALIDATION_FAILED_MESSAGE, type Role } from '@kanri/contracts';
import {
  LEAVE_MAX_DAYS,
  LEAVE_MESSAGES,
  leaveDaysCount,
  type ApprovedLeave,
  type LeavePage,
  type LeaveRequest,
  type Notification,
  type NotificationPage,
} from '@kanri/contracts/hr';
import { eq, sql } from 'drizzle-orm';
import { leaveRequests, users } from '../../../src/db/schema.js';
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

const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** `YYYY-MM-DD` of today in a time zone, moved by `days`. */
function dayIn(timeZone: string, days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('leave requests', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let studio: number;
  let outsider: { id: number; token: string };

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
    studio = await createWorkspace(db(), 'Studio');
    const stranger = await createUser(db(), { email: 'admin@studio.test', role: 'admin', workspaceId: studio });
    outsider = { id: stranger.id, token: await openSession(db(), stranger.id) };
  });
  beforeEach(() => db().execute(sql`truncate leave_requests, notifications restart identity cascade`));
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  /** The member of workspace 1 calls, unless told otherwise. */
  const call = caller(
    () => testApp.app,
    () => members.member.token,
  );
  const tokenOf = (role: Role) => members[role].token;
  const idOf = (role: Role) => members[role].user.id;
  const submit = async (body: object, role: Role = 'member') =>
    dataOf(await call('POST', '/leave-requests/store', body, tokenOf(role)), 201) as LeaveRequest;
  const list = async (query = '', role: Role = 'member') =>
    dataOf(await call('GET', `/leave-requests${query}`, undefined, tokenOf(role))) as LeavePage;
  const decide = (body: object, role: Role = 'manager') => call('POST', '/leave-requests/update', body, tokenOf(role));
  const notificationsOf = async (role: Role) =>
    (dataOf(await call('GET', '/notifications', undefined, tokenOf(role))) as NotificationPage).items;

  interface LeaveSeed {
    userId: number;
    start: string;
    end?: string;
    status?: 'pending' | 'approved' | 'rejected' | 'cancelled';
    type?: 'annual' | 'sick' | 'personal' | 'maternity' | 'emergency';
    reason?: string;
    workspaceId?: number;
    /** Milliseconds ago. */
    createdAgo?: number;
  }
  async function insertLeave(seed: LeaveSeed): Promise<number> {
    const end = seed.end ?? seed.start;
    const created = new Date(Date.now() - (seed.createdAgo ?? 0));
    const [row] = await db()
      .insert(leaveRequests)
      .values({
        workspaceId: seed.workspaceId ?? 1,
        userId: seed.userId,
        leaveType: seed.type ?? 'annual',
        startDate: seed.start,
        endDate: end,
        daysCount: leaveDaysCount(seed.start, end),
        reason: seed.reason ?? 'Time off',
        status: seed.status ?? 'pending',
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: leaveRequests.id });
    return row!.id;
  }

  describe('POST /leave-requests/store', () => {
    it('records a pending request of the caller with the days counted by the server, and says so', async () => {
      const response = await call('POST', '/leave-requests/store', {
        leave_type: 'sick',
        start_date: '2030-03-02',
        end_date: '2030-03-04',
        reason: '  Flu ',
        days_count: 99,
      });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ error: false, message: LEAVE_MESSAGES.submitted });
      const leave: LeaveRequest = response.json().data;
      expect(leave).toEqual({
        id: expect.any(Number),
        user_id: idOf('member'),
        user_name: 'Barbara Liskov',
        leave_type: 'sick',
        start_date: '2030-03-02',
        end_date: '2030-03-04',
        days_count: 3,
        reason: 'Flu',
        status: 'pending',
        comments: '',
        decided_by: null,
        decided_by_name: null,
        decided_at: null,
        created_at: expect.stringMatching(STAMP),
        updated_at: leave.created_at,
      });
    });

    it('counts calendar days, both ends included, and takes annual leave by default', async () => {
      const cases: [string, string, number][] = [
        ['2030-01-10', '2030-01-10', 1],
        ['2030-01-30', '2030-02-02', 4],
        ['2028-02-28', '2028-03-01', 3],
        ['2030-03-30', '2030-03-31', 2],
        ['2030-12-31', '2031-01-01', 2],
      ];
      for (const [start, end, days] of cases) {
        const leave = await submit({ start_date: start, end_date: end, reason: 'Trip' });
        expect({ start, end, days: leave.days_count, type: leave.leave_type }).toEqual({ start, end, days, type: 'annual' });
      }
    });

    it('answers 422 with the spec texts for missing fields, a bad type, an end before the start or a too long period', async () => {
      const cases: [object, Record<string, string[]>][] = [
        [{ end_date: '2030-01-02', reason: 'x' }, { start_date: [LEAVE_MESSAGES.allFieldsRequired] }],
        [{ start_date: '', end_date: '2030-01-02', reason: 'x' }, { start_date: [LEAVE_MESSAGES.allFieldsRequired] }],
        [{ start_date: '2030-01-01', end_date: '2030-01-02', reason: '   ' }, { reason: [LEAVE_MESSAGES.allFieldsRequired] }],
        [{ start_date: '2030-01-01', end_date: '2030-01-02' }, { reason: [LEAVE_MESSAGES.allFieldsRequired] }],
        [
          { start_date: '2030-01-01', end_date: '2030-01-02', reason: 'x', leave_type: 'sabbatical' },
          { leave_type: [LEAVE_MESSAGES.typeInvalid] },
        ],
        [{ start_date: '2030-01-05', end_date: '2030-01-02', reason: 'x' }, { end_date: [LEAVE_MESSAGES.endBeforeStart] }],
      ];
      for (const [body, errors] of cases) {
        const response = await call('POST', '/leave-requests/store', body);
        expect({ body, status: response.statusCode, errors: response.json().errors }).toEqual({ body, status: 422, errors });
      }
      const tooLong = await call('POST', '/leave-requests/store', {
        start_date: '2030-01-01',
        end_date: dayAfter('2030-01-01', LEAVE_MAX_DAYS),
        reason: 'World tour',
      });
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json()).toEqual({
        error: true,
        message: LEAVE_MESSAGES.tooLong,
        errors: { end_date: [LEAVE_MESSAGES.tooLong] },
      });
      expect(await db().$count(leaveRequests)).toBe(0);
    });

    it("refuses a period overlapping one of the caller's pending or approved requests (422 on start_date)", async () => {
      await insertLeave({ userId: idOf('member'), start: '2030-05-10', end: '2030-05-12' });
      await insertLeave({ userId: idOf('member'), start: '2030-06-01', end: '2030-06-05', status: 'approved' });
      for (const [start, end] of [
        ['2030-05-12', '2030-05-14'],
        ['2030-05-01', '2030-05-10'],
        ['2030-05-11', '2030-05-11'],
        ['2030-05-01', '2030-06-30'],
        ['2030-06-03', '2030-06-03'],
      ]) {
        const response = await call('POST', '/leave-requests/store', { start_date: start, end_date: end, reason: 'Again' });
        expect({ start, end, status: response.statusCode, body: response.json() }).toEqual({
          start,
          end,
          status: 422,
          body: { error: true, message: LEAVE_MESSAGES.overlap, errors: { start_date: [LEAVE_MESSAGES.overlap] } },
        });
      }
      // Next to it, rejected or cancelled ones, and other people's do not count.
      await insertLeave({ userId: idOf('member'), start: '2030-07-01', status: 'rejected' });
      await insertLeave({ userId: idOf('member'), start: '2030-07-02', status: 'cancelled' });
      await insertLeave({ userId: idOf('developer'), start: '2030-07-03' });
      await insertLeave({ userId: idOf('member'), start: '2030-07-04', workspaceId: studio });
      await submit({ start_date: '2030-05-13', end_date: '2030-05-31', reason: 'After' });
      await submit({ start_date: '2030-07-01', end_date: '2030-07-04', reason: 'Fine' });
    });

    it('keeps one of several identical submissions sent at once: the others get the overlap 422', async () => {
      const body = { start_date: '2030-08-01', end_date: '2030-08-03', reason: 'Double click' };
      const responses = await Promise.all(Array.from({ length: 6 }, () => call('POST', '/leave-requests/store', body)));

      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
      expect(await db().$count(leaveRequests)).toBe(1);
      // Overlapping, not identical, at once: still one.
      const shifted = await Promise.all(
        ['2030-09-01', '2030-09-02', '2030-09-03'].map((start) =>
          call('POST', '/leave-requests/store', { start_date: start, end_date: '2030-09-05', reason: 'Race' }),
        ),
      );
      expect(shifted.filter((response) => response.statusCode === 201)).toHaveLength(1);
    });

    it('tells every admin and manager of the workspace but the requester, and nobody else', async () => {
      const leave = await submit({ start_date: '2030-03-02', end_date: '2030-03-04', reason: 'Family' }, 'developer');

      for (const role of ['admin', 'manager'] as const) {
        expect(await notificationsOf(role)).toEqual([
          {
            id: expect.any(Number),
            kind: 'leave.submitted',
            type: 'info',
            title: 'New leave request',
            message: 'Alan Turing requested 3 days of annual leave (Mar 2, 2030 – Mar 4, 2030)',
            target: { kind: 'leave_request', leave_request_id: leave.id },
            actor_id: idOf('developer'),
            actor_name: 'Alan Turing',
            is_read: false,
            created_at: expect.stringMatching(STAMP),
          },
        ]);
      }
      for (const role of ['developer', 'designer', 'member'] as const) expect(await notificationsOf(role)).toEqual([]);

      await submit({ start_date: '2030-04-01', end_date: '2030-04-01', reason: 'Mine' }, 'manager');
      expect((await notificationsOf('admin')).map((item) => item.actor_id)).toEqual([idOf('manager'), idOf('developer')]);
      expect(await notificationsOf('manager')).toHaveLength(1);
    });
  });

  describe('GET /leave-requests', () => {
    it("shows members their own requests and admins and managers everyone's, newest first, with the counts", async () => {
      const own = await insertLeave({ userId: idOf('member'), start: '2030-01-05', createdAgo: 3000 });
      const approved = await insertLeave({ userId: idOf('member'), start: '2030-02-05', status: 'approved', createdAgo: 2000 });
      const colleague = await insertLeave({
        userId: idOf('designer'),
        start: '2030-01-07',
        status: 'rejected',
        createdAgo: 1000,
      });
      await insertLeave({ userId: outsider.id, start: '2030-01-09', workspaceId: studio });

      const mine = await list();
      expect(mine.items.map((leave) => leave.id)).toEqual([approved, own]);
      expect(mine.counts).toEqual({ total: 2, pending: 1, approved: 1, rejected: 0, this_month: 0 });
      // Asking for someone else's changes nothing.
      expect((await list(`?user_id=${idOf('designer')}`)).items).toEqual([]);

      for (const role of ['admin', 'manager'] as const) {
        const all = await list('', role);
        expect(all.items.map((leave) => leave.id)).toEqual([colleague, approved, own]);
        expect(all.items[0]).toMatchObject({ user_name: 'Edsger Dijkstra', status: 'rejected' });
        expect(all.counts).toEqual({ total: 3, pending: 1, approved: 1, rejected: 1, this_month: 0 });
      }
      const response = await call('GET', '/leave-requests');
      expect(response.json().message).toBe(LEAVE_MESSAGES.retrieved);
    });

    it('filters by status, type, person and a search in the name and the reason; the counts stay over everything', async () => {
      const [a, b, c] = [
        await insertLeave({ userId: idOf('member'), start: '2030-01-05', type: 'sick', reason: 'Dentist 50%', createdAgo: 3000 }),
        await insertLeave({
          userId: idOf('designer'),
          start: '2030-01-06',
          status: 'approved',
          reason: 'Wedding',
          createdAgo: 2000,
        }),
        await insertLeave({
          userId: idOf('developer'),
          start: '2030-01-07',
          type: 'personal',
          reason: 'Moving',
          createdAgo: 1000,
        }),
      ];
      const ids = async (query: string) => (await list(query, 'admin')).items.map((leave) => leave.id);

      expect(await ids('?status=pending')).toEqual([c, a]);
      expect(await ids('?status=approved')).toEqual([b]);
      expect(await ids('?leave_type=sick')).toEqual([a]);
      expect(await ids(`?user_id=${idOf('designer')}`)).toEqual([b]);
      expect(await ids('?search=liskov')).toEqual([a]);
      expect(await ids('?search=barbara%20lis')).toEqual([a]);
      expect(await ids('?search=WEDD')).toEqual([b]);
      expect(await ids('?search=50%25')).toEqual([a]);
      expect(await ids('?search=%25')).toEqual([a]);
      expect(await ids('?status=pending&leave_type=personal&search=turing')).toEqual([c]);
      expect((await list('?status=approved', 'admin')).counts).toMatchObject({ total: 3, pending: 2, approved: 1 });

      const bad = await call('GET', '/leave-requests?status=maybe&leave_type=nap&time_zone=Mars/Base');
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['leave_type', 'status', 'time_zone']);
    });

    it("counts as this month the requests starting in the current month of the caller's time zone", async () => {
      const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'];
      const starts = [
        ...zones.flatMap((zone) => [dayIn(zone), dayIn(zone, -1), dayIn(zone, 1)]),
        dayIn('UTC', -40),
        dayIn('UTC', 40),
        dayIn('UTC', -365),
      ];
      for (const [index, start] of starts.entries()) {
        await insertLeave({ userId: idOf('member'), start, workspaceId: 1, reason: `Day ${index}` });
      }
      for (const zone of zones) {
        const month = dayIn(zone).slice(0, 7);
        const expected = starts.filter((start) => start.startsWith(month)).length;
        const counts = (await list(`?time_zone=${encodeURIComponent(zone)}`)).counts;
        expect({ zone, thisMonth: counts.this_month }).toEqual({ zone, thisMonth: expected });
      }
      expect((await list()).counts.this_month).toBe(starts.filter((start) => start.startsWith(dayIn('UTC').slice(0, 7))).length);
    });
  });

  describe('POST /leave-requests/update', () => {
    it('lets a manager approve a pending request of someone else, and tells the requester', async () => {
      const leave = await submit({ start_date: '2030-03-02', end_date: '2030-03-02', reason: 'Errand' });
      const response = await decide({ id: leave.id, status: 'approved' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ error: false, message: LEAVE_MESSAGES.approved });
      expect(response.json().data).toEqual({
        ...leave,
        status: 'approved',
        decided_by: idOf('manager'),
        decided_by_name: 'Grace Hopper',
        decided_at: expect.stringMatching(STAMP),
        updated_at: expect.stringMatching(STAMP),
      });
      const [told] = await notificationsOf('member');
      expect(told).toMatchObject({
        kind: 'leave.approved',
        type: 'success',
        title: 'Leave request approved',
        message: 'Grace Hopper approved your annual leave (Mar 2, 2030)',
        target: { kind: 'leave_request', leave_request_id: leave.id },
        actor_id: idOf('manager'),
      } satisfies Partial<Notification>);
      // The manager's own notifications: the submission only.
      expect((await notificationsOf('manager')).map((item) => item.kind)).toEqual(['leave.submitted']);
    });

    it('rejects with a reason, required, and tells the requester why', async () => {
      const leave = await submit({ start_date: '2030-03-02', end_date: '2030-03-03', reason: 'Trip' }, 'developer');
      for (const comments of [undefined, '', '   ']) {
        const response = await decide(
          { id: leave.id, status: 'rejected', ...(comments === undefined ? {} : { comments }) },
          'admin',
        );
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ comments: [LEAVE_MESSAGES.reasonRequired] });
      }
      const rejected = dataOf(await decide({ id: leave.id, status: 'rejected', comments: ' Release week ' }, 'admin'));
      expect(rejected).toMatchObject({ status: 'rejected', comments: 'Release week', decided_by_name: 'Ada Lovelace' });
      const [told] = await notificationsOf('developer');
      expect(told).toMatchObject({
        kind: 'leave.rejected',
        type: 'error',
        title: 'Leave request rejected',
        message: 'Ada Lovelace rejected your annual leave (Mar 2, 2030 – Mar 3, 2030): Release week',
      });
      const message = (await decide({ id: leave.id, status: 'approved' }, 'manager')).json().message;
      expect(message).toBe(LEAVE_MESSAGES.notPending);
    });

    it('never lets anyone decide on their own request (403), a member on no one else’s (404)', async () => {
      const managers = await submit({ start_date: '2030-03-02', end_date: '2030-03-02', reason: 'Mine' }, 'manager');
      const members_ = await submit({ start_date: '2030-03-02', end_date: '2030-03-02', reason: 'Mine' }, 'member');
      const designers = await submit({ start_date: '2030-03-02', end_date: '2030-03-02', reason: 'Theirs' }, 'designer');

      for (const status of ['approved', 'rejected'] as const) {
        const body = { status, comments: 'x' };
        const own = await decide({ id: managers.id, ...body }, 'manager');
        expect({ status: own.statusCode, message: own.json().message }).toEqual({
          status: 403,
          message: LEAVE_MESSAGES.ownDecision,
        });
        const member = await decide({ id: members_.id, ...body }, 'member');
        expect({ status: member.statusCode, message: member.json().message }).toEqual({
          status: 403,
          message: LEAVE_MESSAGES.ownDecision,
        });
        const other = await decide({ id: designers.id, ...body }, 'member');
        expect({ status: other.statusCode, message: other.json().message }).toEqual({
          status: 404,
          message: LEAVE_MESSAGES.notFound,
        });
      }
      const list_ = await list('', 'admin');
      expect(list_.items.every((leave) => leave.status === 'pending')).toBe(true);
    });

    it('lets only the requester cancel a pending request', async () => {
      const leave = await submit({ start_date: '2030-03-02', end_date: '2030-03-02', reason: 'Plans' });
      const byManager = await decide({ id: leave.id, status: 'cancelled' }, 'manager');
      expect({ status: byManager.statusCode, message: byManager.json().message }).toEqual({
        status: 403,
        message: LEAVE_MESSAGES.onlyRequesterCancels,
      });

      const cancelled = await call('POST', '/leave-requests/update', { id: leave.id, status: 'cancelled' });
      expect(cancelled.json()).toMatchObject({
        message: LEAVE_MESSAGES.cancelled,
        data: { status: 'cancelled', decided_by: null, decided_at: null },
      });
      // Cancelled frees the dates; nobody is told.
      await submit({ start_date: '2030-03-02', end_date: '2030-03-02', reason: 'Plans again' });
      expect(await notificationsOf('member')).toEqual([]);
    });

    it('changes only a pending request (409), and refuses unknown statuses and ids', async () => {
      const approved = await insertLeave({ userId: idOf('member'), start: '2030-01-01', status: 'approved' });
      for (const [body, role] of [
        [{ id: approved, status: 'cancelled' }, 'member'],
        [{ id: approved, status: 'rejected', comments: 'Late' }, 'manager'],
        [{ id: approved, status: 'approved' }, 'admin'],
      ] as const) {
        const response = await decide(body, role);
        expect({ status: response.statusCode, body: response.json() }).toEqual({
          status: 409,
          body: { error: true, message: LEAVE_MESSAGES.notPending },
        });
      }
      const bad = await decide({ id: approved, status: 'pending' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({
        message: VALIDATION_FAILED_MESSAGE,
        errors: { status: [LEAVE_MESSAGES.statusInvalid] },
      });
      expect((await decide({ id: 999_999, status: 'approved' })).statusCode).toBe(404);
      const elsewhere = await insertLeave({ userId: outsider.id, start: '2030-01-01', workspaceId: studio });
      expect((await decide({ id: elsewhere, status: 'approved' }, 'admin')).statusCode).toBe(404);
      const fromThere = await call(
        'POST',
        '/leave-requests/update',
        { id: approved, status: 'approved' },
        outsider.token,
        studio,
      );
      expect(fromThere.statusCode).toBe(404);
    });

    it('decides once when two approvers act at once', async () => {
      const leave = await submit({ start_date: '2030-03-02', end_date: '2030-03-02', reason: 'Race' });
      const [first, second] = await Promise.all([
        decide({ id: leave.id, status: 'approved' }, 'manager'),
        decide({ id: leave.id, status: 'rejected', comments: 'No' }, 'admin'),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      expect(await notificationsOf('member')).toHaveLength(1);
    });
  });

  describe('DELETE /leave-requests/destroy/{id}', () => {
    const destroy = (id: number, role: Role = 'member') =>
      call('DELETE', `/leave-requests/destroy/${id}`, undefined, tokenOf(role));

    it("lets the requester delete their pending request, and admins any; managers not someone else's", async () => {
      const pending = await insertLeave({ userId: idOf('member'), start: '2030-01-01' });
      const response = await destroy(pending);
      expect(response.json()).toEqual({ error: false, message: LEAVE_MESSAGES.deleted, data: { id: pending } });

      const approved = await insertLeave({ userId: idOf('member'), start: '2030-02-01', status: 'approved' });
      const refused = await destroy(approved);
      expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
        status: 403,
        message: LEAVE_MESSAGES.deleteNotAllowed,
      });
      const byManager = await destroy(approved, 'manager');
      expect(byManager.statusCode).toBe(403);
      const othersPending = await insertLeave({ userId: idOf('designer'), start: '2030-03-01' });
      expect((await destroy(othersPending, 'manager')).statusCode).toBe(403);
      expect((await destroy(approved, 'admin')).statusCode).toBe(200);
      expect((await destroy(othersPending, 'admin')).statusCode).toBe(200);
      expect(await db().$count(leaveRequests)).toBe(0);
    });

    it("answers 404 for someone else's request a member cannot see, another workspace's and unknown ids", async () => {
      const designers = await insertLeave({ userId: idOf('designer'), start: '2030-01-01' });
      const elsewhere = await insertLeave({ userId: outsider.id, start: '2030-01-01', workspaceId: studio });
      expect((await destroy(designers)).json()).toEqual({ error: true, message: LEAVE_MESSAGES.notFound });
      expect((await destroy(designers)).statusCode).toBe(404);
      expect((await destroy(elsewhere, 'admin')).statusCode).toBe(404);
      expect((await destroy(999_999, 'admin')).statusCode).toBe(404);
      expect(await db().$count(leaveRequests)).toBe(2);
    });
  });

  describe('GET /leave-requests/approved', () => {
    it("lists the workspace's approved leave overlapping the period, to every member", async () => {
      const inside = await insertLeave({ userId: idOf('designer'), start: '2030-03-05', end: '2030-03-06', status: 'approved' });
      const across = await insertLeave({ userId: idOf('admin'), start: '2030-02-25', end: '2030-03-01', status: 'approved' });
      await insertLeave({ userId: idOf('developer'), start: '2030-03-05', status: 'pending' });
      await insertLeave({ userId: idOf('developer'), start: '2030-03-11', status: 'approved' });
      await insertLeave({ userId: outsider.id, start: '2030-03-05', status: 'approved', workspaceId: studio });

      const response = await call('GET', '/leave-requests/approved?from=2030-03-01&to=2030-03-10');
      expect(response.statusCode).toBe(200);
      const items: ApprovedLeave[] = response.json().data;
      expect(items).toEqual([
        {
          id: across,
          user_id: idOf('admin'),
          user_name: 'Ada Lovelace',
          leave_type: 'annual',
          start_date: '2030-02-25',
          end_date: '2030-03-01',
        },
        expect.objectContaining({ id: inside, user_name: 'Edsger Dijkstra' }),
      ]);
      const fromStudio = await call(
        'GET',
        '/leave-requests/approved?from=2030-03-01&to=2030-03-10',
        undefined,
        outsider.token,
        studio,
      );
      expect(dataOf(fromStudio)).toEqual([expect.objectContaining({ user_id: outsider.id })]);
    });

    it('answers 422 for missing or reversed dates', async () => {
      expect((await call('GET', '/leave-requests/approved')).statusCode).toBe(422);
      const reversed = await call('GET', '/leave-requests/approved?from=2030-03-10&to=2030-03-01');
      expect(reversed.json().errors).toEqual({ to: [LEAVE_MESSAGES.endBeforeStart] });
    });
  });

  it('answers 401 without a token and 403 in a workspace one is not a member of', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/leave-requests' })).statusCode).toBe(401);
    const response = await call('GET', '/leave-requests', undefined, tokenOf('member'), studio);
    expect(response.json()).toEqual({ error: true, message: AUTH_MESSAGES.notWorkspaceMember });
  });
});

function dayAfter(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
