import {
  meetingNotifications,
  type MeetingNotificationState,
  type NotificationEvent,
} from '../../src/services/notification-events.js';

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
        message: 'Planning',
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
