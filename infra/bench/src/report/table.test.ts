import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BenchResults } from './results';
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
