import { ne } from 'drizzle-orm';
import type { Database } from '../../../src/db/database.js';
import { workspaces } from '../../../src/db/schema.js';
import { createUser } from '../../helpers/accounts.js';
import { ADMIN_ONLY, next, SIGNED_IN, type MatrixRow } from '../matrix-expectations.js';

/** Another workspace's member: a 404 for the admin (no such member here), a 403 for the others. */
const ADMIN_NOT_FOUND = { ...ADMIN_ONLY, admin: 404 };

/**
 * Team members beyond listing and inviting (permission-matrix-rows.ts): changing roles, removing
 * members and resending invitations are for admins (`users.manage`). Each call acts on a member of
 * its own, so no row changes the seeded callers.
 */
export const USER_ROWS: MatrixRow[] = [
  { method: 'GET', url: '/api/v1/users?time_zone=Europe/Paris', expected: SIGNED_IN },
  {
    method: 'PUT',
    url: '/api/v1/users/update',
    body: async ({ db }) => ({ id: await newMember(db), role: 'manager' }),
    expected: ADMIN_ONLY,
  },
  {
    method: 'PUT',
    url: '/api/v1/users/update',
    body: async ({ db }) => ({ id: await newMember(db, await otherWorkspace(db)), role: 'member' }),
    expected: ADMIN_NOT_FOUND,
  },
  {
    method: 'DELETE',
    url: '/api/v1/users/destroy',
    body: async ({ db }) => ({ id: await newMember(db) }),
    expected: ADMIN_ONLY,
  },
  {
    method: 'DELETE',
    url: '/api/v1/users/destroy',
    body: async ({ db }) => ({ id: await newMember(db, await otherWorkspace(db)) }),
    expected: ADMIN_NOT_FOUND,
  },
  {
    method: 'POST',
    url: '/api/v1/users/resend-invitation',
    body: async ({ db }) => ({ id: await newMember(db, 1, true) }),
    expected: ADMIN_ONLY,
  },
  {
    method: 'POST',
    url: '/api/v1/users/resend-invitation',
    body: async ({ db }) => ({ id: await newMember(db, await otherWorkspace(db), true) }),
    expected: ADMIN_NOT_FOUND,
  },
];

/** A new developer of the workspace (an invited one: no password yet). */
async function newMember(db: Database, workspaceId = 1, invited = false): Promise<number> {
  const user = await createUser(db, {
    email: `teammate-${next()}@matrix.test`,
    role: 'developer',
    workspaceId,
    ...(invited ? { password: null, membershipStatus: 'invited' as const } : {}),
  });
  return user.id;
}

async function otherWorkspace(db: Database): Promise<number> {
  const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(ne(workspaces.id, 1)).limit(1);
  return row!.id;
}
