import {
  getProject,
  listCustomFields,
  listMembers,
  listPriorities,
  listProjects,
  listStatuses,
  listTags,
  queryKeys,
} from '@kanri/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * The reference data every screen of this remote reads. One hook per list, so the cache key and
 * the fetch are written once; mutations invalidate `queryKeys.<area>.all`.
 */
export const useProjects = () => useQuery({ queryKey: queryKeys.projects.list(), queryFn: listProjects });

export const useProject = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.projects.detail(id ?? 0),
    queryFn: () => getProject(id as number),
    enabled: id !== null && id > 0,
    retry: (count, error) => count < 2 && !isNotFound(error),
  });

export const useStatuses = () => useQuery({ queryKey: queryKeys.workflow.statuses(), queryFn: listStatuses });

export const usePriorities = () => useQuery({ queryKey: queryKeys.workflow.priorities(), queryFn: listPriorities });

export const useMembers = () => useQuery({ queryKey: queryKeys.team.members(), queryFn: listMembers });

export const useTags = () => useQuery({ queryKey: queryKeys.tags.list(), queryFn: listTags });

/** A project's custom fields in column order; without a project, every field of the workspace. */
export const useCustomFields = (projectId?: number) =>
  useQuery({ queryKey: queryKeys.customFields.list(projectId), queryFn: () => listCustomFields(projectId) });

/** Whether a query failed because the row does not exist (or is not visible: 404). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
}

/** A route parameter as a positive id, else null. */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
