import { apiCallWithMessage } from '@kanri/api-client';
import type { AuditCategory, AuditLogPage } from '@kanri/contracts/audit';
import type { Member } from '@kanri/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

/** The filters of user menu → Audit log. */
export interface AuditFilters {
  category?: AuditCategory;
  userId?: number;
}

/**
 * The endpoint of user menu → Audit log, in the panel's lazily loaded chunk (not api-client: the
 * shell loads that on every page), with its query keys.
 */
export const auditKeys = {
  all: ['account', 'audit-log'] as const,
  page: (filters: AuditFilters) => ['account', 'audit-log', filters] as const,
  members: ['account', 'audit-log', 'members'] as const,
};

export const auditApi = {
  page: ({ category, userId }: AuditFilters, cursor: number | null) => {
    const query = new URLSearchParams();
    if (category) query.set('category', category);
    if (userId !== undefined) query.set('user_id', String(userId));
    if (cursor !== null) query.set('cursor', String(cursor));
    const search = query.toString();
    return apiCallWithMessage<AuditLogPage>(`/audit-log${search ? `?${search}` : ''}`).then((reply) => reply.data);
  },
  members: () => apiCallWithMessage<Member[]>('/users').then((reply) => reply.data),
};

/** The log, newest first, a page at a time ("Load older events" fetches the next). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: auditKeys.page(filters),
    queryFn: ({ pageParam }) => auditApi.page(filters, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** The workspace's members, for the "who" filter. */
export function useAuditMembers() {
  return useQuery({ queryKey: auditKeys.members, queryFn: auditApi.members });
}
