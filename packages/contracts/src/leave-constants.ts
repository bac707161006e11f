/**
 * Leave requests: their plain values, texts and small rules (spec §2, §3, §4, §5, §8, §9), without
 * zod, so the pages and the server share them. `@kanri/contracts/hr` exports them (not the main
 * entry nor the constants barrel, which every page loads).
 */

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
