import type { MeetingNotificationType, MeetingStatus } from '@kanri/contracts';
import { NOTIFICATION_KIND_INFO, type NotificationKind, type NotificationTarget } from '@kanri/contracts/hr';
import { sql, type SQL } from 'drizzle-orm';
import { notificationPreferences, notifications } from '../db/schema.js';

/**
 * The notifications a meeting change owes its participants, decided in one place: `meetingNotifications`
 * compares the meeting before and after a change (pure, unit-tested), and `insertNotificationEvents`
 * writes them into `notifications` as a CTE of the change's own statement, so they are
 * written with it or not at all. The notifications module delivers them later.
 */

/** What the rules look at: a meeting as stored (status not made effective), its participants. */
export interface MeetingNotificationState {
  id: number;
  workspace_id: number;
  organizer_id: number;
  title: string;
  /** ISO 8601 instants. */
  start_time: string;
  end_time: string;
  status: MeetingStatus;
  participant_ids: readonly number[];
}

/** One notification to write: who is told what (the type follows from the kind). */
export interface NotificationEvent {
  workspace_id: number;
  user_id: number;
  kind: NotificationKind;
  title: string;
  message: string;
  target: NotificationTarget | null;
  actor_id: number | null;
  payload: Record<string, unknown>;
}

const MEETING_TITLES: Record<MeetingNotificationType, string> = {
  'meeting.invited': 'Meeting invitation',
  'meeting.moved': 'Meeting rescheduled',
  'meeting.cancelled': 'Meeting cancelled',
};

/**
 * The events of one change of a meeting by `actorId` (`before` null: created; `after` null:
 * deleted), one per member told, the organiser and the actor never among them:
 *
 * - `meeting.invited`: participants added (on creation, everyone invited); when a cancelled meeting
 *   is reinstated, every participant is invited again.
 * - `meeting.moved`: its start or end changed: the participants who stay (the added ones get the
 *   invitation, with the new times).
 * - `meeting.cancelled`: its status became cancelled, or it was deleted: the participants it had
 *   (who are still invited).
 *
 * Only a live meeting is announced: not cancelled, not marked completed, not ended (`now`) — after
 * the change for invitations and moves, before it for a cancellation (a meeting already over or
 * already cancelled is not cancelled again). The payload carries the meeting as it is after the
 * change (as it was, when deleted).
 */
export function meetingNotifications(
  before: MeetingNotificationState | null,
  after: MeetingNotificationState | null,
  actorId: number,
  now: number = Date.now(),
): NotificationEvent[] {
  const meeting = after ?? before;
  if (!meeting) return [];
  const events: NotificationEvent[] = [];
  const tell = (type: MeetingNotificationType, userIds: Iterable<number>) => {
    const told = new Set([...userIds].filter((id) => id !== meeting.organizer_id && id !== actorId));
    for (const userId of [...told].sort((a, b) => a - b)) {
      events.push({
        workspace_id: meeting.workspace_id,
        user_id: userId,
        kind: type,
        title: MEETING_TITLES[type],
        message: meeting.title,
        target: { kind: 'meeting', meeting_id: meeting.id },
        actor_id: actorId,
        payload: {
          meeting_id: meeting.id,
          title: meeting.title,
          start_time: meeting.start_time,
          end_time: meeting.end_time,
          actor_id: actorId,
        },
      });
    }
  };
  const wasLive = before !== null && isLive(before, now);

  if (!after || after.status === 'cancelled') {
    const stillInvited = before?.participant_ids.filter((id) => !after || after.participant_ids.includes(id)) ?? [];
    if (wasLive) tell('meeting.cancelled', stillInvited);
    return events;
  }
  if (!isLive(after, now)) return events;
  if (!before || before.status === 'cancelled') {
    tell('meeting.invited', after.participant_ids);
    return events;
  }
  const stayed = after.participant_ids.filter((id) => before.participant_ids.includes(id));
  tell(
    'meeting.invited',
    after.participant_ids.filter((id) => !before.participant_ids.includes(id)),
  );
  const moved =
    Date.parse(after.start_time) !== Date.parse(before.start_time) || Date.parse(after.end_time) !== Date.parse(before.end_time);
  if (moved) tell('meeting.moved', stayed);
  return events;
}

/** Whether a meeting is still to come or under way: not cancelled, not marked completed, not ended. */
function isLive(meeting: MeetingNotificationState, now: number): boolean {
  return meeting.status !== 'cancelled' && meeting.status !== 'completed' && Date.parse(meeting.end_time) > now;
}

/**
 * The CTE `notified` of a writing statement: inserts `events` only when the query `when` (such as
 * `select 1 from written`) finds a row, so a write that found nothing notifies nobody. PostgreSQL
 * runs a data-modifying CTE whether or not the statement reads it.
 */
export function insertNotificationEvents(events: readonly NotificationEvent[], when: SQL): SQL {
  const rows = events.map((event) => ({ ...event, type: NOTIFICATION_KIND_INFO[event.kind].type }));
  return sql`notified as (
    insert into ${notifications} (workspace_id, user_id, kind, type, title, message, target, actor_id, payload, email_due)
    select e.workspace_id, e.user_id, e.kind, e.type, e.title, e.message, e.target, e.actor_id, e.payload,
      exists (
        select 1 from ${notificationPreferences} p
        where p.user_id = e.user_id and p.kind = e.kind and p.delivery = 'email'
      )
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(
      workspace_id int, user_id int, kind text, type text, title text, message text, target jsonb, actor_id int, payload jsonb
    )
    where exists (${when})
    returning id
  )`;
}
