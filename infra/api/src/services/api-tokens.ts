import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_DISPLAY_LENGTH,
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  API_TOKEN_RANDOM_LENGTH,
  expiryDays,
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenExpiry,
  type ApiTokenScope,
} from '@kanri/contracts/api-tokens';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { hashToken } from '../auth/tokens.js';
import type { Database } from '../db/database.js';
import { apiTokens, roles, users, workspaceMembers } from '../db/schema.js';
import { httpErrors } from '../lib/http-errors.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { membershipColumns, type Membership, type UserRow } from './users.js';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DAY_MS = 24 * 60 * 60_000;
/** `last_used_at` is written at most this often per token (like sessions' `touchSession`). */
const TOUCH_INTERVAL_MS = 60_000;

/** `kanri_pat_` + 40 base62 characters from crypto.randomBytes (rejection sampling: no modulo bias). */
export function newApiToken(): string {
  let random = '';
  while (random.length < API_TOKEN_RANDOM_LENGTH) {
    for (const byte of randomBytes(64)) {
      // 248 = 62 × 4: bytes above are dropped so each character is equally likely.
      if (byte < 248 && random.length < API_TOKEN_RANDOM_LENGTH) random += BASE62[byte % 62];
    }
  }
  return API_TOKEN_PREFIX + random;
}

export function isApiToken(bearer: string): boolean {
  return bearer.startsWith(API_TOKEN_PREFIX);
}

function toDto(row: ApiTokenRow, now = Date.now()): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.tokenPrefix,
    scopes: row.scopes,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    state: row.expiresAt && row.expiresAt.getTime() <= now ? 'expired' : 'active',
  };
}

/** GET /api-tokens: the caller's unrevoked tokens in the current workspace, newest first. */
export async function listApiTokens(db: Database, auth: RequestAuth): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.workspaceId, auth.workspaceId), eq(apiTokens.userId, auth.user.id), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  const now = Date.now();
  return rows.map((row) => toDto(row, now));
}

export interface CreateApiTokenInput {
  name: string;
  scopes: readonly ApiTokenScope[];
  expires_in: ApiTokenExpiry;
}

/** POST /api-tokens: a new token for the caller in the current workspace; the reply is the only time it exists in clear. */
export async function createApiToken(
  db: Database,
  auth: Pick<RequestAuth, 'workspaceId' | 'user'>,
  input: CreateApiTokenInput,
): Promise<ApiTokenCreated> {
  const token = newApiToken();
  const days = expiryDays(input.expires_in);
  const [row] = await db
    .insert(apiTokens)
    .values({
      workspaceId: auth.workspaceId,
      userId: auth.user.id,
      name: input.name,
      tokenHash: hashToken(token),
      tokenPrefix: token.slice(0, API_TOKEN_DISPLAY_LENGTH),
      scopes: [...input.scopes],
      expiresAt: days === null ? null : new Date(Date.now() + days * DAY_MS),
    })
    .returning();
  return { ...toDto(row!), token };
}

/** DELETE /api-tokens/:id: revokes one of the caller's own tokens in this workspace; 404 for anything else. */
/** One of the caller's unrevoked tokens in this workspace: its name and display prefix (audit target). */
export async function findOwnApiToken(
  db: Database,
  auth: RequestAuth,
  id: number,
): Promise<{ name: string; prefix: string } | undefined> {
  const [row] = await db
    .select({ name: apiTokens.name, prefix: apiTokens.tokenPrefix })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.id, id),
        eq(apiTokens.workspaceId, auth.workspaceId),
        eq(apiTokens.userId, auth.user.id),
        isNull(apiTokens.revokedAt),
      ),
    );
  return row;
}

export async function revokeApiToken(db: Database, auth: RequestAuth, id: number): Promise<{ id: number }> {
  const [revoked] = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(apiTokens.id, id),
        eq(apiTokens.workspaceId, auth.workspaceId),
        eq(apiTokens.userId, auth.user.id),
        isNull(apiTokens.revokedAt),
      ),
    )
    .returning({ id: apiTokens.id });
  if (!revoked) throw httpErrors.notFound(API_TOKEN_MESSAGES.notFound);
  return revoked;
}

export interface ApiTokenInWorkspace {
  apiToken: ApiTokenRow;
  user: UserRow;
  /** The user's membership of the token's workspace as it is now (null: not a member any more). */
  membership: Membership | null;
}

const statements = new WeakMap<Database, ReturnType<typeof prepareStatement>>();

function prepareStatement(db: Database) {
  return db
    .select({ apiToken: apiTokens, user: users, membership: membershipColumns })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.userId, apiTokens.userId), eq(workspaceMembers.workspaceId, apiTokens.workspaceId)),
    )
    .leftJoin(roles, eq(roles.id, workspaceMembers.roleId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), sql`${apiTokens.expiresAt} > ${sql.placeholder('now')}`),
      ),
    )
    .prepare('kanri_api_token');
}

/**
 * The live (unrevoked, unexpired) token of a bearer, its user and the user's current membership
 * of the token's workspace: one prepared statement per request, never cached, so a removed
 * member or a changed role counts at once.
 */
export async function findActiveApiToken(db: Database, token: string): Promise<ApiTokenInWorkspace | undefined> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = prepareStatement(db)));
  const [found] = await statement.execute({ tokenHash: hashToken(token), now: new Date() });
  if (!found) return undefined;
  const { membership, ...rest } = found;
  const isMember =
    membership.workspaceId !== null && membership.roleId !== null && membership.role !== null && membership.status !== null;
  return { ...rest, membership: isMember ? (membership as Membership) : null };
}

/** Records the use, at most once a minute per token; `row` (this request's copy) then carries the stored time. */
export async function touchApiToken(db: Database, row: ApiTokenRow): Promise<void> {
  const now = Date.now();
  if (row.lastUsedAt && now - row.lastUsedAt.getTime() < TOUCH_INTERVAL_MS) return;
  const [touched] = await db
    .update(apiTokens)
    .set({ lastUsedAt: new Date(now) })
    .where(
      and(
        eq(apiTokens.id, row.id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now - TOUCH_INTERVAL_MS))),
      ),
    )
    .returning({ lastUsedAt: apiTokens.lastUsedAt });
  if (touched) row.lastUsedAt = touched.lastUsedAt;
}
