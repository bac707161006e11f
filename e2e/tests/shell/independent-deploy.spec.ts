import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { buildRemote, REPO_ROOT, startDeployGateway, type DeployGateway } from '../../support/deploy-gateway';
import { collectScripts } from '../../support/remotes';
import { useSignedInSession } from '../../support/session';

// Issue 22: each remote is deployed alone (`pnpm deploy:remote`), on a gateway of its own (its own
// data dir, deployments and database), while the app runs; the shell is never rebuilt.
test.describe.configure({ mode: 'serial' });

const DIST = path.join(REPO_ROOT, 'remotes/collaboration/dist');
const AREA_FAILED = 'This area could not be loaded';

let gateway: DeployGateway;
let api: APIRequestContext;
let scratch: string;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  gateway = await startDeployGateway(Number(process.env.E2E_PORT ?? 8191) + 10);
  api = await playwrightRequest.newContext({ baseURL: gateway.url });
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-deploy-builds-'));
});

test.afterAll(async () => {
  await api?.dispose();
  await gateway?.stop();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name });
const entriesOf = (scripts: string[]) =>
  scripts.filter((file) => file.startsWith('/remotes/collaboration/') && file.endsWith('/remoteEntry.js'));

async function openNotes(page: Page) {
  await page.goto(`${gateway.url}/dashboard/notes`);
  await expect(page.getByRole('heading', { name: 'Notes', exact: true })).toBeVisible();
}

