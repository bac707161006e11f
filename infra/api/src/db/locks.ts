import { sql } from 'drizzle-orm';
import type { Database } from './database.js';

/** Advisory lock keys (one number space per database; migrations use 7_246_130_915). */
const ACCOUNTS_LOCK_KEY = 7_246_130_916;

/**
 * Serialises transactions that create or claim accounts (registration, invitations, social
 * sign-in) until the transaction ends: two first registrations must not both see an empty
 * instance.
 */
export async function lockAccounts(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK_KEY})`);
}

/** First key of the two-key advisory locks that serialise changes to one workspace's ordered lists. */
const WORKSPACE_LIST_LOCKS = {
  statuses: 7_246_201,
  priorities: 7_246_202,
  projects: 7_246_203,
  tags: 7_246_204,
} as const;

/**
 * Serialises, until the transaction ends, the changes to one workspace's statuses, priorities,
 * projects or tags: positions are renumbered and names checked for duplicates without races.
 */
export async function lockWorkspaceList(
  tx: Database,
  list: keyof typeof WORKSPACE_LIST_LOCKS,
  workspaceId: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WORKSPACE_LIST_LOCKS[list]}::int, ${workspaceId}::int)`);
}

/** First key of the two-key advisory lock that serialises one user's time-entry writes. */
const TIME_ENTRIES_LOCK_KEY = 7_246_205;

/**
 * Serialises, until the transaction ends, the time-entry writes of one user (all workspaces): a
 * start sees the timer it stops, a check for overlaps sees every entry the write could meet.
 */
export async function lockTimeEntries(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TIME_ENTRIES_LOCK_KEY}::int, ${userId}::int)`);
}
