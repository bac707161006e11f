import { listApprovedLeave, queryKeys } from '@kanri/api-client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { leaveLookup, type LeaveLookup } from './leave-lookup';

/** Approved leave changes rarely: read again after five minutes at most. */
const LEAVE_STALE_MS = 5 * 60_000;

/**
 * The workspace's approved leave over `period` (one GET /leave-requests/approved), as a lookup;
 * `enabled: false` until the period is known (the tasks whose due dates make it are loaded).
 * Nobody counts as on leave while it loads or when it fails: the marks are a hint, not a rule.
 */
export function useApprovedLeave(period: { from: string; to: string }, { enabled = true } = {}): LeaveLookup {
  const { from, to } = period;
  const query = useQuery({
    queryKey: queryKeys.leaveRequests.approved(from, to),
    queryFn: () => listApprovedLeave({ from, to }),
    staleTime: LEAVE_STALE_MS,
    enabled,
  });
  return useMemo(() => leaveLookup(query.data), [query.data]);
}
