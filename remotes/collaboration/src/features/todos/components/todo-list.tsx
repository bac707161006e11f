import { failureMessage } from '@kanri/api-client';
import type { Todo } from '@kanri/contracts';
import { Button, Card, EmptyState, ErrorPanel, Flex, PlusOutlined, Skeleton, Typography } from '@kanri/design-system';
import { TODOS_TEXTS } from '../texts';
import { TodoCard, type TodoCardActions } from './todo-card';

const T = TODOS_TEXTS;

export interface TodoListState {
  /** Undefined until the first reply. */
  todos: Todo[] | undefined;
  /** The filter's todos on the server (the list may show fewer until more are loaded). */
  total: number;
  /** The reply's day in the user's time zone. */
  today: string;
  /** The failure when nothing could be shown. */
  error: Error | null;
  /** Another filter's list is shown while this one loads. */
  stale: boolean;
  filtered: boolean;
  /** The user has no todo at all (whatever the filter). */
  noTodosAtAll: boolean;
  hasMore: boolean;
  loadingMore: boolean;
}

/**
 * The todos as cards, `Load more` until the filter's `total`; a loading, an error and an empty
 * state (`No todos found`, with Add Todo when the user has none at all).
 */
export function TodoList({
  state,
  actions,
  canCreate,
  onRetry,
  onLoadMore,
  onAdd,
}: {
  state: TodoListState;
  actions: TodoCardActions;
  canCreate: boolean;
  onRetry: () => void;
  onLoadMore: () => void;
  onAdd: () => void;
}) {
  const { todos, error } = state;
  let body;
  if (error && !todos) {
    const serverMessage = failureMessage(error, '');
    body = <ErrorPanel title={T.messages.loadFailed} description={serverMessage || undefined} onRetry={onRetry} />;
  } else if (!todos) {
    body = (
      <Card size="small">
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  } else if (todos.length === 0) {
    body = (
      <Card size="small">
        <EmptyState
          title={T.list.empty}
          hint={state.noTodosAtAll ? T.list.emptyFirst : state.filtered ? T.list.emptyFiltered : undefined}
          action={
            state.noTodosAtAll && canCreate ? (
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
                {T.add}
              </Button>
            ) : undefined
          }
        />
      </Card>
    );
  } else {
    body = (
      <>
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 12,
            opacity: state.stale ? 0.6 : 1,
            transition: 'opacity 0.2s',
          }}
          aria-busy={state.stale}
        >
          {todos.map((todo) => (
            <li key={todo.id}>
              <TodoCard todo={todo} today={state.today} actions={actions} />
            </li>
          ))}
        </ul>
        <Flex vertical align="center" gap={8} style={{ marginTop: 16 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.list.shown(todos.length, state.total)}
          </Typography.Text>
          {state.hasMore ? (
            <Button onClick={onLoadMore} loading={state.loadingMore}>
              {T.list.loadMore}
            </Button>
          ) : null}
        </Flex>
      </>
    );
  }
  return <section aria-label={T.list.label}>{body}</section>;
}
