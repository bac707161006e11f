import { queryKeys } from '@kanri/api-client';
import type { TaskEvent } from '@kanri/contracts';
import { QueryClient } from '@tanstack/react-query';
import { invalidateForTaskEvents, resyncAfterReconnect } from './live-updates';

const moved = (taskId: number): TaskEvent => ({
  type: 'task.moved',
  workspace_id: 1,
  project_id: 4,
  task_id: taskId,
  task: null,
  actor_id: 2,
  client_id: null,
  at: '2026-11-21T10:00:00.000Z',
});

function clientWith(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { any: 'data' });
  return client;
}

const isStale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

test('a task event marks lists, projects and that task stale, and nothing of other tasks or areas', () => {
  const boardKey = queryKeys.tasks.list({ project_id: 4, view: 'board' });
  const client = clientWith([
    boardKey,
    queryKeys.projects.list(),
    queryKeys.tasks.detail(11),
    queryKeys.tasks.activity(11),
    queryKeys.tasks.detail(12),
    queryKeys.team.members(),
  ]);
  invalidateForTaskEvents(client, [moved(11), moved(11)]);
  expect(isStale(client, boardKey)).toBe(true);
  expect(isStale(client, queryKeys.projects.list())).toBe(true);
  expect(isStale(client, queryKeys.tasks.detail(11))).toBe(true);
  expect(isStale(client, queryKeys.tasks.activity(11))).toBe(true);
  expect(isStale(client, queryKeys.tasks.detail(12))).toBe(false);
  expect(isStale(client, queryKeys.team.members())).toBe(false);
});

test('a resync after reconnecting marks every task and project query stale', () => {
  const client = clientWith([queryKeys.tasks.detail(12), queryKeys.projects.detail(4), queryKeys.tags.list()]);
  resyncAfterReconnect(client);
  expect(isStale(client, queryKeys.tasks.detail(12))).toBe(true);
  expect(isStale(client, queryKeys.projects.detail(4))).toBe(true);
  expect(isStale(client, queryKeys.tags.list())).toBe(false);
});
