import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/ports';
import { embeddedServerPid, processTreeMemory, stopLeftoverServer, type ProcessTreeMemory } from '../lib/process-memory';
import type { BenchSettings } from '../lib/settings';
import { runApiCases, type ApiCaseResult } from './api-cases';
import {
  SERVER_OPTIONS_ENV,
  type MemoryMessage,
  type ParentMessage,
  type SeededMessage,
  type ServerMessage,
  type ServerOptions,
} from './server-protocol';

/** `embedded`: the server `pnpm start` runs in DATA_DIR; `postgres`: the server of DATABASE_URL/TEST_DATABASE_URL. */
export type DatabaseKind = 'embedded' | 'postgres';

export interface MemoryFigures {
  /** Peak of the first start: migrating the database, then seeding. */
  firstStartPeakRssBytes: number;
  /** The serving process after start (on the existing database), after a full GC. */
  idleRssBytes: number;
  /** The same process after every API case, after a full GC. */
  afterRssBytes: number;
  /** Its peak during the cases. */
  peakRssBytes: number;
  afterHeapUsedBytes: number;
  /** The embedded server's processes (not measured for an external server), idle and after the cases. */
  databaseIdle?: ProcessTreeMemory;
  databaseAfter?: ProcessTreeMemory;
}

export interface ApiDatabaseResult {
  database: DatabaseKind;
  cases: ApiCaseResult[];
  memory: MemoryFigures;
}

const SERVER_SCRIPT = path.join(__dirname, 'server-process.js');

/** Time entries of the bench user, for the report cases. */
export const TIME_ENTRIES = 100_000;
export const NOTES = 10_000;
/**
 * Rows the search case adds: with the workspace's tasks and the notes, 100,000 searchable rows
 * (issue 19). Not tasks or todos, so the other cases read what they read before.
 */
export const SEARCHABLES = { messages: 50_000, meetings: 15_000, clients: 15_000 };
/** Tasks of the bench workspace in all, for the dashboard's statistics. */
export const WORKSPACE_TASKS = 10_000;

/** Seeds one database, serves it from a fresh API process, measures every case and its memory. */
export async function runApiOnDatabase(
  settings: BenchSettings,
  database: DatabaseKind,
  databaseUrl: string | undefined,
  log: (line: string) => void,
): Promise<ApiDatabaseResult> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kanri-bench-api-'));
  try {
    const port = await freePort(settings.basePort);
    const options: ServerOptions = {
      mode: 'seed',
      port,
      databaseUrl,
      dataDir,
      readTasks: 50,
      projects: 10,
      timeEntries: TIME_ENTRIES,
      workspaceTasks: WORKSPACE_TASKS,
      notes: NOTES,
      searchables: SEARCHABLES,
      // A member per connection of the timer cases, with room for reconnections.
      trackers: settings.connections * 4,
    };
    const seeder = startServer(options);
    const seeded = await nextMessage<SeededMessage>(seeder, 'seeded', 180_000);
    await exited(seeder);

    const server = startServer({ ...options, mode: 'serve' });
    try {
      await nextMessage(server, 'ready', 120_000);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const idle = await memory(server);
      const databaseIdle = databaseMemory(databaseUrl, dataDir);
      const cases = await runApiCases(
        `http://127.0.0.1:${port}`,
        seeded.workspace,
        { durationSeconds: settings.durationSeconds, warmupSeconds: settings.warmupSeconds, connections: settings.connections },
        log,
      );
      const after = await memory(server);
      const databaseAfter = databaseMemory(databaseUrl, dataDir);
      return {
        database,
        cases,
        memory: {
          firstStartPeakRssBytes: seeded.maxRssBytes,
          idleRssBytes: idle.rssBytes,
          afterRssBytes: after.rssBytes,
          peakRssBytes: after.maxRssBytes,
          afterHeapUsedBytes: after.heapUsedBytes,
          databaseIdle,
          databaseAfter,
        },
      };
    } finally {
      await stop(server);
    }
  } finally {
    await stopLeftoverServer(dataDir);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** The embedded server's memory (none for an external server). */
export function databaseMemory(databaseUrl: string | undefined, dataDir: string): ProcessTreeMemory | undefined {
  if (databaseUrl) return undefined;
  const pid = embeddedServerPid(dataDir);
  return pid === undefined ? undefined : processTreeMemory(pid);
}

/** Forks the API server process with `options` (see server-process.ts). */
export function startServer(options: ServerOptions): ChildProcess {
  return fork(SERVER_SCRIPT, [], {
    env: { ...process.env, [SERVER_OPTIONS_ENV]: JSON.stringify(options) },
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

export function memory(child: ChildProcess): Promise<MemoryMessage> {
  const reply = nextMessage<MemoryMessage>(child, 'memory', 30_000);
  child.send({ type: 'memory' } satisfies ParentMessage);
  return reply;
}

export function nextMessage<M extends ServerMessage>(child: ChildProcess, type: M['type'], timeoutMs: number): Promise<M> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`The API server sent no "${type}" within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (message: ServerMessage) => {
      if (message.type === type) finish(undefined, message as M);
      else if (message.type === 'error') finish(new Error(`The API server failed: ${message.message}`));
    };
    const onExit = (code: number | null) => finish(new Error(`The API server exited (code ${code}) before "${type}"`));
    function finish(error?: Error, message?: M) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message!);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

export function exited(child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Asks the server to close (it stops its embedded PostgreSQL server), killing it if it does not exit in time. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child, 15_000);
  if (child.connected) child.send({ type: 'close' } satisfies ParentMessage);
  else child.kill('SIGTERM');
  await done;
}
