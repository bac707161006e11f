import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RemotesJson } from '@kanri/contracts';
import { checkPage, folderOf, PAGE_BUDGETS, remotesRenderedOn, routeMatches } from './budgets';

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
