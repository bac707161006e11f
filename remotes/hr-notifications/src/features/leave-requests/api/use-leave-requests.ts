import {
  createLeaveRequest,
  deleteLeaveRequest,
  failureMessage,
  formFailure,
  listLeaveRequests,
  queryKeys,
  updateLeaveRequest,
} from '@kanri/api-client';
import { LEAVE_MESSAGES } from '@kanri/contracts/hr';
import type { LeaveListQuery, LeaveRequest, LeaveStoreRequest } from '@kanri/contracts/hr';
import { toast } from '@kanri/design-system';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * GET /leave-requests for one search and filter: the rows the caller may see (their own, or
 * everyone's for approvers) and the five cards' counts. The last reply stays on screen while the
 * next loads (typing, filtering).
 */
export const useLeaveRequestsQuery = (query: LeaveListQuery) =>
  useQuery({
    queryKey: queryKeys.leaveRequests.list({ ...query }),
    queryFn: () => listLeaveRequests(query),
    placeholderData: keepPreviousData,
  });

/**
 * Submit, approve, reject, cancel and delete a leave request: the call, the spec's toast (§8), then
 * every leave query refetches (spec: the list reloads after each change). A failure shows the
 * server's message, else the spec's default. Submit and reject reject for their dialog
 * (`formFailure`: a 422 goes under its field); the others toast and resolve whether it was done.
 */
export function useLeaveActions() {
  const queryClient = useQueryClient();
  const createMutation = useMutation({ mutationFn: createLeaveRequest });
  const updateMutation = useMutation({ mutationFn: updateLeaveRequest });
  const deleteMutation = useMutation({ mutationFn: deleteLeaveRequest });

  function changed(message: string) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.leaveRequests.all });
    toast.success(message);
  }

  async function submit(request: LeaveStoreRequest): Promise<LeaveRequest> {
    try {
      const created = await createMutation.mutateAsync(request);
      changed(LEAVE_MESSAGES.submitted);
      return created;
    } catch (error) {
      throw formFailure(error, LEAVE_MESSAGES.submitFailed);
    }
  }

  async function reject(request: LeaveRequest, comments: string): Promise<void> {
    try {
      await updateMutation.mutateAsync({ id: request.id, status: 'rejected', comments });
    } catch (error) {
      // A refusal the dialog cannot show under its field (not pending any more, not allowed) is toasted.
      void queryClient.invalidateQueries({ queryKey: queryKeys.leaveRequests.all });
      throw formFailure(error, LEAVE_MESSAGES.rejectFailed);
    }
    changed(LEAVE_MESSAGES.rejected);
  }

  async function decide(request: LeaveRequest, status: 'approved' | 'cancelled'): Promise<boolean> {
    try {
      await updateMutation.mutateAsync({ id: request.id, status });
    } catch (error) {
      toast.error(failureMessage(error, status === 'approved' ? LEAVE_MESSAGES.approveFailed : LEAVE_MESSAGES.cancelFailed));
      // What was refused may have changed meanwhile (decided by someone else): show it as it is.
      void queryClient.invalidateQueries({ queryKey: queryKeys.leaveRequests.all });
      return false;
    }
    changed(status === 'approved' ? LEAVE_MESSAGES.approved : LEAVE_MESSAGES.cancelled);
    return true;
  }

  /** Deletes; a failure is toasted and resolves false (the question stays open). */
  async function remove(request: LeaveRequest): Promise<boolean> {
    try {
      await deleteMutation.mutateAsync(request.id);
    } catch (error) {
      toast.error(failureMessage(error, LEAVE_MESSAGES.deleteFailed));
      return false;
    }
    changed(LEAVE_MESSAGES.deleted);
    return true;
  }

  return {
    submit,
    approve: (request: LeaveRequest) => decide(request, 'approved'),
    reject,
    cancel: (request: LeaveRequest) => decide(request, 'cancelled'),
    remove,
    pending: updateMutation.isPending,
  };
}
