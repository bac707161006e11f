/**
 * `pnpm test`: lint (eslint.config.mjs, after the test that proves its import boundaries fire) and the
 * format check (Prettier), the tests of the deploy scripts, then typecheck, unit and API tests (on an
 * embedded PostgreSQL server the API suite starts itself, or on TEST_DATABASE_URL when set), then the
 * Playwright browser tests against a freshly built gateway (among them each remote's standalone build
 * and the independent-deploy stories: e2e/tests/shell), then the page-weight budgets.
 */
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { REPO_ROOT, run, turbo } from './run.mjs';

const concurrency = ['--concurrency=2'];

// One ESLint run over the repository (cached: unchanged files are not linted again), before the slower steps.
const eslint = path.join(REPO_ROOT, 'node_modules/.bin/eslint');
const prettier = path.join(REPO_ROOT, 'node_modules/.bin/prettier');
const lint =
  (await run(process.execPath, ['--test', 'scripts/eslint-boundaries.test.mjs'])) ||
  (await run(eslint, ['.', '--cache', '--cache-location', 'node_modules/.cache/eslint/'])) ||
  (await run(prettier, ['--check', '.', '--log-level', 'warn']));
if (lint !== 0) {
  console.error(
    '\nLint or format failures: see above (`pnpm lint` runs the linter alone, `pnpm lint:rules` the test of its boundaries, `pnpm format` formats).',
  );
  process.exit(lint);
}

// `pnpm deploy:remote` / `pnpm rollback:remote` (scripts/remote-deploy.mjs): no build needed, about a second.
const deployScripts = await run(process.execPath, ['--test', 'scripts/remote-deploy.test.mjs']);
if (deployScripts !== 0) {
  console.error('\nDeploy script test failures: see above (node --test scripts/remote-deploy.test.mjs).');
  process.exit(deployScripts);
}

const unit = await turbo(['run', 'typecheck', 'test', ...concurrency, '--output-logs=new-only']);
if (unit !== 0) {
  console.error('\nUnit, API or typecheck failures: see above.');
  process.exit(unit);
}

if (!ensureChromium()) process.exit(1);

const e2e = await turbo(['run', 'e2e', ...concurrency, '--output-logs=new-only']);
if (e2e !== 0) {
  console.error('\nBrowser test failures: see above (e2e/test-results holds traces and screenshots).');
  process.exit(e2e);
}

// Page weight against its budgets (infra/bench): bytes only, on the build the browser tests used.
const size = await turbo(['run', 'bench:size', '--output-logs=full', '--log-prefix=none']);
if (size !== 0) console.error('\nPage-weight budget check failed: see the table above (infra/bench/README.md).');
process.exit(size);
