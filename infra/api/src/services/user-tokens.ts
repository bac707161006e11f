import { EMAIL_TOKEN_TTL_MINUTES } from '@kanri/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens.js';
import type { Database } from '../db/database.js';
import { userTokens, type UserTokenPurpose } from '../db/schema.js';

/** A new single-use link token; the user's older unused tokens of that purpose stop working. */
export async function issueUserToken(db: Database, userId: number, purpose: UserTokenPurpose): Promise<string> {
  const token = newToken();
  await db
    .delete(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MINUTES * 60_000),
  });
  return token;
}

/**
 * Uses a token up: marks it used if it is unused and unexpired, in one statement, so two requests
 * racing with the same link cannot both succeed. Returns its user id, or undefined.
 */
export async function claimUserToken(db: Database, token: string, purpose: UserTokenPurpose): Promise<number | undefined> {
  const now = new Date();
  const [claimed] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return claimed?.userId;
}
