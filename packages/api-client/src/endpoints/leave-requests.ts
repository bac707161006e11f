import type { Deleted } from '@kanri/contracts';
import type {
  ApprovedLeave,
  ApprovedLeaveQuery,
  LeaveListQuery,
  LeavePage,
  LeaveRequest,
  LeaveStoreRequest,
  LeaveUpdateRequest,
} from '@kanri/contracts/hr';
import { apiCall } from '../http';
import { queryString } from './tasks';

/**
 * GET /leave-requests: the caller's own requests (members), everyone's (admins and managers),
 * searched and filtered, newest first, with the five cards' counts.
 */
export const listLeaveRequests = (params: LeaveListQuery = {}) =>
  apiCall<LeavePage>(`/leave-requests${queryString(params as Record<string, string | number | undefined>)}`);

/** POST /leave-requests/store (spec §7): a new pending request of the caller. */
export const createLeaveRequest = (body: LeaveStoreRequest) =>
  apiCall<LeaveRequest>('/leave-requests/store', { method: 'POST', body });

/**
 * POST /leave-requests/update (spec §7): `{id, status: approved}`, `{id, status: rejected, comments}`
 * (approvers, on others' pending requests) or `{id, status: cancelled}` (the requester).
 */
export const updateLeaveRequest = (body: LeaveUpdateRequest) =>
  apiCall<LeaveRequest>('/leave-requests/update', { method: 'POST', body });

/** DELETE /leave-requests/destroy/{id} (spec §7). */
export const deleteLeaveRequest = (id: number) => apiCall<Deleted>(`/leave-requests/destroy/${id}`, { method: 'DELETE' });

/** GET /leave-requests/approved?from=&to=: the workspace's approved leave overlapping a period. */
export const listApprovedLeave = (params: ApprovedLeaveQuery) =>
  apiCall<ApprovedLeave[]>(`/leave-requests/approved${queryString({ from: params.from, to: params.to })}`);
