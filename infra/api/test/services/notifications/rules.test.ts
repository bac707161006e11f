import {
  chatMentionNotifications,
  commentNotifications,
  invitationAcceptedNotifications,
  leaveDecisionNotifications,
  leavePeriod,
  leaveSubmittedNotifications,
  meetingNotifications,
  mentionedMembers,
  NAME_SLOTS,
  taskAssignedNotifications,
  type MeetingNotificationState,
  type NotificationEvent,
  type NotifiedLeave,
} from '../../../src/services/notifications/rules.js';

/** The unit tests of the notifications module's rules: who is told what, never the actor. */

const NOW = Date.parse('2026-03-04T12:00:00.000Z');
const ORGANIZER = 1;

/** A meeting tomorrow organised by user 1, with participants 2 and 3. */
const meeting = (changes: Partial<MeetingNotificationState> = {}): MeetingNotificationState => ({
  id: 7,
  workspace_id: 1,
  organizer_id: ORGANIZER,
  title: 'Planning',
  start_time: '2026-03-05T09:00:00.000Z',
  end_time: '2026-03-05T10:00:00.000Z',
  status: 'scheduled',
  participant_ids: [2, 3],
  ...changes,
});

/** The events as `type → user ids`, the shape most rules are about. */
function told(events: NotificationEvent[]): Record<string, number[]> {
  const byType: Record<string, number[]> = {};
  for (const event of events) (byType[event.kind] ??= []).push(event.user_id);
  return byType;
}

