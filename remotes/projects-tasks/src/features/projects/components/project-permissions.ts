import { selectCurrentUser, useAppSelector } from '@kanri/app-state';
import { normalizeRole, type Role } from '@kanri/contracts';

/** Roles that create, edit and delete projects (the server's matrix; the UI hides the rest). */
const PROJECT_MANAGERS: readonly Role[] = ['admin', 'manager'];

export function canManageProjects(role: unknown): boolean {
  return PROJECT_MANAGERS.includes(normalizeRole(role));
}

/** Whether the signed-in user may create, edit and delete projects. */
export function useCanManageProjects(): boolean {
  const user = useAppSelector(selectCurrentUser);
  return canManageProjects(user?.role);
}
