import type { LeaveRequest } from '@kanri/contracts/hr';

export interface LeaveAbilities {
  /** The signed-in user's id. */
  userId: number | undefined;
  /** `leave.approve`: admins and managers. */
  canApprove: boolean;
  /** `leave.deleteAny`: admins. */
  canDeleteAny: boolean;
}

/**
 * What the signed-in user may do with one request (the server's rules, ARCHITECTURE §4): approvers
 * approve or reject the pending requests of others (never their own); the requester cancels a
 * pending request; the requester deletes it while pending, an admin at any time.
 */
export function leaveActionsFor(request: LeaveRequest, { userId, canApprove, canDeleteAny }: LeaveAbilities) {
  const own = userId !== undefined && request.user_id === userId;
  const pending = request.status === 'pending';
  return {
    approve: canApprove && pending && !own,
    reject: canApprove && pending && !own,
    cancel: own && pending,
    delete: canDeleteAny || (own && pending),
  };
}
