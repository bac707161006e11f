import { and, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens.js';
import type { ApiConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { roles, sessions, users, workspaceMembers } from '../db/schema.js';
import type { ClientInfo } from './context.js';
import { membershipColumns, type Membership, type UserRow } from './users.js';

export type SessionRow = typeof sessions.$inferSelect;
type SessionLifetime = Pick<ApiConfig, 'sessionIdleMinutes' | 'sessionAbsoluteDays'>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** `last_used_at` is written at most this often: one write per minute per session, not per request. */
const TOUCH_INTERVAL_MS = MINUTE_MS;

/** Opens a session for the user and returns its bearer token (the only time it exists in clear). */
export async function createSession(
  db: Database,
  userId: number,
  lifetime: SessionLifetime,
  client: ClientInfo,
): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    lastUsedAt: new Date(now),
    expiresAt: new Date(now + lifetime.sessionAbsoluteDays * DAY_MS),
    userAgent: client.userAgent?.slice(0, 512),
    ip: client.ip,
  });
  return token;
}

/** The unrevoked session of a bearer token and its user, unless it expired (absolute or idle). */
export async function findActiveSession(
  db: Database,
  token: string,
  lifetime: SessionLifetime,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [found] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(activeSessionOf(token, lifetime));
  return found;
}

export type SessionInWorkspace = NonNullable<Awaited<ReturnType<typeof findActiveSessionInWorkspace>>>;

/** Sessions unused since this moment have expired. */
export function idleSince(lifetime: SessionLifetime, now = Date.now()): Date {
  return new Date(now - lifetime.sessionIdleMinutes * MINUTE_MS);
}

/**
 * The same, with the user's membership of `workspaceId` (the user's default workspace when
 * undefined), in one prepared statement: every authenticated request runs it, so PostgreSQL parses
 * and plans it once per connection and drizzle builds it once per process.
 */
export async function findActiveSessionInWorkspace(
  db: Database,
  token: string,
  lifetime: SessionLifetime,
  workspaceId: number | undefined,
): Promise<{ session: SessionRow; user: UserRow; membership: Membership | null } | undefined> {
  const now = Date.now();
  const statements = sessionStatementsOf(db);
  const params = {
    tokenHash: hashToken(token),
    now: new Date(now),
    idleSince: idleSince(lifetime, now),
  };
  const [found] =
    workspaceId === undefined
      ? await statements.inDefaultWorkspace.execute(params)
      : await statements.inWorkspace.execute({ ...params, workspaceId });
  if (!found) return undefined;
  const { membership, ...rest } = found;
  const isMember =
    membership.workspaceId !== null && membership.roleId !== null && membership.role !== null && membership.status !== null;
  return { ...rest, membership: isMember ? (membership as Membership) : null };
}

const sessionStatements = new WeakMap<Database, ReturnType<typeof prepareSessionStatements>>();

function sessionStatementsOf(db: Database) {
  let statements = sessionStatements.get(db);
  if (!statements) sessionStatements.set(db, (statements = prepareSessionStatements(db)));
  return statements;
}

function prepareSessionStatements(db: Database) {
  const query = (workspace: SQL | typeof users.defaultWorkspaceId) =>
    db
      .select({
        session: sessions,
        user: users,
        membership: membershipColumns,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(workspaceMembers, and(eq(workspaceMembers.userId, users.id), eq(workspaceMembers.workspaceId, workspace)))
      .leftJoin(roles, eq(roles.id, workspaceMembers.roleId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
        ),
      );
  return {
    inDefaultWorkspace: query(users.defaultWorkspaceId).prepare('kanri_session_default_workspace'),
    inWorkspace: query(sql`${sql.placeholder('workspaceId')}::int`).prepare('kanri_session_in_workspace'),
  };
}

function activeSessionOf(token: string, lifetime: SessionLifetime) {
  const now = Date.now();
  return and(
    eq(sessions.tokenHash, hashToken(token)),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date(now)),
    gt(sessions.lastUsedAt, idleSince(lifetime, now)),
  );
}

/**
 * Pushes the idle expiry back, unless that was done less than a minute ago; `session` (maybe a
 * cached one) then carries the stored time.
 */
export async function touchSession(db: Database, session: SessionRow): Promise<void> {
  const now = Date.now();
  if (now - session.lastUsedAt.getTime() < TOUCH_INTERVAL_MS) return;
  const touched = await db
    .update(sessions)
    .set({ lastUsedAt: new Date(now) })
    .where(and(eq(sessions.id, session.id), lt(sessions.lastUsedAt, new Date(now - TOUCH_INTERVAL_MS))))
    .returning({ lastUsedAt: sessions.lastUsedAt });
  if (touched[0]) session.lastUsedAt = touched[0].lastUsedAt;
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Database, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
