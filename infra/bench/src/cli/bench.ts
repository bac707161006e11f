/**
 * `pnpm bench`: every measurement this machine can make, side by side in one run — API throughput
 * and memory on the embedded PostgreSQL server of `pnpm start` (and on the server of DATABASE_URL or
 * TEST_DATABASE_URL when set), page weight
 * and timings, the list and board at scale, chat delivery over two API replicas. Prints a table and
 * writes results/latest.{json,md}. Figures, not tests: nothing here fails on a time; the run exits
 * non-zero (after writing the results) when chat lost or duplicated a message.
 * `--only chat` (or BENCH_ONLY=chat) runs one section.
 */
import type { Browser } from '@playwright/test';
import { runApiOnDatabase, type ApiDatabaseResult } from '../api/api-section';
import { runChatCase, type ChatResult } from '../chat/chat-section';
import { createBenchDatabase, describeServer } from '../lib/postgres';
import { loadFailures, runLoadCase, type LoadResult } from '../load/load-section';
import { loadSettings } from '../lib/settings';
import { launchChromium } from '../pages/browser';
import { GZIP_LEVEL } from '../pages/page-load';
import { runPagesSection, type PageResult } from '../pages/pages-section';
import { runBoardScale, runListScale } from '../pages/scale-section';
import { startSeededGateway, type ProjectPlan } from '../pages/seeded-gateway';
import { currentCommit, machineInfo, settingsSummary, writeResults, type BenchResults } from '../report/results';
import { renderMarkdown } from '../report/table';

const log = (line: string) => console.log(line);

async function main(): Promise<number> {
  const settings = loadSettings();
  const started = Date.now();
  const notes: string[] = [];
  const api: ApiDatabaseResult[] = [];
  let pages: PageResult[] = [];
  const scale: BenchResults['scale'] = {};
  let chromiumVersion: string | undefined;
  let chat: ChatResult | undefined;
  const load: LoadResult[] = [];

  if (settings.sections.has('api')) {
    log('API on the embedded PostgreSQL server');
    api.push(await runApiOnDatabase(settings, 'embedded', undefined, log));
    if (settings.postgresUrl) {
      log(`API on PostgreSQL (${describeServer(settings.postgresUrl)})`);
      const database = await createBenchDatabase(settings.postgresUrl);
      try {
        api.push(await runApiOnDatabase(settings, 'postgres', database.url, log));
      } finally {
        await database.drop();
      }
    } else {
      notes.push(
        'External PostgreSQL cases skipped: set DATABASE_URL or TEST_DATABASE_URL (a server URL; the bench creates and drops its own database).',
      );
    }
  }

  if (settings.sections.has('chat')) {
    const where = settings.postgresUrl
      ? `PostgreSQL (${describeServer(settings.postgresUrl)})`
      : 'the embedded PostgreSQL server';
    log(`Chat: ${settings.chat.clients} sockets over ${settings.chat.replicas} API replicas on ${where}`);
    chat = await runChatCase({ ...settings.chat, basePort: settings.basePort, postgresUrl: settings.postgresUrl }, log);
    log(
      `  p50 ${Math.round(chat.latency.p50Ms)} ms, p99 ${Math.round(chat.latency.p99Ms)} ms, lost ${chat.totals.lost}, ` +
        `duplicates ${chat.totals.duplicates}${chat.verdict.p99Ok ? '' : ` (${chat.verdict.warnings.join('; ')})`}`,
    );
  }

  if (settings.sections.has('load')) {
    const { connections, sockets, durationSeconds } = settings.load;
    log(`Mixed load: ${connections} connections and ${sockets} sockets for ${durationSeconds} s, then an outage`);
    log('  on the embedded PostgreSQL server');
    load.push(await runLoadCase(settings.load, settings.basePort + 20, 'embedded', undefined, log));
    if (settings.postgresUrl) {
      log(`  on PostgreSQL (${describeServer(settings.postgresUrl)})`);
      const database = await createBenchDatabase(settings.postgresUrl);
      try {
        load.push(await runLoadCase(settings.load, settings.basePort + 20, 'postgres', database.url, log));
      } finally {
        await database.drop();
      }
    }
  }

  const wantPages = settings.sections.has('pages');
  const wantScale = settings.sections.has('scale');
  if (wantPages || wantScale) {
    const plans: ProjectPlan[] = [];
    if (wantPages)
      plans.push({ key: 'pages', name: `Bench ${settings.pageTasks.toLocaleString('en-US')}`, tasks: settings.pageTasks });
    if (wantScale) {
      plans.push({
        key: 'list',
        name: `Bench list ${settings.scaleListTasks.toLocaleString('en-US')}`,
        tasks: settings.scaleListTasks,
      });
      plans.push({
        key: 'board',
        name: `Bench board ${settings.scaleBoardTasks.toLocaleString('en-US')}`,
        tasks: settings.scaleBoardTasks,
      });
    }
    log('Pages: seeding a data dir (embedded PostgreSQL) and starting the gateway');
    const gateway = await startSeededGateway(settings.basePort + 50, plans, log);
    let browser: Browser | undefined;
    try {
      browser = await launchChromium(settings.chromiumPath);
      chromiumVersion = browser.version();
      if (wantPages) {
        log(`Pages (cold cache, ${settings.pageRuns} load(s) each)`);
        pages = await runPagesSection(browser, gateway, gateway.projects.pages!.id, settings.pageRuns, log);
      }
      if (wantScale) {
        log(`Scale: task list of ${settings.scaleListTasks.toLocaleString('en-US')} tasks`);
        scale.list = await runListScale(browser, gateway, gateway.projects.list!.id, settings.scaleListTasks);
        log(
          `  ready ${Math.round(scale.list.readyMs)} ms, scroll to end ${Math.round(scale.list.scrollToEndMs)} ms, pass ${Math.round(scale.list.scrollPassMs)} ms`,
        );
        log(`Scale: board of ${settings.scaleBoardTasks.toLocaleString('en-US')} tasks`);
        scale.board = await runBoardScale(browser, gateway, gateway.projects.board!.id, settings.scaleBoardTasks);
        log(
          scale.board.available && scale.board.keyboardDragMs !== undefined
            ? `  ready ${Math.round(scale.board.readyMs!)} ms, keyboard drag ${scale.board.keyboardDragMs} ms`
            : `  ${scale.board.note ?? 'not available'}`,
        );
      }
    } finally {
      await browser?.close();
      await gateway.stop();
    }
    notes.push(
      'Pages and scale cases run on the gateway of `pnpm start` (embedded PostgreSQL), one fresh browser context (cold cache) per load.',
    );
    if (wantScale) {
      notes.push(
        "Scale projects are seeded with their first task through POST /tasks/store and the rest in bulk through the API's own database layer (drizzle schema, order keys).",
      );
    }
  }

  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    durationSeconds: (Date.now() - started) / 1000,
    machine: machineInfo(chromiumVersion),
    commit: currentCommit(),
    settings: settingsSummary(settings, GZIP_LEVEL, settings.postgresUrl ? describeServer(settings.postgresUrl) : null),
    api,
    pages,
    scale,
    ...(chat && { chat }),
    ...(load.length > 0 && { load }),
    notes,
  };
  const markdown = renderMarkdown(results);
  const written = writeResults(results, markdown);
  log(`\n${markdown}`);
  log(`Written: ${written.json} and ${written.md}`);
  const failures = [...(chat?.verdict.failures.map((failure) => `Chat: ${failure}`) ?? []), ...load.flatMap(loadFailures)];
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