describe('meetingNotifications', () => {
  it('invites every participant of a new meeting, with the payload of spec: id, title, times, actor', () => {
    const events = meetingNotifications(null, meeting(), ORGANIZER, NOW);
    expect(events).toEqual([
      {
        workspace_id: 1,
        user_id: 2,
        kind: 'meeting.invited',
        title: 'Meeting invitation',
        message: `${NAME_SLOTS.actor} invited you to "Planning"`,
        target: { kind: 'meeting', meeting_id: 7 },
        actor_id: ORGANIZER,
        payload: {
          meeting_id: 7,
          title: 'Planning',
          start_time: '2026-03-05T09:00:00.000Z',
          end_time: '2026-03-05T10:00:00.000Z',
          actor_id: ORGANIZER,
        },
      },
      expect.objectContaining({ user_id: 3, kind: 'meeting.invited' }),
    ]);
  });

  it('never tells the organiser (or the actor) about their own change', () => {
    const withOrganizer = meeting({ participant_ids: [ORGANIZER, 2] });
    expect(told(meetingNotifications(null, withOrganizer, ORGANIZER, NOW))).toEqual({ 'meeting.invited': [2] });
    expect(told(meetingNotifications(null, meeting(), 2, NOW))).toEqual({ 'meeting.invited': [3] });
    expect(meetingNotifications(withOrganizer, null, ORGANIZER, NOW).map((event) => event.user_id)).toEqual([2]);
  });

  it('invites only the participants added by an edit', () => {
    const events = meetingNotifications(meeting(), meeting({ participant_ids: [3, 4, 5] }), ORGANIZER, NOW);
    expect(told(events)).toEqual({ 'meeting.invited': [4, 5] });
  });

  it('tells the participants who stay that the meeting moved, and invites the new ones with the new times', () => {
    const moved = meeting({
      start_time: '2026-03-06T09:00:00.000Z',
      end_time: '2026-03-06T10:00:00.000Z',
      participant_ids: [2, 4],
    });
    const events = meetingNotifications(meeting(), moved, ORGANIZER, NOW);
    expect(told(events)).toEqual({ 'meeting.invited': [4], 'meeting.moved': [2] });
    expect(events.every((event) => event.payload.start_time === '2026-03-06T09:00:00.000Z')).toBe(true);
  });

  it('counts a change of the end alone as a move, and the same instant written differently as none', () => {
    const longer = meeting({ end_time: '2026-03-05T11:00:00.000Z' });
    expect(told(meetingNotifications(meeting(), longer, ORGANIZER, NOW))).toEqual({ 'meeting.moved': [2, 3] });
    const sameInstant = meeting({ start_time: '2026-03-05T10:00:00+01:00' });
    expect(meetingNotifications(meeting(), sameInstant, ORGANIZER, NOW)).toEqual([]);
  });

  it('tells nobody about a change of title, description or nothing at all', () => {
    expect(meetingNotifications(meeting(), meeting({ title: 'Renamed' }), ORGANIZER, NOW)).toEqual([]);
    expect(meetingNotifications(meeting(), meeting(), ORGANIZER, NOW)).toEqual([]);
  });

  it('tells the participants a meeting is cancelled when its status becomes cancelled, once', () => {
    const cancelled = meeting({ status: 'cancelled' });
    expect(told(meetingNotifications(meeting(), cancelled, ORGANIZER, NOW))).toEqual({ 'meeting.cancelled': [2, 3] });
    expect(meetingNotifications(cancelled, meeting({ status: 'cancelled', title: 'Still off' }), ORGANIZER, NOW)).toEqual([]);
  });

  it('cancels for those still invited when the list changes with the cancellation; nobody is invited to it', () => {
    const events = meetingNotifications(meeting(), meeting({ status: 'cancelled', participant_ids: [3, 4] }), ORGANIZER, NOW);
    expect(told(events)).toEqual({ 'meeting.cancelled': [3] });
  });

  it('tells the participants a deleted meeting is cancelled', () => {
    const events = meetingNotifications(meeting(), null, ORGANIZER, NOW);
    expect(told(events)).toEqual({ 'meeting.cancelled': [2, 3] });
    expect(events[0]!.payload).toEqual({
      meeting_id: 7,
      title: 'Planning',
      start_time: '2026-03-05T09:00:00.000Z',
      end_time: '2026-03-05T10:00:00.000Z',
      actor_id: ORGANIZER,
    });
  });

  it('announces nothing about a meeting that is over: ended, or marked completed', () => {
    const past = meeting({ start_time: '2026-03-01T09:00:00.000Z', end_time: '2026-03-01T10:00:00.000Z' });
    expect(meetingNotifications(past, null, ORGANIZER, NOW)).toEqual([]);
    expect(meetingNotifications(past, { ...past, status: 'cancelled' }, ORGANIZER, NOW)).toEqual([]);
    expect(meetingNotifications(null, past, ORGANIZER, NOW)).toEqual([]);
    expect(meetingNotifications(meeting({ status: 'completed' }), null, ORGANIZER, NOW)).toEqual([]);
    // Under way is still live.
    const ongoing = meeting({ start_time: '2026-03-04T11:00:00.000Z', end_time: '2026-03-04T13:00:00.000Z' });
    expect(told(meetingNotifications(ongoing, null, ORGANIZER, NOW))).toEqual({ 'meeting.cancelled': [2, 3] });
  });

  it('invites nobody to a meeting created cancelled, and everyone again when a cancelled one is reinstated', () => {
    const cancelled = meeting({ status: 'cancelled' });
    expect(meetingNotifications(null, cancelled, ORGANIZER, NOW)).toEqual([]);
    expect(meetingNotifications(cancelled, null, ORGANIZER, NOW)).toEqual([]);
    expect(told(meetingNotifications(cancelled, meeting(), ORGANIZER, NOW))).toEqual({ 'meeting.invited': [2, 3] });
  });

  it('moving a past meeting into the future tells those who stay', () => {
    const past = meeting({ start_time: '2026-03-01T09:00:00.000Z', end_time: '2026-03-01T10:00:00.000Z' });
    expect(told(meetingNotifications(past, meeting(), ORGANIZER, NOW))).toEqual({ 'meeting.moved': [2, 3] });
  });
});

const ADA = { id: 1, name: 'Ada Lovelace' };
const TASK = { id: 10, project_id: 3, title: 'Fix login' };

describe('taskAssignedNotifications', () => {
  it('tells each new assignee who assigned them what, with the task as target', () => {
    const events = taskAssignedNotifications({ workspaceId: 1, task: TASK, before: [], after: [2, 3], actor: ADA });
    expect(events).toEqual([
      {
        workspace_id: 1,
        user_id: 2,
        kind: 'task.assigned',
        title: 'New task assigned',
        message: 'Ada Lovelace assigned you "Fix login"',
        target: { kind: 'task', task_id: 10, project_id: 3 },
        actor_id: 1,
        payload: { task_id: 10, project_id: 3, actor_id: 1 },
      },
      expect.objectContaining({ user_id: 3, kind: 'task.assigned' }),
    ]);
  });

  it('tells only the people added, never the actor; a reorder or a removal tells nobody', () => {
    const tell = (before: number[], after: number[]) =>
      taskAssignedNotifications({ workspaceId: 1, task: TASK, before, after, actor: ADA }).map((event) => event.user_id);
    expect(tell([2], [2, 4, 1])).toEqual([4]);
    expect(tell([2, 3], [3, 2])).toEqual([]);
    expect(tell([2, 3], [2])).toEqual([]);
    expect(tell([], [1])).toEqual([]);
  });

  it('leaves the actor name to the statement when the producer does not know it', () => {
    const [event] = taskAssignedNotifications({ workspaceId: 1, task: TASK, before: [], after: [2], actor: { id: 1 } });
    expect(event!.message).toBe(`${NAME_SLOTS.actor} assigned you "Fix login"`);
  });
});

