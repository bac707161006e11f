/**
 * The mixed workload (issue 21): many connections at once doing what a team does — lists, reports,
 * search, the dashboard, task writes, timers — while sockets listen to the live updates those writes
 * cause; then the database ends every API connection under load (`pg_terminate_backend`, the bench's
 * own database only) and the bench measures how long the API takes to answer again, without a restart.
 * Figures, not tests: errors are reported (expected 0 in the mixed run; 503 only, never 500, in the
 * outage) and `pnpm bench` exits 1 when the mixed run had errors or the outage a 5xx other than 503.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { API_CASES, describeErrors } from '../api/api-cases';
import { databaseMemory, exited, memory, nextMessage, startServer, stop, type DatabaseKind } from '../api/api-section';
import type { SeededMessage, SeededWorkspace, ServerOptions, TerminatedMessage } from '../api/server-protocol';
import { connect, type WsClient } from '../chat/chat-clients';
import { freePort } from '../lib/ports';
import { stopLeftoverServer, type ProcessTreeMemory } from '../lib/process-memory';
import { sessionHeaders } from '../seed/workspace-seeder';

export interface LoadSettings {
  /** HTTP connections of the mixed run (each cycles through the whole mix). */
  connections: number;
  /** WebSockets open during the run, listening to the live updates. */
  sockets: number;
  durationSeconds: number;
  /** Seconds of the outage case: steady reads, the connections cut after a third of it. */
  outageSeconds: number;
}

