import { eq, ne } from 'drizzle-orm';
import type { Database } from '../../../src/db/database.js';
import { notifications, users, workspaces } from '../../../src/db/schema.js';
import { NOT_YOURS, SIGNED_IN, type MatrixRow } from '../matrix-expectations.js';

/** Ids of the notifications the destroy rows delete (the URL holds the id, so each call gets the same one anew). */
const OWN_NOTIFICATION = 900_301;
const SOMEONE_ELSES_NOTIFICATION = 900_302;
const OTHER_WORKSPACE_NOTIFICATION = 900_303;

/**
 * Notifications: every route × caller. Each member reads and changes their own, in the current
 * workspace; anyone else's (admins included) and another workspace's are a 404, whatever id is sent.
 */
export const NOTIFICATION_ROWS: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/notifications', expected: SIGNED_IN },
  {
    method: 'GET',
    url: '/api/v1/notifications?search=matrix&type=info&status=unread&before=100&limit=10&time_zone=Asia/Tokyo',
    expected: SIGNED_IN,
  },
  {
    method: 'POST',
    url: '/api/v1/notifications/mark-as-read',
    body: async ({ db, userId }) => ({ id: await notificationOf(db, userId ?? (await stranger(db))) }),
    expected: SIGNED_IN,
  },
  {
    method: 'POST',
    url: '/api/v1/notifications/mark-as-read',
    body: async ({ db }) => ({ id: await notificationOf(db, await stranger(db)) }),
    expected: NOT_YOURS,
  },
  {
    method: 'POST',
    url: '/api/v1/notifications/mark-as-read',
    body: async ({ db, userId }) => ({
      id: await notificationOf(db, userId ?? (await stranger(db)), { workspaceId: await otherWorkspace(db) }),
    }),
    expected: NOT_YOURS,
  },
  { method: 'POST', url: '/api/v1/notifications/mark-all-read', expected: SIGNED_IN },
  {
    method: 'DELETE',
    url: `/api/v1/notifications/destroy/${OWN_NOTIFICATION}`,
    body: async ({ db, userId }) => {
      await notificationOf(db, userId ?? (await stranger(db)), { id: OWN_NOTIFICATION });
      return {};
    },
    expected: SIGNED_IN,
  },
  {
    method: 'DELETE',
    url: `/api/v1/notifications/destroy/${SOMEONE_ELSES_NOTIFICATION}`,
    body: async ({ db }) => {
      await notificationOf(db, await stranger(db), { id: SOMEONE_ELSES_NOTIFICATION });
      return {};
    },
    expected: NOT_YOURS,
  },
  {
    method: 'DELETE',
    url: `/api/v1/notifications/destroy/${OTHER_WORKSPACE_NOTIFICATION}`,
    body: async ({ db, userId }) => {
      await notificationOf(db, userId ?? (await stranger(db)), {
        id: OTHER_WORKSPACE_NOTIFICATION,
        workspaceId: await otherWorkspace(db),
      });
      return {};
    },
    expected: NOT_YOURS,
  },
  { method: 'GET', url: '/api/v1/notifications/preferences', expected: SIGNED_IN },
  {
    method: 'PUT',
    url: '/api/v1/notifications/preferences',
    body: { deliveries: { 'task.assigned': 'email', 'leave.approved': 'in_app' } },
    expected: SIGNED_IN,
  },
];

/** An unread notification of `userId` in workspace 1 (or `workspaceId`), anew as `id` when given. */
async function notificationOf(
  db: Database,
  userId: number,
  options: { id?: number; workspaceId?: number } = {},
): Promise<number> {
  if (options.id !== undefined) await db.delete(notifications).where(eq(notifications.id, options.id));
  const [row] = await db
    .insert(notifications)
    .values({
      ...(options.id === undefined ? {} : { id: options.id }),
      workspaceId: options.workspaceId ?? 1,
      userId,
      kind: 'task.assigned',
      type: 'info',
      title: 'Matrix',
      message: 'Matrix notification',
      payload: {},
    })
    .returning({ id: notifications.id });
  return row!.id;
}

/** The admin of the other workspace: someone no caller of workspace 1 is. */
async function stranger(db: Database): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@other.test'));
  return row!.id;
}

async function otherWorkspace(db: Database): Promise<number> {
  const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(ne(workspaces.id, 1)).limit(1);
  return row!.id;
}
