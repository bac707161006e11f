import { listCustomFields, listPriorities, listStatuses, listTags, queryKeys } from '@kanri/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * The reference data the screens of this remote read, besides the hooks api-client shares
 * (`useProjects`, `useProject`, `useMembers`, `useWorkspaces`). One hook per list, so the cache key
 * and the fetch are written once; mutations invalidate `queryKeys.<area>.all`.
 */
export const useStatuses = () => useQuery({ queryKey: queryKeys.workflow.statuses(), queryFn: listStatuses });

export const usePriorities = () => useQuery({ queryKey: queryKeys.workflow.priorities(), queryFn: listPriorities });

export const useTags = () => useQuery({ queryKey: queryKeys.tags.list(), queryFn: listTags });

/** A project's custom fields in column order; without a project, every field of the workspace. */
export const useCustomFields = (projectId?: number) =>
  useQuery({ queryKey: queryKeys.customFields.list(projectId), queryFn: () => listCustomFields(projectId) });

/** A route parameter as a positive id, else null. */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
