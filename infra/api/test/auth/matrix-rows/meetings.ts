import { eq } from 'drizzle-orm';
import { hashToken } from '../../../src/auth/tokens.js';
import type { Database } from '../../../src/db/database.js';
import { calendarFeedTokens, meetingParticipants, meetings, users } from '../../../src/db/schema.js';
import {
  NOT_YOURS,
  PUBLIC,
  SIGNED_IN,
  SIGNED_IN_CREATE,
  next,
  type MatrixContext,
  type MatrixRow,
} from '../matrix-expectations.js';

/** Ids of the meetings the GET rows read (the URL holds the id, so each call gets the same one anew). */
const OWN_MEETING = 900_101;
const INVITED_TO_MEETING = 900_102;
const STRANGERS_MEETING = 900_103;
/** A calendar feed token of workspace 1's admin, known to the row that fetches the feed. */
const FEED_TOKEN = 'matrix-calendar-feed-token-0123456789abcdefghijk';

/** Only the organiser changes a meeting: a participant is refused (403), whatever their role. */
const PARTICIPANT_ONLY = { ...NOT_YOURS, admin: 403, manager: 403, developer: 403, designer: 403, member: 403 };
/** The feed answers its token, whoever calls and whatever they send. */
const FEED_REFUSED = {
  ...PUBLIC,
  noToken: 404,
  admin: 404,
  manager: 404,
  developer: 404,
  designer: 404,
  member: 404,
  otherWorkspace: 404,
};

/**
 * Meetings: every route × caller. Everyone may schedule, and sees the meetings they organise or are
 * invited to; only the organiser changes one (a participant: 403); anyone else's meeting is a 404,
 * admins included. The calendar feed needs no sign-in: its token decides.
 */
export const MEETING_ROWS: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/meetings', expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/v1/meetings/store',
    body: () => ({ title: `Meeting ${next()}`, start_time: '2030-01-01T09:00:00Z', end_time: '2030-01-01T10:00:00Z' }),
    expected: SIGNED_IN_CREATE,
  },
  {
    method: 'PUT',
    url: '/api/v1/meetings/update',
    body: async ({ db, userId }) => ({ id: await meetingOf(db, userId), title: `Meeting ${next()}` }),
    expected: SIGNED_IN,
  },
  {
    method: 'PUT',
    url: '/api/v1/meetings/update',
    body: async (context) => ({ id: await strangersMeeting(context, { invite: true }), title: 'Invited, not organiser' }),
    expected: PARTICIPANT_ONLY,
  },
  {
    method: 'PUT',
    url: '/api/v1/meetings/update',
    body: async (context) => ({ id: await strangersMeeting(context, { invite: false }), title: 'Not yours' }),
    expected: NOT_YOURS,
  },
  {
    method: 'DELETE',
    url: '/api/v1/meetings/destroy',
    body: async ({ db, userId }) => ({ id: await meetingOf(db, userId) }),
    expected: SIGNED_IN,
  },
  {
    method: 'DELETE',
    url: '/api/v1/meetings/destroy',
    body: async (context) => ({ id: await strangersMeeting(context, { invite: true }) }),
    expected: PARTICIPANT_ONLY,
  },
  {
    method: 'DELETE',
    url: '/api/v1/meetings/destroy',
    body: async (context) => ({ id: await strangersMeeting(context, { invite: false }) }),
    expected: NOT_YOURS,
  },
  {
    method: 'GET',
    url: `/api/v1/meetings/${OWN_MEETING}/ics`,
    body: async ({ db, userId }) => {
      await meetingOf(db, userId, OWN_MEETING);
      return {};
    },
    expected: SIGNED_IN,
  },
  {
    method: 'GET',
    url: `/api/v1/meetings/${INVITED_TO_MEETING}/ics`,
    body: async (context) => {
      await strangersMeeting(context, { invite: true, id: INVITED_TO_MEETING });
      return {};
    },
    expected: SIGNED_IN,
  },
  {
    method: 'GET',
    url: `/api/v1/meetings/${STRANGERS_MEETING}/ics`,
    body: async (context) => {
      await strangersMeeting(context, { invite: false, id: STRANGERS_MEETING });
      return {};
    },
    expected: NOT_YOURS,
  },
  { method: 'GET', url: '/api/v1/meetings/feed', expected: SIGNED_IN },
  { method: 'POST', url: '/api/v1/meetings/feed', body: {}, expected: SIGNED_IN_CREATE },
  { method: 'DELETE', url: '/api/v1/meetings/feed', expected: SIGNED_IN },
  {
    method: 'GET',
    url: `/api/v1/meetings.ics?token=${FEED_TOKEN}`,
    body: async ({ db }) => {
      await feedOfWorkspaceAdmin(db);
      return {};
    },
    expected: PUBLIC,
  },
  { method: 'GET', url: '/api/v1/meetings.ics?token=not-a-feed-token', expected: FEED_REFUSED },
];

/** A meeting of workspace 1 organised by the caller (workspace 1's admin without a caller), anew; `id` when given. */
async function meetingOf(db: Database, userId: number | undefined, id?: number): Promise<number> {
  if (id !== undefined) await db.delete(meetings).where(eq(meetings.id, id));
  const organizerId = userId ?? (await userNamed(db, 'admin@workspace-1.test'));
  const [row] = await db
    .insert(meetings)
    .values({
      ...(id === undefined ? {} : { id }),
      workspaceId: 1,
      organizerId,
      title: `Matrix meeting ${next()}`,
      startTime: new Date('2030-02-01T09:00:00Z'),
      endTime: new Date('2030-02-01T10:00:00Z'),
    })
    .returning({ id: meetings.id });
  return row!.id;
}

/**
 * A meeting of workspace 1 organised by the admin of the other workspace (someone no caller of
 * workspace 1 is), with the caller among its participants when `invite`.
 */
async function strangersMeeting(
  { db, userId }: MatrixContext,
  { invite, id }: { invite: boolean; id?: number },
): Promise<number> {
  if (id !== undefined) await db.delete(meetings).where(eq(meetings.id, id));
  const meetingId = await meetingOf(db, await userNamed(db, 'admin@other.test'), id);
  if (invite && userId !== undefined) await db.insert(meetingParticipants).values({ meetingId, userId });
  return meetingId;
}

/** Workspace 1's admin's calendar feed, with FEED_TOKEN. */
async function feedOfWorkspaceAdmin(db: Database): Promise<void> {
  const userId = await userNamed(db, 'admin@workspace-1.test');
  await db
    .insert(calendarFeedTokens)
    .values({ workspaceId: 1, userId, tokenHash: hashToken(FEED_TOKEN) })
    .onConflictDoUpdate({
      target: [calendarFeedTokens.workspaceId, calendarFeedTokens.userId],
      set: { tokenHash: hashToken(FEED_TOKEN) },
    });
}

async function userNamed(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}
