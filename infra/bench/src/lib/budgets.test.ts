import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RemotesJson } from '@kanri/contracts';
import { CHAT_BUDGETS, checkChat, checkPage, folderOf, PAGE_BUDGETS, remotesRenderedOn, routeMatches } from './budgets';

const registry = {
  remotes: [
    {
      name: 'kanri_marketing_landing',
      manifest: '/remotes/marketing-landing/mf-manifest.json',
      routes: [{ path: '/', access: 'public', layout: 'bare' }],
      nav: [],
    },
    {
      name: 'kanri_auth_pages',
      manifest: '/remotes/auth-pages/mf-manifest.json',
      routes: [{ path: '/login', access: 'guest', layout: 'bare' }],
      nav: [],
    },
    {
      name: 'kanri_projects_tasks',
      manifest: '/remotes/projects-tasks/mf-manifest.json',
      routes: [
        { path: '/dashboard', access: 'authenticated', layout: 'dashboard' },
        { path: '/dashboard/projects/:projectId', access: 'authenticated', layout: 'dashboard' },
        { path: '/dashboard/tasks/:taskId', access: 'authenticated', layout: 'dashboard' },
      ],
      nav: [],
      widgets: [{ slot: 'sidebar-projects', module: './sidebar-projects' }],
    },
    {
      name: 'kanri_time',
      manifest: '/remotes/time/mf-manifest.json',
      routes: [{ path: '/dashboard/tasks', access: 'authenticated', layout: 'dashboard' }],
      nav: [],
    },
  ],
} as unknown as RemotesJson;

describe('page budgets', () => {
  it('matches routes with params only segment by segment', () => {
    assert.equal(routeMatches('/dashboard/projects/:projectId', '/dashboard/projects/12'), true);
    assert.equal(routeMatches('/dashboard/projects/:projectId', '/dashboard/projects/12/board'), false);
    assert.equal(routeMatches('/', '/'), true);
    assert.equal(routeMatches('/dashboard/tasks', '/dashboard/tasks/3'), false);
  });

  it('allows the route owner, and the widget remotes on dashboard pages only', () => {
    assert.deepEqual([...remotesRenderedOn('/', registry)], ['marketing-landing']);
    assert.deepEqual([...remotesRenderedOn('/dashboard/tasks', registry)].sort(), ['projects-tasks', 'time']);
    assert.deepEqual([...remotesRenderedOn('/dashboard/tasks/3', registry)], ['projects-tasks']);
  });

  it('flags a page over its budget and a remote entry it does not render', () => {
    const over = checkPage('landing', '/', PAGE_BUDGETS.landing! + 1, ['marketing-landing', 'auth-pages'], registry);
    assert.equal(over.overBudget, true);
    assert.deepEqual(over.unexpectedRemotes, ['auth-pages']);
    const within = checkPage('login', '/login', PAGE_BUDGETS.login!, ['auth-pages'], registry);
    assert.equal(within.overBudget, false);
    assert.deepEqual(within.unexpectedRemotes, []);
  });

  it('names a remote by its folder', () => {
    assert.equal(folderOf('/remotes/auth-pages/mf-manifest.json'), 'auth-pages');
  });
});

describe('chat budgets', () => {
  it('passes a run with nothing lost, no duplicate and the p99 on its target', () => {
    const verdict = checkChat({ lost: 0, duplicates: 0, sendErrors: 0, p99Ms: CHAT_BUDGETS.p99Ms });
    assert.deepEqual(verdict, { lostOk: true, duplicatesOk: true, p99Ok: true, failures: [], warnings: [] });
  });

  it('fails on losses and duplicates, and only warns on the p99', () => {
    const verdict = checkChat({ lost: 200, duplicates: 3, sendErrors: 1, p99Ms: 151 });
    assert.deepEqual(verdict.failures, ['200 deliveries lost (1 messages refused by the API)', '3 duplicate deliveries']);
    assert.deepEqual(verdict.warnings, ['p99 151 ms over the 150 ms target']);
    const slowOnly = checkChat({ lost: 0, duplicates: 0, sendErrors: 0, p99Ms: 400 });
    assert.deepEqual(slowOnly.failures, []);
    assert.equal(slowOnly.p99Ok, false);
  });

  it('does not call a run without deliveries within the p99 target', () => {
    assert.equal(checkChat({ lost: 10, duplicates: 0, sendErrors: 0, p99Ms: Number.NaN }).p99Ok, false);
  });
});
