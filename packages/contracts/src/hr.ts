/**
 * `@kanri/contracts/hr`: leave requests and notifications (spec §2 Leave Requests and
 * Notifications screens, §3, §4, §5, §7). Not part of the main entry: the hr-notifications remote,
 * the shell's bell (types only) and the API import it.
 */
import { z } from 'zod';
import { dateOnlySchema, idParamSchema, idSchema } from './common.js';
import {
  LEAVE_COMMENTS_MAX_LENGTH,
  LEAVE_MESSAGES,
  LEAVE_REASON_MAX_LENGTH,
  LEAVE_SEARCH_MAX_LENGTH,
  LEAVE_STATUSES,
  LEAVE_TYPES,
} from './leave-constants.js';
import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KINDS,
  NOTIFICATION_MAX_PAGE_SIZE,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_SEARCH_MAX_LENGTH,
  NOTIFICATION_TYPES,
} from './notification-constants.js';

import { timeZoneSchema } from './time-entries.js';

export * from './leave-constants.js';
export * from './leave-period.js';
export * from './notification-constants.js';

// ---------------------------------------------------------------------------------------------
// Leave requests

export const leaveTypeSchema = z.enum(LEAVE_TYPES, { error: LEAVE_MESSAGES.typeInvalid });
export const leaveStatusSchema = z.enum(LEAVE_STATUSES);

/** A leave request as the list and the actions return it (spec §3 Leave request). */
export const leaveRequestSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  /** The requester's full name (the screen's Employee column). */
  user_name: z.string(),
  leave_type: leaveTypeSchema,
  start_date: z.string(),
  end_date: z.string(),
  /** Calendar days from the start to the end, both included (`leaveDaysCount`). */
  days_count: z.number().int(),
  reason: z.string(),
  status: leaveStatusSchema,
  /** The reason for a rejection; empty otherwise. */
  comments: z.string(),
  /** Who approved or rejected it, and when. */
  decided_by: z.number().int().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

const requiredDate = z
  .string({ error: LEAVE_MESSAGES.allFieldsRequired })
  .trim()
  .min(1, LEAVE_MESSAGES.allFieldsRequired)
  .pipe(dateOnlySchema);

/**
 * POST /leave-requests/store (spec §7). Start date, end date and reason are required (`All fields
 * are required`); an end before the start is refused. `days_count` may be sent as the old client
 * did; the server counts the days itself and ignores it.
 */
export const leaveStoreRequestSchema = z
  .object({
    leave_type: leaveTypeSchema.optional(),
    start_date: requiredDate,
    end_date: requiredDate,
    reason: z
      .string({ error: LEAVE_MESSAGES.allFieldsRequired })
      .trim()
      .min(1, LEAVE_MESSAGES.allFieldsRequired)
      .max(LEAVE_REASON_MAX_LENGTH, LEAVE_MESSAGES.reasonTooLong),
    days_count: z.unknown().optional(),
  })
  .refine((value) => value.end_date >= value.start_date, { path: ['end_date'], message: LEAVE_MESSAGES.endBeforeStart });
export type LeaveStoreRequest = z.input<typeof leaveStoreRequestSchema>;

/**
 * POST /leave-requests/update (spec §7): `{id, status: approved}`, `{id, status: rejected,
 * comments}` (approvers, never on their own request) or `{id, status: cancelled}` (the requester).
 * Only a pending request changes.
 */
export const leaveUpdateRequestSchema = z
  .object({
    id: idSchema,
    status: z.enum(['approved', 'rejected', 'cancelled'], { error: LEAVE_MESSAGES.statusInvalid }),
    comments: z.string().trim().max(LEAVE_COMMENTS_MAX_LENGTH, LEAVE_MESSAGES.commentsTooLong).optional(),
  })
  .refine((value) => value.status !== 'rejected' || Boolean(value.comments), {
    path: ['comments'],
    message: LEAVE_MESSAGES.reasonRequired,
  });
export type LeaveUpdateRequest = z.input<typeof leaveUpdateRequestSchema>;

/**
 * GET /leave-requests: members get their own requests, managers and admins everyone's (`user_id`
 * narrows to one person). `search` matches the employee's name and the reason. `time_zone` decides
 * which month is "this month". Newest first.
 */
export const leaveListQuerySchema = z.object({
  search: z.string().trim().max(LEAVE_SEARCH_MAX_LENGTH).optional(),
  status: leaveStatusSchema.optional(),
  leave_type: leaveTypeSchema.optional(),
  user_id: idParamSchema.optional(),
  time_zone: timeZoneSchema.optional(),
});
export type LeaveListQuery = z.input<typeof leaveListQuerySchema>;

/** The five cards (spec §2), over what the caller may see, not the filter. */
export const leaveCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  /** Start date in the current month and year (in the caller's time zone). */
  this_month: z.number().int(),
});
export type LeaveCounts = z.infer<typeof leaveCountsSchema>;

