import {
  COLLAB_DEFAULT_PER_PAGE,
  MEETING_MESSAGES,
  TIME_MESSAGES,
  VALIDATION_FAILED_MESSAGE,
  type Meeting,
  type MeetingPage,
  type Role,
} from '@kanri/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { meetings, notifications } from '../../../src/db/schema.js';
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
const HOUR = 3_600_000;
const DAY = 86_400_000;

describe('meetings', () => {
  let testApp: TestApp;
  let counter: ReturnType<typeof roundTripCounter>;
  let members: Record<Role, SeededMember>;
  let studio: number;
  let outsider: { id: number; token: string };
  let invitedOnly: number;

  beforeAll(async () => {
    testApp = await startTestApp({ beforeReady: (app, database) => (counter = roundTripCounter(app, database.pool)) });
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    studio = await createWorkspace(db(), 'Studio');
    const outsiderUser = await createUser(db(), { email: 'outsider@studio.test', role: 'admin', workspaceId: studio });
    outsider = { id: outsiderUser.id, token: await openSession(db(), outsiderUser.id) };
    // Someone whose membership of workspace 1 waits for them to accept the invitation.
    invitedOnly = (await createUser(db(), { email: 'pending@workspace-1.test', membershipStatus: 'invited' })).id;
  });
  beforeEach(() => db().execute(sql`truncate meetings, meeting_participants, notifications restart identity cascade`));
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  /** The manager of workspace 1 organises in these tests. */
  const call = caller(
    () => testApp.app,
    () => members.manager.token,
  );
  const idOf = (role: Role) => members[role].user.id;
  const tokenOf = (role: Role) => members[role].token;
  const iso = (ms: number) => new Date(ms).toISOString();
  /** A start `hours` from now, to the second (the reply writes milliseconds). */
  const inHours = (hours: number) => Math.floor((Date.now() + hours * HOUR) / 1000) * 1000;
  const meetingBody = (changes: Record<string, unknown> = {}) => ({
    title: 'Sprint planning',
    start_time: iso(inHours(24)),
    end_time: iso(inHours(25)),
    ...changes,
  });
  const store = async (changes: Record<string, unknown> = {}, token = tokenOf('manager')) =>
    dataOf(await call('POST', '/meetings/store', meetingBody(changes), token), 201) as Meeting;
  const list = async (query = '', token?: string, workspaceId?: number) =>
    dataOf(await call('GET', `/meetings${query}`, undefined, token, workspaceId)) as MeetingPage;
  const titles = (page: MeetingPage) => page.items.map((meeting) => meeting.title);
  const events = () =>
    db()
      .select({ userId: notifications.userId, type: notifications.kind, payload: notifications.payload })
      .from(notifications)
      .orderBy(asc(notifications.id));
  const clearEvents = () => db().delete(notifications);
  const actor = (role: Role) => ({
    id: idOf(role),
    full_name: `Test ${role.charAt(0).toUpperCase()}${role.slice(1)}`,
    email: members[role].email,
    photo_url: null,
  });

  describe('POST /meetings/store', () => {
    it('schedules a meeting organised by the caller, with its participants as actors, defaults filled in', async () => {
      const start = inHours(24);
      const response = await call('POST', '/meetings/store', {
        title: '  Sprint planning  ',
        start_time: iso(start),
        end_time: iso(start + HOUR),
        participants: [idOf('member'), idOf('developer')],
      });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ error: false, message: MEETING_MESSAGES.created });
      const meeting: Meeting = response.json().data;
      expect(meeting).toEqual({
        id: expect.any(Number),
        workspace_id: 1,
        title: 'Sprint planning',
        description: '',
        start_time: iso(start),
        end_time: iso(start + HOUR),
        location: '',
        meeting_url: null,
        organizer: actor('manager'),
        // By name: Developer before Member.
        participants: [actor('developer'), actor('member')],
        status: 'scheduled',
        sequence: 0,
        is_organizer: true,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect((await list('', tokenOf('member'))).items).toEqual([{ ...meeting, is_organizer: false }]);
    });

    it('keeps every field sent, drops the organiser from the participants and counts repeats once', async () => {
      const meeting = await store({
        description: 'Agenda: scope, estimates',
        location: 'Room 4',
        meeting_url: ' https://meet.example.com/abc ',
        status: 'ongoing',
        participants: [idOf('member'), idOf('manager'), idOf('member'), idOf('designer')],
      });

      expect(meeting).toMatchObject({
        description: 'Agenda: scope, estimates',
        location: 'Room 4',
        meeting_url: 'https://meet.example.com/abc',
        status: 'ongoing',
      });
      expect(meeting.participants.map((participant) => participant.id)).toEqual([idOf('designer'), idOf('member')]);
      const page = await list('', tokenOf('member'));
      expect(page.items).toEqual([{ ...meeting, is_organizer: false }]);
    });

    it.each([
      ['title', { title: undefined }],
      ['title', { title: '   ' }],
      ['title', { title: null }],
      ['start_time', { start_time: undefined }],
      ['start_time', { start_time: '' }],
      ['end_time', { end_time: undefined }],
      ['end_time', { end_time: null }],
    ])('refuses a missing %s with the spec text (%j)', async (field, changes) => {
      const response = await call('POST', '/meetings/store', meetingBody(changes));

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: true,
        message: VALIDATION_FAILED_MESSAGE,
        errors: { [field]: [MEETING_MESSAGES.required] },
      });
    });

    it('refuses an empty request with the spec text on each required field', async () => {
      const response = await call('POST', '/meetings/store', {});
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        title: [MEETING_MESSAGES.required],
        start_time: [MEETING_MESSAGES.required],
        end_time: [MEETING_MESSAGES.required],
      });
    });

    it('refuses an end at or before the start, and a meeting longer than 31 days', async () => {
      const start = inHours(24);
      for (const end of [start, start - MINUTE]) {
        const response = await call('POST', '/meetings/store', meetingBody({ start_time: iso(start), end_time: iso(end) }));
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ end_time: [MEETING_MESSAGES.endBeforeStart] });
      }
      const tooLong = await call(
        'POST',
        '/meetings/store',
        meetingBody({ start_time: iso(start), end_time: iso(start + 32 * DAY) }),
      );
      expect(tooLong.json().errors).toEqual({ end_time: [MEETING_MESSAGES.tooLong] });
      expect(
        await call('POST', '/meetings/store', meetingBody({ start_time: iso(start), end_time: iso(start + 31 * DAY) })),
      ).toHaveProperty('statusCode', 201);
    });

    it.each(['javascript:alert(1)', 'ftp://files.example.com/agenda', 'meet.example.com', 'http://'])(
      'refuses the meeting URL %s',
      async (url) => {
        const response = await call('POST', '/meetings/store', meetingBody({ meeting_url: url }));
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ meeting_url: [MEETING_MESSAGES.urlInvalid] });
      },
    );

    it('refuses an unknown status, a malformed time and too long texts with their messages', async () => {
      const response = await call(
        'POST',
        '/meetings/store',
        meetingBody({ status: 'postponed', start_time: 'tomorrow', title: 'x'.repeat(201), location: 'y'.repeat(301) }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toMatchObject({
        status: [MEETING_MESSAGES.statusInvalid],
        title: [MEETING_MESSAGES.titleTooLong],
        location: [MEETING_MESSAGES.locationTooLong],
        start_time: expect.arrayContaining([TIME_MESSAGES.instantInvalid]),
      });
    });

    it('refuses participants who are not active members of the workspace: another workspace, invited, unknown', async () => {
      for (const participant of [outsider.id, invitedOnly, 999_999]) {
        const response = await call('POST', '/meetings/store', meetingBody({ participants: [idOf('member'), participant] }));
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          error: true,
          message: VALIDATION_FAILED_MESSAGE,
          errors: { participants: [MEETING_MESSAGES.participantNotMember] },
        });
      }
      expect(await db().select().from(meetings)).toEqual([]);
      expect(await events()).toEqual([]);
    });

    it("takes members of the header's workspace: a member of two workspaces may invite in the other", async () => {
      await addMember(db(), outsider.id, 1, 'member');
      try {
        const meeting = dataOf(
          await call('POST', '/meetings/store', meetingBody({ participants: [idOf('member')] }), outsider.token, 1),
          201,
        );
        expect(meeting).toMatchObject({ workspace_id: 1, organizer: { id: outsider.id } });
        // In its own workspace, the same participant is a stranger.
        const refused = await call(
          'POST',
          '/meetings/store',
          meetingBody({ participants: [idOf('member')] }),
          outsider.token,
          studio,
        );
        expect(refused.json().errors).toEqual({ participants: [MEETING_MESSAGES.participantNotMember] });
        expect((await list('', outsider.token, studio)).items).toEqual([]);
      } finally {
        await db().execute(sql`delete from workspace_members where user_id = ${outsider.id} and workspace_id = 1`);
      }
    });
  });

  describe('PUT /meetings/update', () => {
    it('changes only what is sent, raises the sequence and keeps the rest', async () => {
      const meeting = await store({ description: 'Keep me', location: 'Room 1', participants: [idOf('member')] });

      const response = await call('PUT', '/meetings/update', { id: meeting.id, title: 'Renamed' });

      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(MEETING_MESSAGES.updated);
      const updated: Meeting = response.json().data;
      expect(updated).toEqual({ ...meeting, title: 'Renamed', sequence: 1, updated_at: expect.any(String) });
      const again = dataOf(
        await call('PUT', '/meetings/update', { id: meeting.id, location: '', meeting_url: 'https://x.example' }),
      );
      expect(again).toMatchObject({ title: 'Renamed', location: '', meeting_url: 'https://x.example', sequence: 2 });
      const cleared = dataOf(await call('PUT', '/meetings/update', { id: meeting.id, meeting_url: '' }));
      expect(cleared).toMatchObject({ meeting_url: null, sequence: 3 });
    });

    it('writes nothing when nothing changes: same sequence, no notification', async () => {
      const meeting = await store({ participants: [idOf('member')] });
      await clearEvents();

      const same = dataOf(
        await call('PUT', '/meetings/update', {
          id: meeting.id,
          title: meeting.title,
          start_time: meeting.start_time.replace('.000Z', 'Z'),
          end_time: meeting.end_time,
          participants: [idOf('member'), idOf('manager')],
        }),
      );

      expect(same).toEqual(meeting);
      expect(await events()).toEqual([]);
    });

    it('checks a start or end sent alone against the stored other one', async () => {
      const meeting = await store();
      const end = Date.parse(meeting.end_time);

      const lateStart = await call('PUT', '/meetings/update', { id: meeting.id, start_time: iso(end) });
      expect(lateStart.statusCode).toBe(422);
      expect(lateStart.json().errors).toEqual({ end_time: [MEETING_MESSAGES.endBeforeStart] });
      const earlyEnd = await call('PUT', '/meetings/update', { id: meeting.id, end_time: meeting.start_time });
      expect(earlyEnd.json().errors).toEqual({ end_time: [MEETING_MESSAGES.endBeforeStart] });
      const farEnd = await call('PUT', '/meetings/update', { id: meeting.id, end_time: iso(end + 31 * DAY) });
      expect(farEnd.json().errors).toEqual({ end_time: [MEETING_MESSAGES.tooLong] });
      const both = await call('PUT', '/meetings/update', { id: meeting.id, start_time: iso(end), end_time: meeting.start_time });
      expect(both.json().errors).toEqual({ end_time: [MEETING_MESSAGES.endBeforeStart] });

      const moved = dataOf(await call('PUT', '/meetings/update', { id: meeting.id, start_time: iso(end - 30 * MINUTE) }));
      expect(moved).toMatchObject({ start_time: iso(end - 30 * MINUTE), end_time: meeting.end_time, sequence: 1 });
      expect((await db().select().from(meetings))[0]).toMatchObject({ sequence: 1 });
    });

    it('replaces the participant list; members who left may stay, new ones must be active members', async () => {
      const meeting = await store({ participants: [idOf('member'), idOf('developer')] });

      const replaced = dataOf(
        await call('PUT', '/meetings/update', {
          id: meeting.id,
          participants: [idOf('designer'), idOf('member'), idOf('designer')],
        }),
      );
      expect(replaced.participants.map((participant: { id: number }) => participant.id)).toEqual([
        idOf('designer'),
        idOf('member'),
      ]);
      expect((await list('', tokenOf('developer'))).items).toEqual([]);

      const refused = await call('PUT', '/meetings/update', { id: meeting.id, participants: [idOf('member'), outsider.id] });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ participants: [MEETING_MESSAGES.participantNotMember] });

      // The designer's membership lapses: kept in the list, but cannot be added anew.
      await db().execute(
        sql`update workspace_members set status = 'invited' where user_id = ${idOf('designer')} and workspace_id = 1`,
      );
      try {
        const kept = await call('PUT', '/meetings/update', {
          id: meeting.id,
          title: 'Kept',
          participants: [idOf('designer'), idOf('member')],
        });
        expect(kept.statusCode).toBe(200);
        await call('PUT', '/meetings/update', { id: meeting.id, participants: [idOf('member')] });
        const readded = await call('PUT', '/meetings/update', {
          id: meeting.id,
          participants: [idOf('designer'), idOf('member')],
        });
        expect(readded.json().errors).toEqual({ participants: [MEETING_MESSAGES.participantNotMember] });
      } finally {
        await db().execute(
          sql`update workspace_members set status = 'active' where user_id = ${idOf('designer')} and workspace_id = 1`,
        );
      }

      const emptied = dataOf(await call('PUT', '/meetings/update', { id: meeting.id, participants: [] }));
      expect(emptied.participants).toEqual([]);
    });

    it('takes a status equal to the one shown as no change: an ongoing meeting edited from its form still ends', async () => {
      const start = Date.now() - 10 * MINUTE;
      const meeting = await store({ start_time: iso(start), end_time: iso(start + HOUR) });
      expect(meeting.status).toBe('ongoing');

      const edited = dataOf(await call('PUT', '/meetings/update', { id: meeting.id, title: 'Edited', status: 'ongoing' }));

      expect(edited).toMatchObject({ title: 'Edited', status: 'ongoing', sequence: 1 });
      expect((await db().select().from(meetings))[0]).toMatchObject({ status: 'scheduled' });
      const marked = dataOf(await call('PUT', '/meetings/update', { id: meeting.id, status: 'completed' }));
      expect(marked).toMatchObject({ status: 'completed', sequence: 2 });
      expect((await db().select().from(meetings))[0]).toMatchObject({ status: 'completed' });
    });

    it('refuses the same field rules as the store', async () => {
      const meeting = await store();
      const response = await call('PUT', '/meetings/update', {
        id: meeting.id,
        title: ' ',
        meeting_url: 'javascript:alert(1)',
        status: 'later',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        title: [MEETING_MESSAGES.required],
        meeting_url: [MEETING_MESSAGES.urlInvalid],
        status: [MEETING_MESSAGES.statusInvalid],
      });
    });
  });

  describe('who sees and changes a meeting', () => {
    it('a participant sees it and downloads it, but may not change or delete it (403)', async () => {
      const meeting = await store({ participants: [idOf('member')] });

      expect(titles(await list('', tokenOf('member')))).toEqual(['Sprint planning']);
      expect((await call('GET', `/meetings/${meeting.id}/ics`, undefined, tokenOf('member'))).statusCode).toBe(200);
      for (const [method, url, body] of [
        ['PUT', '/meetings/update', { id: meeting.id, title: 'Mine now' }],
        ['DELETE', '/meetings/destroy', { id: meeting.id }],
      ] as const) {
        const response = await call(method, url, body, tokenOf('member'));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: true, message: MEETING_MESSAGES.organizerOnly });
      }
      expect((await db().select().from(meetings))[0]).toMatchObject({ title: 'Sprint planning', sequence: 0 });
    });

    it('for anyone else it does not exist (404), admins included, whatever the id', async () => {
      const meeting = await store({ participants: [idOf('member')] });

      for (const token of [tokenOf('admin'), tokenOf('developer')]) {
        expect((await list('', token)).items).toEqual([]);
        for (const id of [meeting.id, meeting.id + 1000]) {
          for (const [method, url, body] of [
            ['PUT', '/meetings/update', { id, title: 'Taken' }],
            ['DELETE', '/meetings/destroy', { id }],
            ['GET', `/meetings/${id}/ics`, undefined],
          ] as const) {
            const response = await call(method, url, body, token);
            expect({ method, status: response.statusCode }).toEqual({ method, status: 404 });
            expect(response.json()).toEqual({ error: true, message: MEETING_MESSAGES.notFound });
          }
        }
      }
    });

    it("another workspace's member cannot reach it from their workspace (404), nor with its header (403)", async () => {
      const meeting = await store();

      expect((await list('', outsider.token)).items).toEqual([]);
      expect((await call('PUT', '/meetings/update', { id: meeting.id, title: 'x' }, outsider.token)).statusCode).toBe(404);
      expect((await call('GET', `/meetings/${meeting.id}/ics`, undefined, outsider.token)).statusCode).toBe(404);
      expect((await call('GET', '/meetings', undefined, outsider.token, 1)).statusCode).toBe(403);
    });

    it('the organiser deletes it; the participants stop seeing it', async () => {
      const meeting = await store({ participants: [idOf('member')] });

      const response = await call('DELETE', '/meetings/destroy', { id: meeting.id });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: false, message: MEETING_MESSAGES.deleted, data: { id: meeting.id } });
      expect((await list('', tokenOf('member'))).items).toEqual([]);
      expect((await call('DELETE', '/meetings/destroy', { id: meeting.id })).statusCode).toBe(404);
      expect(await db().execute(sql`select * from meeting_participants`)).toHaveProperty('rows', []);
    });

    it('validates the bodies of update and destroy (422 for a missing or bad id)', async () => {
      expect((await call('PUT', '/meetings/update', { title: 'No id' })).statusCode).toBe(422);
      expect((await call('DELETE', '/meetings/destroy', { id: 'one' })).statusCode).toBe(422);
      expect((await call('GET', '/meetings/abc/ics')).statusCode).toBe(422);
    });
  });

  describe('GET /meetings', () => {
    /** A meeting of the manager written straight to the database (times in the past are allowed through the API too). */
    async function insert(
      title: string,
      startOffset: number,
      length = HOUR,
      changes: Partial<typeof meetings.$inferInsert> = {},
    ) {
      const start = Date.now() + startOffset;
      const [row] = await db()
        .insert(meetings)
        .values({
          workspaceId: 1,
          organizerId: idOf('manager'),
          title,
          startTime: new Date(start),
          endTime: new Date(start + length),
          ...changes,
        })
        .returning({ id: meetings.id });
      return row!.id;
    }

    it('shows the effective status: ongoing between start and end, completed after; cancelled and completed kept', async () => {
      await insert('Done', -3 * HOUR);
      await insert('Now', -30 * MINUTE);
      await insert('Later', 2 * HOUR);
      await insert('Called off', -30 * MINUTE, HOUR, { status: 'cancelled' });
      await insert('Closed early', 2 * HOUR, HOUR, { status: 'completed' });
      await insert('Marked ongoing', 5 * HOUR, HOUR, { status: 'ongoing' });

      const page = await list();
      const statusOf = Object.fromEntries(page.items.map((meeting) => [meeting.title, meeting.status]));
      expect(statusOf).toEqual({
        Done: 'completed',
        Now: 'ongoing',
        Later: 'scheduled',
        'Called off': 'cancelled',
        'Closed early': 'completed',
        'Marked ongoing': 'ongoing',
      });
      expect(titles(await list('?status=completed'))).toEqual(['Closed early', 'Done']);
      expect(titles(await list('?status=ongoing'))).toEqual(['Marked ongoing', 'Now']);
      expect(titles(await list('?status=scheduled'))).toEqual(['Later']);
      expect(titles(await list('?status=cancelled'))).toEqual(['Called off']);
      expect((await call('GET', '/meetings?status=postponed')).json().errors).toEqual({
        status: [MEETING_MESSAGES.statusInvalid],
      });
    });

    it('lists upcoming meetings soonest first, then past ones latest first, by pages, with the total of the filter', async () => {
      await insert('Past 2', -2 * DAY);
      await insert('Next 2', 2 * DAY);
      await insert('Past 1', -1 * DAY);
      await insert('Next 1', 1 * DAY);
      await insert('Next 3', 3 * DAY);

      const all = await list();
      expect(titles(all)).toEqual(['Next 1', 'Next 2', 'Next 3', 'Past 1', 'Past 2']);
      expect(all).toMatchObject({ total: 5, page: 1, per_page: COLLAB_DEFAULT_PER_PAGE });
      const second = await list('?per_page=2&page=2');
      expect(titles(second)).toEqual(['Next 3', 'Past 1']);
      expect(second).toMatchObject({ total: 5, page: 2, per_page: 2 });
      const beyond = await list('?per_page=2&page=9');
      expect(beyond).toMatchObject({ items: [], total: 5, counts: { total: 5, upcoming: 3 } });
      expect((await call('GET', '/meetings?per_page=101')).statusCode).toBe(422);
    });

    it('searches title, description and location (case-insensitive), % and _ matched as themselves', async () => {
      await insert('Budget review', DAY);
      await insert('Standup', 2 * DAY, HOUR, { description: 'Quick BUDGET check' });
      await insert('Offsite', 3 * DAY, HOUR, { location: 'Budget Hotel' });
      await insert('Growth 100%', 4 * DAY);
      await insert('Growth 1000', 5 * DAY);
      await insert('snake_case talk', 6 * DAY);
      await insert('snakeXcase talk', 7 * DAY);

      expect(titles(await list('?search=budget'))).toEqual(['Budget review', 'Standup', 'Offsite']);
      expect(titles(await list('?search=100%25'))).toEqual(['Growth 100%']);
      expect(titles(await list('?search=snake_case'))).toEqual(['snake_case talk']);
      const filtered = await list('?search=budget&status=scheduled&per_page=1');
      expect(filtered).toMatchObject({ total: 3, counts: { total: 7 } });
      expect(titles(filtered)).toEqual(['Budget review']);
    });

    it("counts all the caller's meetings, whatever the filter: total, upcoming, today (in a time zone), completed", async () => {
      await insert('Done', -3 * DAY);
      await insert('Completed later', 2 * DAY, HOUR, { status: 'completed' });
      await insert('Next week', 7 * DAY);
      // At both ends of today in Kiritimati (UTC+14, no daylight saving): whatever the hour, exactly
      // one of them falls on today in UTC.
      const kiritimatiToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
      const dayStart = Date.parse(`${kiritimatiToday}T00:00:00+14:00`);
      const morning = dayStart + MINUTE;
      const night = dayStart + DAY - 31 * MINUTE;
      await insert('Kiritimati morning', morning - Date.now(), 30 * MINUTE);
      await insert('Kiritimati night', night - Date.now(), 30 * MINUTE);
      const now = Date.now();
      const upcoming = 2 + [morning, night].filter((start) => start > now).length;
      const completed = 2 + [morning, night].filter((start) => start + 30 * MINUTE <= now).length;

      const inUtc = await list('?search=nothing-matches');
      expect(inUtc).toMatchObject({ items: [], total: 0 });
      expect(inUtc.counts).toEqual({ total: 5, upcoming, today: 1, completed });
      const inKiritimati = await list('?time_zone=Pacific/Kiritimati&status=cancelled');
      expect(inKiritimati.counts).toEqual({ total: 5, upcoming, today: 2, completed });
      expect((await call('GET', '/meetings?time_zone=Mars/Olympus')).statusCode).toBe(422);
    });

    it('reads a page in one statement (two round trips with the session)', async () => {
      const meeting = await store({ participants: [idOf('member'), idOf('designer')] });
      await store({ title: 'Other', participants: [idOf('developer')] });
      // The first request of a session refreshes its last use: not what is measured.
      await list();

      const { result, queries } = await counter.queriesOf(() => call('GET', '/meetings?search=sprint'));

      expect(dataOf(result).items).toEqual([meeting]);
      expect(queries).toHaveLength(2);
    });

    it('writes in few round trips: a store is its checked read and one statement; an update and a delete add a short transaction', async () => {
      await list();
      const stored = await counter.queriesOf(() =>
        call('POST', '/meetings/store', meetingBody({ participants: [idOf('member')] })),
      );
      expect(stored.result.statusCode).toBe(201);
      expect(stored.queries).toHaveLength(3);
      const id = stored.result.json().data.id;
      const updated = await counter.queriesOf(() => call('PUT', '/meetings/update', { id, title: 'Renamed', participants: [] }));
      expect(updated.result.statusCode).toBe(200);
      expect(updated.queries).toHaveLength(5);
      const deleted = await counter.queriesOf(() => call('DELETE', '/meetings/destroy', { id }));
      expect(deleted.result.statusCode).toBe(200);
      // …and the deletion's audit event, written before the reply.
      expect(deleted.queries).toHaveLength(6);
      expect(deleted.queries.at(-1)).toMatch(/^insert into "audit_events"/);
    });
  });

  describe('notification events', () => {
    const payloadOf = (meeting: Meeting) => ({
      meeting_id: meeting.id,
      title: meeting.title,
      start_time: meeting.start_time,
      end_time: meeting.end_time,
      actor_id: idOf('manager'),
    });

    it('invites the participants of a new meeting, never the organiser', async () => {
      const meeting = await store({ participants: [idOf('member'), idOf('designer'), idOf('manager')] });

      expect(await events()).toEqual([
        { userId: idOf('designer'), type: 'meeting.invited', payload: payloadOf(meeting) },
        { userId: idOf('member'), type: 'meeting.invited', payload: payloadOf(meeting) },
      ]);
    });

    it('an edit: invitations for the added, a move for those who stay, nothing for a title change', async () => {
      const meeting = await store({ participants: [idOf('member'), idOf('designer')] });
      await clearEvents();

      await call('PUT', '/meetings/update', { id: meeting.id, title: 'Renamed' });
      expect(await events()).toEqual([]);

      const moved = dataOf(
        await call('PUT', '/meetings/update', {
          id: meeting.id,
          start_time: iso(Date.parse(meeting.start_time) + HOUR),
          end_time: iso(Date.parse(meeting.end_time) + HOUR),
          participants: [idOf('member'), idOf('developer')],
        }),
      );
      expect(await events()).toEqual([
        { userId: idOf('developer'), type: 'meeting.invited', payload: payloadOf(moved) },
        { userId: idOf('member'), type: 'meeting.moved', payload: payloadOf(moved) },
      ]);
    });

    it('a cancellation and a deletion tell the participants it is cancelled', async () => {
      const meeting = await store({ participants: [idOf('member')] });
      const other = await store({ title: 'Retro', participants: [idOf('developer')] });
      await clearEvents();

      const cancelled = dataOf(await call('PUT', '/meetings/update', { id: meeting.id, status: 'cancelled' }));
      expect(cancelled.status).toBe('cancelled');
      dataOf(await call('DELETE', '/meetings/destroy', { id: other.id }));

      expect(await events()).toEqual([
        { userId: idOf('member'), type: 'meeting.cancelled', payload: payloadOf(cancelled) },
        { userId: idOf('developer'), type: 'meeting.cancelled', payload: payloadOf(other) },
      ]);
    });

    it('writes none for a refused change', async () => {
      const meeting = await store({ participants: [idOf('member')] });
      await clearEvents();

      await call('PUT', '/meetings/update', { id: meeting.id, status: 'cancelled', participants: [outsider.id] });
      await call('DELETE', '/meetings/destroy', { id: meeting.id }, tokenOf('member'));

      expect(await events()).toEqual([]);
      expect((await db().select().from(meetings).where(eq(meetings.id, meeting.id)))[0]).toMatchObject({ status: 'scheduled' });
    });
  });
});
