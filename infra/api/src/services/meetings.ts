import {
  COLLAB_DEFAULT_PER_PAGE,
  MEETING_MAX_DAYS,
  MEETING_MESSAGES,
  type Actor,
  type FieldErrors,
  type Meeting,
  type MeetingPage,
  type MeetingStatus,
  type meetingListQuerySchema,
  type meetingStoreRequestSchema,
  type meetingUpdateRequestSchema,
} from '@kanri/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { meetingParticipants, meetings, users, workspaceMembers } from '../db/schema.js';
import { intArray, queryRows } from '../db/statements.js';
import { httpErrors } from '../lib/http-errors.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { meetingFileName, meetingsCalendar } from './meeting-calendar.js';
import { meetingNotifications, type MeetingNotificationState } from './notifications/rules.js';
import { insertNotificationEvents } from './notifications/write.js';
import { instant, iso } from './time-entry-sql.js';
import { containsPattern } from '../lib/like-pattern.js';
import { userActorOf } from './user-sql.js';

/**
 * Meetings (spec §2, §3, §7). A meeting is seen by its organiser and its participants only (anyone
 * else gets a 404, whatever the id); only the organiser changes or deletes it (a participant gets a
 * 403). Reads are one statement; a change is one checked read and one writing statement that also
 * records the participants' notifications (`notifications/rules.ts`) and returns the reply (an
 * update or a delete in a short transaction holding the meeting's row lock, so the notifications
 * compare with the meeting as it really was).
 */

type ListQuery = z.output<typeof meetingListQuerySchema>;
type StoreInput = z.output<typeof meetingStoreRequestSchema>;
type UpdateInput = z.output<typeof meetingUpdateRequestSchema>;

// The SQL the reads and writes share -------------------------------------------------------------

const PARTICIPANT_ORDER = sql`lower(u.first_name), lower(u.last_name), u.id`;

/**
 * The effective status of meeting row `m`: a scheduled meeting is ongoing from its start and
 * completed from its end; cancelled, completed and ongoing ones stay as set. (`effectiveStatusOf`
 * is the same rule in the process.)
 */
const effectiveStatus = (m: SQL) => sql`(case
  when ${m}.status = 'scheduled' and ${m}.end_time <= now() then 'completed'
  when ${m}.status = 'scheduled' and ${m}.start_time <= now() then 'ongoing'
  else ${m}.status end)`;

/** The effective status of a stored meeting at `now`, as `effectiveStatus` computes it in SQL. */
export function effectiveStatusOf(
  meeting: { status: MeetingStatus; start_time: string; end_time: string },
  now = Date.now(),
): MeetingStatus {
  if (meeting.status !== 'scheduled') return meeting.status;
  if (Date.parse(meeting.end_time) <= now) return 'completed';
  return Date.parse(meeting.start_time) <= now ? 'ongoing' : 'scheduled';
}

/** The meetings of workspace `workspaceId` that user `userId` organises or is invited to (row alias `m`). */
export function visibleTo(m: SQL, workspaceId: SQL, userId: SQL): SQL {
  return sql`${m}.workspace_id = ${workspaceId} and (${m}.organizer_id = ${userId}
    or ${m}.id = any(array(select vp.meeting_id from ${meetingParticipants} vp where vp.user_id = ${userId})))`;
}

/**
 * The CTE `people`: the participants of the meetings of CTE `source` as actors, one row per meeting,
 * read for all of them at once (materialized: inlined, it would run again for each meeting joined).
 */
export const peopleOf = (source: SQL) => sql`people as materialized (
  select mp.meeting_id, json_agg(${userActorOf(sql`u`)} order by ${PARTICIPANT_ORDER}) as participants
  from ${meetingParticipants} mp join ${users} u on u.id = mp.user_id
  where mp.meeting_id = any(array(select id from ${source}))
  group by mp.meeting_id
)`;

