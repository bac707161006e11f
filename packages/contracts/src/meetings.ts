import { z } from 'zod';
import { actorSchema, idSchema, idParamSchema } from './common.js';
import {
  COLLAB_MAX_PER_PAGE,
  MEETING_DESCRIPTION_MAX_LENGTH,
  MEETING_LOCATION_MAX_LENGTH,
  MEETING_MAX_DAYS,
  MEETING_MAX_PARTICIPANTS,
  MEETING_MESSAGES,
  MEETING_STATUSES,
  MEETING_TITLE_MAX_LENGTH,
  MEETING_URL_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
} from './collaboration-constants.js';
import { instantSchema, timeZoneSchema } from './time-entries.js';

export * from './collaboration-constants.js';

/**
 * Meetings (spec §2 Meetings screen, §3 Meeting, §4, §5, §7, §9). A meeting is visible to its
 * organiser (who created it) and its participants (workspace members), and to nobody else: for
 * everyone else it does not exist (404). Only the organiser changes or deletes it.
 * `status` is the effective one: a scheduled meeting shows as ongoing between its start and end and
 * as completed after its end; cancelled and completed are kept as set.
 */
export const meetingStatusSchema = z.enum(MEETING_STATUSES, { error: MEETING_MESSAGES.statusInvalid });

export const meetingSchema = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  location: z.string(),
  /** An http(s) address, or null. */
  meeting_url: z.string().nullable(),
  organizer: actorSchema,
  /** The invited members, the organiser not among them. */
  participants: z.array(actorSchema),
  status: meetingStatusSchema,
  /** RFC 5545 SEQUENCE: raised on each change. */
  sequence: z.number().int(),
  /** Whether the caller organises it (and so may edit and delete it). */
  is_organizer: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;

const required = (message: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined || issue.input === null ? message : undefined),
});

const title = z
  .string(required(MEETING_MESSAGES.required))
  .trim()
  .min(1, MEETING_MESSAGES.required)
  .max(MEETING_TITLE_MAX_LENGTH, MEETING_MESSAGES.titleTooLong);
const startOrEnd = z.string(required(MEETING_MESSAGES.required)).min(1, MEETING_MESSAGES.required).pipe(instantSchema);
const description = z.string().trim().max(MEETING_DESCRIPTION_MAX_LENGTH, MEETING_MESSAGES.descriptionTooLong);
const location = z.string().trim().max(MEETING_LOCATION_MAX_LENGTH, MEETING_MESSAGES.locationTooLong);

/** An http(s) address; empty or null clears it. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
const meetingUrl = z
  .string({ error: MEETING_MESSAGES.urlInvalid })
  .trim()
  .max(MEETING_URL_MAX_LENGTH, MEETING_MESSAGES.urlTooLong)
  .refine((value) => value === '' || isWebAddress(value), MEETING_MESSAGES.urlInvalid)
  .nullable();
const participants = z.array(idSchema).max(MEETING_MAX_PARTICIPANTS, MEETING_MESSAGES.tooManyParticipants);

function checkTimes(value: { start_time?: string | undefined; end_time?: string | undefined }, ctx: z.RefinementCtx) {
  if (!value.start_time || !value.end_time) return;
  const span = Date.parse(value.end_time) - Date.parse(value.start_time);
  if (span <= 0) ctx.addIssue({ code: 'custom', path: ['end_time'], message: MEETING_MESSAGES.endBeforeStart });
  else if (span > MEETING_MAX_DAYS * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: MEETING_MESSAGES.tooLong });
}

/** POST /meetings/store (spec §7): participants are member ids; the caller is the organiser. */
export const meetingStoreRequestSchema = z
  .object({
    title,
    description: description.optional(),
    start_time: startOrEnd,
    end_time: startOrEnd,
    location: location.optional(),
    meeting_url: meetingUrl.optional(),
    participants: participants.optional(),
    status: meetingStatusSchema.optional(),
  })
  .superRefine(checkTimes);
export type MeetingStoreRequest = z.input<typeof meetingStoreRequestSchema>;

/** PUT /meetings/update `{ id, ...changes }` (organiser only). `participants` replaces the list. */
export const meetingUpdateRequestSchema = z
  .object({
    id: idSchema,
    title: title.optional(),
    description: description.optional(),
    start_time: startOrEnd.optional(),
    end_time: startOrEnd.optional(),
    location: location.optional(),
    meeting_url: meetingUrl.optional(),
    participants: participants.optional(),
    status: meetingStatusSchema.optional(),
  })
  .superRefine(checkTimes);
export type MeetingUpdateRequest = z.input<typeof meetingUpdateRequestSchema>;

/**
 * GET /meetings: the caller's meetings (organised or invited to), `page` by `per_page`; `search` in
 * title, description and location; `status` the effective status. Upcoming ones first (soonest
 * first), then past ones (latest first). `time_zone` (UTC by default) decides what "today" is.
 */
export const meetingListQuerySchema = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  status: meetingStatusSchema.optional(),
  time_zone: timeZoneSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  per_page: z.coerce.number().int().min(1).max(COLLAB_MAX_PER_PAGE).optional(),
});
export type MeetingListQuery = z.input<typeof meetingListQuerySchema>;

/** The cards of spec §2, over all the caller's meetings (not the search or filter). */
export const meetingCountsSchema = z.object({
  total: z.number().int(),
  /** Start in the future. */
  upcoming: z.number().int(),
  /** Start on today's calendar day in `time_zone`. */
  today: z.number().int(),
  completed: z.number().int(),
});
export type MeetingCounts = z.infer<typeof meetingCountsSchema>;

export const meetingPageSchema = z.object({
  items: z.array(meetingSchema),
  /** Meetings matching the search and filter, all pages together. */
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  counts: meetingCountsSchema,
});
export type MeetingPage = z.infer<typeof meetingPageSchema>;

/** `GET /meetings/{id}/ics`: path parameter. */
export const meetingIcsParamsSchema = z.object({ id: idParamSchema });

/**
 * The caller's calendar feed (GET /meetings/feed): whether a link exists. The token is shown once,
 * by POST /meetings/feed (which replaces any earlier link); DELETE /meetings/feed revokes it.
 */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** POST /meetings/feed: the new link, in both forms (webcal:// subscribes; https:// downloads). */
export const calendarFeedLinkSchema = calendarFeedSchema.extend({
  webcal_url: z.string(),
  https_url: z.string(),
});
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

/** GET /meetings.ics?token=…: the feed, signed in by its token alone. */
export const calendarFeedQuerySchema = z.object({ token: z.string().max(200) });

/**
 * A notification the notifications module delivers to one member: invited to a meeting, a meeting
 * moved (start or end changed), a meeting cancelled (status cancelled or deleted).
 */
export const MEETING_NOTIFICATION_TYPES = ['meeting.invited', 'meeting.moved', 'meeting.cancelled'] as const;
export type MeetingNotificationType = (typeof MEETING_NOTIFICATION_TYPES)[number];
