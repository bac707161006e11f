import type { Role } from './roles.js';

/** Roles, their labels and landing routes (spec §2), without zod: see ./auth-constants.ts. */
export const ROLES = ['admin', 'manager', 'developer', 'designer', 'member'] as const;

export const DEFAULT_ROLE: Role = 'member';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  manager: 'Manager',
  developer: 'Developer',
  designer: 'Designer',
  member: 'Member',
};

/** Any unknown or missing role counts as member (spec §2). */
export function normalizeRole(role: unknown): Role {
  return typeof role === 'string' && (ROLES as readonly string[]).includes(role) ? (role as Role) : DEFAULT_ROLE;
}

/** Where a user lands after signing in (spec §2 "Landing route after login by role"). */
export const ROLE_LANDING_ROUTES: Record<Role, string> = {
  admin: '/dashboard/users',
  manager: '/dashboard/projects',
  designer: '/dashboard/projects',
  developer: '/dashboard/tasks',
  member: '/dashboard',
};

export function landingRouteFor(role: unknown): string {
  return ROLE_LANDING_ROUTES[normalizeRole(role)];
}