/** The joins `meetingColumns` reads from meeting row `m`: the organiser `mo` and the CTE `people` (as `pp`). */
export const MEETING_JOINS = sql`join ${users} mo on mo.id = m.organizer_id left join people pp on pp.meeting_id = m.id`;
const PEOPLE_PARTICIPANTS = sql`coalesce(pp.participants, '[]'::json)`;

/** The participants `ids` as actors, for a write's reply (its own inserts are not visible to it). */
const participantsOf = (ids: readonly number[]) =>
  sql`(select coalesce(json_agg(${userActorOf(sql`u`)} order by ${PARTICIPANT_ORDER}), '[]'::json)
    from ${users} u where u.id = any(${intArray(ids)}))`;

/** The reply columns of meeting row `m` for `viewer`, with its organiser `mo` and its `participants`. */
export function meetingColumns(viewer: SQL, participants: SQL = PEOPLE_PARTICIPANTS): SQL {
  return sql`m.id, m.workspace_id, m.title, m.description, ${iso(sql`m.start_time`)} as start_time,
    ${iso(sql`m.end_time`)} as end_time, m.location, m.meeting_url, ${userActorOf(sql`mo`)} as organizer,
    ${participants} as participants, ${effectiveStatus(sql`m`)} as status, m.sequence,
    m.organizer_id = ${viewer} as is_organizer, ${iso(sql`m.created_at`)} as created_at, ${iso(sql`m.updated_at`)} as updated_at`;
}

/** A row of `meetingColumns`. */
export type MeetingRow = Meeting;

const toActor = (actor: Actor): Actor => ({
  id: actor.id,
  full_name: actor.full_name,
  email: actor.email,
  photo_url: actor.photo_url,
});

/** Same keys, same order as the contract's meeting: replies are not re-validated at run time. */
export function toMeeting(row: MeetingRow): Meeting {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    title: row.title,
    description: row.description,
    start_time: row.start_time,
    end_time: row.end_time,
    location: row.location,
    meeting_url: row.meeting_url,
    organizer: toActor(row.organizer),
    participants: row.participants.map(toActor),
    status: row.status,
    sequence: row.sequence,
    is_organizer: row.is_organizer,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

// Reading ----------------------------------------------------------------------------------------

interface ListRow extends Omit<MeetingRow, 'id'> {
  id: number | null;
  total: number;
  all_meetings: number;
  upcoming: number;
  today: number;
  completed: number;
}

/** Upcoming meetings (from now on) first, soonest first; then past ones, latest first. */
const LIST_ORDER = sql`(m.start_time < now()), case when m.start_time >= now() then m.start_time end,
  m.start_time desc, m.id`;

/**
 * GET /meetings: the caller's meetings in the workspace (organised or invited to), filtered by
 * `search` and effective `status`, one page in the list's order, with `total` (the filtered set)
 * and the cards' `counts` (all the caller's meetings; today in `time_zone`), in one statement.
 */
export async function listMeetings(db: Database, auth: RequestAuth, query: ListQuery): Promise<MeetingPage> {
  const perPage = query.per_page ?? COLLAB_DEFAULT_PER_PAGE;
  const page = query.page ?? 1;
  const timeZone = query.time_zone ?? 'UTC';
  const me = sql`${auth.user.id}::int`;
  const filters: SQL[] = [sql`true`];
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(sql`(m.title ilike ${pattern} or m.description ilike ${pattern} or m.location ilike ${pattern})`);
  }
  if (query.status) filters.push(sql`${effectiveStatus(sql`m`)} = ${query.status}::text`);
  const rows = await queryRows<ListRow>(
    db,
    sql`with mine as (
      select m.* from ${meetings} m where ${visibleTo(sql`m`, sql`${auth.workspaceId}::int`, me)}
    ),
    matched as (
      select m.* from mine m where ${sql.join(filters, sql` and `)}
    ),
    page as (
      select m.* from matched m order by ${LIST_ORDER} limit ${perPage} offset ${(page - 1) * perPage}
    ),
    ${peopleOf(sql`page`)},
    head as (
      select (select count(*) from matched)::int as total, count(*)::int as all_meetings,
        count(*) filter (where m.start_time > now())::int as upcoming,
        count(*) filter (where (m.start_time at time zone ${timeZone}::text)::date = (now() at time zone ${timeZone}::text)::date)::int as today,
        count(*) filter (where ${effectiveStatus(sql`m`)} = 'completed')::int as completed
      from mine m
    )
    select h.total, h.all_meetings, h.upcoming, h.today, h.completed, ${meetingColumns(me)}
    from head h left join (page m ${MEETING_JOINS}) on true
    order by ${LIST_ORDER}`,
  );
  const head = rows[0]!;
  return {
    items: head.id === null ? [] : rows.map((row) => toMeeting(row as MeetingRow)),
    total: head.total,
    page,
    per_page: perPage,
    counts: { total: head.all_meetings, upcoming: head.upcoming, today: head.today, completed: head.completed },
  };
}

