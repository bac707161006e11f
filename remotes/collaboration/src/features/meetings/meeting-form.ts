import type { Meeting, MeetingStatus, MeetingStoreRequest, MeetingUpdateRequest } from '@kanri/contracts';

/**
 * The Schedule and Edit Meeting form: its values are the store request's fields (the contract's
 * `meetingStoreRequestSchema` checks them as they are), `status` on Edit only.
 */
export interface MeetingFormValues {
  title: string;
  description: string;
  /** ISO instants; '' until picked. */
  start_time: string;
  end_time: string;
  location: string;
  meeting_url: string;
  participants: number[];
  status?: MeetingStatus;
}

/** A new meeting's length when its end is not picked yet. */
export const DEFAULT_MEETING_MINUTES = 30;

export const newMeetingForm = (): MeetingFormValues => ({
  title: '',
  description: '',
  start_time: '',
  end_time: '',
  location: '',
  meeting_url: '',
  participants: [],
});

export const meetingForm = (meeting: Meeting): MeetingFormValues => ({
  title: meeting.title,
  description: meeting.description,
  start_time: meeting.start_time,
  end_time: meeting.end_time,
  location: meeting.location,
  meeting_url: meeting.meeting_url ?? '',
  participants: meeting.participants.map((person) => person.id),
  status: meeting.status,
});

const urlOf = (value: string) => value.trim() || null;

export function storeRequestOf(values: MeetingFormValues): MeetingStoreRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    start_time: values.start_time,
    end_time: values.end_time,
    location: values.location.trim(),
    meeting_url: urlOf(values.meeting_url),
    participants: values.participants,
  };
}

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);
const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((id, index) => id === [...b].sort((x, y) => x - y)[index]);

/**
 * The update request of an edited meeting: its id and the fields that changed, so an untouched
 * status (the effective one: ongoing while it runs) is not written back. Null when nothing changed.
 */
export function updateRequestOf(values: MeetingFormValues, meeting: Meeting): MeetingUpdateRequest | null {
  const changes: Omit<MeetingUpdateRequest, 'id'> = {};
  const title = values.title.trim();
  const description = values.description.trim();
  const location = values.location.trim();
  const url = urlOf(values.meeting_url);
  if (title !== meeting.title) changes.title = title;
  if (description !== meeting.description) changes.description = description;
  if (!sameInstant(values.start_time, meeting.start_time)) changes.start_time = values.start_time;
  if (!sameInstant(values.end_time, meeting.end_time)) changes.end_time = values.end_time;
  if (location !== meeting.location) changes.location = location;
  if (url !== meeting.meeting_url) changes.meeting_url = url;
  const participants = meeting.participants.map((person) => person.id);
  if (!sameIds(values.participants, participants)) changes.participants = values.participants;
  if (values.status !== undefined && values.status !== meeting.status) changes.status = values.status;
  return Object.keys(changes).length === 0 ? null : { id: meeting.id, ...changes };
}

/**
 * The end once the start moves from `previousStart` to `start`: a meeting keeps its length; one
 * without an end gets DEFAULT_MEETING_MINUTES; clearing the start leaves the end.
 */
export function endFollowingStart(previousStart: string, start: string, end: string): string {
  if (!start) return end;
  const startMs = Date.parse(start);
  if (!end) return new Date(startMs + DEFAULT_MEETING_MINUTES * 60_000).toISOString();
  if (!previousStart) return end;
  return new Date(Date.parse(end) + startMs - Date.parse(previousStart)).toISOString();
}

// Who may be picked, and how the picker searches: shared with chat's member pickers.
export { participantMatches, participantOptions, type ParticipantOption } from '../../shared/people-options';
