/**
 * A fresh PostgreSQL database for one run (`kanri_bench_<pid>`), created and dropped through the
 * server URL the bench was given (DATABASE_URL or TEST_DATABASE_URL), so no existing data is touched.
 */

interface PgClient {
  connect(): Promise<void>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
}
// pg ships no types of its own (the API has @types/pg; this package needs four calls of it).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a typed require() instead of an untyped import
const { Client } = require('pg') as { Client: new (options: { connectionString: string }) => PgClient };

export interface BenchDatabase {
  readonly name: string;
  readonly url: string;
  drop(): Promise<void>;
}

export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `kanri_bench_${process.pid}`;
  await admin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL without its password, for the report. */
export function describeServer(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.password = '';
  return `${url.protocol}//${url.username ? `${url.username}@` : ''}${url.host}`;
}