/** One meeting the caller sees (organiser or participant); 404 for any other id. */
export async function getMeeting(db: Database, auth: RequestAuth, id: number): Promise<Meeting> {
  const me = sql`${auth.user.id}::int`;
  const [row] = await queryRows<MeetingRow>(
    db,
    sql`with found as (
      select m.* from ${meetings} m where m.id = ${id} and ${visibleTo(sql`m`, sql`${auth.workspaceId}::int`, me)}
    ),
    ${peopleOf(sql`found`)}
    select ${meetingColumns(me)} from found m ${MEETING_JOINS}`,
  );
  if (!row) throw httpErrors.notFound(MEETING_MESSAGES.notFound);
  return toMeeting(row);
}

// Writing ----------------------------------------------------------------------------------------

/** The sent participants as stored: each once, the organiser left out (they are not listed), by id. */
function participantIdsOf(sent: readonly number[], organizerId: number): number[] {
  return [...new Set(sent)].filter((id) => id !== organizerId).sort((a, b) => a - b);
}

/** The active members of the workspace among `ids`. */
const activeMembersAmong = (workspaceId: SQL, ids: readonly number[]) =>
  sql`array(select wm.user_id from ${workspaceMembers} wm
    where wm.workspace_id = ${workspaceId} and wm.status = 'active' and wm.user_id = any(${intArray(ids)}))`;

/** An empty meeting URL clears it. */
const urlOf = (url: string | null | undefined) => (url ? url : null);

/**
 * POST /meetings/store: the caller organises it; participants must be active members of the
 * workspace (the organiser among them is dropped, repeats are kept once). The checked read also
 * draws the meeting's id, so the invitations it records can name it.
 */
export async function createMeeting(db: Database, auth: RequestAuth, input: StoreInput): Promise<Meeting> {
  const participantIds = participantIdsOf(input.participants ?? [], auth.user.id);
  const [checked] = await queryRows<{ id: number; members: number[] }>(
    db,
    sql`select nextval(pg_get_serial_sequence('meetings', 'id'))::int as id,
      ${activeMembersAmong(sql`${auth.workspaceId}::int`, participantIds)} as members`,
  );
  const { id, members } = checked!;
  if (participantIds.some((userId) => !members.includes(userId))) {
    throw httpErrors.unprocessable({ participants: [MEETING_MESSAGES.participantNotMember] });
  }
  const start = Date.parse(input.start_time);
  const end = Date.parse(input.end_time);
  const status: MeetingStatus = input.status ?? 'scheduled';
  const after: MeetingNotificationState = {
    id,
    workspace_id: auth.workspaceId,
    organizer_id: auth.user.id,
    title: input.title,
    start_time: new Date(start).toISOString(),
    end_time: new Date(end).toISOString(),
    status,
    participant_ids: participantIds,
  };
  const me = sql`${auth.user.id}::int`;
  const [row] = await queryRows<MeetingRow>(
    db,
    sql`with written as (
      insert into ${meetings} (id, workspace_id, organizer_id, title, description, start_time, end_time, location, meeting_url, status)
      values (${id}::int, ${auth.workspaceId}::int, ${me}, ${input.title}, ${input.description ?? ''}, ${instant(start)}, ${instant(end)},
        ${input.location ?? ''}, ${urlOf(input.meeting_url)}::text, ${status}::text)
      returning *
    ),
    invited as (
      insert into ${meetingParticipants} (meeting_id, user_id) select w.id, u.id from written w, unnest(${intArray(participantIds)}) u(id)
    ),
    ${insertNotificationEvents(meetingNotifications(null, after, auth.user.id), sql`select 1 from written`)}
    select ${meetingColumns(me, participantsOf(participantIds))} from written m join ${users} mo on mo.id = m.organizer_id`,
  );
  return toMeeting(row!);
}

