/**
 * The chat case (issue 18): `clients` WebSockets in one channel, spread over `replicas` API
 * processes on one PostgreSQL database (fan-out through LISTEN/NOTIFY, as replicas behind a load
 * balancer run), while `senders` members post `messagesPerSecond` messages through the replicas in
 * turn for `durationSeconds`. Measures, per delivery, the time from just before the POST to the
 * frame's arrival on each socket; counts what never arrived and what arrived twice (by client_id);
 * and samples the CPU of the API processes, of PostgreSQL and of the bench itself.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { exited, memory, nextMessage, startServer, stop, type DatabaseKind } from '../api/api-section';
import type { ChatSeededMessage, ServerOptions } from '../api/server-protocol';
import { checkChat, CHAT_BUDGETS, type ChatVerdict } from '../lib/budgets';
import { freePort, sleep } from '../lib/ports';
import { createBenchDatabase, describeServer } from '../lib/postgres';
import { CpuSampler, processTree, type CpuFigures } from '../lib/process-cpu';
import { embeddedServerPid, stopLeftoverServer } from '../lib/process-memory';
import type { ChatSettings } from '../lib/settings';
import { runningEmbeddedServer } from '@kanri/api';
import { apiRequest, connect, postMessage, type WsClient } from './chat-clients';
import {
  clientIdOf,
  createdClientIdOf,
  DeliveryLedger,
  measuredIndexOf,
  type DeliveryTotals,
  type LatencySummary,
} from './delivery-ledger';

export interface ChatResult {
  database: DatabaseKind;
  /** The external server (without password), or null for the embedded one. */
  postgres: string | null;
  clients: number;
  replicas: number;
  senders: number;
  messagesPerSecond: number;
  durationSeconds: number;
  totals: DeliveryTotals;
  /** Send (just before the POST) → receipt, over every delivery. */
  latency: LatencySummary;
  /** The same, for sockets on the replica the message was posted to, and on the other(s). */
  latencySameReplica: LatencySummary;
  latencyOtherReplica: LatencySummary;
  /** POST /chat/messages/store: send → reply. */
  post: LatencySummary;
  /** Per message: send → its first socket, and first → last socket. */
  firstSocket: LatencySummary;
  fanOutSpread: LatencySummary;
  /** Other frames the sockets received during the measured window (presence, pings…). */
  otherFrames: number;
  /** How late the sender's timer fired (ms behind the schedule), at worst. */
  scheduleLagMaxMs: number;
  cpu: {
    /** Each API replica's process. */
    api: CpuFigures[];
    /** PostgreSQL: the embedded server's every process, or the external server's backends on the bench database. */
    database: CpuFigures | null;
    /** The bench process (every socket, the senders). */
    bench: { cpuSeconds: number; percentOfCore: number; eventLoopDelayP99Ms: number };
    windowSeconds: number;
  };
  /** RSS of each replica after the case (after a full GC). */
  apiRssBytes: number[];
  /** os.loadavg() before and after the measured window. */
  load: { before: number[]; after: number[] };
  /** Seconds to open every socket (each until its `ready`). */
  connectSeconds: number;
  budgets: typeof CHAT_BUDGETS;
  verdict: ChatVerdict;
  /** First POST failures (status and reply), for the report. */
  sendFailures: string[];
}

const CHANNEL_NAME = 'bench-chat';
/** After the last send: how long deliveries may still arrive before the missing ones count as lost. */
const GRACE_MS = 10_000;
/** Sockets opened at once. */
const CONNECT_BATCH = 20;

