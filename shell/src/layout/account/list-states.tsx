import { EmptyState, ErrorPanel, Skeleton } from '@kanri/design-system';
import type { ReactNode } from 'react';

interface ListQuery {
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface ListStatesProps {
  query: ListQuery;
  /** The error panel's title. */
  loadFailed: string;
  /** The empty state to show instead of the list, or null when there is something to list. */
  empty: { title: string; hint?: string } | null;
  /** The list, rendered once the query has its data. */
  children: () => ReactNode;
}

/** An account panel's list: a skeleton while loading, the error with Retry, the empty state, else the list. */
export function ListStates({ query, loadFailed, empty, children }: ListStatesProps) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  if (query.error)
    return <ErrorPanel title={loadFailed} description={query.error.message} onRetry={() => void query.refetch()} />;
  if (empty) return <EmptyState title={empty.title} hint={empty.hint} />;
  return <>{children()}</>;
}