export const leavePageSchema = z.object({
  items: z.array(leaveRequestSchema),
  counts: leaveCountsSchema,
});
export type LeavePage = z.infer<typeof leavePageSchema>;

/**
 * GET /leave-requests/approved?from=&to=: approved leave of the workspace's members overlapping a
 * period (every member may read it: the assignee pickers mark people on leave).
 */
export const approvedLeaveQuerySchema = z
  .object({ from: dateOnlySchema, to: dateOnlySchema })
  .refine((value) => value.to >= value.from, { path: ['to'], message: LEAVE_MESSAGES.endBeforeStart });
export type ApprovedLeaveQuery = z.input<typeof approvedLeaveQuerySchema>;
export const approvedLeaveSchema = leaveRequestSchema.pick({
  id: true,
  user_id: true,
  user_name: true,
  leave_type: true,
  start_date: true,
  end_date: true,
});
export type ApprovedLeave = z.infer<typeof approvedLeaveSchema>;

// ---------------------------------------------------------------------------------------------
// Notifications

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_MESSAGES.kindInvalid });

/** What a click on the notification opens. */
export const notificationTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('task'), task_id: z.number().int(), project_id: z.number().int() }),
  z.object({ kind: z.literal('meeting'), meeting_id: z.number().int() }),
  z.object({ kind: z.literal('leave_request'), leave_request_id: z.number().int() }),
  z.object({ kind: z.literal('member'), user_id: z.number().int() }),
  z.object({ kind: z.literal('chat'), conversation_id: z.number().int(), message_id: z.number().int() }),
]);
export type NotificationTarget = z.infer<typeof notificationTargetSchema>;

/** One notification of the signed-in user (spec §3 Notification), in the current workspace. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  target: notificationTargetSchema.nullable(),
  /** Who caused it (never the recipient). */
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * GET /notifications: the caller's own, newest first; `search` in title and message, `type` and
 * `status` filter; `before` (an id) pages back. `time_zone` decides "today" for the cards.
 */
export const notificationListQuerySchema = z.object({
  search: z.string().trim().max(NOTIFICATION_SEARCH_MAX_LENGTH).optional(),
  type: notificationTypeSchema.optional(),
  status: z.enum(['unread', 'read']).optional(),
  before: idParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_MAX_PAGE_SIZE).optional(),
  time_zone: timeZoneSchema.optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** The four cards (spec §2) over all the caller's notifications, not the filter. */
export const notificationCountsSchema = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  /** Same calendar day in the caller's time zone. */
  today: z.number().int(),
  /** The last 7 days. */
  this_week: z.number().int(),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  counts: notificationCountsSchema,
  /** The `before` of the next page, null on the last one. */
  next_before: z.number().int().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** POST /notifications/mark-as-read `{id}` (spec §7). */
export const notificationMarkReadRequestSchema = z.object({ id: idSchema });
/** POST /notifications/mark-all-read: one request, whatever the number (the result: how many changed). */
export const notificationMarkAllReadSchema = z.object({ updated: z.number().int(), unread: z.number().int() });
export type NotificationMarkAllRead = z.infer<typeof notificationMarkAllReadSchema>;

/** GET /notifications/preferences, PUT /notifications/preferences: per kind, in the app only or also e-mail. */
export const notificationPreferencesSchema = z.object({
  deliveries: z.record(notificationKindSchema, z.enum(NOTIFICATION_DELIVERIES, { error: NOTIFICATION_MESSAGES.deliveryInvalid })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesUpdateSchema = z.object({
  deliveries: z.partialRecord(
    notificationKindSchema,
    z.enum(NOTIFICATION_DELIVERIES, { error: NOTIFICATION_MESSAGES.deliveryInvalid }),
  ),
});
export type NotificationPreferencesUpdate = z.input<typeof notificationPreferencesUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Live events (the one WebSocket, to the recipient's connections in the workspace only)

/** A notification was created for the connection's user. */
export const notificationCreatedEventSchema = z.object({
  type: z.literal('notification.created'),
  workspace_id: z.number().int(),
  user_id: z.number().int(),
  notification: notificationSchema,
  unread_count: z.number().int(),
});
export type NotificationCreatedEvent = z.infer<typeof notificationCreatedEventSchema>;

/** The user's notifications were read or deleted elsewhere (another tab or device): counts to refresh. */
export const notificationsChangedEventSchema = z.object({
  type: z.literal('notifications.changed'),
  workspace_id: z.number().int(),
  user_id: z.number().int(),
  unread_count: z.number().int(),
});
export type NotificationsChangedEvent = z.infer<typeof notificationsChangedEventSchema>;

export const hrRealtimeMessageSchema = z.union([notificationCreatedEventSchema, notificationsChangedEventSchema]);
export type HrRealtimeMessage = z.infer<typeof hrRealtimeMessageSchema>;
