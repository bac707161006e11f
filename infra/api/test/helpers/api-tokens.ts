import { API_TOKEN_SCOPES, type ApiTokenScope } from '@kanri/contracts/api-tokens';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import { apiTokens, users } from '../../src/db/schema.js';
import { createApiToken } from '../../src/services/api-tokens.js';

/** A personal access token of the user in the workspace (every scope by default), without the API. */
export async function openApiToken(
  db: Database,
  userId: number,
  workspaceId = 1,
  scopes: readonly ApiTokenScope[] = API_TOKEN_SCOPES,
): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const created = await createApiToken(db, { user: user!, workspaceId }, { name: 'test', scopes, expires_in: 'never' });
  return created.token;
}

/** Moves a token's expiry (by its id). */
export async function setApiTokenExpiry(db: Database, id: number, expiresAt: Date | null): Promise<void> {
  await db.update(apiTokens).set({ expiresAt }).where(eq(apiTokens.id, id));
}
