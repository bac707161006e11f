import { eq, ne } from 'drizzle-orm';
import type { Database } from '../../../src/db/database.js';
import { leaveRequests, users, workspaces } from '../../../src/db/schema.js';
import { MANAGERS, NOT_YOURS, SIGNED_IN, SIGNED_IN_CREATE, next, type MatrixRow } from '../matrix-expectations.js';

/** Ids of the requests the destroy rows delete (the URL holds the id, so each call gets the same one anew). */
const OWN_LEAVE = 900_201;
const STRANGERS_LEAVE = 900_202;
const OTHER_WORKSPACE_LEAVE = 900_203;

/** Someone else's request in the workspace: approvers see it, members do not (404). */
const APPROVERS_SEE = { ...MANAGERS, developer: 404, designer: 404, member: 404 };
/** Nobody decides on their own request, whatever their role. */
const OWN_DECISION = { ...NOT_YOURS, admin: 403, manager: 403, developer: 403, designer: 403, member: 403 };
/** Admins delete anyone's; a manager sees it but may not (403); members do not see it (404). */
const ADMIN_DELETES = { ...APPROVERS_SEE, manager: 403 };

/**
 * Leave requests: every route × caller. Everyone requests leave and sees their own; admins and
 * managers see everyone's and decide on other people's; the requester cancels and deletes their
 * pending request; admins delete any. Another workspace's request is a 404 for everyone.
 */
export const LEAVE_ROWS: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/leave-requests', expected: SIGNED_IN },
  {
    method: 'GET',
    url: '/api/v1/leave-requests?status=pending&leave_type=annual&search=matrix&user_id=1&time_zone=Europe/Paris',
    expected: SIGNED_IN,
  },
  { method: 'GET', url: '/api/v1/leave-requests/approved?from=2030-01-01&to=2030-12-31', expected: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/v1/leave-requests/store',
    body: () => {
      const day = freshDay();
      return { leave_type: 'personal', start_date: day, end_date: day, reason: 'Matrix' };
    },
    expected: SIGNED_IN_CREATE,
  },
  {
    method: 'POST',
    url: '/api/v1/leave-requests/update',
    body: async ({ db }) => ({ id: await leaveOf(db, await stranger(db)), status: 'approved' }),
    expected: APPROVERS_SEE,
  },
  {
    method: 'POST',
    url: '/api/v1/leave-requests/update',
    body: async ({ db }) => ({ id: await leaveOf(db, await stranger(db)), status: 'rejected', comments: 'Matrix' }),
    expected: APPROVERS_SEE,
  },
  {
    method: 'POST',
    url: '/api/v1/leave-requests/update',
    body: async ({ db, userId }) => ({ id: await leaveOf(db, userId ?? (await stranger(db))), status: 'approved' }),
    expected: OWN_DECISION,
  },
  {
    method: 'POST',
    url: '/api/v1/leave-requests/update',
    body: async ({ db, userId }) => ({ id: await leaveOf(db, userId ?? (await stranger(db))), status: 'cancelled' }),
    expected: SIGNED_IN,
  },
  {
    method: 'POST',
    url: '/api/v1/leave-requests/update',
    body: async ({ db }) => ({
      id: await leaveOf(db, await stranger(db), { workspaceId: await otherWorkspace(db) }),
      status: 'approved',
    }),
    expected: NOT_YOURS,
  },
  {
    method: 'DELETE',
    url: `/api/v1/leave-requests/destroy/${OWN_LEAVE}`,
    body: async ({ db, userId }) => {
      await leaveOf(db, userId ?? (await stranger(db)), { id: OWN_LEAVE });
      return {};
    },
    expected: SIGNED_IN,
  },
  {
    method: 'DELETE',
    url: `/api/v1/leave-requests/destroy/${STRANGERS_LEAVE}`,
    body: async ({ db }) => {
      await leaveOf(db, await stranger(db), { id: STRANGERS_LEAVE });
      return {};
    },
    expected: ADMIN_DELETES,
  },
  {
    method: 'DELETE',
    url: `/api/v1/leave-requests/destroy/${OTHER_WORKSPACE_LEAVE}`,
    body: async ({ db }) => {
      await leaveOf(db, await stranger(db), { id: OTHER_WORKSPACE_LEAVE, workspaceId: await otherWorkspace(db) });
      return {};
    },
    expected: NOT_YOURS,
  },
];

/** A day no other matrix request uses (each call its own). */
function freshDay(): string {
  const day = new Date(Date.UTC(2040, 0, 1) + next() * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** A pending one-day request of `userId` in workspace 1 (or `workspaceId`), anew as `id` when given. */
async function leaveOf(db: Database, userId: number, options: { id?: number; workspaceId?: number } = {}): Promise<number> {
  if (options.id !== undefined) await db.delete(leaveRequests).where(eq(leaveRequests.id, options.id));
  const day = freshDay();
  const [row] = await db
    .insert(leaveRequests)
    .values({
      ...(options.id === undefined ? {} : { id: options.id }),
      workspaceId: options.workspaceId ?? 1,
      userId,
      leaveType: 'annual',
      startDate: day,
      endDate: day,
      daysCount: 1,
      reason: 'Matrix leave',
    })
    .returning({ id: leaveRequests.id });
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