/** With SHOTS_DIR set, a screenshot of the page as it is (to look at the states by eye). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`) });
}

/** The area of the remote shows the error panel; the sidebar and another remote's page still work. */
async function expectOnlyItsAreaBroken(page: Page, name: string) {
  await expect(page.getByRole('alert')).toContainText(AREA_FAILED);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await shot(page, name);
  await sidebarLink(page, 'Clients').click();
  await expect(page.getByRole('heading', { name: 'Clients', exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('a remote deployed while the app runs is served from the next reload; a rollback likewise', async ({ page }) => {
  await useSignedInSession(page, api);
  const scripts = collectScripts(page);
  await openNotes(page);
  // Nothing deployed yet: the built-in registry, every remote at its dist build.
  expect(entriesOf(scripts)).toEqual(['/remotes/collaboration/remoteEntry.js']);

  const first = gateway.deploy('collaboration', '--from', DIST, '--build-id', 'e2e1');
  expect(first).toBe('0.1.0-e2e1');
  // The running page keeps the build it loaded: moving around the app fetches nothing of the new one.
  await sidebarLink(page, 'Todos').click();
  await expect(page.getByRole('heading', { name: 'Todos', exact: true })).toBeVisible();
  expect(entriesOf(scripts)).toEqual(['/remotes/collaboration/remoteEntry.js']);

  // A reload reads remotes.json again and runs the new version, from its own folder only.
  scripts.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Todos', exact: true })).toBeVisible();
  const collaboration = scripts.filter((file) => file.startsWith('/remotes/collaboration/'));
  expect(entriesOf(scripts)).toEqual([`/remotes/collaboration/${first}/remoteEntry.js`]);
  await shot(page, 'deployed-version');
  expect(collaboration.every((file) => file.startsWith(`/remotes/collaboration/${first}/`))).toBe(true);
  // The other remotes and the shell are where they were.
  expect(
    scripts.filter((file) => file.startsWith('/remotes/') && !file.startsWith('/remotes/collaboration/')).length,
  ).toBeGreaterThan(0);

  // This one is built by the deploy itself (rspack, that remote only): the shell's files stay as they were.
  const shellIndex = path.join(REPO_ROOT, 'shell/dist/index.html');
  const shellBuiltAt = fs.statSync(shellIndex).mtimeMs;
  const second = gateway.deploy('collaboration', '--build-id', 'e2e2');
  expect(fs.statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
  expect(
    fs.readdirSync(path.dirname(gateway.versionDir('collaboration', second))).filter((name) => name.startsWith('.build-')),
  ).toEqual([]);
  scripts.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Todos', exact: true })).toBeVisible();
  expect(entriesOf(scripts)).toEqual([`/remotes/collaboration/${second}/remoteEntry.js`]);

  expect(gateway.rollback('collaboration')).toContain(`${second} → ${first}`);
  scripts.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Todos', exact: true })).toBeVisible();
  expect(entriesOf(scripts)).toEqual([`/remotes/collaboration/${first}/remoteEntry.js`]);
});

test('a deployed remote that fails, or whose files are gone, breaks only its own area', async ({ page }) => {
  await useSignedInSession(page, api);

  // A bad build deployed: its entry throws when it runs.
  const broken = path.join(scratch, 'broken');
  fs.cpSync(DIST, broken, { recursive: true });
  fs.writeFileSync(path.join(broken, 'remoteEntry.js'), "throw new Error('a broken build');\n");
  gateway.deploy('collaboration', '--from', broken, '--build-id', 'e2e-broken');
  await page.goto(`${gateway.url}/dashboard/notes`);
  await expectOnlyItsAreaBroken(page, 'failing-remote');

  // Rolled back: the area works again on the next load.
  gateway.rollback('collaboration');
  await openNotes(page);

  // The live version's files removed from the host: the same panel, the rest of the app works.
  const live = gateway.deploy('collaboration', '--from', DIST, '--build-id', 'e2e-removed');
  fs.rmSync(gateway.versionDir('collaboration', live), { recursive: true });
  await page.reload();
  await expectOnlyItsAreaBroken(page, 'removed-remote');
  gateway.rollback('collaboration');
  await openNotes(page);
});

test("a remote built against an older minor of design-system and api-client runs on the shell's singletons", async ({ page }) => {
  // The remote as built against design-system and api-client 0.0.9 while the shell has 0.1.0: what
  // Module Federation sees of an older build is the version it declares and requires (^0.0.9).
  const skewed = path.join(scratch, 'skewed');
  buildRemote('collaboration', skewed, ['sharedVersions=@kanri/design-system@0.0.9,@kanri/api-client@0.0.9']);
  const version = gateway.deploy('collaboration', '--from', skewed, '--build-id', 'e2e-skew');
  const manifest = (await (await api.get(`/remotes/collaboration/${version}/mf-manifest.json`)).json()) as {
    shared: { name: string; version: string; requiredVersion: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const declared = (name: string) => manifest.shared.find((shared) => shared.name === name)!;
  expect(declared('@kanri/design-system')).toMatchObject({ version: '0.0.9', requiredVersion: '^0.0.9' });
  expect(declared('@kanri/api-client')).toMatchObject({ version: '0.0.9', requiredVersion: '^0.0.9' });

  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await useSignedInSession(page, api);
  const scripts = collectScripts(page);
  await openNotes(page);
  await sidebarLink(page, 'Todos').click();
  await expect(page.getByRole('heading', { name: 'Todos', exact: true })).toBeVisible();
  expect(entriesOf(scripts)).toEqual([`/remotes/collaboration/${version}/remoteEntry.js`]);
  await shot(page, 'skewed-remote');

  // The shell's copies serve the remote (loaded-first singletons): the remote's own fallback copies
  // of design-system and api-client are never downloaded.
  for (const name of ['@kanri/design-system', '@kanri/api-client']) {
    const { sync, async } = declared(name).assets.js;
    const own = [...sync, ...async]
      .filter((file) => !file.startsWith('contracts-constants.'))
      .map((file) => `/remotes/collaboration/${version}/${file}`);
    expect(
      scripts.filter((file) => own.includes(file)),
      `the remote's own ${name}`,
    ).toEqual([]);
  }
  // 0.1.0 does not satisfy ^0.0.9 (a caret on 0.0.x allows that patch only): Module Federation says so
  // in a warning and still hands out the singleton, since the shared map sets strictVersion: false.
  expect(warnings.join('\n')).toMatch(
    /Version 0\.1\.0 from kanri_shell of shared singleton module @kanri\/design-system does not satisfy the requirement of kanri_collaboration which needs \^0\.0\.9/,
  );
  expect(errors).toEqual([]);
});
