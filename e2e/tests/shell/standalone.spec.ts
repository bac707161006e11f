import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildRemote } from '../../support/deploy-gateway';
import { useSignedInSession } from '../../support/session';
import { serveFolder } from '../../support/static-server';

/**
 * Each remote's standalone harness (packages/dev-shell: the remote alone, with the product's providers
 * and a real sign-in), as `pnpm --filter @kanri/<remote> dev` runs it: built with
 * `rspack build --env standalone` (the dev config, its own federation runtime) and opened against
 * the API of the gateway under test. About 2–4 s of build per remote (infra/deploy/README.md).
 */
const REMOTES: {
  folder: string;
  name: string;
  /** The harness link to follow (a route of the remote), or none when the remote owns `/`. */
  link?: string;
  signedIn: boolean;
  ready: (page: Page) => Promise<void>;
}[] = [
  {
    folder: 'marketing-landing',
    name: 'kanri_marketing_landing',
    signedIn: false,
    ready: (page) => expect(page.locator('#features')).toBeAttached(),
  },
  {
    folder: 'auth-pages',
    name: 'kanri_auth_pages',
    link: '/login',
    signedIn: false,
    ready: (page) => expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible(),
  },
  {
    folder: 'projects-tasks',
    name: 'kanri_projects_tasks',
    link: '/dashboard/projects',
    signedIn: true,
    ready: (page) => expect(page.getByRole('heading', { name: 'Projects', level: 2 })).toBeVisible(),
  },
  {
    folder: 'time',
    name: 'kanri_time',
    link: '/dashboard/tasks',
    signedIn: true,
    ready: (page) => expect(page.getByRole('heading', { name: 'Task List', exact: true })).toBeVisible(),
  },
  {
    folder: 'collaboration',
    name: 'kanri_collaboration',
    link: '/dashboard/notes',
    signedIn: true,
    ready: (page) => expect(page.getByRole('heading', { name: 'Notes', exact: true })).toBeVisible(),
  },
  {
    folder: 'business',
    name: 'kanri_business',
    link: '/dashboard/clients',
    signedIn: true,
    ready: (page) => expect(page.getByRole('heading', { name: 'Clients', exact: true })).toBeVisible(),
  },
  {
    folder: 'hr-notifications',
    name: 'kanri_hr_notifications',
    link: '/dashboard/users',
    signedIn: true,
    ready: (page) => expect(page.getByRole('heading', { name: 'Team Members' })).toBeVisible(),
  },
];

let builds: string;

test.beforeAll(() => {
  builds = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-standalone-'));
});
test.afterAll(() => {
  if (builds) fs.rmSync(builds, { recursive: true, force: true });
});

for (const remote of REMOTES) {
  test(`${remote.folder}: the standalone build renders the remote alone`, async ({ page, request, baseURL }) => {
    const out = path.join(builds, remote.folder);
    buildRemote(remote.folder, out, ['standalone']);
    const host = await serveFolder(out, baseURL!);
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      if (remote.signedIn) await useSignedInSession(page, request);
      await page.goto(host.url);
      await expect(page.getByText(`dev-shell · ${remote.name}`)).toBeVisible();
      if (remote.link) await page.getByRole('link', { name: remote.link, exact: true }).click();
      await remote.ready(page);
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `standalone-${remote.folder}.png`) });
      expect(errors).toEqual([]);
    } finally {
      await host.close();
    }
  });
}
