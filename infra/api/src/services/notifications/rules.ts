import type { MeetingNotificationType, MeetingStatus } from '@kanri/contracts';
import { LEAVE_TYPE_LABELS, type LeaveType, type NotificationKind, type NotificationTarget } from '@kanri/contracts/hr';

/**
 * Who is told what: one pure rule per kind of notification (ARCHITECTURE §4; the kinds are the
 * contracts' NOTIFICATION_KINDS). A rule compares a change's before and after and returns one event
 * per member told; nobody is ever told of their own act. The producers (meetings, task writes,
 * comments, leave requests, invitations) pass the events to `insertNotificationEvents`
 * (`write.ts`), which writes them in the change's own statement or transaction.
 *
 * A producer that does not know a name when it builds the events (the actor's, in a statement
 * that only has their id; the task's, in a write that does not read it) passes NAME_SLOTS in its
 * place: the writing statement fills them in from the rows it sees.
 */

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

/**
 * Stand-ins for names the writing statement fills in (private-use characters, never typed): the
 * actor's full name (from the event's `actor_id`), and the title of the task the statement writes.
 */
export const NAME_SLOTS = { actor: '\uE000', task: '\uE001' } as const;

/** Who acted: their id, and their full name when the producer has it (else the statement fills it in). */
export interface NotificationActor {
  id: number;
  name?: string | undefined;
}

const nameOf = (actor: NotificationActor) => actor.name || NAME_SLOTS.actor;

/** The members told, once each, in id order, never the actor. */
function recipients(userIds: Iterable<number>, ...never: (number | null | undefined)[]): number[] {
  const excluded = new Set(never);
  return [...new Set(userIds)].filter((id) => !excluded.has(id)).sort((a, b) => a - b);
}

/** A quoted name in a message, shortened when long. */
function quoted(text: string, max = 80): string {
  return `"${excerpt(text, max)}"`;
}

