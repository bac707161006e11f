import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import type { Database } from './database.js';

const dialect = new PgDialect();

/**
 * Runs a hot statement as a named prepared statement: PostgreSQL parses and plans its text once
 * per connection, then only binds the parameters. The name is a hash of the SQL text, so each
 * shape of the query (filters present or not) is its own statement. On the pool, or inside a
 * transaction on the transaction's connection. Values come back as node-postgres parses them
 * (not through drizzle's column mappings): dates and timestamps are best selected as text.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await clientOf(db).query({ name: statementName(text), text, values: params as unknown[] });
  return result.rows as Row[];
}

/**
 * An int[] parameter: one array literal, not one parameter per element (which is what drizzle makes
 * of a plain array). Nulls stay nulls.
 */
export function intArray(values: readonly (number | null)[]): SQL {
  return sql`${sql.param(`{${values.map((value) => value ?? 'NULL').join(',')}}`)}::int[]`;
}

/** Names by SQL text: one per query shape, so the map stays small. */
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `kanri_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
  return name;
}

/** The pool of the database, or the connection of a transaction (drizzle's node-postgres session). */
function clientOf(db: Database): Pool | PoolClient {
  const client = (db as { $client?: Pool }).$client ?? (db as unknown as { session?: { client?: PoolClient } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('queryRows needs a node-postgres database or transaction');
  return client;
}
