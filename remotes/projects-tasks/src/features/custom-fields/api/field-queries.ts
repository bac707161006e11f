import {
  copyCustomField,
  createCustomField,
  deleteCustomField,
  queryKeys,
  updateCustomField,
  useProjects,
} from '@kanri/api-client';
import type { CustomField } from '@kanri/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCustomFields } from '../../../shared/api/queries';

/**
 * After a field changes: the field lists, the project's layout (its columns) and, when values may
 * have changed (options removed, formula changed, field deleted), the tasks.
 */
export async function invalidateAfterFieldChange(queryClient: QueryClient, projectId: number, tasksToo: boolean) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.customFields.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.projects.layout(projectId) }),
    ...(tasksToo ? [queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all })] : []),
  ]);
}

export function useCreateField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomField,
    onSuccess: (field) => invalidateAfterFieldChange(queryClient, field.project_id, false),
  });
}

export function useCopyField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyCustomField,
    onSuccess: (field) => invalidateAfterFieldChange(queryClient, field.project_id, false),
  });
}

export function useUpdateField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomField,
    onSuccess: (field, request) =>
      invalidateAfterFieldChange(queryClient, field.project_id, request.options !== undefined || request.settings !== undefined),
  });
}

export function useDeleteField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (field: Pick<CustomField, 'id' | 'project_id'>) => deleteCustomField(field.id),
    onSuccess: (_deleted, field) => invalidateAfterFieldChange(queryClient, field.project_id, true),
  });
}

export interface ProjectFieldGroup {
  projectId: number;
  projectName: string;
  projectColor: string | null;
  fields: CustomField[];
}

/**
 * The fields of the workspace's other projects ("Add existing fields"), grouped by project in
 * the sidebar's order. The task list can use `fields.length === 0` to disable its button.
 */
export function useOtherProjectFields(projectId: number) {
  const all = useCustomFields();
  const projects = useProjects();
  const groups = useMemo<ProjectFieldGroup[]>(() => {
    const fields = (all.data ?? []).filter((field) => field.project_id !== projectId);
    const byProject = new Map<number, CustomField[]>();
    for (const field of fields) byProject.set(field.project_id, [...(byProject.get(field.project_id) ?? []), field]);
    const projectList = projects.data ?? [];
    const order = (id: number) => {
      const index = projectList.findIndex((project) => project.id === id);
      return index === -1 ? Number.MAX_SAFE_INTEGER : index;
    };
    return [...byProject.entries()]
      .sort(([a], [b]) => order(a) - order(b) || a - b)
      .map(([id, list]) => {
        const project = projectList.find((candidate) => candidate.id === id);
        return { projectId: id, projectName: project?.name ?? '', projectColor: project?.color ?? null, fields: list };
      });
  }, [all.data, projects.data, projectId]);
  return {
    groups,
    fields: groups.flatMap((group) => group.fields),
    isLoading: all.isLoading || projects.isLoading,
    error: all.error,
    refetch: all.refetch,
  };
}
