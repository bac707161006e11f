import { ROLES, type Role } from '@kanri/contracts';

/**
 * The permission matrix (ARCHITECTURE §4): action → roles allowed, for the current workspace.
 * A route declares its action with `config: { permission: 'users.invite' }`; the auth plugin then
 * authenticates the request and answers 403 when the member's role is not listed.
 * Admins may do everything: list them on every action.
 */
export const PERMISSIONS = {
  'users.list': ROLES,
  'users.invite': ['admin'],
  'settings.read': ['admin'],
  'settings.update': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isAllowed(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
