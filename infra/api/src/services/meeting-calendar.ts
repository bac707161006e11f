import type { Meeting } from '@kanri/contracts';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { cleanFileName } from '../lib/attachments.js';

/**
 * Meetings as iCalendar (RFC 5545), built by `ical-generator` (it escapes text and folds lines at
 * 75 octets): one meeting's file (GET /meetings/{id}/ics) and the calendar feed (GET /meetings.ics).
 * Times are UTC; a meeting keeps its UID across edits and its SEQUENCE is the meeting's, so
 * calendar apps update the event they imported rather than adding another.
 */

/** What the calendar needs from the app: where users reach it (the UID's host and the links). */
export interface CalendarSource {
  publicUrl: string;
  /** The calendar's name (feeds); a single meeting's file has none. */
  name?: string;
  /** How often a subscribed calendar should be fetched again, in seconds (feeds). */
  refreshSeconds?: number;
  /** DTSTAMP: when the file is made. */
  now?: Date;
}

const PRODUCT = { company: 'Kanri', product: 'Meetings', language: 'EN' };

/** The meeting's UID: the same for every version of it, and unique to this Kanri. */
export function meetingUid(meetingId: number, publicUrl: string): string {
  return `meeting-${meetingId}@${new URL(publicUrl).hostname}`;
}

/** The meetings page of the app, the event's URL when the meeting has no address of its own. */
const meetingsPage = (publicUrl: string) => `${publicUrl}/dashboard/meetings`;

/** `meetings` as one VCALENDAR (METHOD:PUBLISH), one VEVENT each. */
export function meetingsCalendar(meetings: readonly Meeting[], source: CalendarSource): string {
  const calendar = ical({
    prodId: PRODUCT,
    method: ICalCalendarMethod.PUBLISH,
    ...(source.name === undefined ? {} : { name: source.name }),
    ...(source.refreshSeconds === undefined ? {} : { ttl: source.refreshSeconds }),
  });
  const stamp = source.now ?? new Date();
  for (const meeting of meetings) {
    calendar.createEvent({
      id: meetingUid(meeting.id, source.publicUrl),
      sequence: meeting.sequence,
      stamp,
      start: new Date(meeting.start_time),
      end: new Date(meeting.end_time),
      summary: meeting.title,
      description: meeting.description === '' ? null : meeting.description,
      location: meeting.location === '' ? null : meeting.location,
      url: uriValue(meeting.meeting_url ?? meetingsPage(source.publicUrl)),
      organizer: { name: meeting.organizer.full_name, email: meeting.organizer.email },
      attendees: meeting.participants.map((participant) => ({ name: participant.full_name, email: participant.email })),
      status: meeting.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      created: new Date(meeting.created_at),
      lastModified: new Date(meeting.updated_at),
    });
  }
  // Every content line ends with CRLF, the last one too (RFC 5545 §3.1).
  return `${calendar.toString()}\r\n`;
}

/**
 * A URL as a URI value: ical-generator escapes it like text (`,` → `\,`), which RFC 5545 does not
 * do for URIs, so parsers would read the backslashes into the address; percent-encoded, those
 * characters need no escaping.
 */
function uriValue(url: string): string {
  return url.replace(/[\\;,]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The file name of one meeting's .ics: its title, made safe (`Q1/Q2 review` → `Q1-Q2 review.ics`). */
export function meetingFileName(title: string): string {
  const stem = cleanFileName(title.replace(/[/\\]+/g, '-')) || 'meeting';
  // Cut to the longest name kept, the extension included.
  return cleanFileName(`${stem}.ics`);
}