export interface LoadResult {
  database: DatabaseKind;
  settings: LoadSettings;
  /** The API cases each connection cycles through, in order. */
  mix: string[];
  requests: {
    total: number;
    perSecond: number;
    p50Ms: number;
    p99Ms: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  sockets: { opened: number; frames: number; closedDuringRun: number };
  memory: {
    apiIdleRssBytes: number;
    apiAfterRssBytes: number;
    apiPeakRssBytes: number;
    databaseIdle?: ProcessTreeMemory;
    databaseAfter?: ProcessTreeMemory;
  };
  outage: {
    connectionsTerminated: number;
    /** Replies of the outage run by status (0: no reply). */
    replies: Record<string, number>;
    /** From the cut to the first 2xx of a probe sent after it. */
    recoveredAfterMs: number | undefined;
  };
}

/** The cases of api-cases.ts the mix is made of: reads of every area, task writes, timers. */
export const LOAD_MIX = [
  'tasks.list',
  'projects.list',
  'tasks.store',
  'notes.list',
  'tasks.update',
  'dashboard.statistics',
  'search',
  'time.start',
  'time.report',
  'time.stop',
] as const;

/** One autocannon request list from the mix's cases (a case with several requests adds them all). */
export function mixedRequests(seed: SeededWorkspace, names: readonly string[] = LOAD_MIX): autocannon.Request[] {
  return names.flatMap((name) => {
    const apiCase = API_CASES.find((candidate) => candidate.name === name);
    if (!apiCase) throw new Error(`No API case named "${name}"`);
    const { path: casePath, method, headers, body, requests } = apiCase.options(seed);
    const base = { method, path: casePath, headers, ...(body === undefined ? {} : { body }) } as autocannon.Request;
    return requests ? requests.map((request) => ({ ...base, ...request })) : [base];
  });
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Seeds a database, serves it, runs the mixed workload with sockets, then the outage. */
export async function runLoadCase(
  settings: LoadSettings,
  basePort: number,
  database: DatabaseKind,
  databaseUrl: string | undefined,
  log: (line: string) => void,
): Promise<LoadResult> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kanri-bench-load-'));
  try {
    const port = await freePort(basePort);
    const options: ServerOptions = {
      mode: 'seed',
      port,
      databaseUrl,
      dataDir,
      readTasks: 50,
      projects: 10,
      timeEntries: 20_000,
      workspaceTasks: 10_000,
      notes: 2_000,
      searchables: { messages: 10_000, meetings: 3_000, clients: 3_000 },
      // A member per connection for the timers, and one per socket.
      trackers: settings.connections + settings.sockets,
    };
    const seeder = startServer(options);
    const seeded = await nextMessage<SeededMessage>(seeder, 'seeded', 300_000);
    await exited(seeder);
    const seed = seeded.workspace;

    const server = startServer({ ...options, mode: 'serve' });
    const sockets: WsClient[] = [];
    try {
      await nextMessage(server, 'ready', 120_000);
      const baseUrl = `http://127.0.0.1:${port}`;
      const idle = await memory(server);
      const databaseIdle = databaseMemory(databaseUrl, dataDir);

      let frames = 0;
      let closedDuringRun = 0;
      let running = true;
      const socketTokens = seed.trackerTokens.slice(settings.connections, settings.connections + settings.sockets);
      for (const token of socketTokens) {
        sockets.push(
          await connect(
            baseUrl,
            token,
            () => (frames += 1),
            () => {
              if (running) closedDuringRun += 1;
            },
          ),
        );
      }
      log(`  ${sockets.length} sockets open; ${settings.connections} connections for ${settings.durationSeconds} s`);
      // Timers: the first `connections` trackers, one per connection (api-cases hands them out in turn).
      const timerSeed: SeededWorkspace = { ...seed, trackerTokens: seed.trackerTokens.slice(0, settings.connections) };
      const result = await run({
        url: baseUrl,
        connections: settings.connections,
        duration: settings.durationSeconds,
        requests: mixedRequests(timerSeed),
      });
      running = false;
      const framesDuringRun = frames;
      const after = await memory(server);
      const databaseAfter = databaseMemory(databaseUrl, dataDir);
      const requests = {
        total: result.requests.total,
        perSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.non2xx,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
      };
      log(
        `  ${Math.round(requests.perSecond)} req/s, p50 ${requests.p50Ms} ms, p99 ${requests.p99Ms} ms, errors ${describeErrors(requests)}; ` +
          `${framesDuringRun} socket frames, ${closedDuringRun} sockets closed during the run`,
      );

      const outage = await runOutage(server, baseUrl, seed.token, settings.outageSeconds);
      log(
        `  outage: ${outage.connectionsTerminated} connections terminated; replies ${JSON.stringify(outage.replies)}; ` +
          `answering again ${outage.recoveredAfterMs ?? 'never'} ms after the cut`,
      );

      return {
        database,
        settings,
        mix: [...LOAD_MIX],
        requests,
        sockets: { opened: sockets.length, frames: framesDuringRun, closedDuringRun },
        memory: {
          apiIdleRssBytes: idle.rssBytes,
          apiAfterRssBytes: after.rssBytes,
          apiPeakRssBytes: after.maxRssBytes,
          databaseIdle,
          databaseAfter,
        },
        outage,
      };
    } finally {
      for (const socket of sockets) socket.terminate();
      await stop(server);
    }
  } finally {
    await stopLeftoverServer(dataDir);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Reads from 20 connections for `seconds`; a third of the way in, the database ends every API
 * connection. A probe then asks every 10 ms until a reply is a 2xx: the recovery time.
 */
async function runOutage(
  server: Parameters<typeof memory>[0],
  baseUrl: string,
  token: string,
  seconds: number,
): Promise<LoadResult['outage']> {
  const replies: Record<string, number> = {};
  let finished: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const instance = autocannon(
    { url: `${baseUrl}/api/v1/projects`, headers: sessionHeaders(token), connections: 20, duration: seconds },
    () => finished(),
  );
  instance.on('response', (_client: unknown, statusCode: number) => {
    replies[statusCode] = (replies[statusCode] ?? 0) + 1;
  });
  instance.on('reqError', () => {
    replies[0] = (replies[0] ?? 0) + 1;
  });
  await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
  const cutAt = performance.now();
  const terminated = nextMessage<TerminatedMessage>(server, 'terminated', 30_000);
  server.send({ type: 'terminate-connections' });
  const { connections } = await terminated;
  let recoveredAfterMs: number | undefined;
  while (recoveredAfterMs === undefined && performance.now() - cutAt < 30_000) {
    const response = await fetch(`${baseUrl}/api/v1/projects`, { headers: sessionHeaders(token) }).catch(() => undefined);
    await response?.arrayBuffer();
    if (response?.ok) recoveredAfterMs = Math.round(performance.now() - cutAt);
    else await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await done;
  return { connectionsTerminated: connections, replies, recoveredAfterMs };
}

/** What makes `pnpm bench` exit 1: errors in the mixed run, or an outage reply that is a 5xx other than 503. */
export function loadFailures(result: LoadResult): string[] {
  const failures: string[] = [];
  if (result.requests.errors > 0) failures.push(`mixed load on ${result.database}: ${describeErrors(result.requests)} errors`);
  const bad = Object.entries(result.outage.replies).filter(([status]) => Number(status) >= 500 && status !== '503');
  if (bad.length > 0) failures.push(`outage on ${result.database}: replies ${JSON.stringify(Object.fromEntries(bad))}`);
  if (result.outage.recoveredAfterMs === undefined) failures.push(`outage on ${result.database}: no recovery within 30 s`);
  return failures;
}
