import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

export interface TaskChangeOptions {
  /**
   * The tasks that changed: their detail, activity and attachments refetch. Without it every task
   * query does (a list or board does not know which tasks other screens show).
   */
  taskIds?: readonly number[];
  /** Task queries the caller has already brought up to date itself (its own list, a saved detail). */
  except?: (queryKey: QueryKey) => boolean;
  /** Projects show task counts per status (default true). A project's saved layout never refetches. */
  projects?: boolean;
  /** The Statuses and Priorities screens show task counts (default false). */
  workflow?: boolean;
}

const isLayoutKey = (key: QueryKey) => key[0] === queryKeys.projects.all[0] && key[1] === 'layout';

/**
 * After a task is created, changed, moved or deleted — here or, through live events, elsewhere —
 * marks stale what shows tasks or their counts. Only queries on screen refetch; the rest refetch
 * when next shown.
 */
export function invalidateAfterTaskChange(queryClient: QueryClient, options: TaskChangeOptions = {}) {
  const { taskIds, except = () => false, projects = true, workflow = false } = options;
  const unlessExcepted = (queryKey: QueryKey) => ({
    queryKey,
    predicate: (query: { queryKey: QueryKey }) => !except(query.queryKey),
  });

  if (taskIds === undefined) {
    void queryClient.invalidateQueries(unlessExcepted(queryKeys.tasks.all));
  } else {
    void queryClient.invalidateQueries(unlessExcepted(queryKeys.tasks.lists()));
    for (const id of new Set(taskIds)) {
      void queryClient.invalidateQueries(unlessExcepted(queryKeys.tasks.detail(id)));
      void queryClient.invalidateQueries(unlessExcepted(queryKeys.tasks.activity(id)));
      void queryClient.invalidateQueries(unlessExcepted(queryKeys.tasks.media(id)));
    }
  }
  if (projects) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all, predicate: (query) => !isLayoutKey(query.queryKey) });
  }
  if (workflow) void queryClient.invalidateQueries({ queryKey: queryKeys.workflow.all });
}
