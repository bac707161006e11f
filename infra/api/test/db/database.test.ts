import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES } from '@kanri/contracts';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type OpenedDatabase } from '../../src/db/database.js';
import { EMBEDDED_FILES, SERVICE_USER } from '../../src/db/embedded-postgres.js';
import { roles, settings, workspaces } from '../../src/db/schema.js';
import { createTestDatabase } from '../helpers/test-databases.js';

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const PACKAGE_ROOT = path.join(__dirname, '..', '..');
const isRoot = process.getuid?.() === 0;

async function roleSlugs({ db }: OpenedDatabase): Promise<string[]> {
  const rows = await db.select({ slug: roles.slug }).from(roles).orderBy(roles.id);
  return rows.map((row) => row.slug);
}

async function workspaceNames({ db }: OpenedDatabase): Promise<string[]> {
  const rows = await db.select({ name: workspaces.name }).from(workspaces).orderBy(workspaces.id);
  return rows.map((row) => row.name);
}

async function scalar<T>({ db }: OpenedDatabase, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ value: T }> };
  return result.rows[0]!.value;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitUntil(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Child {
  readonly process: ChildProcessWithoutNullStreams;
  readonly info: { pid: number; port: number; origin: string };
  readonly output: () => string;
}

/** The API's database code in its own process (test/helpers/embedded-child.ts). */
async function startChild(dataDir: string, workspace?: string): Promise<Child> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '..', 'helpers', 'embedded-child.ts'), dataDir, ...(workspace ? [workspace] : [])],
    { cwd: PACKAGE_ROOT },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const info = await new Promise<Child['info']>((resolve, reject) => {
    let line = '';
    child.stdout.on('data', (chunk: Buffer) => {
      line += chunk.toString();
      if (line.includes('\n')) resolve(JSON.parse(line.split('\n')[0]!));
    });
    child.on('exit', (code) => reject(new Error(`child exited (${code}): ${output}`)));
  });
  return { process: child, info, output: () => output };
}

/** The exit code, or the signal that ended the process. */
function exitOf(child: Child): Promise<number | string | null> {
  const { exitCode, signalCode } = child.process;
  if (exitCode !== null || signalCode !== null) return Promise.resolve(exitCode ?? signalCode);
  return new Promise((resolve) => child.process.on('exit', (code, signal) => resolve(code ?? signal)));
}

