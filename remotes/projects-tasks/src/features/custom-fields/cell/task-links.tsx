import { getTask, listTasks, queryKeys, useProjects } from '@kanri/api-client';
import type { Task, TaskPage } from '@kanri/contracts';
import { Select } from '@kanri/design-system';
import { useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { EMPTY_DISPLAY, idList } from '../format';
import { CF_TEXTS } from '../texts';
import type { EditorProps } from './editor-types';
import { useSyncedSelection } from './use-synced-selection';

const T = CF_TEXTS.cell;

/** How many linked titles a cell shows (and fetches); the rest are counted. */
export const TASK_TITLES_SHOWN = 3;
const SEARCH_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 250;

/** A task already in some cached task list (the table's pages), so a title costs no request. */
function cachedTask(queryClient: QueryClient, id: number): { task: Task; updatedAt: number } | undefined {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: queryKeys.tasks.lists() })) {
    const data = query.state.data as TaskPage | { pages?: TaskPage[] } | undefined;
    const pages: TaskPage[] =
      data && 'items' in data ? [data as TaskPage] : ((data as { pages?: TaskPage[] } | undefined)?.pages ?? []);
    for (const page of pages) {
      const task = page.items?.find((item) => item.id === id);
      if (task) return { task, updatedAt: query.state.dataUpdatedAt };
    }
  }
  return undefined;
}

/** Titles of linked tasks: from the cached lists when there, else `GET /tasks/{id}` (cached per task). */
export function useTaskTitles(ids: readonly number[]): Map<number, string> {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeys.tasks.detail(id),
      queryFn: () => getTask(id),
      staleTime: 60_000,
      retry: false,
      initialData: () => cachedTask(queryClient, id)?.task,
      initialDataUpdatedAt: () => cachedTask(queryClient, id)?.updatedAt,
    })),
  });
  return useMemo(() => {
    const titles = new Map<number, string>();
    results.forEach((result, index) => {
      if (result.data) titles.set(ids[index]!, result.data.title);
    });
    return titles;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [results.map((result) => result.data?.title ?? '').join('\u0000'), ids.join(',')]);
}

/** Linked task titles as links to their pages; the first few, then `+N`. */
export function TaskLinksDisplay({ value }: { value: unknown }) {
  const ids = idList(value);
  const shown = ids.slice(0, TASK_TITLES_SHOWN);
  const titles = useTaskTitles(shown);
  if (ids.length === 0) return <span className="kpt-cf-empty">{EMPTY_DISPLAY}</span>;
  const rest = ids.length - shown.length;
  return (
    <span className="kpt-cf-text" title={shown.map((id) => titles.get(id) ?? T.taskFallback(id)).join(', ')}>
      {shown.map((id, index) => (
        <span key={id}>
          {index > 0 ? ', ' : null}
          <Link className="kpt-cf-link" to={`/dashboard/tasks/${id}`} onClick={(event) => event.stopPropagation()}>
            {titles.get(id) ?? T.taskFallback(id)}
          </Link>
        </span>
      ))}
      {rest > 0 ? <span className="kpt-cf-empty">{` +${rest}`}</span> : null}
    </span>
  );
}

/** Tasks and relationship: search the workspace's tasks by name and pick several; each pick saves. */
export function TaskLinksEditor({ field, value, task, onSave, onCancel }: EditorProps) {
  const [selected, setSelected] = useSyncedSelection<number>(value, idList);
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const projects = useProjects();
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const params = { search: debounced || undefined, per_page: SEARCH_PAGE_SIZE };
  const found = useQuery({
    queryKey: queryKeys.tasks.list({ ...params, purpose: 'custom-field-link' }),
    queryFn: () => listTasks(params),
    staleTime: 15_000,
  });
  const titles = useTaskTitles(selected);

  const options = useMemo(() => {
    const projectName = (id: number) => projects.data?.find((project) => project.id === id)?.name;
    const results = (found.data?.items ?? []).filter((candidate) => candidate.id !== task.id);
    const known = new Set(results.map((candidate) => candidate.id));
    const chosen = selected
      .filter((id) => !known.has(id))
      .map((id) => ({ value: id, label: titles.get(id) ?? T.taskFallback(id) }));
    return [
      ...chosen,
      ...results.map((candidate) => {
        const project = projectName(candidate.project_id);
        return {
          value: candidate.id,
          label: (
            <span className="kpt-cf-option-label" title={candidate.title}>
              <span>
                {candidate.title}
                {project ? <span className="kpt-cf-empty">{` · ${project}`}</span> : null}
              </span>
            </span>
          ),
        };
      }),
    ];
  }, [found.data, projects.data, selected, task.id, titles]);

  return (
    <Select<number[]>
      autoFocus
      defaultOpen
      mode="multiple"
      size="small"
      style={{ width: '100%' }}
      aria-label={field.name}
      placeholder={T.searchTasksPlaceholder}
      maxTagCount="responsive"
      loading={found.isFetching}
      notFoundContent={found.isFetching ? null : T.noTasksFound}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      value={selected}
      options={options}
      labelRender={({ value: id }) => titles.get(Number(id)) ?? T.taskFallback(Number(id))}
      onChange={(next) => {
        const previous = selected;
        setSelected(next);
        setSearch('');
        void onSave(next.length > 0 ? next : null, { keepOpen: true }).then((ok) => {
          if (!ok) setSelected(previous);
        });
      }}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    />
  );
}