/** A text on one line, cut at `max` characters with an ellipsis. */
export function excerpt(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

// ---------------------------------------------------------------------------------------------
// Meetings

/** What the meeting rules look at: a meeting as stored (status not made effective), its participants. */
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

const MEETING_TITLES: Record<MeetingNotificationType, string> = {
  'meeting.invited': 'Meeting invitation',
  'meeting.moved': 'Meeting rescheduled',
  'meeting.cancelled': 'Meeting cancelled',
};

const MEETING_MESSAGES: Record<MeetingNotificationType, (actor: string, title: string) => string> = {
  'meeting.invited': (actor, title) => `${actor} invited you to ${title}`,
  'meeting.moved': (actor, title) => `${actor} moved ${title}`,
  'meeting.cancelled': (actor, title) => `${actor} cancelled ${title}`,
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
    for (const userId of recipients(userIds, meeting.organizer_id, actorId)) {
      events.push({
        workspace_id: meeting.workspace_id,
        user_id: userId,
        kind: type,
        title: MEETING_TITLES[type],
        message: MEETING_MESSAGES[type](NAME_SLOTS.actor, quoted(meeting.title)),
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

// ---------------------------------------------------------------------------------------------
// Tasks and comments

/** A task as the task rules name and target it. */
export interface NotifiedTask {
  id: number;
  project_id: number;
  title: string;
}

/**
 * The task of the writing statement (its id, project and title are known only there): the
 * producer passes it, and `insertNotificationEvents(…, { task })` fills them in.
 */
export const STATEMENT_TASK: NotifiedTask = { id: 0, project_id: 0, title: NAME_SLOTS.task };

const taskTarget = (task: NotifiedTask): NotificationTarget => ({ kind: 'task', task_id: task.id, project_id: task.project_id });

/**
 * `task.assigned`: the members newly among a task's assignees (on creation, every assignee), the
 * actor never. Reordering or removing assignees tells nobody.
 */
export function taskAssignedNotifications(input: {
  workspaceId: number;
  task: NotifiedTask;
  before: readonly number[];
  after: readonly number[];
  actor: NotificationActor;
}): NotificationEvent[] {
  const { task, actor } = input;
  const added = recipients(
    input.after.filter((id) => !input.before.includes(id)),
    actor.id,
  );
  return added.map((userId) => ({
    workspace_id: input.workspaceId,
    user_id: userId,
    kind: 'task.assigned',
    title: 'New task assigned',
    message: `${nameOf(actor)} assigned you ${quoted(task.title)}`,
    target: taskTarget(task),
    actor_id: actor.id,
    payload: { task_id: task.id, project_id: task.project_id, actor_id: actor.id },
  }));
}

/** A member a comment may mention. */
export interface MentionableMember {
  id: number;
  first_name: string;
  last_name: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `@name` standing alone: not inside a word or an e-mail address before it, not followed by more of a word. */
function mentions(body: string, name: string): boolean {
  const words = name.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  if (!words) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}_.@])@${words}(?![\\p{L}\\p{N}_])`, 'iu').test(body);
}

/**
 * The members a comment mentions, as the comment box lets one type them: `@First Last` (the full
 * name, any case), or `@First` when no other of the given members has that first name.
 */
export function mentionedMembers(body: string, members: readonly MentionableMember[]): number[] {
  if (!body.includes('@')) return [];
  const firstNames = new Map<string, number>();
  for (const member of members) {
    const first = member.first_name.trim().toLowerCase();
    firstNames.set(first, (firstNames.get(first) ?? 0) + 1);
  }
  const found = members.filter((member) => {
    const full = `${member.first_name} ${member.last_name}`.trim();
    if (mentions(body, full)) return true;
    return firstNames.get(member.first_name.trim().toLowerCase()) === 1 && mentions(body, member.first_name);
  });
  return recipients(found.map((member) => member.id));
}

/**
 * A comment on a task: `comment.mentioned` to the members it mentions, `task.commented` to the
 * task's creator and assignees who are not mentioned; the author never.
 */
export function commentNotifications(input: {
  workspaceId: number;
  task: NotifiedTask & { created_by: number | null; assignee_ids: readonly number[] };
  commentId: number;
  body: string;
  actor: NotificationActor;
  members: readonly MentionableMember[];
}): NotificationEvent[] {
  const { task, actor } = input;
  const mentioned = recipients(mentionedMembers(input.body, input.members), actor.id);
  const involved = recipients(
    [...(task.created_by === null ? [] : [task.created_by]), ...task.assignee_ids].filter((id) => !mentioned.includes(id)),
    actor.id,
  );
  const text = excerpt(input.body);
  const event = (userId: number, kind: 'comment.mentioned' | 'task.commented'): NotificationEvent => ({
    workspace_id: input.workspaceId,
    user_id: userId,
    kind,
    title: kind === 'comment.mentioned' ? 'You were mentioned' : 'New comment',
    message:
      kind === 'comment.mentioned'
        ? `${nameOf(actor)} mentioned you on ${quoted(task.title)}: ${text}`
        : `${nameOf(actor)} commented on ${quoted(task.title)}: ${text}`,
    target: taskTarget(task),
    actor_id: actor.id,
    payload: { task_id: task.id, project_id: task.project_id, comment_id: input.commentId, actor_id: actor.id },
  });
  return [...mentioned.map((id) => event(id, 'comment.mentioned')), ...involved.map((id) => event(id, 'task.commented'))];
}

// ---------------------------------------------------------------------------------------------
// Chat

/**
 * A chat message mentions members: `chat.mentioned` to each of them once (the chat service keeps
 * only members of the conversation), never the sender. `where` names the place: `#general` or
 * `a direct message`.
 */
export function chatMentionNotifications(input: {
  workspaceId: number;
  conversationId: number;
  messageId: number;
  where: string;
  body: string;
  mentionIds: readonly number[];
  actor: NotificationActor;
}): NotificationEvent[] {
  const { actor } = input;
  return recipients(input.mentionIds, actor.id).map((userId) => ({
    workspace_id: input.workspaceId,
    user_id: userId,
    kind: 'chat.mentioned',
    title: 'You were mentioned',
    message: `${nameOf(actor)} mentioned you in ${input.where}: ${excerpt(input.body)}`,
    target: { kind: 'chat', conversation_id: input.conversationId, message_id: input.messageId },
    actor_id: actor.id,
    payload: { conversation_id: input.conversationId, message_id: input.messageId, actor_id: actor.id },
  }));
}

// ---------------------------------------------------------------------------------------------
// Leave requests

/** A leave request as the leave rules describe it. */
export interface NotifiedLeave {
  id: number;
  workspace_id: number;
  user_id: number;
  leave_type: LeaveType;
  start_date: string;
  end_date: string;
  days_count: number;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** `Mar 2, 2026`, or `Mar 2, 2026 – Mar 4, 2026`: calendar dates, in no time zone. */
export function leavePeriod(leave: Pick<NotifiedLeave, 'start_date' | 'end_date'>): string {
  const format = (date: string) => DATE_FORMAT.format(new Date(`${date}T00:00:00Z`));
  return leave.start_date === leave.end_date
    ? format(leave.start_date)
    : `${format(leave.start_date)} – ${format(leave.end_date)}`;
}

const leaveTarget = (leave: NotifiedLeave): NotificationTarget => ({ kind: 'leave_request', leave_request_id: leave.id });
const leavePayload = (leave: NotifiedLeave, actorId: number) => ({
  leave_request_id: leave.id,
  leave_type: leave.leave_type,
  start_date: leave.start_date,
  end_date: leave.end_date,
  days_count: leave.days_count,
  actor_id: actorId,
});
const leaveKind = (leave: NotifiedLeave) => `${LEAVE_TYPE_LABELS[leave.leave_type].toLowerCase()} leave`;

/** `leave.submitted`: every approver of the workspace (admins and managers), the requester never. */
export function leaveSubmittedNotifications(
  leave: NotifiedLeave,
  requester: NotificationActor,
  approverIds: readonly number[],
): NotificationEvent[] {
  const days = `${leave.days_count} ${leave.days_count === 1 ? 'day' : 'days'}`;
  return recipients(approverIds, leave.user_id, requester.id).map((userId) => ({
    workspace_id: leave.workspace_id,
    user_id: userId,
    kind: 'leave.submitted',
    title: 'New leave request',
    message: `${nameOf(requester)} requested ${days} of ${leaveKind(leave)} (${leavePeriod(leave)})`,
    target: leaveTarget(leave),
    actor_id: requester.id,
    payload: leavePayload(leave, requester.id),
  }));
}

/** `leave.approved` / `leave.rejected`: the requester (unless they decided it themselves), with the reason of a rejection. */
export function leaveDecisionNotifications(
  leave: NotifiedLeave,
  decision: { status: 'approved' | 'rejected'; comments: string },
  decider: NotificationActor,
): NotificationEvent[] {
  if (leave.user_id === decider.id) return [];
  const approved = decision.status === 'approved';
  const period = `your ${leaveKind(leave)} (${leavePeriod(leave)})`;
  return [
    {
      workspace_id: leave.workspace_id,
      user_id: leave.user_id,
      kind: approved ? 'leave.approved' : 'leave.rejected',
      title: approved ? 'Leave request approved' : 'Leave request rejected',
      message: approved
        ? `${nameOf(decider)} approved ${period}`
        : `${nameOf(decider)} rejected ${period}: ${excerpt(decision.comments, 300)}`,
      target: leaveTarget(leave),
      actor_id: decider.id,
      payload: { ...leavePayload(leave, decider.id), ...(approved ? {} : { comments: decision.comments }) },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Invitations

/** `invitation.accepted`: the inviter, when the person they invited joins (not when they invited themselves). */
export function invitationAcceptedNotifications(input: {
  workspaceId: number;
  inviterId: number | null;
  joined: NotificationActor;
}): NotificationEvent[] {
  const { inviterId, joined } = input;
  if (inviterId === null || inviterId === joined.id) return [];
  return [
    {
      workspace_id: input.workspaceId,
      user_id: inviterId,
      kind: 'invitation.accepted',
      title: 'Invitation accepted',
      message: `${nameOf(joined)} accepted your invitation and joined the workspace`,
      target: { kind: 'member', user_id: joined.id },
      actor_id: joined.id,
      payload: { user_id: joined.id, actor_id: joined.id },
    },
  ];
}
