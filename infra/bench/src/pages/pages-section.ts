import type { Browser } from '@playwright/test';
import { median } from '../lib/stats';
import { PAGE_BUDGETS } from '../lib/budgets';
import { loadPage, PageNotReadyError, type PageLoad } from './page-load';
import { PAGE_CASES, pathFor, type PageCase } from './page-cases';
import type { SeededGateway } from './seeded-gateway';

export interface PageResult {
  name: string;
  path: string;
  available: boolean;
  note?: string;
  /** The first load's figures; timings are the median of every load. */
  load?: Omit<PageLoad, 'files'> & { files: PageLoad['files'] };
  runs: number;
  budgetBytes?: number;
}

/** One cold load of a page case (signed in when it needs to be), its browser context closed. */
export async function loadPageCase(
  browser: Browser,
  gateway: SeededGateway,
  pageCase: PageCase,
  path: string,
): Promise<PageLoad> {
  const { load, context } = await loadPage(browser, {
    baseUrl: gateway.baseUrl,
    path,
    ready: pageCase.ready,
    session: pageCase.signedIn ? gateway.session : undefined,
  });
  await context.close();
  return load;
}

/** Every page of PAGE_CASES, `runs` cold loads each, on the seeded gateway. */
export async function runPagesSection(
  browser: Browser,
  gateway: SeededGateway,
  projectId: number,
  runs: number,
  log: (line: string) => void,
): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const pageCase of PAGE_CASES) {
    const path = pathFor(pageCase, projectId);
    const loads: PageLoad[] = [];
    let note: string | undefined;
    for (let run = 0; run < runs && note === undefined; run += 1) {
      try {
        loads.push(await loadPageCase(browser, gateway, pageCase, path));
      } catch (error) {
        if (!(error instanceof PageNotReadyError)) throw error;
        note = pageCase.optional ? `not available: ${error.message}` : error.message;
      }
    }
    const first = loads[0];
    if (!first || note) {
      if (!pageCase.optional) throw new Error(note ?? `${path}: no load`);
      log(`  ${pageCase.name} (${path}): ${note}`);
      results.push({ name: pageCase.name, path, available: false, note: note ?? 'not available', runs: 0 });
      continue;
    }
    const load = {
      ...first,
      firstContentfulPaintMs:
        first.firstContentfulPaintMs === null ? null : median(loads.map((l) => l.firstContentfulPaintMs ?? Number.NaN)),
      readyMs: median(loads.map((l) => l.readyMs)),
      // The largest files are enough to see what costs; the totals count them all.
      files: first.files.slice(0, 15),
    };
    results.push({
      name: pageCase.name,
      path,
      available: true,
      load,
      runs: loads.length,
      budgetBytes: PAGE_BUDGETS[pageCase.name],
    });
    log(
      `  ${pageCase.name} (${path}): JS ${(load.jsGzipBytes / 1024).toFixed(1)} KiB gz, CSS ${(load.cssGzipBytes / 1024).toFixed(1)} KiB gz, ` +
        `${load.requests} requests, FCP ${Math.round(load.firstContentfulPaintMs ?? Number.NaN)} ms, ready ${Math.round(load.readyMs)} ms, ${load.domNodes} DOM nodes`,
    );
  }
  return results;
}
