import type { Health } from '@kanri/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { API_VERSION } from '../version.js';

/** Healthy means the database answers a query; a failing query surfaces as a 500. */
export async function checkHealth(db: Database, embedded: boolean): Promise<Health> {
  await db.execute(sql`select 1`);
  return {
    status: 'ok',
    database: 'postgres',
    embedded,
    version: API_VERSION,
    uptime_seconds: Math.floor(process.uptime()),
  };
}