/** A meeting as its checks and notifications see it, with the active members among the sent participants. */
interface StoredMeeting extends MeetingNotificationState {
  description: string;
  location: string;
  meeting_url: string | null;
  members: number[];
}

/**
 * The meeting `id` of the workspace, locked for the change (inside a transaction), when the caller
 * may change it: 404 when they do not see it, 403 when they are only a participant.
 */
async function meetingToChange(
  db: Database,
  auth: RequestAuth,
  id: number,
  sentParticipants: readonly number[],
): Promise<StoredMeeting> {
  const [stored] = await queryRows<StoredMeeting>(
    db,
    sql`select m.id, m.workspace_id, m.organizer_id, m.title, m.description, ${iso(sql`m.start_time`)} as start_time,
        ${iso(sql`m.end_time`)} as end_time, m.location, m.meeting_url, m.status,
        array(select p.user_id from ${meetingParticipants} p where p.meeting_id = m.id order by p.user_id) as participant_ids,
        ${activeMembersAmong(sql`m.workspace_id`, sentParticipants)} as members
      from ${meetings} m where m.id = ${id} and m.workspace_id = ${auth.workspaceId}::int
      for update of m`,
  );
  if (!stored || (stored.organizer_id !== auth.user.id && !stored.participant_ids.includes(auth.user.id))) {
    throw httpErrors.notFound(MEETING_MESSAGES.notFound);
  }
  if (stored.organizer_id !== auth.user.id) throw httpErrors.forbidden(MEETING_MESSAGES.organizerOnly);
  return stored;
}

