import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiDatabaseResult } from '../api/api-section';
import type { ChatResult } from '../chat/chat-section';
import type { LoadResult } from '../load/load-section';
import type { PageResult } from '../pages/pages-section';
import type { BoardScaleResult, ListScaleResult } from '../pages/scale-section';
import type { BenchSettings } from '../lib/settings';

export interface BenchResults {
  generatedAt: string;
  durationSeconds: number;
  machine: { cpu: string; cores: number; memoryGiB: number; os: string; node: string; chromium?: string };
  commit: string | null;
  settings: {
    apiCaseSeconds: number;
    apiWarmupSeconds: number;
    connections: number;
    pageRuns: number;
    gzipLevel: number;
    postgres: string | null;
  };
  api: ApiDatabaseResult[];
  pages: PageResult[];
  scale: { list?: ListScaleResult; board?: BoardScaleResult };
  /** The chat case (sockets over two replicas), when it ran. */
  chat?: ChatResult;
  /** The mixed workload and outage, per database, when it ran. */
  load?: LoadResult[];
  notes: string[];
}

export const RESULTS_DIR = path.resolve(__dirname, '../../results');

export function machineInfo(chromium?: string): BenchResults['machine'] {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    ...(chromium ? { chromium } : {}),
  };
}

export function currentCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: __dirname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

export function settingsSummary(settings: BenchSettings, gzipLevel: number, postgres: string | null): BenchResults['settings'] {
  return {
    apiCaseSeconds: settings.durationSeconds,
    apiWarmupSeconds: settings.warmupSeconds,
    connections: settings.connections,
    pageRuns: settings.pageRuns,
    gzipLevel,
    postgres,
  };
}

/** Writes latest.json and latest.md (the same figures as a table) next to each other. */
export function writeResults(results: BenchResults, markdown: string): { json: string; md: string } {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const json = path.join(RESULTS_DIR, 'latest.json');
  const md = path.join(RESULTS_DIR, 'latest.md');
  fs.writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(md, markdown);
  return { json, md };
}
