/**
 * Memory of the embedded PostgreSQL server: the postmaster named in DATA_DIR/postgres/postmaster.pid
 * and every process under it (backends, checkpointer, WAL writer…), read from /proc (Linux only).
 */
import fs from 'node:fs';
import { runningEmbeddedServer } from '@kanri/api';

export interface ProcessTreeMemory {
  processes: number;
  /** Sum of the processes' RSS: shared memory is counted once per process that touched it. */
  rssBytes: number;
  /** Sum of their PSS (shared pages split between the processes sharing them): the tree's real share. */
  pssBytes: number;
}

/** The postmaster's pid from a data dir's cluster, if a server runs on it. */
export function embeddedServerPid(dataDir: string): number | undefined {
  return runningEmbeddedServer(dataDir)?.pid;
}

export function processTreeMemory(rootPid: number): ProcessTreeMemory | undefined {
  if (process.platform !== 'linux') return undefined;
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(Number(entry));
    if (parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const memory: ProcessTreeMemory = { processes: 0, rssBytes: 0, pssBytes: 0 };
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    const rollup = readRollup(pid);
    if (!rollup) continue;
    memory.processes += 1;
    memory.rssBytes += rollup.rss;
    memory.pssBytes += rollup.pss;
    pending.push(...(children.get(pid) ?? []));
  }
  return memory.processes > 0 ? memory : undefined;
}

function parentOf(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function readRollup(pid: number): { rss: number; pss: number } | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
    return { rss: field('Rss'), pss: field('Pss') };
  } catch {
    return undefined;
  }
}

/** Stops a server a crashed run left on a data dir about to be removed. */
export async function stopLeftoverServer(dataDir: string): Promise<void> {
  const pid = embeddedServerPid(dataDir);
  if (pid === undefined) return;
  process.kill(pid, 'SIGQUIT');
  const deadline = Date.now() + 10_000;
  while (embeddedServerPid(dataDir) !== undefined && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
}