/** The rules of a meeting's times, on the end: after the start, at most MEETING_MAX_DAYS long. */
function checkTimes(start: number, end: number): FieldErrors {
  if (end <= start) return { end_time: [MEETING_MESSAGES.endBeforeStart] };
  if (end - start > MEETING_MAX_DAYS * 86_400_000) return { end_time: [MEETING_MESSAGES.tooLong] };
  return {};
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * PUT /meetings/update `{ id, ...changes }`, the organiser only. A start or end sent alone is
 * checked against the stored other one; `participants` replaces the list (members added must be
 * active members of the workspace; those kept may have left it since). A `status` equal to the
 * effective one changes nothing. Any change raises `sequence`; a request that changes nothing writes
 * nothing. One short transaction: the locked checked read, then one statement writing the meeting,
 * its participants and the notifications.
 */
export async function updateMeeting(db: Database, auth: RequestAuth, input: UpdateInput): Promise<Meeting> {
  return db.transaction(async (tx) => {
    const before = await meetingToChange(tx, auth, input.id, input.participants ?? []);
    const start = input.start_time === undefined ? Date.parse(before.start_time) : Date.parse(input.start_time);
    const end = input.end_time === undefined ? Date.parse(before.end_time) : Date.parse(input.end_time);
    const participantIds =
      input.participants === undefined ? before.participant_ids : participantIdsOf(input.participants, before.organizer_id);

    const errors: FieldErrors = { ...checkTimes(start, end) };
    const added = participantIds.filter((userId) => !before.participant_ids.includes(userId));
    if (added.some((userId) => !before.members.includes(userId))) errors.participants = [MEETING_MESSAGES.participantNotMember];
    if (Object.keys(errors).length > 0) throw httpErrors.unprocessable(errors);

    const assignments: SQL[] = [];
    const change = <T>(column: string, from: T, to: T | undefined, value: (to: T) => SQL) => {
      if (to !== undefined && to !== from) assignments.push(sql`${sql.identifier(column)} = ${value(to)}`);
    };
    change('title', before.title, input.title, (title) => sql`${title}`);
    change('description', before.description, input.description, (description) => sql`${description}`);
    change('location', before.location, input.location, (location) => sql`${location}`);
    change(
      'meeting_url',
      before.meeting_url,
      input.meeting_url === undefined ? undefined : urlOf(input.meeting_url),
      (url) => sql`${url}::text`,
    );
    // An edit form sends back the status it showed: the effective one is no change (storing
    // `ongoing` would keep a finished meeting ongoing for ever).
    const status = input.status === effectiveStatusOf(before) ? undefined : input.status;
    change('status', before.status, status, (value) => sql`${value}::text`);
    change('start_time', Date.parse(before.start_time), start, (ms) => instant(ms));
    change('end_time', Date.parse(before.end_time), end, (ms) => instant(ms));
    const participantsChanged = !sameIds(participantIds, before.participant_ids);
    const me = sql`${auth.user.id}::int`;
    if (assignments.length === 0 && !participantsChanged) return getMeeting(tx, auth, before.id);

    const after: MeetingNotificationState = {
      ...before,
      title: input.title ?? before.title,
      start_time: new Date(start).toISOString(),
      end_time: new Date(end).toISOString(),
      status: status ?? before.status,
      participant_ids: participantIds,
    };
    const [row] = await queryRows<MeetingRow>(
      tx,
      sql`with written as (
        update ${meetings} m set ${sql.join([...assignments, sql`sequence = m.sequence + 1, updated_at = now()`], sql`, `)}
        where m.id = ${before.id}::int
        returning m.*
      ),
      removed as (
        delete from ${meetingParticipants} p where p.meeting_id = ${before.id}::int and not (p.user_id = any(${intArray(participantIds)}))
      ),
      added as (
        insert into ${meetingParticipants} (meeting_id, user_id) select ${before.id}::int, u.id from unnest(${intArray(added)}) u(id)
        on conflict do nothing
      ),
      ${insertNotificationEvents(meetingNotifications(before, after, auth.user.id), sql`select 1 from written`)}
      select ${meetingColumns(me, participantsOf(participantIds))} from written m join ${users} mo on mo.id = m.organizer_id`,
    );
    return toMeeting(row!);
  });
}

/** DELETE /meetings/destroy `{ id }`, the organiser only; the participants are told it is cancelled. */
export async function destroyMeeting(db: Database, auth: RequestAuth, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await meetingToChange(tx, auth, id, []);
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`with deleted as (
        delete from ${meetings} m where m.id = ${before.id}::int returning m.id
      ),
      ${insertNotificationEvents(meetingNotifications(before, null, auth.user.id), sql`select 1 from deleted`)}
      select id from deleted`,
    );
    return { id: rows[0]!.id };
  });
}

// iCalendar ---------------------------------------------------------------------------------------

/** GET /meetings/{id}/ics: one meeting the caller sees as an .ics file (404 otherwise). */
export async function meetingCalendarFile(
  db: Database,
  auth: RequestAuth,
  id: number,
  publicUrl: string,
): Promise<{ fileName: string; body: string }> {
  const meeting = await getMeeting(db, auth, id);
  return { fileName: meetingFileName(meeting.title), body: meetingsCalendar([meeting], { publicUrl }) };
}
