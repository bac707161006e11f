/**
 * Leave requests and notifications: their plain values, texts and small rules (spec §2, §3, §4, §5,
 * §8, §9), without zod, so the pages, the shell's bell and the server share them.
 */

// ---------------------------------------------------------------------------------------------
// Leave requests

export const LEAVE_TYPES = ['annual', 'sick', 'personal', 'maternity', 'emergency'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
export const LEAVE_TYPE_LABELS: Record<LeaveType, string> = {
  annual: 'Annual',
  sick: 'Sick',
  personal: 'Personal',
  maternity: 'Maternity',
  emergency: 'Emergency',
};
/** Spec §9: the Submit Leave Request dialog starts on annual leave. */
export const DEFAULT_LEAVE_TYPE: LeaveType = 'annual';

export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
export const LEAVE_STATUS_LABELS: Record<LeaveStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export const LEAVE_REASON_MAX_LENGTH = 2000;
export const LEAVE_COMMENTS_MAX_LENGTH = 2000;
export const LEAVE_SEARCH_MAX_LENGTH = 200;
/** Longest leave one request may span, in calendar days (longer periods are several requests). */
export const LEAVE_MAX_DAYS = 366;

/** Texts of the Leave Requests screen and its endpoints (spec §2, §5, §8). */
export const LEAVE_MESSAGES = {
  title: 'Leave Requests',
  subtitle: 'Manage employee leave requests and approvals',
  searchPlaceholder: 'Search leave requests...',
  requestLeave: 'Request Leave',
  dialogTitle: 'Submit Leave Request',
  loading: 'Loading leave requests...',
  allFieldsRequired: 'All fields are required',
  endBeforeStart: 'The end date cannot be before the start date.',
  tooLong: `A leave request may span at most ${LEAVE_MAX_DAYS} days.`,
  overlap: 'You already have a pending or approved leave request that overlaps these dates.',
  notFound: 'Leave request not found.',
  notPending: 'Only a pending leave request can be approved, rejected or cancelled.',
  ownDecision: 'You cannot approve or reject your own leave request.',
  onlyRequesterCancels: 'Only the person who requested the leave can cancel it.',
  deleteNotAllowed: 'Only an admin can delete a leave request that is no longer pending.',
  reasonRequired: 'Please provide a reason for rejection.',
  rejectPrompt: 'Please provide a reason for rejection:',
  deleteConfirm: 'Are you sure you want to delete this leave request?',
  reasonTooLong: `The reason may be at most ${LEAVE_REASON_MAX_LENGTH} characters.`,
  commentsTooLong: `The reason for rejection may be at most ${LEAVE_COMMENTS_MAX_LENGTH} characters.`,
  typeInvalid: 'Choose a leave type.',
  statusInvalid: 'The status must be approved, rejected or cancelled.',
  retrieved: 'Leave requests retrieved successfully',
  submitted: 'Leave request submitted successfully',
  approved: 'Leave request approved',
  rejected: 'Leave request rejected',
  cancelled: 'Leave request cancelled',
  deleted: 'Leave request deleted successfully',
  loadFailed: 'Failed to load leave requests',
  submitFailed: 'Failed to submit leave request',
  approveFailed: 'Failed to approve request',
  rejectFailed: 'Failed to reject request',
  cancelFailed: 'Failed to cancel request',
  deleteFailed: 'Failed to delete request',
} as const;

/** Days since 1970-01-01 of a `YYYY-MM-DD` calendar date (no time zone: a date is a date). */
function epochDay(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
}

/**
 * Spec §5: the days a request counts, the whole calendar days from its start to its end, both
 * included (the same day: 1). Dates are `YYYY-MM-DD`; an end before the start is refused earlier.
 */
export function leaveDaysCount(startDate: string, endDate: string): number {
  return epochDay(endDate) - epochDay(startDate) + 1;
}

/** Whether a leave period (dates included) covers a calendar day. */
export function leaveCovers(leave: { start_date: string; end_date: string }, date: string): boolean {
  return leave.start_date <= date && date <= leave.end_date;
}

// ---------------------------------------------------------------------------------------------
// Notifications

/** Spec §3 Notification `type`: how it looks (icon, badge). */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  info: 'Info',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

/**
 * What happened: one kind per rule of the notifications module (infra/api). A later area adds a
 * kind here and a rule there.
 */
export const NOTIFICATION_KINDS = [
  'task.assigned',
  'task.commented',
  'comment.mentioned',
  'meeting.invited',
  'meeting.moved',
  'meeting.cancelled',
  'leave.submitted',
  'leave.approved',
  'leave.rejected',
  'invitation.accepted',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How each kind looks and how the e-mail preferences list it. */
export const NOTIFICATION_KIND_INFO: Record<NotificationKind, { type: NotificationType; label: string }> = {
  'task.assigned': { type: 'info', label: 'A task is assigned to me' },
  'task.commented': { type: 'info', label: 'Someone comments on a task I created or am assigned to' },
  'comment.mentioned': { type: 'info', label: 'Someone mentions me in a comment' },
  'meeting.invited': { type: 'info', label: 'I am invited to a meeting' },
  'meeting.moved': { type: 'warning', label: 'A meeting I am invited to moves' },
  'meeting.cancelled': { type: 'error', label: 'A meeting I am invited to is cancelled' },
  'leave.submitted': { type: 'info', label: 'Someone requests leave (approvers)' },
  'leave.approved': { type: 'success', label: 'My leave request is approved' },
  'leave.rejected': { type: 'error', label: 'My leave request is rejected' },
  'invitation.accepted': { type: 'success', label: 'Someone I invited joins the workspace' },
};

/** Per kind: in the app only, or also by e-mail. */
export const NOTIFICATION_DELIVERIES = ['in_app', 'email'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/** The bell lists the latest ten. */
export const NOTIFICATION_BELL_LIMIT = 10;
export const NOTIFICATION_SEARCH_MAX_LENGTH = 200;
export const NOTIFICATION_PAGE_SIZE = 50;
export const NOTIFICATION_MAX_PAGE_SIZE = 200;

/** Texts of the Notifications screen, the bell and their endpoints (spec §2, §5, §8). */
export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  subtitle: 'Stay updated with your latest activities',
  markAllRead: 'Mark All Read',
  markAsRead: 'Mark as Read',
  delete: 'Delete',
  searchPlaceholder: 'Search notifications...',
  emptyFiltered: 'No notifications found matching your filters',
  empty: 'No notifications yet',
  loading: 'Loading notifications...',
  deleteConfirm: 'Are you sure you want to delete this notification?',
  notFound: 'Notification not found.',
  retrieved: 'Notifications retrieved successfully',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  deleted: 'Notification deleted successfully',
  preferencesSaved: 'Notification preferences saved',
  loadFailed: 'Failed to load notifications',
  markFailed: 'Failed to mark as read',
  markAllFailed: 'Failed to mark all as read',
  deleteFailed: 'Failed to delete notification',
  kindInvalid: 'Unknown notification kind.',
  deliveryInvalid: 'The delivery must be in_app or email.',
} as const;
