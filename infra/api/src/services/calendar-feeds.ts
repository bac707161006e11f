import { MEETING_MESSAGES, type CalendarFeed, type CalendarFeedLink } from '@kanri/contracts';
import { sql } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens.js';
import type { Database } from '../db/database.js';
import { calendarFeedTokens, meetings, workspaceMembers, workspaces } from '../db/schema.js';
import { queryRows } from '../db/statements.js';
import { httpErrors } from '../lib/http-errors.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { meetingsCalendar } from './meeting-calendar.js';
import { MEETING_JOINS, meetingColumns, peopleOf, toMeeting, visibleTo, type MeetingRow } from './meetings.js';
import { iso } from './time-entry-sql.js';

/**
 * A member's calendar feed (GET /meetings.ics?token=…): a secret link calendar apps subscribe to,
 * signed in by its token alone. The token is 256 random bits shown once; only its SHA-256 is kept,
 * one per member and workspace: a new link replaces (revokes) the earlier one. The feed stops
 * working when it is revoked or the member leaves the workspace.
 */

/** The feed's path under PUBLIC_URL (the API is mounted at /api, version 1). */
export const CALENDAR_FEED_PATH = '/api/v1/meetings.ics';
/** How far back the feed goes: meetings starting from this many days ago. */
export const CALENDAR_FEED_PAST_DAYS = 90;
/** How often calendar apps are asked to fetch the feed again. */
const FEED_REFRESH_SECONDS = 3600;

const NO_FEED: CalendarFeed = { active: false, created_at: null, last_used_at: null };

interface FeedRow {
  created_at: string;
  last_used_at: string | null;
}

const toFeed = (row: FeedRow | undefined): CalendarFeed =>
  row ? { active: true, created_at: row.created_at, last_used_at: row.last_used_at } : NO_FEED;

const FEED_COLUMNS = sql`${iso(sql`t.created_at`)} as created_at, ${iso(sql`t.last_used_at`)} as last_used_at`;

/** GET /meetings/feed: whether the caller has a link in this workspace, since when, last fetched when. */
export async function getCalendarFeed(db: Database, auth: RequestAuth): Promise<CalendarFeed> {
  const [row] = await queryRows<FeedRow>(
    db,
    sql`select ${FEED_COLUMNS} from ${calendarFeedTokens} t
      where t.workspace_id = ${auth.workspaceId}::int and t.user_id = ${auth.user.id}::int`,
  );
  return toFeed(row);
}

/** POST /meetings/feed: a new link, replacing the caller's earlier one (which stops working at once). */
export async function createCalendarFeed(db: Database, auth: RequestAuth, publicUrl: string): Promise<CalendarFeedLink> {
  const token = newToken();
  const [row] = await queryRows<FeedRow>(
    db,
    sql`insert into ${calendarFeedTokens} as t (workspace_id, user_id, token_hash)
      values (${auth.workspaceId}::int, ${auth.user.id}::int, ${hashToken(token)})
      on conflict (workspace_id, user_id) do update set token_hash = excluded.token_hash, created_at = now(), last_used_at = null
      returning ${FEED_COLUMNS}`,
  );
  const httpsUrl = `${publicUrl}${CALENDAR_FEED_PATH}?${new URLSearchParams({ token })}`;
  return {
    ...toFeed(row),
    webcal_url: httpsUrl.replace(/^https?:\/\//, 'webcal://'),
    https_url: httpsUrl,
  };
}

/** DELETE /meetings/feed: revokes the caller's link (nothing to revoke is fine). */
export async function revokeCalendarFeed(db: Database, auth: RequestAuth): Promise<CalendarFeed> {
  await queryRows(
    db,
    sql`delete from ${calendarFeedTokens} t where t.workspace_id = ${auth.workspaceId}::int and t.user_id = ${auth.user.id}::int`,
  );
  return NO_FEED;
}

/** The link's member, read once by the statement (an InitPlan, not a subquery per meeting). */
const LINK_USER = sql`(select user_id from link)`;

interface FeedMeetingRow extends Omit<MeetingRow, 'id'> {
  id: number | null;
  workspace_name: string;
}

/**
 * GET /meetings.ics?token=…: the token's member's meetings in its workspace (organised or invited
 * to) starting from CALENDAR_FEED_PAST_DAYS ago, cancelled ones included, as iCalendar; marks the
 * link used. One statement. 404 for an unknown or revoked token, or a member who left.
 */
export async function calendarFeed(db: Database, token: string, publicUrl: string): Promise<string> {
  const rows = await queryRows<FeedMeetingRow>(
    db,
    sql`with link as (
      select t.id, t.user_id, t.workspace_id, w.name as workspace_name
      from ${calendarFeedTokens} t
      join ${workspaceMembers} wm on wm.workspace_id = t.workspace_id and wm.user_id = t.user_id and wm.status = 'active'
      join ${workspaces} w on w.id = t.workspace_id
      where t.token_hash = ${hashToken(token)}
    ),
    used as (
      update ${calendarFeedTokens} t set last_used_at = now() from link l where t.id = l.id
    ),
    listed as (
      select m.* from ${meetings} m
      where ${visibleTo(sql`m`, sql`(select workspace_id from link)`, LINK_USER)}
        and m.start_time >= now() - make_interval(days => ${CALENDAR_FEED_PAST_DAYS}::int)
    ),
    ${peopleOf(sql`listed`)}
    select l.workspace_name, ${meetingColumns(LINK_USER)}
    from link l left join (listed m ${MEETING_JOINS}) on true
    order by m.start_time, m.id`,
  );
  const head = rows[0];
  if (!head) throw httpErrors.notFound(MEETING_MESSAGES.feedTokenInvalid);
  const items = head.id === null ? [] : rows.map((row) => toMeeting(row as MeetingRow));
  return meetingsCalendar(items, {
    publicUrl,
    name: `Kanri meetings (${head.workspace_name})`,
    refreshSeconds: FEED_REFRESH_SECONDS,
  });
}
