import { failureMessage, listTodos } from '@kanri/api-client';
import { SEARCH_DEBOUNCE_MS, useDebounced, Button, PageHeader, PlusOutlined, toast, useTimeZone } from '@kanri/design-system';
import { useCan } from '@kanri/app-state';
import { COLLAB_MAX_PER_PAGE, type Todo } from '@kanri/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { findInPages, useLinkedRecord } from '@kanri/app-runtime';
import { useTodoActions, useTodoPages } from '../api/use-todos';
import { DeleteTodoDialog } from '../components/delete-todo-dialog';
import { TodoDialog } from '../components/todo-dialog';
import { TodoFiltersBar } from '../components/todo-filters';
import { TodoList } from '../components/todo-list';
import { TodoStats } from '../components/todo-stats';
import { isFiltered, listQueryOf, NO_FILTERS, todosOf, type TodoFilters } from '../todo-rules';
import { TODOS_TEXTS } from '../texts';

const T = TODOS_TEXTS;

/** A dialog's state: its todo stays while it closes, so its content does not change under the animation. */
interface DialogState {
  open: boolean;
  todo: Todo | null;
}
const CLOSED: DialogState = { open: false, todo: null };

/** `?todo=ID` (a search result, a link): the todo, whatever the filters show. */
const TODO_PARAM = 'todo';
const lookupTodo = (id: number) => findInPages(id, (page) => listTodos({ page, per_page: COLLAB_MAX_PER_PAGE }));

/**
 * `/dashboard/todos` (spec §2 Todos screen): the user's private todos, searched, filtered and paged
 * on the server; the five cards from the reply's counts; Add Todo, the completion toggle, Edit and
 * Delete. Due dates are measured against the user's own today (their time zone).
 */
export default function TodosPage() {
  const timeZone = useTimeZone();
  const canCreate = useCan('todos.create');
  const canUpdate = useCan('todos.update');
  const canDelete = useCan('todos.delete');
  const actions = useTodoActions();

  const [filters, setFilters] = useState<TodoFilters>(NO_FILTERS);
  const search = useDebounced(filters.search, SEARCH_DEBOUNCE_MS);
  const applied = useMemo(() => ({ ...filters, search }), [filters, search]);
  const query = useMemo(() => listQueryOf(applied, timeZone), [applied, timeZone]);
  const pages = useTodoPages(query);

  const [dialog, setDialog] = useState<DialogState>(CLOSED);
  const [deleting, setDeleting] = useState<DialogState>(CLOSED);
  // `?todo=ID` opens the todo's edit dialog; closing it takes the parameter off the URL.
  const openLinked = useCallback((todo: Todo) => setDialog({ open: true, todo }), []);
  const clearLinked = useLinkedRecord(TODO_PARAM, lookupTodo, openLinked, T.messages.notFound);

  // Spec §8: a failed load is toasted (the server's message preferred), whether or not a list is still shown.
  useEffect(() => {
    if (pages.isError) toast.error(failureMessage(pages.error, T.messages.loadFailed));
  }, [pages.isError, pages.error, pages.errorUpdatedAt]);

  const loaded = pages.data?.pages;
  const last = loaded?.at(-1);
  const todos = useMemo(() => (loaded ? todosOf(loaded) : undefined), [loaded]);

  const cardActions = useMemo(
    () => ({
      canUpdate,
      canDelete,
      onToggle: (todo: Todo) => void actions.toggle(todo),
      onEdit: (todo: Todo) => setDialog({ open: true, todo }),
      onDelete: (todo: Todo) => setDeleting({ open: true, todo }),
    }),
    [actions, canUpdate, canDelete],
  );

  const add = () => setDialog({ open: true, todo: null });

  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          canCreate ? (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={add}>
              {T.add}
            </Button>
          ) : null
        }
      />
      <TodoStats
        counts={last ? last.counts : pages.isError ? null : undefined}
        status={filters.status}
        onStatus={(status) => setFilters((current) => ({ ...current, status }))}
      />
      <TodoFiltersBar filters={filters} onChange={setFilters} />
      <TodoList
        state={{
          todos,
          total: last?.total ?? 0,
          today: last?.today ?? '',
          error: pages.error,
          stale: pages.isPlaceholderData,
          filtered: isFiltered(applied),
          noTodosAtAll: last?.counts.total === 0,
          hasMore: pages.hasNextPage,
          loadingMore: pages.isFetchingNextPage,
        }}
        actions={cardActions}
        canCreate={canCreate}
        onRetry={() => void pages.refetch()}
        onLoadMore={() => void pages.fetchNextPage()}
        onAdd={add}
      />
      <TodoDialog
        open={dialog.open}
        todo={dialog.todo}
        onClose={() => {
          setDialog((current) => ({ ...current, open: false }));
          clearLinked();
        }}
      />
      <DeleteTodoDialog
        open={deleting.open}
        todo={deleting.todo}
        onClose={() => setDeleting((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