describe('mentionedMembers', () => {
  const members = [
    { id: 2, first_name: 'Grace', last_name: 'Hopper' },
    { id: 3, first_name: 'Alan', last_name: 'Turing' },
    { id: 4, first_name: 'Alan', last_name: 'Kay' },
    { id: 5, first_name: 'Édith', last_name: 'Piaf' },
  ];

  it('finds @First Last in any case, alone or among words and punctuation', () => {
    expect(mentionedMembers('@Grace Hopper can you look?', members)).toEqual([2]);
    expect(mentionedMembers('Thanks, @alan turing!', members)).toEqual([3]);
    expect(mentionedMembers('cc @Alan Kay, @Grace Hopper', members)).toEqual([2, 4]);
    expect(mentionedMembers('@Édith Piaf', members)).toEqual([5]);
    expect(mentionedMembers('@Grace\nHopper', members)).toEqual([2]);
  });

  it('takes @First alone only when that first name is nobody else’s', () => {
    expect(mentionedMembers('@Grace please', members)).toEqual([2]);
    expect(mentionedMembers('@Alan please', members)).toEqual([]);
  });

  it('ignores e-mail addresses, longer words and text without @', () => {
    expect(mentionedMembers('mail grace@Grace Hopper.test', members)).toEqual([]);
    expect(mentionedMembers('@Gracefully done', members)).toEqual([]);
    expect(mentionedMembers('Grace Hopper', members)).toEqual([]);
  });
});

describe('commentNotifications', () => {
  const task = { ...TASK, created_by: 2, assignee_ids: [3, 4] };
  const members = [
    { id: 3, first_name: 'Alan', last_name: 'Turing' },
    { id: 5, first_name: 'Edsger', last_name: 'Dijkstra' },
  ];
  const comment = (body: string, actor = ADA) =>
    commentNotifications({ workspaceId: 1, task, commentId: 99, body, actor, members });

  it('tells the creator and the assignees, with an excerpt of the comment', () => {
    const events = comment('Looks good to me');
    expect(events.map((event) => [event.kind, event.user_id])).toEqual([
      ['task.commented', 2],
      ['task.commented', 3],
      ['task.commented', 4],
    ]);
    expect(events[0]).toMatchObject({
      title: 'New comment',
      message: 'Ada Lovelace commented on "Fix login": Looks good to me',
      target: { kind: 'task', task_id: 10, project_id: 3 },
      payload: { task_id: 10, project_id: 3, comment_id: 99, actor_id: 1 },
    });
  });

  it('tells the mentioned members comment.mentioned instead, and never the author', () => {
    const events = comment('@Alan Turing and @Edsger Dijkstra, see this', { id: 4, name: 'Alan Kay' });
    expect(events.map((event) => [event.kind, event.user_id])).toEqual([
      ['comment.mentioned', 3],
      ['comment.mentioned', 5],
      ['task.commented', 2],
    ]);
    expect(events[0]).toMatchObject({
      title: 'You were mentioned',
      message: 'Alan Kay mentioned you on "Fix login": @Alan Turing and @Edsger Dijkstra, see this',
    });
  });

  it('shortens a long comment to one line', () => {
    const [event] = comment(`First line\n\n${'word '.repeat(60)}`);
    expect(event!.message.length).toBeLessThan(170);
    expect(event!.message).toMatch(/^Ada Lovelace commented on "Fix login": First line word word .*…$/);
  });
});

