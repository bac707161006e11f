import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { IN_MEMORY_DATA_DIR } from '../../src/config.js';
import {
  openDatabase,
  openPgliteDatabase,
  PGLITE_SUBDIR,
  type DatabaseKind,
  type OpenedDatabase,
} from '../../src/db/database.js';
import { PGLITE_SNAPSHOT_ENV } from './pglite-snapshot.js';

/** A kind of database the API tests run on: `describe.each(testDatabases())('... on $name', ...)`. */
export interface TestDatabaseTarget {
  readonly name: DatabaseKind;
  /** A new, migrated database of this kind, for one test file; closing it deletes it. */
  open(): Promise<OpenedDatabase>;
}

/** An in-memory PGlite always; a new PostgreSQL database too when TEST_DATABASE_URL (an admin URL) is set. */
export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ name: 'pglite', open: openPgliteFromSnapshot }];
  const adminUrl = env.TEST_DATABASE_URL?.trim();
  if (adminUrl) targets.push({ name: 'postgres', open: () => openPostgresTestDatabase(adminUrl) });
  return targets;
}

/** In-memory PGlite loaded from the migrated snapshot that jest's globalSetup wrote. */
async function openPgliteFromSnapshot(): Promise<OpenedDatabase> {
  return openPgliteDatabase(await PGlite.create(IN_MEMORY_DATA_DIR, { loadDataDir: await readPgliteSnapshot() }));
}

/** A new DATA_DIR already holding the migrated snapshot (no initdb): pass it to `openDatabase`, delete it after. */
export async function createPgliteDataDir(): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kanri-api-test-'));
  const client = await PGlite.create(path.join(dataDir, PGLITE_SUBDIR), { loadDataDir: await readPgliteSnapshot() });
  await client.close();
  return dataDir;
}

async function readPgliteSnapshot(): Promise<Blob> {
  const snapshot = process.env[PGLITE_SNAPSHOT_ENV];
  if (!snapshot) {
    throw new Error(`${PGLITE_SNAPSHOT_ENV} is not set: run the tests with jest, whose globalSetup builds the snapshot`);
  }
  return new Blob([await fs.readFile(snapshot)]);
}

async function openPostgresTestDatabase(adminUrl: string): Promise<OpenedDatabase> {
  const fresh = await createPostgresTestDatabase(adminUrl);
  try {
    const opened = await openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: IN_MEMORY_DATA_DIR });
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

export interface PostgresTestDatabase {
  readonly databaseUrl: string;
  /** `DROP DATABASE … WITH (FORCE)`: ends the connections still open. */
  drop(): Promise<void>;
}

/** An empty `kanri_test_<random>` database, created through the admin connection. */
export async function createPostgresTestDatabase(adminUrl: string): Promise<PostgresTestDatabase> {
  const name = `kanri_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `CREATE DATABASE "${name}"`);
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

function runAdminStatement(adminUrl: string, statement: string): Promise<void> {
  return withAdminClient(adminUrl, async (client) => {
    await client.query(statement);
  });
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
