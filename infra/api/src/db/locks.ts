import { sql } from 'drizzle-orm';
import type { Database } from './database.js';

/** Advisory lock keys (one number space per database; migrations use 7_246_130_915). */
const ACCOUNTS_LOCK_KEY = 7_246_130_916;

/**
 * Serialises transactions that create or claim accounts (registration, invitations, social
 * sign-in) until the transaction ends: two first registrations must not both see an empty
 * instance. Works on PostgreSQL and PGlite alike.
 */
export async function lockAccounts(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK_KEY})`);
}
