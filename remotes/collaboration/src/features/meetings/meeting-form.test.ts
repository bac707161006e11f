import { meetingStoreRequestSchema, MEETING_MESSAGES } from '@kanri/contracts';
import { validateWith } from '@kanri/design-system';
import { makeMeeting, makeMember } from '../../test-utils';
import {
  endFollowingStart,
  meetingForm,
  newMeetingForm,
  participantMatches,
  participantOptions,
  storeRequestOf,
  updateRequestOf,
  type MeetingFormValues,
} from './meeting-form';

const validate = validateWith<MeetingFormValues>(meetingStoreRequestSchema);

describe('the meeting form', () => {
  it('refuses an empty form with the spec’s message under title, start and end', () => {
    expect(validate(newMeetingForm())).toEqual({
      title: MEETING_MESSAGES.required,
      start_time: MEETING_MESSAGES.required,
      end_time: MEETING_MESSAGES.required,
    });
  });

  it('refuses an end before the start and an address that is not http(s)', () => {
    const values = {
      ...newMeetingForm(),
      title: 'Sync',
      start_time: '2026-11-04T10:00:00.000Z',
      end_time: '2026-11-04T09:00:00.000Z',
    };
    expect(validate(values)).toEqual({ end_time: MEETING_MESSAGES.endBeforeStart });
    expect(validate({ ...values, end_time: '2026-11-04T11:00:00.000Z', meeting_url: 'ftp://files.example.com' })).toEqual({
      meeting_url: MEETING_MESSAGES.urlInvalid,
    });
  });

  it('sends a new meeting trimmed, without an empty address', () => {
    const values: MeetingFormValues = {
      ...newMeetingForm(),
      title: '  Sync ',
      description: ' Agenda ',
      start_time: '2026-11-04T10:00:00.000Z',
      end_time: '2026-11-04T10:30:00.000Z',
      location: ' Room 4 ',
      meeting_url: '  ',
      participants: [2, 3],
    };
    expect(validate(values)).toEqual({});
    expect(storeRequestOf(values)).toEqual({
      title: 'Sync',
      description: 'Agenda',
      start_time: '2026-11-04T10:00:00.000Z',
      end_time: '2026-11-04T10:30:00.000Z',
      location: 'Room 4',
      meeting_url: null,
      participants: [2, 3],
    });
  });

  it('prefills an edited meeting and sends only what changed (the status only when chosen)', () => {
    const meeting = makeMeeting(7, {
      meeting_url: 'https://meet.example.com/a',
      status: 'ongoing',
      participants: [
        { id: 2, full_name: 'Grace Hopper', email: 'grace@kanri.test', photo_url: null },
        { id: 3, full_name: 'Alan Turing', email: 'alan@kanri.test', photo_url: null },
      ],
    });
    const values = meetingForm(meeting);
    expect(values).toMatchObject({ meeting_url: 'https://meet.example.com/a', participants: [2, 3], status: 'ongoing' });
    expect(updateRequestOf(values, meeting)).toBeNull();
    // The same people in another order, the same instant written another way: no change.
    expect(updateRequestOf({ ...values, participants: [3, 2], start_time: '2026-11-01T10:00:00Z' }, meeting)).toBeNull();
    expect(
      updateRequestOf(
        { ...values, start_time: '2026-11-01T11:00:00.000Z', end_time: '2026-11-01T11:30:00.000Z', meeting_url: '' },
        meeting,
      ),
    ).toEqual({ id: 7, start_time: '2026-11-01T11:00:00.000Z', end_time: '2026-11-01T11:30:00.000Z', meeting_url: null });
    expect(updateRequestOf({ ...values, status: 'cancelled', participants: [2] }, meeting)).toEqual({
      id: 7,
      status: 'cancelled',
      participants: [2],
    });
  });

  it('moves the end with the start, keeping the length; a first start gets a 30-minute meeting', () => {
    expect(endFollowingStart('', '2026-11-04T10:00:00.000Z', '')).toBe('2026-11-04T10:30:00.000Z');
    expect(endFollowingStart('2026-11-04T10:00:00.000Z', '2026-11-05T09:00:00.000Z', '2026-11-04T11:00:00.000Z')).toBe(
      '2026-11-05T10:00:00.000Z',
    );
    expect(endFollowingStart('2026-11-04T10:00:00.000Z', '', '2026-11-04T11:00:00.000Z')).toBe('2026-11-04T11:00:00.000Z');
  });

  it('offers the active members but the signed-in user, by name, keeping anyone already invited', () => {
    const members = [
      makeMember(1, { full_name: 'Ada Lovelace' }),
      makeMember(3, { full_name: 'Grace Hopper', email: 'grace@kanri.test' }),
      makeMember(2, { full_name: 'Alan Turing' }),
      makeMember(4, { full_name: 'Invited Person', membership_status: 'invited' }),
      makeMember(5, { full_name: 'Invited Already', membership_status: 'invited' }),
    ];
    const options = participantOptions(members, 1, [5]);
    expect(options.map((option) => option.label)).toEqual(['Alan Turing', 'Grace Hopper', 'Invited Already']);
    expect(participantMatches('GRACE@', options[1])).toBe(true);
    expect(participantMatches('hop', options[1])).toBe(true);
    expect(participantMatches('turing', options[1])).toBe(false);
  });
});