describe('leave rules', () => {
  const leave: NotifiedLeave = {
    id: 5,
    workspace_id: 1,
    user_id: 2,
    leave_type: 'annual',
    start_date: '2026-03-02',
    end_date: '2026-03-04',
    days_count: 3,
  };
  const GRACE = { id: 2, name: 'Grace Hopper' };

  it('formats a period as calendar dates', () => {
    expect(leavePeriod(leave)).toBe('Mar 2, 2026 – Mar 4, 2026');
    expect(leavePeriod({ start_date: '2026-12-31', end_date: '2026-12-31' })).toBe('Dec 31, 2026');
  });

  it('tells every approver of a new request but the requester', () => {
    const events = leaveSubmittedNotifications(leave, GRACE, [1, 2, 7]);
    expect(events.map((event) => event.user_id)).toEqual([1, 7]);
    expect(events[0]).toEqual({
      workspace_id: 1,
      user_id: 1,
      kind: 'leave.submitted',
      title: 'New leave request',
      message: 'Grace Hopper requested 3 days of annual leave (Mar 2, 2026 – Mar 4, 2026)',
      target: { kind: 'leave_request', leave_request_id: 5 },
      actor_id: 2,
      payload: {
        leave_request_id: 5,
        leave_type: 'annual',
        start_date: '2026-03-02',
        end_date: '2026-03-04',
        days_count: 3,
        actor_id: 2,
      },
    });
    expect(leaveSubmittedNotifications({ ...leave, days_count: 1 }, GRACE, [1])[0]!.message).toMatch(/requested 1 day of/);
  });

  it('tells the requester of the decision, with the reason of a rejection', () => {
    const [approved] = leaveDecisionNotifications(leave, { status: 'approved', comments: '' }, ADA);
    expect(approved).toMatchObject({
      user_id: 2,
      kind: 'leave.approved',
      title: 'Leave request approved',
      message: 'Ada Lovelace approved your annual leave (Mar 2, 2026 – Mar 4, 2026)',
      actor_id: 1,
    });
    const [rejected] = leaveDecisionNotifications(leave, { status: 'rejected', comments: 'Release week' }, ADA);
    expect(rejected).toMatchObject({
      kind: 'leave.rejected',
      title: 'Leave request rejected',
      message: 'Ada Lovelace rejected your annual leave (Mar 2, 2026 – Mar 4, 2026): Release week',
      payload: expect.objectContaining({ comments: 'Release week' }),
    });
    expect(leaveDecisionNotifications(leave, { status: 'approved', comments: '' }, GRACE)).toEqual([]);
  });
});

describe('invitationAcceptedNotifications', () => {
  it('tells the inviter who joined, with the member as target', () => {
    expect(invitationAcceptedNotifications({ workspaceId: 1, inviterId: 1, joined: { id: 9 } })).toEqual([
      {
        workspace_id: 1,
        user_id: 1,
        kind: 'invitation.accepted',
        title: 'Invitation accepted',
        message: `${NAME_SLOTS.actor} accepted your invitation and joined the workspace`,
        target: { kind: 'member', user_id: 9 },
        actor_id: 9,
        payload: { user_id: 9, actor_id: 9 },
      },
    ]);
  });

  it('tells nobody without an inviter, or when one accepts their own invitation', () => {
    expect(invitationAcceptedNotifications({ workspaceId: 1, inviterId: null, joined: { id: 9 } })).toEqual([]);
    expect(invitationAcceptedNotifications({ workspaceId: 1, inviterId: 9, joined: { id: 9 } })).toEqual([]);
  });
});

describe('chatMentionNotifications', () => {
  it('tells each mentioned member once, never the sender, with the message as target', () => {
    const events = chatMentionNotifications({
      workspaceId: 1,
      conversationId: 4,
      messageId: 40,
      where: '#general',
      body: 'Hey   @Bo and @Cy,\nlook',
      mentionIds: [3, 2, 3, 1],
      actor: { id: 1, name: 'Ann Lee' },
    });
    expect(events).toEqual(
      [2, 3].map((userId) => ({
        workspace_id: 1,
        user_id: userId,
        kind: 'chat.mentioned',
        title: 'You were mentioned',
        message: 'Ann Lee mentioned you in #general: Hey @Bo and @Cy, look',
        target: { kind: 'chat', conversation_id: 4, message_id: 40 },
        actor_id: 1,
        payload: { conversation_id: 4, message_id: 40, actor_id: 1 },
      })),
    );
    expect(
      chatMentionNotifications({
        workspaceId: 1,
        conversationId: 4,
        messageId: 41,
        where: 'a direct message',
        body: 'x',
        mentionIds: [1],
        actor: { id: 1 },
      }),
    ).toEqual([]);
  });
});
