import { getTimeReport, listTimeEntries, queryKeys } from '@kanri/api-client';
import type { TimeEntryListQuery, TimeEntryPage, TimeFilter } from '@kanri/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * The time queries of these pages, each under `queryKeys.time.*`: every time change (here, in the
 * floating tracker, or a live event from elsewhere) invalidates `queryKeys.time.all` and they refetch.
 */

export interface TimeQueryOptions {
  /** The day a relative period (today, week, month) is taken on: a new day is a new query. */
  day?: string;
  /** Keep showing the previous filter's data while the new one loads (filters, not live figures). */
  keepPrevious?: boolean;
  /** False while the filter is incomplete. */
  enabled?: boolean;
}

const keyOf = (query: object, day: string | undefined) =>
  (day === undefined ? { ...query } : { ...query, day }) as Record<string, unknown>;

/** GET /time-entries/report for a filter (totals, by day, project, member, task). */
export const useTimeReport = (filter: TimeFilter, { day, keepPrevious = false, enabled = true }: TimeQueryOptions = {}) =>
  useQuery({
    queryKey: queryKeys.time.report(keyOf(filter, day)),
    queryFn: () => getTimeReport(filter),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled,
  });

/** GET /time-entries, one page (the newest first). */
export const useTimeEntries = (query: TimeEntryListQuery, { day, keepPrevious = false }: TimeQueryOptions = {}) =>
  useQuery({
    queryKey: queryKeys.time.list(keyOf(query, day)),
    queryFn: () => listTimeEntries(query),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });

/** GET /time-entries, every page of the filter (following `next_cursor`), as one page. */
export const useAllTimeEntries = (query: TimeEntryListQuery, { keepPrevious = false }: TimeQueryOptions = {}) =>
  useQuery({
    queryKey: queryKeys.time.list({ ...query, pages: 'all' }),
    queryFn: () => listAllTimeEntries(query),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });

async function listAllTimeEntries(query: TimeEntryListQuery): Promise<TimeEntryPage> {
  const first = await listTimeEntries(query);
  const items = [...first.items];
  let cursor = first.next_cursor;
  while (cursor) {
    const next = await listTimeEntries({ ...query, cursor });
    items.push(...next.items);
    cursor = next.next_cursor;
  }
  return { ...first, items, next_cursor: null };
}
