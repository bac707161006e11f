/**
 * The PostgreSQL server of one API test run, prepared by jest's globalSetup and read by every test
 * file: TEST_DATABASE_URL's server when set, else an embedded server started for the run. Only
 * node built-ins, pg, drizzle and the embedded-server module: globalSetup is loaded outside jest's
 * module mapping (no `.js` suffixes).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool } from 'pg';
import { EMBEDDED_FILES, isAlive, readPid, startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded-postgres';

/** Admin connection string (database `postgres`) of the run's server. */
export const TEST_SERVER_ENV = 'KANRI_TEST_SERVER_URL';
/** The migrated database each test file clones. */
export const TEST_TEMPLATE_ENV = 'KANRI_TEST_TEMPLATE';

const MIGRATIONS_FOLDER = path.join(__dirname, '..', '..', 'drizzle');
const SERVER_DIR_PREFIX = 'kanri-api-test-pg-';

export interface TestServer {
  readonly adminUrl: string;
  readonly template: string;
  /** Drops the template; stops and deletes the embedded server, if one was started. */
  stop(): Promise<void>;
}

export async function startTestServer(env: NodeJS.ProcessEnv = process.env): Promise<TestServer> {
  const external = env.TEST_DATABASE_URL?.trim();
  let embedded: { server: EmbeddedPostgres; dir: string } | undefined;
  let adminUrl: string;
  if (external) {
    adminUrl = external;
  } else {
    removeAbandonedServers();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), SERVER_DIR_PREFIX));
    // Thrown away after the run: no fsync.
    const server = await startEmbeddedPostgres({ dataDir: dir, durable: false });
    embedded = { server, dir };
    adminUrl = server.urlOf('postgres');
  }

  const template = `kanri_template_${randomBytes(6).toString('hex')}`;
  try {
    await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const pool = new Pool({ connectionString: url.toString(), max: 1 });
    try {
      await migrate(drizzle({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await pool.end();
    }
  } catch (error) {
    await embedded?.server.stop();
    throw error;
  }

  return {
    adminUrl,
    template,
    stop: async () => {
      try {
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      } finally {
        if (embedded) {
          await embedded.server.stop();
          fs.rmSync(embedded.dir, { recursive: true, force: true });
        }
      }
    },
  };
}

/** Servers of earlier runs that were killed before their teardown: stopped and deleted. */
function removeAbandonedServers(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith(SERVER_DIR_PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    const owner = readPid(path.join(dir, EMBEDDED_FILES.owner));
    if (owner !== undefined && isAlive(owner)) continue;
    const postmaster = readPid(path.join(dir, EMBEDDED_FILES.cluster, 'postmaster.pid'));
    if (postmaster !== undefined && isAlive(postmaster)) {
      try {
        process.kill(postmaster, 'SIGQUIT');
      } catch {
        // gone meanwhile
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
