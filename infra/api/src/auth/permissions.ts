import { ROLES, type Role } from '@kanri/contracts';

/** Admins and managers: the workspace's structure (projects, statuses, priorities, custom fields). */
const MANAGERS = ['admin', 'manager'] as const satisfies readonly Role[];

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
  'projects.list': ROLES,
  'projects.create': MANAGERS,
  'projects.update': MANAGERS,
  'projects.delete': MANAGERS,
  /** Each member's own column order and widths in a project. */
  'projects.layout': ROLES,
  'statuses.list': ROLES,
  'statuses.create': MANAGERS,
  'statuses.update': MANAGERS,
  'statuses.delete': MANAGERS,
  'priorities.list': ROLES,
  'priorities.create': MANAGERS,
  'priorities.update': MANAGERS,
  'priorities.delete': MANAGERS,
  /** Tasks: everyone reads, creates, edits and reorders them. */
  'tasks.list': ROLES,
  'tasks.create': ROLES,
  'tasks.update': ROLES,
  /** Deleting the tasks one created; `tasks.deleteAny` deletes anyone's. */
  'tasks.delete': ROLES,
  'tasks.deleteAny': MANAGERS,
  'customFields.list': ROLES,
  'customFields.create': MANAGERS,
  'customFields.update': MANAGERS,
  'customFields.delete': MANAGERS,
  'comments.create': ROLES,
  /** Task attachments: everyone lists, uploads and downloads them. */
  'taskMedia.list': ROLES,
  'taskMedia.upload': ROLES,
  'taskMedia.download': ROLES,
  /** Deleting the attachments one uploaded; `taskMedia.deleteAny` deletes anyone's. */
  'taskMedia.delete': ROLES,
  'taskMedia.deleteAny': MANAGERS,
  'tags.list': ROLES,
  'tags.create': ROLES,
  /** The caller's own workspaces (GET /workspaces); the header's workspace is checked like everywhere. */
  'workspaces.list': ROLES,
  /** Admins of the current workspace create workspaces, and become the new one's admin. */
  'workspaces.create': ['admin'],
  /** Checked against the caller's role in the workspace renamed (the body's `id`), not the header's. */
  'workspaces.update': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isAllowed(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
