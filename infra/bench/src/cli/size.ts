/**
 * `pnpm bench:size`: the page-weight budgets CI checks after `pnpm build`. Loads each page once in
 * Chromium on a cold cache against the built gateway, sums the gzip size (level 9) of every JS and
 * CSS file it fetched until rendered, and fails when a page is over budget or fetches the remote
 * entry of a remote it does not render. Bytes only: deterministic, no timing is checked.
 */
import { remotesJsonSchema } from '@kanri/contracts';
import type { Browser } from '@playwright/test';
import { checkPage, type BudgetVerdict } from '../lib/budgets';
import { loadSettings } from '../lib/settings';
import { launchChromium } from '../pages/browser';
import { GZIP_LEVEL, PageNotReadyError, type PageLoad } from '../pages/page-load';
import { loadPageCase } from '../pages/pages-section';
import { PAGE_CASES, pathFor } from '../pages/page-cases';
import { startSeededGateway } from '../pages/seeded-gateway';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main(): Promise<number> {
  const settings = loadSettings();
  const gateway = await startSeededGateway(
    settings.basePort + 80,
    [{ key: 'size', name: 'Bench size', tasks: 20 }],
    () => undefined,
  );
  let browser: Browser | undefined;
  const verdicts: (BudgetVerdict & { load: PageLoad })[] = [];
  const skipped: string[] = [];
  try {
    const registry = remotesJsonSchema.parse(await (await fetch(`${gateway.baseUrl}/remotes.json`)).json());
    browser = await launchChromium(settings.chromiumPath);
    for (const pageCase of PAGE_CASES) {
      const path = pathFor(pageCase, gateway.projects.size!.id);
      try {
        const load = await loadPageCase(browser, gateway, pageCase, path);
        verdicts.push({
          ...checkPage(pageCase.name, path, load.jsGzipBytes + load.cssGzipBytes, load.remoteEntries, registry),
          load,
        });
      } catch (error) {
        if (error instanceof PageNotReadyError && pageCase.optional)
          skipped.push(`${pageCase.name} (${path}): not available (${error.message})`);
        else throw error;
      }
    }
  } finally {
    await browser?.close();
    await gateway.stop();
  }

  console.log(`Page weight: JS + CSS until rendered, gzip level ${GZIP_LEVEL}, cold cache\n`);
  console.log('| page | path | JS + CSS gz | budget | remote entries | verdict |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const verdict of verdicts) {
    const problems = [
      ...(verdict.overBudget ? [`over by ${kib(verdict.gzipBytes - verdict.budgetBytes!)}`] : []),
      ...(verdict.unexpectedRemotes.length ? [`fetches ${verdict.unexpectedRemotes.join(', ')} it does not render`] : []),
    ];
    console.log(
      `| ${verdict.page} | ${verdict.path} | ${kib(verdict.gzipBytes)} | ${verdict.budgetBytes === undefined ? '–' : kib(verdict.budgetBytes)} | ` +
        `${verdict.load.remoteEntries.join(', ') || '–'} | ${problems.length ? `FAIL: ${problems.join('; ')}` : 'ok'} |`,
    );
  }
  for (const line of skipped) console.log(`- ${line}`);

  const failures = verdicts.filter((verdict) => verdict.overBudget || verdict.unexpectedRemotes.length > 0);
  if (failures.length === 0) {
    console.log('\nEvery page is within its budget.');
    return 0;
  }
  console.log('\nLargest files of the pages over budget:');
  for (const verdict of failures) {
    console.log(`  ${verdict.page}:`);
    for (const file of verdict.load.files.slice(0, 8)) console.log(`    ${kib(file.gzipBytes).padStart(10)}  ${file.path}`);
  }
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
