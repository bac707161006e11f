import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { invalidateAfterTaskChange } from './task-invalidation';

const taskList = queryKeys.tasks.list({ view: 'task-list', project_id: 1, search: '' });
const board = queryKeys.tasks.list({ view: 'board', project_id: 1 });
const KEYS: QueryKey[] = [
  taskList,
  board,
  queryKeys.tasks.detail(7),
  queryKeys.tasks.activity(7),
  queryKeys.tasks.media(7),
  queryKeys.tasks.detail(8),
  queryKeys.tasks.activity(8),
  queryKeys.projects.list(),
  queryKeys.projects.detail(1),
  queryKeys.projects.layout(1),
  queryKeys.workflow.statuses(),
  queryKeys.team.members(),
];

/** Which of KEYS are stale after the call. */
function staleAfter(change: (client: QueryClient) => void): QueryKey[] {
  const client = new QueryClient();
  for (const key of KEYS) client.setQueryData(key, 'cached');
  change(client);
  return KEYS.filter((key) => client.getQueryState(key)?.isInvalidated);
}

describe('invalidateAfterTaskChange', () => {
  it('by default refreshes every task query and the projects, never the saved layout nor the workflow', () => {
    expect(staleAfter((client) => invalidateAfterTaskChange(client))).toEqual([
      taskList,
      board,
      queryKeys.tasks.detail(7),
      queryKeys.tasks.activity(7),
      queryKeys.tasks.media(7),
      queryKeys.tasks.detail(8),
      queryKeys.tasks.activity(8),
      queryKeys.projects.list(),
      queryKeys.projects.detail(1),
    ]);
  });

  it('leaves alone what the caller keeps itself (the task list its own rows)', () => {
    const ownList = (key: QueryKey) => (key[2] as { view?: string } | undefined)?.view === 'task-list';
    const stale = staleAfter((client) => invalidateAfterTaskChange(client, { except: ownList }));
    expect(stale).not.toContainEqual(taskList);
    expect(stale).toContainEqual(board);
  });

  it('with task ids refreshes the lists and only those tasks', () => {
    expect(staleAfter((client) => invalidateAfterTaskChange(client, { taskIds: [7, 7] }))).toEqual([
      taskList,
      board,
      queryKeys.tasks.detail(7),
      queryKeys.tasks.activity(7),
      queryKeys.tasks.media(7),
      queryKeys.projects.list(),
      queryKeys.projects.detail(1),
    ]);
  });

  it('refreshes the workflow counts on request, the projects unless told not to', () => {
    const stale = staleAfter((client) => invalidateAfterTaskChange(client, { taskIds: [], projects: false, workflow: true }));
    expect(stale).toEqual([taskList, board, queryKeys.workflow.statuses()]);
  });
});
