import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Database } from './database.js';

const dialect = new PgDialect();

/**
 * Runs a hot read as a named prepared statement: PostgreSQL parses and plans its text once per
 * connection, then only binds the parameters. The name is a hash of the SQL text, so each shape
 * of the query (filters present or not) is its own statement. Inside a transaction (no pool) it
 * runs on the transaction's connection as an ordinary query.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const pool = poolOf(db);
  if (!pool) {
    const result = (await db.execute(query)) as unknown as { rows: Row[] };
    return result.rows;
  }
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = statementName(text);
  const result = await pool.query({ name, text, values: params as unknown[] });
  return result.rows as Row[];
}

/** Names by SQL text: one per query shape, so the map stays small. */
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `kanri_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
  return name;
}

function poolOf(db: Database): Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client && typeof (client as Pool).connect === 'function' && 'totalCount' in (client as object) ? (client as Pool) : undefined;
}
