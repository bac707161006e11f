import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type OpenedDatabase } from '../../src/db/database.js';
import { freePort } from '../../src/db/embedded-postgres.js';
import { createUser, openSession } from '../helpers/accounts.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-databases.js';
import { insertProject } from '../helpers/work.js';

const PACKAGE_ROOT = path.join(__dirname, '..', '..');
/** Kill -9 rounds per engine (raise with CRASH_ROUNDS for a longer run). */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 4);
const WRITERS = 4;

interface Engine {
  name: string;
  /** DATABASE_URL of the API process; unset: the embedded server in DATA_DIR. */
  databaseUrl: string | undefined;
  dataDir: string;
}

/** The real API server (src/server.ts) in a process of its own, resolved once it prints `line`. */
async function startApi(engine: Engine, port: number, line = 'Kanri API on'): Promise<ChildProcessWithoutNullStreams> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: engine.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
  };
  delete env.DATABASE_URL;
  if (engine.databaseUrl) env.DATABASE_URL = engine.databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: PACKAGE_ROOT, env });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The API did not print "${line}" in 60 s: ${output}`)), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(line)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The API exited (${code}) before listening: ${output}`));
    });
  });
  return child;
}

function killed(child: ChildProcessWithoutNullStreams): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/**
 * Crash safety (issue 21): acknowledged task writes against the real API process, killed with
 * SIGKILL in the middle of them, round after round. After the last restart every acknowledged
 * task is there once, and no task exists without the `created` activity written in its statement.
 */
describe.each(['embedded PostgreSQL', 'external PostgreSQL'])('kill -9 under writes on %s', (engineName) => {
  let engine: Engine;
  let externalDatabase: TestDatabase | undefined;
  let folder: string;
  let token: string;
  let projectId: number;

  const open = (): Promise<OpenedDatabase> => openDatabase({ databaseUrl: engine.databaseUrl, dataDir: engine.dataDir });

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-crash-'));
    externalDatabase = engineName === 'external PostgreSQL' ? await createTestDatabase({ fromTemplate: true }) : undefined;
    engine = { name: engineName, databaseUrl: externalDatabase?.databaseUrl, dataDir: path.join(folder, 'data') };
    const database = await open();
    try {
      const user = await createUser(database.db, { email: 'crash@kanri.test', role: 'admin', workspaceId: 1 });
      token = await openSession(database.db, user.id);
      projectId = await insertProject(database.db, { name: 'Crash safety' });
    } finally {
      await database.close();
    }
  }, 120_000);

  afterAll(async () => {
    await externalDatabase?.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it(`keeps every acknowledged write through ${ROUNDS} kills`, async () => {
    const acknowledged: string[] = [];
    let sent = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const port = await freePort();
      const api = await startApi(engine, port);
      let running = true;
      let roundAcknowledged = 0;
      const writer = async (writerIndex: number) => {
        for (let index = 0; running; index += 1) {
          const title = `Crash r${round} w${writerIndex} n${index}`;
          sent += 1;
          try {
            const response = await fetch(`http://127.0.0.1:${port}/api/v1/tasks/store`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ project_id: projectId, title }),
            });
            await response.arrayBuffer();
            if (response.status === 201) {
              acknowledged.push(title);
              roundAcknowledged += 1;
            } else if (response.status !== 503) {
              throw new Error(`Unexpected ${response.status} for ${title}`);
            }
          } catch (error) {
            if (running) throw error;
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, index) => writer(index));
      // Kill in the middle of the writes, at a different moment each round.
      while (roundAcknowledged < 5 * round) await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise((resolve) => setTimeout(resolve, (round * 37) % 120));
      running = false;
      await killed(api);
      await Promise.all(writers);
    }

    const database = await open();
    try {
      const { rows } = await database.pool.query<{ title: string; created: number }>(
        `SELECT t.title, (SELECT count(*)::int FROM task_activities a WHERE a.task_id = t.id AND a.type = 'created') AS created
           FROM tasks t WHERE t.project_id = $1`,
        [projectId],
      );
      const stored = rows.map((row) => row.title);
      const lost = acknowledged.filter((title) => !stored.includes(title));
      const halfWritten = rows.filter((row) => row.created !== 1);
      console.log(
        `${engine.name}: ${ROUNDS} kill -9 rounds, ${sent} writes sent, ${acknowledged.length} acknowledged, ` +
          `${stored.length} stored, ${lost.length} acknowledged lost, ${halfWritten.length} half-written`,
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * 5);
      expect(lost).toEqual([]);
      expect(halfWritten).toEqual([]);
      expect(new Set(stored).size).toBe(stored.length);
      // The kept data is still a working database: a write after the last crash commits.
      await database.db.execute(sql`update projects set name = 'Crash safety, after' where id = ${projectId}`);
    } finally {
      await database.close();
    }
  }, 300_000);
});

/**
 * A first start killed half-way (while the cluster is being created, or while the migrations run)
 * leaves a data dir the next start completes: it answers and takes writes.
 */
describe.each([
  ['while the cluster is being created', 'Creating the PostgreSQL cluster'],
  ['while the database is being migrated', 'PostgreSQL started'],
])('kill -9 during the first start on the embedded server, %s', (_moment, line) => {
  let folder: string;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-first-start-'));
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('leaves a data dir the next start completes', async () => {
    const engine: Engine = { name: 'embedded PostgreSQL', databaseUrl: undefined, dataDir: path.join(folder, 'data') };
    await killed(await startApi(engine, await freePort(), line));
    const port = await freePort();
    const api = await startApi(engine, port);
    try {
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(health.status).toBe(200);
    } finally {
      await killed(api);
    }
    const database = await openDatabase({ databaseUrl: undefined, dataDir: engine.dataDir });
    try {
      const user = await createUser(database.db, { email: 'after-crash@kanri.test', role: 'admin', workspaceId: 1 });
      expect(user.id).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 180_000);
});
