import { MEETING_MESSAGES, type CalendarFeedLink, type Meeting, type Role } from '@kanri/contracts';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { hashToken } from '../../../src/auth/tokens.js';
import { calendarFeedTokens, meetings } from '../../../src/db/schema.js';
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
import { startTestApp, TEST_CONFIG, type TestApp } from '../../helpers/test-app.js';

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Text that must survive escaping and folding: multi-byte characters, commas, semicolons, backslashes, new lines. */
const TRICKY = 'Réunion 会議 🚀, budget; C:\\temp\\notes\nline two';

/** A parsed .ics (by ical.js, an independent parser) and its events by UID. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  return { calendar, events, byUid: new Map(events.map((event) => [String(event.getFirstPropertyValue('uid')), event])) };
}

const valueOf = (event: ICAL.Component, name: string) => event.getFirstPropertyValue(name);
const timeOf = (event: ICAL.Component, name: string) => event.getFirstPropertyValue(name) as ICAL.Time;

describe('meetings as iCalendar', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let studio: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    studio = await createWorkspace(db(), 'Studio');
  });
  beforeEach(() =>
    db().execute(sql`truncate meetings, meeting_participants, notifications, calendar_feed_tokens restart identity cascade`),
  );
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  const call = caller(
    () => testApp.app,
    () => members.manager.token,
  );
  const idOf = (role: Role) => members[role].user.id;
  const iso = (ms: number) => new Date(ms).toISOString();
  const hourFromNow = (hours: number) => Math.floor((Date.now() + hours * HOUR) / 1000) * 1000;
  const store = async (changes: Record<string, unknown> = {}, token = members.manager.token) =>
    dataOf(
      await call(
        'POST',
        '/meetings/store',
        { title: 'Sprint planning', start_time: iso(hourFromNow(24)), end_time: iso(hourFromNow(25)), ...changes },
        token,
      ),
      201,
    ) as Meeting;
  const ics = (id: number, token?: string) => call('GET', `/meetings/${id}/ics`, undefined, token);
  /** GET /meetings.ics as a calendar app does: the link's path and query, no bearer, no workspace header. */
  const fetchFeed = (link: string) => {
    const url = new URL(link);
    return testApp.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  };
  const newFeed = async (token = members.manager.token) =>
    dataOf(await call('POST', '/meetings/feed', {}, token), 201) as CalendarFeedLink;

  describe('GET /meetings/{id}/ics', () => {
    it('answers one VEVENT the independent parser reads back field by field', async () => {
      const start = hourFromNow(48);
      const meeting = await store({
        title: TRICKY,
        description: `${TRICKY} `.repeat(20).trim(),
        location: 'Room 4; floor 2, "east" wing',
        meeting_url: 'https://meet.example.com/abc?x=1,2;3',
        start_time: iso(start),
        end_time: iso(start + 90 * 60_000),
        participants: [idOf('member'), idOf('developer'), idOf('designer')],
      });

      const response = await ics(meeting.id);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const { calendar, events } = parse(response.body);
      expect(valueOf(calendar, 'version')).toBe('2.0');
      expect(valueOf(calendar, 'method')).toBe('PUBLISH');
      expect(valueOf(calendar, 'prodid')).toContain('Kanri');
      expect(events).toHaveLength(1);
      const event = events[0]!;
      expect(valueOf(event, 'uid')).toBe(`meeting-${meeting.id}@${new URL(TEST_CONFIG.publicUrl!).hostname}`);
      expect(valueOf(event, 'summary')).toBe(TRICKY);
      expect(valueOf(event, 'description')).toBe(meeting.description);
      expect(valueOf(event, 'location')).toBe('Room 4; floor 2, "east" wing');
      // A URI value is not text-escaped (RFC 5545): its `,` and `;` come percent-encoded.
      expect(valueOf(event, 'url')).toBe('https://meet.example.com/abc?x=1%2C2%3B3');
      expect(response.body).toContain('URL;VALUE=URI:https://meet.example.com/abc?x=1%2C2%3B3\r\n');
      expect(valueOf(event, 'sequence')).toBe(0);
      expect(valueOf(event, 'status')).toBe('CONFIRMED');
      for (const [name, expected] of [
        ['dtstart', start],
        ['dtend', start + 90 * 60_000],
      ] as const) {
        const time = timeOf(event, name);
        expect(time.zone).toBe(ICAL.Timezone.utcTimezone);
        expect(time.toJSDate().getTime()).toBe(expected);
      }
      expect(Math.abs(timeOf(event, 'dtstamp').toJSDate().getTime() - Date.now())).toBeLessThan(60_000);
      const organizer = event.getFirstProperty('organizer')!;
      expect(organizer.getParameter('cn')).toBe('Test Manager');
      expect(String(organizer.getFirstValue()).toLowerCase()).toBe(`mailto:${members.manager.email}`);
      const attendees = event.getAllProperties('attendee');
      expect(attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase()).sort()).toEqual(
        [members.designer.email, members.developer.email, members.member.email].map((email) => `mailto:${email}`).sort(),
      );
      expect(attendees.map((attendee) => attendee.getParameter('cn')).sort()).toEqual([
        'Test Designer',
        'Test Developer',
        'Test Member',
      ]);
    });

    it('writes lines of at most 75 octets ending in CRLF, folding inside multi-byte text without breaking a character', async () => {
      const meeting = await store({ title: 'Réunion 会議 🚀 '.repeat(12).trim(), description: `${TRICKY} `.repeat(40).trim() });

      const body = (await ics(meeting.id)).body;

      expect(body.endsWith('\r\n')).toBe(true);
      const lines = body.slice(0, -2).split('\r\n');
      expect(lines.some((line) => line.startsWith(' '))).toBe(true);
      for (const line of lines) {
        expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
        expect(line).not.toMatch(/\uFFFD|[\uD800-\uDBFF]$|^[\uDC00-\uDFFF]/);
        expect(line).not.toContain('\n');
      }
      // The raw bytes are valid UTF-8 all along (no character cut between lines).
      expect(Buffer.from(body, 'utf8').toString('utf8')).toBe(body);
      expect(valueOf(parse(body).events[0]!, 'summary')).toBe(meeting.title);
    });

    it('keeps the UID across edits, raises SEQUENCE with each, and says CANCELLED once cancelled', async () => {
      const meeting = await store({ participants: [idOf('member')] });
      const uid = valueOf(parse((await ics(meeting.id)).body).events[0]!, 'uid');

      dataOf(await call('PUT', '/meetings/update', { id: meeting.id, title: 'Moved', start_time: iso(hourFromNow(2)) }));
      const edited = parse((await ics(meeting.id)).body).events[0]!;
      expect(valueOf(edited, 'uid')).toBe(uid);
      expect(valueOf(edited, 'sequence')).toBe(1);
      expect(valueOf(edited, 'summary')).toBe('Moved');

      dataOf(await call('PUT', '/meetings/update', { id: meeting.id, status: 'cancelled' }));
      const cancelled = parse((await ics(meeting.id, members.member.token)).body).events[0]!;
      expect(valueOf(cancelled, 'uid')).toBe(uid);
      expect(valueOf(cancelled, 'sequence')).toBe(2);
      expect(valueOf(cancelled, 'status')).toBe('CANCELLED');
    });

    it("names the file after the title, made safe; links the app's meetings page when there is no meeting URL", async () => {
      const meeting = await store({ title: 'Q1/Q2 review: "plan" \\ budget' });

      const response = await ics(meeting.id);

      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Q1-Q2 review: plan - budget.ics"; filename*=UTF-8''Q1-Q2%20review%3A%20plan%20-%20budget.ics`,
      );
      expect(valueOf(parse(response.body).events[0]!, 'url')).toBe(`${TEST_CONFIG.publicUrl}/dashboard/meetings`);
      const unicode = await store({ title: 'Réunion 会議' });
      expect((await ics(unicode.id)).headers['content-disposition']).toBe(
        `attachment; filename="R_union __.ics"; filename*=UTF-8''R%C3%A9union%20%E4%BC%9A%E8%AD%B0.ics`,
      );
    });

    it('answers a JSON 404 for a meeting the caller does not see', async () => {
      const meeting = await store();
      const response = await ics(meeting.id, members.member.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: true, message: MEETING_MESSAGES.notFound });
    });
  });

  describe('the calendar feed', () => {
    it('is off until a link is made; the link is shown once, only its hash is kept', async () => {
      expect(dataOf(await call('GET', '/meetings/feed'))).toEqual({ active: false, created_at: null, last_used_at: null });

      const response = await call('POST', '/meetings/feed', {});

      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBe(MEETING_MESSAGES.feedCreated);
      const link: CalendarFeedLink = response.json().data;
      const token = new URL(link.https_url).searchParams.get('token')!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(link).toEqual({
        active: true,
        created_at: expect.any(String),
        last_used_at: null,
        webcal_url: `webcal://kanri.test/api/v1/meetings.ics?token=${token}`,
        https_url: `https://kanri.test/api/v1/meetings.ics?token=${token}`,
      });
      const rows = await db().select().from(calendarFeedTokens);
      expect(rows).toEqual([expect.objectContaining({ userId: idOf('manager'), workspaceId: 1, tokenHash: hashToken(token) })]);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(dataOf(await call('GET', '/meetings/feed'))).toEqual({
        active: true,
        created_at: link.created_at,
        last_used_at: null,
      });
    });

    it("serves the member's meetings without a bearer: organised and invited to, cancelled ones included, from 90 days ago", async () => {
      const organised = await store({ title: 'Organised', participants: [idOf('member')] });
      const invited = await store({ title: 'Invited', participants: [idOf('manager')] }, members.admin.token);
      const cancelled = await store({ title: 'Cancelled' });
      dataOf(await call('PUT', '/meetings/update', { id: cancelled.id, status: 'cancelled' }));
      await store({ title: 'Not mine' }, members.admin.token);
      const [recent, old] = await db()
        .insert(meetings)
        .values(
          [80, 100].map((days) => ({
            workspaceId: 1,
            organizerId: idOf('manager'),
            title: `${days} days ago`,
            startTime: new Date(Date.now() - days * DAY),
            endTime: new Date(Date.now() - days * DAY + HOUR),
          })),
        )
        .returning({ id: meetings.id });
      const link = await newFeed();

      const response = await fetchFeed(link.https_url);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const { calendar, byUid } = parse(response.body);
      expect(valueOf(calendar, 'method')).toBe('PUBLISH');
      expect(valueOf(calendar, 'x-wr-calname')).toBe('Kanri meetings (Team Space)');
      const uid = (id: number) => `meeting-${id}@kanri.test`;
      expect([...byUid.keys()].sort()).toEqual([organised.id, invited.id, cancelled.id, recent!.id].map(uid).sort());
      expect(byUid.has(uid(old!.id))).toBe(false);
      expect(valueOf(byUid.get(uid(cancelled.id))!, 'status')).toBe('CANCELLED');
      expect(valueOf(byUid.get(uid(cancelled.id))!, 'sequence')).toBe(1);
      expect(byUid.get(uid(invited.id))!.getFirstProperty('organizer')!.getParameter('cn')).toBe('Test Admin');
      expect(byUid.get(uid(organised.id))!.getAllProperties('attendee')).toHaveLength(1);
      for (const line of response.body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

      const feed = dataOf(await call('GET', '/meetings/feed'));
      expect(feed).toMatchObject({ active: true, last_used_at: expect.any(String) });
      expect(Math.abs(Date.parse(feed.last_used_at) - Date.now())).toBeLessThan(60_000);
    });

    it('serves an empty calendar to a member without meetings', async () => {
      const link = await newFeed(members.designer.token);
      const response = await fetchFeed(link.webcal_url.replace('webcal://', 'https://'));
      expect(response.statusCode).toBe(200);
      expect(parse(response.body).events).toEqual([]);
    });

    it('a new link replaces the old one (404 with the message), and a revoked link stops working', async () => {
      await store();
      const first = await newFeed();
      const second = await newFeed();
      expect(second.https_url).not.toBe(first.https_url);

      const stale = await fetchFeed(first.https_url);
      expect(stale.statusCode).toBe(404);
      expect(stale.json()).toEqual({ error: true, message: MEETING_MESSAGES.feedTokenInvalid });
      expect((await fetchFeed(second.https_url)).statusCode).toBe(200);

      const revoked = await call('DELETE', '/meetings/feed');
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json()).toEqual({
        error: false,
        message: MEETING_MESSAGES.feedRevoked,
        data: { active: false, created_at: null, last_used_at: null },
      });
      expect((await fetchFeed(second.https_url)).statusCode).toBe(404);
      expect(dataOf(await call('GET', '/meetings/feed')).active).toBe(false);
      expect((await call('DELETE', '/meetings/feed')).statusCode).toBe(200);
    });

    it('refuses an unknown token (404), a missing one (422), and a member who left the workspace (404)', async () => {
      const unknown = await testApp.app.inject({ method: 'GET', url: '/api/v1/meetings.ics?token=not-a-real-token' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: true, message: MEETING_MESSAGES.feedTokenInvalid });
      expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/meetings.ics' })).statusCode).toBe(422);

      const leaving = await createUser(db(), { email: 'leaving@workspace-1.test' });
      const link = await newFeed(await openSession(db(), leaving.id));
      expect((await fetchFeed(link.https_url)).statusCode).toBe(200);
      await db().execute(sql`delete from workspace_members where user_id = ${leaving.id} and workspace_id = 1`);
      const left = await fetchFeed(link.https_url);
      expect(left.statusCode).toBe(404);
      expect(left.json().message).toBe(MEETING_MESSAGES.feedTokenInvalid);
    });

    it("is per workspace: a member of two workspaces gets each workspace's meetings from its own link", async () => {
      const both = await createUser(db(), { email: 'both@studio.test', workspaceId: studio });
      await addMember(db(), both.id, 1, 'member');
      const token = await openSession(db(), both.id);
      const inTeam = await store({ title: 'Team meeting', participants: [both.id] });
      const inStudio = dataOf(
        await call(
          'POST',
          '/meetings/store',
          { title: 'Studio meeting', start_time: iso(hourFromNow(3)), end_time: iso(hourFromNow(4)) },
          token,
          studio,
        ),
        201,
      );
      const teamLink = dataOf(await call('POST', '/meetings/feed', {}, token, 1), 201);
      const studioLink = dataOf(await call('POST', '/meetings/feed', {}, token, studio), 201);

      expect([...parse((await fetchFeed(teamLink.https_url)).body).byUid.keys()]).toEqual([`meeting-${inTeam.id}@kanri.test`]);
      expect([...parse((await fetchFeed(studioLink.https_url)).body).byUid.keys()]).toEqual([
        `meeting-${inStudio.id}@kanri.test`,
      ]);
    });
  });
});