export async function runChatCase(
  settings: ChatSettings & { basePort: number; postgresUrl: string | undefined },
  log: (line: string) => void,
): Promise<ChatResult> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kanri-bench-chat-'));
  const external = settings.postgresUrl ? await createBenchDatabase(settings.postgresUrl) : undefined;
  const servers: ChildProcess[] = [];
  const sockets: WsClient[] = [];
  try {
    const firstPort = await freePort(settings.basePort + 30);
    const base: ServerOptions = {
      mode: 'seed-chat',
      port: firstPort,
      databaseUrl: external?.url,
      dataDir,
      readTasks: 0,
      projects: 0,
      timeEntries: 0,
      notes: 0,
      trackers: 0,
      chatMembers: settings.clients + settings.senders,
    };
    log(`  seeding ${settings.clients + settings.senders} members`);
    const seeder = startServer(base);
    const seeded = await nextMessage<ChatSeededMessage>(seeder, 'seeded-chat', 180_000);
    await exited(seeder);

    // The first replica opens the database (the embedded server starts with it); the others share it.
    const baseUrls: string[] = [];
    let databaseUrl = external?.url;
    let port = firstPort;
    for (let replica = 0; replica < settings.replicas; replica += 1) {
      if (replica > 0) port = await freePort(port + 1);
      const server = startServer({ ...base, mode: 'serve', port, databaseUrl });
      servers.push(server);
      await nextMessage(server, 'ready', 120_000);
      baseUrls.push(`http://127.0.0.1:${port}`);
      databaseUrl ??= runningEmbeddedServer(dataDir)?.url;
      if (!databaseUrl) throw new Error('The embedded PostgreSQL server of the first replica is not running');
    }

    const listeners = seeded.members.slice(0, settings.clients);
    const senders = seeded.members.slice(settings.clients);
    const channel = await createChannel(baseUrls[0]!, senders, listeners);
    log(`  channel ${channel} with ${listeners.length + senders.length} members on ${settings.replicas} replicas`);

    // The sockets, round-robin over the replicas.
    const socketReplicas = listeners.map((_, index) => index % settings.replicas);
    const measured = Math.round(settings.messagesPerSecond * settings.durationSeconds);
    const ledger = new DeliveryLedger(measured, socketReplicas);
    let otherFrames = 0;
    let warmupReceipts = 0;
    let closedEarly = 0;
    const onFrame = (socket: number) => (frame: Buffer, atMs: number) => {
      const clientId = createdClientIdOf(frame);
      if (clientId === undefined) {
        otherFrames += 1;
        return;
      }
      const index = measuredIndexOf(clientId);
      if (index === undefined) warmupReceipts += 1;
      else ledger.received(index, socket, atMs);
    };
    const connectStarted = performance.now();
    for (let start = 0; start < listeners.length; start += CONNECT_BATCH) {
      const batch = listeners.slice(start, start + CONNECT_BATCH).map((member, offset) => {
        const index = start + offset;
        return connect(baseUrls[socketReplicas[index]!]!, member.token, onFrame(index), () => (closedEarly += 1));
      });
      sockets.push(...(await Promise.all(batch)));
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    log(`  ${sockets.length} sockets open in ${connectSeconds.toFixed(1)} s`);
    await quiet(() => otherFrames, 1000, 15_000);

    const send = (clientId: string, index: number, at: (replica: number) => void) => {
      const replica = index % settings.replicas;
      const sender = senders[Math.floor(index / settings.replicas) % senders.length]!;
      at(replica);
      return postMessage(baseUrls[replica]!, sender.token, {
        conversation_id: channel,
        client_id: clientId,
        body: `Bench message ${index + 1}: the quick brown fox jumps over the lazy dog.`,
      });
    };

    // Warm-up: the same load, not counted; then wait until it reached every socket.
    const warmup = Math.round(settings.messagesPerSecond * settings.warmupSeconds);
    if (warmup > 0) {
      log(`  warm-up: ${warmup} messages`);
      await schedule(warmup, settings.messagesPerSecond, (index) => send(clientIdOf('w', index), index, () => undefined));
      const deadline = Date.now() + GRACE_MS;
      while (warmupReceipts < warmup * listeners.length && Date.now() < deadline) await sleep(50);
    }

    log(
      `  measuring: ${measured} messages at ${settings.messagesPerSecond}/s over ${settings.durationSeconds} s to ${listeners.length} sockets`,
    );
    const apiCpu = servers.map((server) => new CpuSampler(() => [server.pid!]));
    const databaseCpu = databaseSampler(external?.url, dataDir);
    const loadBefore = os.loadavg();
    // Its samples are the time between 1 ms timers: the delay is what exceeds the 1 ms.
    const loop = monitorEventLoopDelay({ resolution: 1 });
    await Promise.all([...apiCpu.map((sampler) => sampler.start()), databaseCpu?.sampler.start()]);
    const benchCpuStart = process.cpuUsage();
    const windowStart = performance.now();
    loop.enable();
    otherFrames = 0;
    const sendFailures: string[] = [];
    const { lagMaxMs } = await schedule(measured, settings.messagesPerSecond, async (index) => {
      const reply = await send(clientIdOf('m', index), index, (replica) => ledger.sent(index, replica, performance.now()));
      ledger.answered(index, performance.now(), reply.ok);
      if (!reply.ok && sendFailures.length < 5) sendFailures.push(`HTTP ${reply.status}: ${reply.error ?? ''}`);
    });
    await ledger.settled(GRACE_MS);
    loop.disable();
    const windowSeconds = (performance.now() - windowStart) / 1000;
    const benchCpu = process.cpuUsage(benchCpuStart);
    const api = await Promise.all(apiCpu.map((sampler) => sampler.stop()));
    const database = (await databaseCpu?.sampler.stop()) ?? null;
    await databaseCpu?.close();
    const loadAfter = os.loadavg();

    const totals = ledger.totals();
    const latency = ledger.latency();
    const { firstMs, spreadMs } = ledger.fanOut();
    const benchCpuSeconds = (benchCpu.user + benchCpu.system) / 1e6;
    const apiRssBytes: number[] = [];
    for (const server of servers) apiRssBytes.push((await memory(server)).rssBytes);
    return {
      database: external ? 'postgres' : 'embedded',
      postgres: settings.postgresUrl ? describeServer(settings.postgresUrl) : null,
      clients: listeners.length,
      replicas: settings.replicas,
      senders: senders.length,
      messagesPerSecond: settings.messagesPerSecond,
      durationSeconds: settings.durationSeconds,
      totals,
      latency,
      latencySameReplica: ledger.latency('same'),
      latencyOtherReplica: ledger.latency('other'),
      post: ledger.postLatency(),
      firstSocket: firstMs,
      fanOutSpread: spreadMs,
      otherFrames,
      scheduleLagMaxMs: lagMaxMs,
      cpu: {
        api,
        database,
        bench: {
          cpuSeconds: benchCpuSeconds,
          percentOfCore: (benchCpuSeconds / windowSeconds) * 100,
          eventLoopDelayP99Ms: Math.max(0, loop.percentile(99) / 1e6 - 1),
        },
        windowSeconds,
      },
      apiRssBytes,
      load: { before: loadBefore, after: loadAfter },
      connectSeconds,
      budgets: CHAT_BUDGETS,
      verdict: checkChat({ ...totals, p99Ms: latency.p99Ms }),
      sendFailures: closedEarly ? [...sendFailures, `${closedEarly} sockets closed during the case`] : sendFailures,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    // The replicas sharing the embedded server first, its owner last.
    for (const server of servers.reverse()) await stop(server);
    await external?.drop();
    await stopLeftoverServer(dataDir);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * A public channel created by the first sender with the listeners as members (up to the
 * per-request limit; any others join), then joined by the other senders.
 */
async function createChannel(
  baseUrl: string,
  senders: { id: number; token: string }[],
  listeners: { id: number; token: string }[],
): Promise<number> {
  const perRequest = 200;
  const creator = senders[0]!;
  const created = await apiRequest<{ id: number }>(baseUrl, creator.token, 'POST', '/api/v1/chat/conversations/store', {
    type: 'channel',
    name: CHANNEL_NAME,
    member_ids: listeners.slice(0, perRequest).map((member) => member.id),
  });
  for (const member of [...senders.slice(1), ...listeners.slice(perRequest)]) {
    await apiRequest(baseUrl, member.token, 'POST', '/api/v1/chat/conversations/join', { id: created.id });
  }
  return created.id;
}

/**
 * Runs `count` sends at `perSecond`, each at its own time on a fixed schedule from the start (a
 * late timer does not shift the ones after it; it fires at once). Resolves when every send finished.
 */
export async function schedule(
  count: number,
  perSecond: number,
  fire: (index: number) => Promise<unknown>,
): Promise<{ lagMaxMs: number }> {
  const intervalMs = 1000 / perSecond;
  const start = performance.now() + intervalMs;
  const pending: Promise<unknown>[] = [];
  let lagMaxMs = 0;
  for (let index = 0; index < count; index += 1) {
    const due = start + index * intervalMs;
    // A timer may fire up to a millisecond early (it rounds): never send before the due time.
    for (let wait = due - performance.now(); wait > 0; wait = due - performance.now()) await sleep(wait);
    lagMaxMs = Math.max(lagMaxMs, performance.now() - due);
    pending.push(fire(index));
  }
  await Promise.all(pending);
  return { lagMaxMs };
}

/** Waits until `count()` stopped changing for `quietMs` (the presence events of the connections), at most `maxMs`. */
async function quiet(count: () => number, quietMs: number, maxMs: number): Promise<void> {
  const deadline = Date.now() + maxMs;
  let last = count();
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    await sleep(100);
    const now = count();
    if (now !== last) {
      last = now;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= quietMs) return;
  }
}

interface PgQueryClient {
  connect(): Promise<void>;
  query<R>(text: string): Promise<{ rows: R[] }>;
  end(): Promise<void>;
}

/**
 * The database's CPU: every process of the embedded server (it serves the bench alone), or on an
 * external server on this machine the backends connected to the bench database (pg_stat_activity),
 * not the server's shared processes (its other databases are other people's). Null for a server on
 * another host: its pids are not this machine's.
 */
function databaseSampler(
  externalUrl: string | undefined,
  dataDir: string,
): { sampler: CpuSampler; close(): Promise<void> } | null {
  if (!externalUrl) {
    const pid = embeddedServerPid(dataDir);
    return pid === undefined ? null : { sampler: new CpuSampler(() => processTree(pid)), close: async () => undefined };
  }
  const host = new URL(externalUrl).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]', '::1', ''].includes(host)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- pg ships no types (see lib/postgres.ts)
  const { Client } = require('pg') as { Client: new (options: { connectionString: string }) => PgQueryClient };
  const client = new Client({ connectionString: externalUrl });
  const connected = client.connect();
  return {
    sampler: new CpuSampler(async () => {
      await connected;
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return rows.map((row) => Number(row.pid));
    }),
    close: () => client.end(),
  };
}
