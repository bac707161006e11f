import { describeErrors } from '../api/api-cases';
import type { ProcessTreeMemory } from '../lib/process-memory';
import type { BenchResults } from './results';

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const ms = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '–' : Math.round(value).toLocaleString('en-US');
const int = (value: number) => Math.round(value).toLocaleString('en-US');

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The run as Markdown: one table per section, then the notes. */
export function renderMarkdown(results: BenchResults): string {
  const parts: string[] = [];
  const { machine, settings } = results;
  parts.push(
    '# Kanri benchmarks: latest run',
    '',
    `${results.generatedAt} · commit ${results.commit ?? 'unknown'} · ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB · ` +
      `Node ${machine.node}${machine.chromium ? ` · Chromium ${machine.chromium}` : ''} · run took ${Math.round(results.durationSeconds)} s`,
    '',
  );

  if (results.api.length > 0) {
    parts.push(
      `## API (autocannon, ${settings.connections} connections, ${settings.apiCaseSeconds} s per case after ${settings.apiWarmupSeconds} s warm-up)`,
      '',
    );
    const rows = results.api.flatMap((run) =>
      run.cases.map((entry) => [
        run.database,
        entry.label,
        int(entry.requestsPerSecond),
        String(entry.latencyP50Ms),
        String(entry.latencyP99Ms),
        describeErrors(entry),
        entry.name === 'bare' ? '1' : entry.ratioToBare.toFixed(4),
        entry.targetP99Ms === undefined ? '' : `≤ ${entry.targetP99Ms}: ${entry.metTarget ? 'met' : 'MISSED'}`,
      ]),
    );
    parts.push(table(['database', 'case', 'req/s', 'p50 ms', 'p99 ms', 'errors', '× bare', 'p99 target ms'], rows), '');
    parts.push('## API memory (RSS of the API process; idle and after: after a full GC)', '');
    parts.push(
      table(
        ['database', 'first start peak MiB', 'idle MiB', 'after the cases MiB', 'peak during the cases MiB', 'JS heap after MiB'],
        results.api.map((run) => [
          run.database,
          mib(run.memory.firstStartPeakRssBytes),
          mib(run.memory.idleRssBytes),
          mib(run.memory.afterRssBytes),
          mib(run.memory.peakRssBytes),
          mib(run.memory.afterHeapUsedBytes),
        ]),
      ),
      '',
    );
    const embedded = results.api.filter((run) => run.memory.databaseIdle || run.memory.databaseAfter);
    if (embedded.length > 0) {
      const tree = (memory: ProcessTreeMemory | undefined) =>
        memory ? `${mib(memory.rssBytes)} / ${mib(memory.pssBytes)} (${memory.processes})` : '–';
      parts.push(
        '## Embedded PostgreSQL memory (all its processes: sum of RSS / sum of PSS, shared memory counted once, MiB)',
        '',
        table(
          ['database', 'idle MiB (processes)', 'after the cases MiB (processes)'],
          embedded.map((run) => [run.database, tree(run.memory.databaseIdle), tree(run.memory.databaseAfter)]),
        ),
        '',
      );
    }
  }

  if (results.pages.length > 0) {
    parts.push(`## Pages (cold cache, median of ${settings.pageRuns} loads; bytes gzip level ${settings.gzipLevel})`, '');
    const rows = results.pages.map((page) => {
      if (!page.available || !page.load)
        return [page.name, page.path, '–', '–', '–', '–', '–', '–', '–', '–', page.note ?? 'not available'];
      const load = page.load;
      const total = load.jsGzipBytes + load.cssGzipBytes;
      const budget =
        page.budgetBytes === undefined ? '–' : `${total <= page.budgetBytes ? 'ok' : 'OVER'} (${kib(page.budgetBytes)})`;
      return [
        page.name,
        page.path,
        `${kib(load.jsGzipBytes)} (${load.jsFiles})`,
        `${kib(load.cssGzipBytes)} (${load.cssFiles})`,
        budget,
        String(load.requests),
        load.remoteEntries.length === 0 ? '0' : `${load.remoteEntries.length}: ${load.remoteEntries.join(', ')}`,
        ms(load.firstContentfulPaintMs),
        ms(load.readyMs),
        int(load.domNodes),
        '',
      ];
    });
    parts.push(
      table(
        [
          'page',
          'path',
          'JS KiB gz (files)',
          'CSS KiB gz (files)',
          'budget KiB',
          'requests',
          'remote entries',
          'FCP ms',
          'ready ms',
          'DOM nodes',
          'note',
        ],
        rows,
      ),
      '',
    );
  }

  const { list, board } = results.scale;
  if (list || board) {
    parts.push('## Scale', '');
    const rows: string[][] = [];
    if (list) {
      rows.push([
        'task list',
        int(list.tasks),
        ms(list.readyMs),
        int(list.domNodesAtReady),
        `scroll to the end, loading ${list.pagesLoaded} pages: ${ms(list.scrollToEndMs)} ms; then a pass over every row (${list.scrollPassFrames} frames): ${ms(list.scrollPassMs)} ms, longest frame ${ms(list.maxFrameMs)} ms, ${int(list.domNodesAfterScroll)} DOM nodes after`,
      ]);
    }
    if (board) {
      rows.push(
        board.available
          ? [
              'board',
              int(board.tasks),
              ms(board.readyMs),
              board.domNodes === undefined ? '–' : int(board.domNodes),
              board.keyboardDragMs === undefined
                ? (board.note ?? '–')
                : `keyboard drag to the next column: ${ms(board.keyboardDragMs)} ms shown, ${ms(board.keyboardDragSavedMs)} ms saved`,
            ]
          : ['board', int(board.tasks), '–', '–', board.note ?? 'not available'],
      );
    }
    parts.push(table(['case', 'tasks', 'ready ms', 'DOM nodes', 'interaction'], rows), '');
  }

  if (results.notes.length > 0) parts.push('## Notes', '', ...results.notes.map((note) => `- ${note}`), '');
  return `${parts.join('\n')}\n`;
}
