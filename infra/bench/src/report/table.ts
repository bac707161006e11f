import { describeErrors } from '../api/api-cases';
import type { ChatResult } from '../chat/chat-section';
import type { LatencySummary } from '../chat/delivery-ledger';
import type { ProcessTreeMemory } from '../lib/process-memory';
import type { LoadResult } from '../load/load-section';
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

const pct = (value: number) => `${Math.round(value)} %`;
const latencyRow = (name: string, latency: LatencySummary) => [
  name,
  int(latency.count),
  ms(latency.p50Ms),
  ms(latency.p90Ms),
  ms(latency.p99Ms),
  ms(latency.maxMs),
];

/** The chat case: its budgets' verdicts, the latencies, the CPU. */
export function chatSection(chat: ChatResult): string[] {
  const { totals, verdict, budgets, cpu } = chat;
  const check = (ok: boolean, failed = 'FAIL') => (ok ? 'ok' : failed);
  const database = chat.postgres ? `PostgreSQL ${chat.postgres}` : 'embedded PostgreSQL';
  return [
    `## Chat (${int(chat.clients)} sockets in one channel over ${chat.replicas} API replicas on ${database}; ` +
      `${chat.senders} senders, ${chat.messagesPerSecond} messages/s for ${chat.durationSeconds} s)`,
    '',
    table(
      ['figure', 'measured', 'budget', 'verdict'],
      [
        [
          'deliveries',
          `${int(totals.delivered)} of ${int(totals.expected)} (${int(totals.messages)} messages × ${int(totals.sockets)} sockets)`,
          '',
          '',
        ],
        ['lost', int(totals.lost), String(budgets.lost), check(verdict.lostOk)],
        ['duplicates', int(totals.duplicates), String(budgets.duplicates), check(verdict.duplicatesOk)],
        ['latency p99 ms (send → receipt)', ms(chat.latency.p99Ms), `≤ ${budgets.p99Ms}`, check(verdict.p99Ok, 'MISSED')],
        ['messages refused by the API', int(totals.sendErrors), '', ''],
      ],
    ),
    '',
    table(
      ['latency ms', 'samples', 'p50', 'p90', 'p99', 'max'],
      [
        latencyRow('send → receipt, every socket', chat.latency),
        latencyRow('… sockets on the replica posted to', chat.latencySameReplica),
        latencyRow('… sockets on another replica', chat.latencyOtherReplica),
        latencyRow('send → first socket (per message)', chat.firstSocket),
        latencyRow('first → last socket (per message)', chat.fanOutSpread),
        latencyRow('POST /chat/messages/store reply', chat.post),
      ],
    ),
    '',
    table(
      ['CPU over the window', 'CPU s', '% of one core'],
      [
        ...cpu.api.map((figures, index) => [
          `API replica ${index + 1}`,
          figures.cpuSeconds.toFixed(1),
          pct(figures.percentOfCore),
        ]),
        cpu.database
          ? [
              `PostgreSQL (${chat.postgres ? 'backends of the bench database' : 'every process of the server'}: ${cpu.database.processes} processes, ${cpu.database.started} of them started during the window)`,
              cpu.database.cpuSeconds.toFixed(1),
              pct(cpu.database.percentOfCore),
            ]
          : ['PostgreSQL', '–', 'not measured (another host)'],
        [
          `bench process (sockets and senders; event loop delay p99 ${cpu.bench.eventLoopDelayP99Ms.toFixed(0)} ms)`,
          cpu.bench.cpuSeconds.toFixed(1),
          pct(cpu.bench.percentOfCore),
        ],
      ],
    ),
    '',
    `Window ${cpu.windowSeconds.toFixed(1)} s (the sends and the deliveries after them) · load average ` +
      `${chat.load.before.map((value) => value.toFixed(2)).join(' ')} before, ${chat.load.after.map((value) => value.toFixed(2)).join(' ')} after · ` +
      `sockets opened in ${chat.connectSeconds.toFixed(1)} s · API RSS after ${chat.apiRssBytes.map(mib).join(' / ')} MiB · ` +
      `schedule lag at worst ${ms(chat.scheduleLagMaxMs)} ms`,
    ...(chat.sendFailures.length ? ['', ...chat.sendFailures.map((failure) => `- ${failure}`)] : []),
    '',
  ];
}

/** The run as Markdown: one table per section, then the notes. */
/** The mixed workload and the outage after it, one row per database. */
export function loadSection(load: LoadResult[]): string[] {
  const { settings } = load[0]!;
  const databaseMiB = (memory: ProcessTreeMemory | undefined) => (memory ? `${mib(memory.pssBytes)}` : '–');
  return [
    `## Mixed load (${settings.connections} connections cycling through ${load[0]!.mix.join(', ')}; ` +
      `${settings.sockets} sockets; ${settings.durationSeconds} s), then an outage (every API connection terminated under 20 readers)`,
    '',
    table(
      [
        'database',
        'requests',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'socket frames',
        'sockets lost',
        'API RSS idle / after / peak MiB',
        'DB PSS idle / after MiB',
      ],
      load.map((result) => [
        result.database,
        int(result.requests.total),
        int(result.requests.perSecond),
        ms(result.requests.p50Ms),
        ms(result.requests.p99Ms),
        describeErrors(result.requests),
        int(result.sockets.frames),
        int(result.sockets.closedDuringRun),
        `${mib(result.memory.apiIdleRssBytes)} / ${mib(result.memory.apiAfterRssBytes)} / ${mib(result.memory.apiPeakRssBytes)}`,
        `${databaseMiB(result.memory.databaseIdle)} / ${databaseMiB(result.memory.databaseAfter)}`,
      ]),
    ),
    '',
    table(
      ['database', 'connections terminated', 'replies during the outage run', 'answering again after'],
      load.map((result) => [
        result.database,
        int(result.outage.connectionsTerminated),
        Object.entries(result.outage.replies)
          .map(([status, count]) => `${status === '0' ? 'no reply' : status}: ${int(count)}`)
          .join(', '),
        result.outage.recoveredAfterMs === undefined ? 'never (30 s)' : `${ms(result.outage.recoveredAfterMs)} ms`,
      ]),
    ),
    '',
  ];
}

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

  if (results.chat) parts.push(...chatSection(results.chat));
  if (results.load) parts.push(...loadSection(results.load));

  if (results.notes.length > 0) parts.push('## Notes', '', ...results.notes.map((note) => `- ${note}`), '');
  return `${parts.join('\n')}\n`;
}
