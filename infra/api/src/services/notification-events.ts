import type { MeetingNotificationType, MeetingStatus } from '@kanri/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { notificationEvents } from '../db/schema.js';

/**
 * The notifications a meeting change owes its participants, decided in one place: `meetingNotifications`
 * compares the meeting before and after a change (pure, unit-tested), and `insertNotificationEvents`
 * writes them into `notification_events` as a CTE of the change's own statement, so they are
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

export interface NotificationEvent {
  workspace_id: number;
  user_id: number;
  type: MeetingNotificationType;
  payload: { meeting_id: number; title: string; start_time: string; end_time: string; actor_id: number };
}

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
        type,
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
  return sql`notified as (
    insert into ${notificationEvents} (workspace_id, user_id, type, payload)
    select e.workspace_id, e.user_id, e.type, e.payload
    from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as e(workspace_id int, user_id int, type text, payload jsonb)
    where exists (${when})
    returning id
  )`;
}
