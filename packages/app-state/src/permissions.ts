import {
  isAllowed,
  isAllowedOnRecord,
  normalizeRole,
  type OwnRecordPermission,
  type Permission,
} from '@kanri/contracts/constants';
import { useCallback } from 'react';
import { selectCurrentUser, type SessionUser } from './session-slice';
import { useAppSelector } from './store';

/**
 * Whether the signed-in user may take `permission` in the current workspace (the server's matrix,
 * `PERMISSIONS` in contracts). The session user's role is their role in the current workspace.
 * Nobody signed in may do nothing; an unknown role counts as member (spec §2).
 */
export function userCan(user: SessionUser | null | undefined, permission: Permission): boolean {
  return user != null && isAllowed(normalizeRole(user.role), permission);
}

/**
 * The "own record" rule for the signed-in user: may they take `permission` (`tasks.delete`,
 * `taskMedia.delete`) on a record owned by `ownerId`? Their own records always, anyone's with the
 * paired `…Any` permission (admins and managers).
 */
export function userCanOnRecord(
  user: SessionUser | null | undefined,
  permission: OwnRecordPermission,
  ownerId: number | null | undefined,
): boolean {
  if (user == null) return false;
  return isAllowedOnRecord(normalizeRole(user.role), user.id ?? Number.NaN, permission, ownerId);
}

/** Whether the signed-in user may take `permission`; the UI hides what it refuses (ARCHITECTURE §4). */
export function useCan(permission: Permission): boolean {
  return useAppSelector((state) => userCan(selectCurrentUser(state), permission));
}

/**
 * `useCan` for one record at a time, for lists: `const canDelete = useCanOnRecord('tasks.delete')`,
 * then `canDelete(task.created_by)`. The function changes only when the user does.
 */
export function useCanOnRecord(permission: OwnRecordPermission): (ownerId: number | null | undefined) => boolean {
  const user = useAppSelector(selectCurrentUser);
  return useCallback((ownerId) => userCanOnRecord(user, permission, ownerId), [user, permission]);
}
