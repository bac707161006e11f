import { LEAVE_MESSAGES, LEAVE_STATUS_LABELS, LEAVE_TYPE_LABELS } from '@kanri/contracts/hr';

/**
 * User-visible texts of the Leave Requests screen (`/dashboard/leave-requests`, spec §2, §5, §8);
 * screens and tests share them. The spec's own texts come from the contract (LEAVE_MESSAGES).
 */
export const LEAVE_TEXTS = {
  title: LEAVE_MESSAGES.title,
  subtitle: LEAVE_MESSAGES.subtitle,
  requestLeave: LEAVE_MESSAGES.requestLeave,
  loading: LEAVE_MESSAGES.loading,
  loadFailed: LEAVE_MESSAGES.loadFailed,
  /** `?request=ID` naming a request that is gone or not the caller's to see. */
  notFound: LEAVE_MESSAGES.notFound,
  search: { label: 'Search leave requests', placeholder: LEAVE_MESSAGES.searchPlaceholder },
  types: LEAVE_TYPE_LABELS,
  statuses: LEAVE_STATUS_LABELS,
  filters: { label: 'Leave request filters', status: 'Status', type: 'Leave type', all: 'All' },
  cards: {
    label: 'Leave statistics',
    total: 'Total Requests',
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    thisMonth: 'This Month',
  },
  table: {
    label: 'Leave requests',
    employee: 'Employee',
    type: 'Leave Type',
    duration: 'Duration',
    days: 'Days',
    status: 'Status',
    requested: 'Requested',
    actions: 'Actions',
    userFallback: (id: number) => `User ${id}`,
    actionsLabel: (name: string) => `Actions for the leave request of ${name}`,
    decided: (status: string, name: string) => `${status} by ${name}`,
  },
  menu: { approve: 'Approve', reject: 'Reject', cancel: 'Cancel Request', delete: 'Delete' },
  empty: {
    title: 'No leave requests found',
    hint: 'Request leave and it shows here.',
    filteredHint: 'Try adjusting your search or filters.',
    clear: 'Clear filters',
  },
  dialog: {
    title: LEAVE_MESSAGES.dialogTitle,
    submit: 'Submit Request',
    cancel: 'Cancel',
    leaveType: 'Leave Type',
    startDate: 'Start Date',
    endDate: 'End Date',
    reason: 'Reason',
    reasonPlaceholder: 'Tell your approver why you need the time off',
    dayCount: (days: number) => (days === 1 ? 'Duration: 1 day' : `Duration: ${days} days`),
  },
  reject: {
    title: 'Reject Leave Request',
    prompt: LEAVE_MESSAGES.rejectPrompt,
    placeholder: 'The reason the requester will read',
    ok: 'Reject',
    cancel: 'Cancel',
  },
  deleteDialog: { title: 'Delete Leave Request', body: LEAVE_MESSAGES.deleteConfirm, ok: 'Delete', cancel: 'Cancel' },
  days: (days: number) => (days === 1 ? '1 day' : `${days} days`),
} as const;
