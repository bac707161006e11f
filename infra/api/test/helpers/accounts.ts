import { ROLES, type Role } from '@kanri/contracts';
import { asc, eq, ne, sql } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/passwords.js';
import type { Database } from '../../src/db/database.js';
import { outboxEmails, roles, users, workspaceMembers, workspaces, type MembershipStatus } from '../../src/db/schema.js';
import { createSession } from '../../src/services/sessions.js';
import type { UserRow } from '../../src/services/users.js';

export const TEST_PASSWORD = 'correct horse battery';

const hashes = new Map<string, Promise<string>>();
/** argon2id costs tens of milliseconds: hash each test password once per file. */
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

export async function createWorkspace(db: Database, name: string): Promise<number> {
  const [workspace] = await db.insert(workspaces).values({ name }).returning({ id: workspaces.id });
  return workspace!.id;
}

export interface TestUserOptions {
  email: string;
  role?: Role;
  workspaceId?: number;
  /** null: an invited account without a password. */
  password?: string | null;
  verified?: boolean;
  membershipStatus?: MembershipStatus;
  firstName?: string;
  lastName?: string;
}

/** A user and their membership, written straight to the database. */
export async function createUser(db: Database, options: TestUserOptions): Promise<UserRow> {
  const workspaceId = options.workspaceId ?? 1;
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  const [user] = await db
    .insert(users)
    .values({
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? (options.role ? capitalize(options.role) : 'User'),
      email: options.email,
      passwordHash: password === null ? null : await hashOnce(password),
      status: password === null ? 'invited' : 'active',
      emailVerifiedAt: options.verified === false ? null : new Date(),
      defaultWorkspaceId: workspaceId,
    })
    .returning();
  await addMember(db, user!.id, workspaceId, options.role ?? 'member', options.membershipStatus ?? 'active');
  return user!;
}

export async function addMember(
  db: Database,
  userId: number,
  workspaceId: number,
  role: Role,
  status: MembershipStatus = 'active',
): Promise<void> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, role));
  await db.insert(workspaceMembers).values({ workspaceId, userId, roleId: row!.id, status });
}

/** A bearer token for the user (a one-day session), without going through POST /login. */
export function openSession(db: Database, userId: number): Promise<string> {
  return createSession(db, userId, { sessionIdleMinutes: 60, sessionAbsoluteDays: 1 }, { userAgent: 'jest', ip: '127.0.0.1' });
}

export interface SeededMember {
  user: UserRow;
  email: string;
  password: string;
  token: string;
}

/**
 * One active member per role in the workspace (default 1), each with a session token:
 * `admin@<workspace>.test`, `manager@…`. For permission tables of every later endpoint.
 */
export async function seedRoleMembers(db: Database, workspaceId = 1): Promise<Record<Role, SeededMember>> {
  const seeded = {} as Record<Role, SeededMember>;
  for (const role of ROLES) {
    const email = `${role}@workspace-${workspaceId}.test`;
    const user = await createUser(db, { email, role, workspaceId });
    seeded[role] = { user, email, password: TEST_PASSWORD, token: await openSession(db, user.id) };
  }
  return seeded;
}

/** Headers of a signed-in request, optionally in a given workspace. */
export function authHeaders(token: string, workspaceId?: number | string): Record<string, string> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (workspaceId !== undefined) headers.workspace_id = String(workspaceId);
  return headers;
}

/** Back to a fresh instance: no account, no mail, only workspace 1 (its seeded name and default settings), registration closed. */
export async function resetAccounts(db: Database): Promise<void> {
  await db.execute(sql`truncate users, invitations, outbox_emails restart identity cascade`);
  await db.delete(workspaces).where(ne(workspaces.id, 1));
  await db.execute(
    sql`update settings set open_registration = false, default_time_zone = null, week_start = 'sunday', default_currency = 'USD'`,
  );
  await db.execute(sql`update workspaces set name = 'Team Space' where id = 1 and name <> 'Team Space'`);
}

export async function mailsTo(db: Database, to: string) {
  return db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(asc(outboxEmails.id));
}

/** The query parameters of the first link to `${publicUrl}${path}` in a mail's text. */
export function linkParams(text: string, publicUrl: string, path: string): URLSearchParams {
  const link = text.split(/\s+/).find((word) => word.startsWith(`${publicUrl}${path}?`));
  if (!link) throw new Error(`No ${publicUrl}${path} link in:\n${text}`);
  return new URL(link).searchParams;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
