import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Client } from 'pg';
import { openDatabase, type OpenedDatabase } from '../../src/db/database.js';
import { TEST_SERVER_ENV, TEST_TEMPLATE_ENV } from './test-server.js';

/**
 * A new database for one test file, cloned from the migrated template jest's globalSetup made (no
 * migrations to run), on the run's PostgreSQL server. Closing it drops it.
 */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  const fresh = await createTestDatabase({ fromTemplate: true });
  try {
    const opened = await openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: os.tmpdir() });
    return {
      ...opened,
      close: async () => {
        try {
          await opened.close();
        } finally {
          await fresh.drop();
        }
      },
    };
  } catch (error) {
    await fresh.drop();
    throw error;
  }
}

export interface TestDatabase {
  readonly databaseUrl: string;
  /** `DROP DATABASE … WITH (FORCE)`: ends the connections still open. */
  drop(): Promise<void>;
}

/** A `kanri_test_<random>` database on the run's server: empty, or a copy of the migrated template. */
export async function createTestDatabase({ fromTemplate }: { fromTemplate: boolean }): Promise<TestDatabase> {
  const adminUrl = testServerUrl();
  const name = `kanri_test_${randomBytes(6).toString('hex')}`;
  const template = fromTemplate ? ` TEMPLATE "${requiredEnv(TEST_TEMPLATE_ENV)}"` : '';
  await withAdminClient(adminUrl, (client) => createRetrying(client, `CREATE DATABASE "${name}"${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () =>
      withAdminClient(adminUrl, async (client) => {
        await waitForDisconnections(client, name);
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
}

/** Admin connection string (database `postgres`) of the server the API tests run on. */
export function testServerUrl(): string {
  return requiredEnv(TEST_SERVER_ENV);
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the API tests with jest, whose globalSetup prepares the server`);
  return value;
}

/** Two files cloning the template at the same instant may see each other's connection to it (55006). */
async function createRetrying(client: Client, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * pg-pool's end() resolves once it has asked its connections to close, not once the server let
 * them go; forcing the drop on a connection still closing makes that client log an error.
 * Give them a moment (FORCE still ends whatever is left).
 */
async function waitForDisconnections(client: Client, database: string, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]?.count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function withAdminClient(adminUrl: string, work: (client: Client) => Promise<void>): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