describe('the embedded PostgreSQL server (DATABASE_URL unset)', () => {
  let privateFolder: string;
  let dataDir: string;
  const logs: string[] = [];
  const open = () => openDatabase({ databaseUrl: undefined, dataDir }, { log: (line) => logs.push(line) });

  beforeAll(() => {
    // Inside a private folder (mkdtemp makes it 0700), like a checkout under /root.
    privateFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-db-'));
    dataDir = path.join(privateFolder, 'data');
  });
  afterAll(() => fs.rmSync(privateFolder, { recursive: true, force: true }));

  it('creates the cluster in DATA_DIR/postgres with a private password, migrates it, and stops with close', async () => {
    const database = await open();
    const server = database.embedded!;
    try {
      expect(server.origin).toBe('started');
      expect(server.dataDir).toBe(dataDir);
      expect(fs.existsSync(path.join(dataDir, EMBEDDED_FILES.cluster, 'PG_VERSION'))).toBe(true);
      const passwordFile = path.join(dataDir, EMBEDDED_FILES.password);
      expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(passwordFile, 'utf8').trim()).toMatch(/^[0-9a-f]{48}$/);
      expect(server.url).toBe(`postgres://kanri:${fs.readFileSync(passwordFile, 'utf8').trim()}@127.0.0.1:${server.port}/kanri`);

      expect(await scalar(database, sql`select current_setting('listen_addresses') as value`)).toBe('127.0.0.1');
      expect(await scalar(database, sql`select current_setting('unix_socket_directories') as value`)).toBe('');
      expect(await scalar(database, sql`select current_setting('fsync') as value`)).toBe('on');
      expect(await scalar(database, sql`select current_setting('server_encoding') as value`)).toBe('UTF8');
      expect(await roleSlugs(database)).toEqual(ROLES);
      expect(await workspaceNames(database)).toEqual(['Team Space']);
      expect(await database.db.select().from(settings)).toEqual([
        {
          workspaceId: 1,
          openRegistration: false,
          defaultTimeZone: null,
          weekStart: 'sunday',
          defaultCurrency: 'USD',
          updatedAt: expect.any(Date),
        },
      ]);
      await database.db.insert(workspaces).values({ name: 'Acme' });

      // Only with the password, and only on 127.0.0.1.
      const wrong = new Client({ host: '127.0.0.1', port: server.port, user: 'kanri', password: 'guess', database: 'kanri' });
      await expect(wrong.connect()).rejects.toThrow(/password authentication failed/);
      if (isRoot) {
        const owner = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/^Uid:\s+(\d+)/m)![1];
        expect(Number(owner)).not.toBe(0);
        expect(SERVICE_USER).toBe('postgres');
        // The private folder in the way got search permission only, and said so.
        expect(fs.statSync(privateFolder).mode & 0o777).toBe(0o701);
        expect(logs).toContain(
          `Gave others search permission (o+x) on ${privateFolder}: the PostgreSQL server runs as "postgres" and must reach ${path.join(dataDir, 'postgres')}`,
        );
      }
    } finally {
      await database.close();
    }
    expect(isAlive(server.pid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, EMBEDDED_FILES.cluster, 'postmaster.pid'))).toBe(false);
    expect(logs.some((line) => line.startsWith('PostgreSQL started on 127.0.0.1:'))).toBe(true);
  });

  it('keeps the data across restarts, without migrating twice', async () => {
    const database = await open();
    try {
      expect(database.embedded!.origin).toBe('started');
      expect(await workspaceNames(database)).toEqual(['Team Space', 'Acme']);
      expect(await scalar(database, sql`select count(*)::int as value from drizzle.__drizzle_migrations`)).toBe(
        journal.entries.length,
      );
    } finally {
      await database.close();
    }
  });

  it('can be closed twice, at once', async () => {
    const database = await open();
    await Promise.all([database.close(), database.close()]);
    await database.close();
    expect(isAlive(database.embedded!.pid)).toBe(false);
  });

  it('reuses a server left running by a process killed with -9, and loses nothing', async () => {
    const killed = await startChild(dataDir, 'Written before the crash');
    expect(killed.info.origin).toBe('started');
    killed.process.kill('SIGKILL');
    await exitOf(killed);
    expect(isAlive(killed.info.pid)).toBe(true);

    const database = await open();
    try {
      expect(database.embedded).toMatchObject({ origin: 'adopted', pid: killed.info.pid, port: killed.info.port });
      expect(await workspaceNames(database)).toEqual(['Team Space', 'Acme', 'Written before the crash']);
      expect(logs.at(-1)).toContain('Reusing the PostgreSQL server left running');
    } finally {
      await database.close();
    }
    expect(isAlive(killed.info.pid)).toBe(false);
  }, 60_000);

  it('shares the server of another running Kanri process and leaves it running', async () => {
    const owner = await startChild(dataDir);
    try {
      const database = await open();
      try {
        expect(database.embedded).toMatchObject({ origin: 'shared', pid: owner.info.pid });
        expect(await workspaceNames(database)).toContain('Written before the crash');
      } finally {
        await database.close();
      }
      expect(isAlive(owner.info.pid)).toBe(true);
    } finally {
      owner.process.kill('SIGTERM');
      expect(await exitOf(owner)).toBe(0);
    }
    expect(isAlive(owner.info.pid)).toBe(false);
  }, 60_000);

  it('starts afresh when postmaster.pid names a live process that is not PostgreSQL', async () => {
    const pidFile = path.join(dataDir, EMBEDDED_FILES.cluster, 'postmaster.pid');
    fs.writeFileSync(pidFile, `${process.pid}\n${dataDir}\n0\n5999\n\n127.0.0.1\n0 0\nready   \n`);
    const cluster = fs.statSync(path.dirname(pidFile));
    fs.chownSync(pidFile, cluster.uid, cluster.gid);

    const database = await open();
    try {
      expect(database.embedded!.origin).toBe('started');
      expect(await workspaceNames(database)).toContain('Acme');
    } finally {
      await database.close();
    }
  });

  it('prints one line about a PGlite folder of an earlier version, and leaves it alone', async () => {
    const legacy = path.join(dataDir, 'pglite');
    fs.mkdirSync(legacy);
    fs.writeFileSync(path.join(legacy, 'PG_VERSION'), '17\n');
    logs.length = 0;

    const database = await open();
    await database.close();

    const notices = logs.filter((line) => line.includes('PGlite'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(`${legacy} holds a PGlite database from an earlier Kanri, which is no longer read`);
    expect(fs.readdirSync(legacy)).toEqual(['PG_VERSION']);
  });

  it('stops its server cleanly when the API process gets SIGTERM', async () => {
    const child = await startChild(dataDir);
    child.process.kill('SIGTERM');
    expect(await exitOf(child)).toBe(0);
    await waitUntil(() => !isAlive(child.info.pid));
    const log = fs.readFileSync(path.join(dataDir, EMBEDDED_FILES.log), 'utf8');
    expect(log).toMatch(/received fast shutdown request[\s\S]*database system is shut down\s*$/);
  }, 60_000);
});

describe('an external server (DATABASE_URL set)', () => {
  it('runs nothing embedded and writes nothing in DATA_DIR', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-db-external-'));
    const fresh = await createTestDatabase({ fromTemplate: false });
    try {
      const database = await openDatabase({ databaseUrl: fresh.databaseUrl, dataDir });
      try {
        expect(database.embedded).toBeUndefined();
        expect(await roleSlugs(database)).toEqual(ROLES);
      } finally {
        await database.close();
      }
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      await fresh.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('migrates once when several servers start on a new database at the same time', async () => {
    const fresh = await createTestDatabase({ fromTemplate: false });
    try {
      const config = { databaseUrl: fresh.databaseUrl, dataDir: os.tmpdir() };
      const opened = await Promise.all([openDatabase(config), openDatabase(config), openDatabase(config)]);
      try {
        for (const database of opened) {
          expect(await roleSlugs(database)).toEqual(ROLES);
          expect(await scalar(database, sql`select count(*)::int as value from drizzle.__drizzle_migrations`)).toBe(
            journal.entries.length,
          );
        }
      } finally {
        await Promise.all(opened.map((database) => database.close()));
      }
    } finally {
      await fresh.drop();
    }
  });
});
