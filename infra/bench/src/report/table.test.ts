import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BenchResults } from './results';
import type { ChatResult } from '../chat/chat-section';
import { CHAT_BUDGETS, checkChat } from '../lib/budgets';
import { renderMarkdown } from './table';

const results: BenchResults = {
  generatedAt: '2026-01-01T00:00:00.000Z',
  durationSeconds: 42,
  machine: { cpu: 'Test CPU', cores: 2, memoryGiB: 4, os: 'Linux', node: 'v20' },
  commit: 'abc1234',
  settings: { apiCaseSeconds: 10, apiWarmupSeconds: 3, connections: 50, pageRuns: 3, gzipLevel: 9, postgres: null },
  api: [],
  pages: [
    {
      name: 'landing',
      path: '/',
      available: true,
      runs: 3,
      budgetBytes: 300 * 1024,
      load: {
        jsBytes: 1,
        jsGzipBytes: 301 * 1024,
        cssBytes: 0,
        cssGzipBytes: 0,
        jsFiles: 20,
        cssFiles: 0,
        requests: 25,
        remoteEntries: ['marketing-landing'],
        manifests: [],
        firstContentfulPaintMs: 80.4,
        readyMs: 990.6,
        domNodes: 700,
        files: [],
      },
    },
    { name: 'board', path: '/dashboard/projects/1/board', available: false, note: 'not available: no board', runs: 0 },
  ],
  scale: {},
  notes: ['PostgreSQL cases skipped.'],
};

describe('the results table', () => {
  it('shows each page with its budget verdict, and a page that is not available', () => {
    const markdown = renderMarkdown(results);
    assert.match(
      markdown,
      /\| landing \| \/ \| 301\.0 \(20\) \| 0\.0 \(0\) \| OVER \(300\.0\) \| 25 \| 1: marketing-landing \| 80 \| 991 \| 700 \|/,
    );
    assert.match(markdown, /\| board \| \/dashboard\/projects\/1\/board \|.*not available: no board \|/);
    assert.match(markdown, /- PostgreSQL cases skipped\./);
    assert.doesNotMatch(markdown, /## API/);
  });
});

const latency = (p50Ms: number, p99Ms: number, count = 100) => ({
  count,
  p50Ms,
  p90Ms: p99Ms,
  p99Ms,
  maxMs: p99Ms + 1,
  meanMs: p50Ms,
});

describe('the chat table', () => {
  it('shows the budgets with their verdicts, the latencies and the CPU', () => {
    const totals = {
      messages: 600,
      sockets: 200,
      expected: 120_000,
      delivered: 119_990,
      lost: 10,
      duplicates: 0,
      unexpected: 0,
      sendErrors: 0,
    };
    const chat: ChatResult = {
      database: 'postgres',
      postgres: 'postgres://postgres@127.0.0.1:5432',
      clients: 200,
      replicas: 2,
      senders: 4,
      messagesPerSecond: 20,
      durationSeconds: 30,
      totals,
      latency: latency(40, 180),
      latencySameReplica: latency(35, 170),
      latencyOtherReplica: latency(45, 190),
      post: latency(12, 60, 600),
      firstSocket: latency(20, 90, 600),
      fanOutSpread: latency(15, 80, 600),
      otherFrames: 12,
      scheduleLagMaxMs: 3,
      cpu: {
        api: [
          { cpuSeconds: 6, percentOfCore: 20, processes: 1, started: 0 },
          { cpuSeconds: 5.5, percentOfCore: 18.3, processes: 1, started: 0 },
        ],
        database: { cpuSeconds: 3, percentOfCore: 10, processes: 22, started: 4 },
        bench: { cpuSeconds: 4, percentOfCore: 13.3, eventLoopDelayP99Ms: 11.2 },
        windowSeconds: 30.5,
      },
      apiRssBytes: [150 * 1024 * 1024, 140 * 1024 * 1024],
      load: { before: [0.5, 0.4, 0.3], after: [1.5, 0.7, 0.4] },
      connectSeconds: 2.5,
      budgets: CHAT_BUDGETS,
      verdict: checkChat({ ...totals, p99Ms: 180 }),
      sendFailures: [],
    };
    const markdown = renderMarkdown({ ...results, pages: [], chat });
    assert.match(
      markdown,
      /## Chat \(200 sockets in one channel over 2 API replicas on PostgreSQL postgres:\/\/postgres@127\.0\.0\.1:5432;/,
    );
    assert.match(markdown, /\| lost \| 10 \| 0 \| FAIL \|/);
    assert.match(markdown, /\| duplicates \| 0 \| 0 \| ok \|/);
    assert.match(markdown, /\| latency p99 ms \(send → receipt\) \| 180 \| ≤ 150 \| MISSED \|/);
    assert.match(markdown, /\| send → receipt, every socket \| 100 \| 40 \| 180 \| 180 \| 181 \|/);
    assert.match(markdown, /\| API replica 2 \| 5\.5 \| 18 % \|/);
    assert.match(
      markdown,
      /\| PostgreSQL \(backends of the bench database: 22 processes, 4 of them started during the window\) \| 3\.0 \| 10 % \|/,
    );
    assert.match(markdown, /load average 0\.50 0\.40 0\.30 before/);
  });
});
