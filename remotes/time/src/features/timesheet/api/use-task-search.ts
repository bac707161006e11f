import { listTasks, queryKeys } from '@kanri/api-client';
import { useQuery } from '@tanstack/react-query';

/** Tasks of the workspace whose name matches `search` (GET /tasks?search=…), the first 20; all when blank. */
export const useTaskSearch = (search: string) => {
  const text = search.trim();
  const query = { ...(text ? { search: text } : {}), per_page: 20 };
  return useQuery({
    queryKey: queryKeys.tasks.list({ ...query, purpose: 'timesheet-row' }),
    queryFn: () => listTasks(query),
    staleTime: 10_000,
  });
};
