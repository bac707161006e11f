/**
 * CPU time of processes the bench does not run itself (the API replicas, PostgreSQL's backends),
 * from /proc/<pid>/stat (Linux only): user + system time in clock ticks. A sampler reads a set of
 * processes once a second, since backends come and go (a pool closes idle clients): a process seen
 * first after the start counts from zero (it started during the window), one gone before the end
 * keeps its last reading (at most a second of it is missed).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks per second of /proc's times (`getconf CLK_TCK`; 100 on every usual Linux). */
export const CLOCK_TICKS = clockTicks();

function clockTicks(): number {
  try {
    const value = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isFinite(value) && value > 0 ? value : 100;
  } catch {
    return 100;
  }
}

/** utime + stime of a /proc/<pid>/stat line, in ticks ("pid (comm) state …": comm may hold spaces and parentheses). */
export function cpuTicksOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the comm: state is field 3 of proc(5), so utime (14) and stime (15) are at 11 and 12.
  return Number(fields[11]) + Number(fields[12]);
}

export function cpuTicksOf(pid: number): number | undefined {
  try {
    return cpuTicksOfStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Pids of the process and every process under it (an embedded PostgreSQL server's postmaster: its whole tree). */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const pids: number[] = [];
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    pids.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return pids;
}

export interface CpuFigures {
  /** CPU seconds used during the window. */
  cpuSeconds: number;
  /** cpuSeconds over the window's wall time, in % of one core (200 = both cores of a 2-core machine). */
  percentOfCore: number;
  /** Distinct processes counted. */
  processes: number;
  /** Of which first seen after the start (e.g. backends of new pool connections). */
  started: number;
}

/** Sums CPU ticks of whatever `pids()` names, from `start()` to `stop()`. */
export class CpuSampler {
  private readonly baseline = new Map<number, number>();
  private readonly latest = new Map<number, number>();
  private started = 0;
  private timer: NodeJS.Timeout | undefined;
  private startedAt = 0;
  private sampling: Promise<void> = Promise.resolve();

  constructor(
    private readonly pids: () => number[] | Promise<number[]>,
    private readonly readTicks: (pid: number) => number | undefined = cpuTicksOf,
    private readonly intervalMs = 1000,
  ) {}

  async start(): Promise<void> {
    this.startedAt = performance.now();
    for (const pid of await this.pids()) {
      const ticks = this.readTicks(pid);
      if (ticks === undefined) continue;
      this.baseline.set(pid, ticks);
      this.latest.set(pid, ticks);
    }
    this.timer = setInterval(() => {
      this.sampling = this.sampling.then(() => this.sample()).catch(() => undefined);
    }, this.intervalMs);
  }

  async stop(): Promise<CpuFigures> {
    clearInterval(this.timer);
    await this.sampling;
    await this.sample();
    const wallSeconds = (performance.now() - this.startedAt) / 1000;
    let ticks = 0;
    for (const [pid, last] of this.latest) ticks += last - (this.baseline.get(pid) ?? 0);
    const cpuSeconds = ticks / CLOCK_TICKS;
    return {
      cpuSeconds,
      percentOfCore: (cpuSeconds / wallSeconds) * 100,
      processes: this.latest.size,
      started: this.started,
    };
  }

  private async sample(): Promise<void> {
    for (const pid of await this.pids()) {
      const ticks = this.readTicks(pid);
      if (ticks === undefined) continue;
      // First seen now: a process started during the window counts from zero.
      if (!this.latest.has(pid)) {
        this.baseline.set(pid, 0);
        this.started += 1;
      }
      this.latest.set(pid, ticks);
    }
  }
}
