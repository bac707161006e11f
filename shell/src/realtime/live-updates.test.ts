import { queryKeys } from '@kanri/api-client';
import type { TaskEvent, TimeEntry, TimeEntryEvent } from '@kanri/contracts';
import { makeTimeEntry } from '@kanri/testing';
import { QueryClient } from '@tanstack/react-query';
import { applyTimeEntryEvent, invalidateForTaskEvents, resyncAfterReconnect } from './live-updates';

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

test('a resync after reconnecting marks every task, project and time query stale', () => {
  const client = clientWith([
    queryKeys.tasks.detail(12),
    queryKeys.projects.detail(4),
    queryKeys.time.active(),
    queryKeys.time.report({ period: 'today' }),
    queryKeys.tags.list(),
  ]);
  resyncAfterReconnect(client);
  expect(isStale(client, queryKeys.tasks.detail(12))).toBe(true);
  expect(isStale(client, queryKeys.projects.detail(4))).toBe(true);
  expect(isStale(client, queryKeys.time.active())).toBe(true);
  expect(isStale(client, queryKeys.time.report({ period: 'today' }))).toBe(true);
  expect(isStale(client, queryKeys.tags.list())).toBe(false);
});

describe('time entry events', () => {
  const running = (id: number, overrides: Partial<TimeEntry> = {}) =>
    makeTimeEntry(id, {
      ended_at: null,
      is_active: true,
      duration_ms: 60_000,
      updated_at: '2026-11-21T10:00:00.000Z',
      ...overrides,
    });
  const changed = (action: TimeEntryEvent['action'], entryId: number, entry: TimeEntry | null): TimeEntryEvent => ({
    type: 'time_entry.changed',
    action,
    workspace_id: 1,
    user_id: 1,
    entry_id: entryId,
    entry,
    client_id: 'other-tab',
    at: '2026-11-21T10:00:00.000Z',
  });
  const active = (client: QueryClient) => client.getQueryData<TimeEntry | null>(queryKeys.time.active());

  function clientWithActive(entry: TimeEntry | null | undefined) {
    const client = clientWith([
      queryKeys.time.report({ period: 'today' }),
      queryKeys.tasks.detail(11),
      queryKeys.tasks.detail(12),
    ]);
    if (entry !== undefined) client.setQueryData(queryKeys.time.active(), entry);
    return client;
  }

  test('a timer started elsewhere becomes the active timer; time queries and its task go stale', () => {
    const client = clientWithActive(null);
    applyTimeEntryEvent(client, changed('started', 5, running(5, { task_id: 11 })));
    expect(active(client)?.id).toBe(5);
    expect(isStale(client, queryKeys.time.report({ period: 'today' }))).toBe(true);
    expect(isStale(client, queryKeys.tasks.detail(11))).toBe(true);
    expect(isStale(client, queryKeys.tasks.detail(12))).toBe(false);
  });

  test('a pause elsewhere shows as paused; a newer state is not undone by an older one', () => {
    const client = clientWithActive(running(5));
    const paused = running(5, { is_paused: true, updated_at: '2026-11-21T10:05:00.000Z' });
    applyTimeEntryEvent(client, changed('paused', 5, paused));
    expect(active(client)?.is_paused).toBe(true);
    applyTimeEntryEvent(client, changed('started', 5, running(5)));
    expect(active(client)?.is_paused).toBe(true);
  });

  test('a stop or delete of the active entry clears it; the old task goes stale', () => {
    const client = clientWithActive(running(5, { task_id: 12 }));
    applyTimeEntryEvent(client, changed('stopped', 5, makeTimeEntry(5, { task_id: 12 })));
    expect(active(client)).toBeNull();
    expect(isStale(client, queryKeys.tasks.detail(12))).toBe(true);

    const other = clientWithActive(running(6));
    applyTimeEntryEvent(other, changed('deleted', 6, null));
    expect(active(other)).toBeNull();
  });

  test('a change of another entry leaves the active timer alone; an unknown active timer stays unknown', () => {
    const client = clientWithActive(running(5));
    applyTimeEntryEvent(client, changed('created', 9, makeTimeEntry(9)));
    expect(active(client)?.id).toBe(5);
    expect(isStale(client, queryKeys.time.report({ period: 'today' }))).toBe(true);

    const fresh = clientWithActive(undefined);
    applyTimeEntryEvent(fresh, changed('stopped', 9, makeTimeEntry(9)));
    expect(active(fresh)).toBeUndefined();
  });

  test('a timer started elsewhere replaces the one it stopped, whatever order the events come in', () => {
    const client = clientWithActive(running(5));
    applyTimeEntryEvent(client, changed('started', 6, running(6)));
    applyTimeEntryEvent(client, changed('stopped', 5, makeTimeEntry(5)));
    expect(active(client)?.id).toBe(6);
  });
});
