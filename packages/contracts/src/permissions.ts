import { ROLES } from './role-constants.js';
import type { Role } from './roles.js';

/** Admins and managers: the workspace's structure (projects, statuses, priorities, custom fields). */
const MANAGERS = ['admin', 'manager'] as const satisfies readonly Role[];

/**
 * The permission matrix (ARCHITECTURE §4): action → roles allowed, for the current workspace. The
 * server enforces it and the UI hides what it refuses (`useCan` in app-state).
 * A route declares its action with `config: { permission: 'users.invite' }`; the API's auth plugin
 * then authenticates the request and answers 403 when the member's role is not listed.
 * Admins may do everything: list them on every action.
 */
export const PERMISSIONS = {
  'users.list': ROLES,
  'users.invite': ['admin'],
  /** Changing a member's role, resending or revoking an invitation, removing a member. */
  'users.manage': ['admin'],
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
  /** Time tracking: everyone tracks, lists, reports and exports their own entries (only the owner changes an entry). */
  'time.track': ROLES,
  'time.list': ROLES,
  /** Reading everyone's entries in the workspace (`user_id=all` or another member's id) for reports. */
  'time.listAll': MANAGERS,
  /**
   * Meetings, todos and notes: everyone has their own. Todos and notes are private to their owner;
   * a meeting is seen by its organiser and participants and changed by its organiser alone (the
   * services check the record; anyone else gets a 404, a participant a 403 on change).
   */
  'meetings.list': ROLES,
  'meetings.create': ROLES,
  'meetings.update': ROLES,
  'meetings.delete': ROLES,
  'todos.list': ROLES,
  'todos.create': ROLES,
  'todos.update': ROLES,
  'todos.delete': ROLES,
  'notes.list': ROLES,
  'notes.create': ROLES,
  'notes.update': ROLES,
  'notes.delete': ROLES,
  /** Clients, invoices and the organization settings printed on invoices: admins and managers only. */
  'clients.list': MANAGERS,
  'clients.create': MANAGERS,
  'clients.update': MANAGERS,
  'clients.delete': MANAGERS,
  'invoices.list': MANAGERS,
  'invoices.create': MANAGERS,
  'invoices.update': MANAGERS,
  'invoices.delete': MANAGERS,
  /** Recording and deleting payments. */
  'invoices.payments': MANAGERS,
  'company.read': MANAGERS,
  'company.update': MANAGERS,
  /**
   * Leave: everyone requests, lists, cancels and deletes their own pending requests (the services
   * check the record); approvers see everyone's and decide on other people's; admins delete any.
   */
  'leave.list': ROLES,
  'leave.create': ROLES,
  'leave.update': ROLES,
  'leave.delete': ROLES,
  'leave.listAll': MANAGERS,
  'leave.approve': MANAGERS,
  'leave.deleteAny': ['admin'],
  /** Everyone's own notifications and e-mail preferences (nobody reads another's). */
  'notifications.list': ROLES,
  'notifications.update': ROLES,
  'notifications.delete': ROLES,
  /**
   * Team chat: everyone chats. Membership of each conversation is checked by the chat service
   * (outsiders get a 404); channel management is for its creator and admins.
   */
  'chat.use': ROLES,
  /**
   * The command palette's search (GET /search): everyone searches; each kind of result is further
   * limited to what the caller reads through that area (its own permission and record rules).
   */
  'search.use': ROLES,
  /** Each member's own personal access tokens (managed with a session only, never with a token). */
  'apiTokens.manage': ROLES,
  /** The workspace's outgoing webhooks, their secrets and delivery logs. */
  'webhooks.manage': ['admin'],
  /** The workspace's audit log of security events (sign-ins, role changes, deletions…). */
  'audit.read': ['admin'],
  /** Downloading the whole workspace as JSON (other members' private records left out). */
  'workspaces.export': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isAllowed(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/**
 * The "own record" rule: each of these actions is allowed on the records one owns (the task one
 * created, the attachment one uploaded), and on anyone's with the paired `…Any` permission.
 */
export const OWN_RECORD_PERMISSIONS = {
  'tasks.delete': 'tasks.deleteAny',
  'taskMedia.delete': 'taskMedia.deleteAny',
} as const satisfies Partial<Record<Permission, Permission>>;

export type OwnRecordPermission = keyof typeof OWN_RECORD_PERMISSIONS;

/** Whether a member (`role`, `userId`) may take an own-record action on a record owned by `ownerId`. */
export function isAllowedOnRecord(
  role: Role,
  userId: number,
  permission: OwnRecordPermission,
  ownerId: number | null | undefined,
): boolean {
  if (!isAllowed(role, permission)) return false;
  return isAllowed(role, OWN_RECORD_PERMISSIONS[permission]) || ownerId === userId;
}
