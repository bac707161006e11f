import {
  createProject as createProjectCall,
  deleteProject as deleteProjectCall,
  errorMessage,
  queryKeys,
  updateProject as updateProjectCall,
} from '@kanri/api-client';
import { currentProjectSet, projectNodeSet, useAppDispatch, useAppStore } from '@kanri/app-state';
import { PROJECT_MESSAGES, type Project, type ProjectStoreRequest, type ProjectUpdateRequest } from '@kanri/contracts';
import { toast } from '@kanri/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { currentAfterAdd, currentAfterDelete } from '../../../domain/current-project';
import { parseRouteId } from '../../../shared/api/queries';
import { PROJECTS_PAGE_PATH, projectIdParamOf, projectTaskListPath } from './project-paths';

/**
 * Create, update and delete a project the same way wherever it happens (sidebar, Projects page):
 * the call, the cache (list updated at once, `queryKeys.projects.all` invalidated), the current
 * project rules of `domain/current-project.ts`, and the toasts (the contract's success message, the
 * server's message on failure).
 */
export function useProjectActions() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const location = useLocation();
  // The confirmation may outlive a navigation: read the location when the call ends, not when it started.
  const pathnameRef = useRef(location.pathname);
  pathnameRef.current = location.pathname;

  const createMutation = useMutation({ mutationFn: (body: ProjectStoreRequest) => createProjectCall(body) });
  const updateMutation = useMutation({ mutationFn: (body: ProjectUpdateRequest) => updateProjectCall(body) });
  const deleteMutation = useMutation({ mutationFn: (id: number) => deleteProjectCall(id) });

  const listKey = queryKeys.projects.list();

  /**
   * Creates the project, makes it current, opens its node and its task list. Resolves the new
   * project, or null when the server refused (the toast says why).
   */
  async function create(body: ProjectStoreRequest): Promise<Project | null> {
    let project: Project;
    try {
      project = await createMutation.mutateAsync(body);
    } catch (error) {
      toast.error(errorMessage(error));
      return null;
    }
    // The list first: the current project must be one the list knows.
    queryClient.setQueryData<Project[]>(listKey, (old) => [...(old ?? []).filter((row) => row.id !== project.id), project]);
    queryClient.setQueryData(queryKeys.projects.detail(project.id), project);
    dispatch(currentProjectSet(currentAfterAdd(store.getState().ui.currentProjectId, project.id)));
    dispatch(projectNodeSet({ id: project.id, expanded: true }));
    toast.success(PROJECT_MESSAGES.projectCreated);
    void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
    // A template may have added statuses to the workspace.
    void queryClient.invalidateQueries({ queryKey: queryKeys.workflow.statuses() });
    navigate(projectTaskListPath(project.id));
    return project;
  }

  /**
   * Saves changes. Resolves the saved project; rejects with the ApiError (its `errors` hold the 422
   * messages per field) so a form can show them where they belong. No toast on failure: the caller
   * decides (field messages, or a toast for anything else).
   */
  async function update(body: ProjectUpdateRequest): Promise<Project> {
    const project = await updateMutation.mutateAsync(body);
    queryClient.setQueryData<Project[]>(listKey, (old) => old?.map((row) => (row.id === project.id ? project : row)));
    queryClient.setQueryData(queryKeys.projects.detail(project.id), project);
    toast.success(PROJECT_MESSAGES.projectUpdated);
    void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
    return project;
  }

  /**
   * Deletes the project. When it was current, the first remaining project becomes current (or
   * none); when its task list or board is on screen, that project's successor opens instead.
   * Resolves whether it was deleted.
   */
  async function remove(project: Project): Promise<boolean> {
    try {
      await deleteMutation.mutateAsync(project.id);
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
    const idsBefore = (queryClient.getQueryData<Project[]>(listKey) ?? [project]).map((row) => row.id);
    const next = currentAfterDelete(idsBefore, store.getState().ui.currentProjectId, project.id);
    queryClient.setQueryData<Project[]>(listKey, (old) => old?.filter((row) => row.id !== project.id));
    dispatch(currentProjectSet(next));
    if (parseRouteId(projectIdParamOf(pathnameRef.current) ?? undefined) === project.id) {
      navigate(next === null ? PROJECTS_PAGE_PATH : projectTaskListPath(next), { replace: true });
    }
    queryClient.removeQueries({ queryKey: queryKeys.projects.detail(project.id), exact: true });
    queryClient.removeQueries({ queryKey: queryKeys.projects.layout(project.id), exact: true });
    toast.success(PROJECT_MESSAGES.projectDeleted);
    void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all });
    // Its tasks and custom fields went with it.
    void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.customFields.all });
    return true;
  }

  return {
    create,
    creating: createMutation.isPending,
    update,
    updating: updateMutation.isPending,
    remove,
    /** The project being deleted, if any. */
    deletingId: deleteMutation.isPending ? (deleteMutation.variables ?? null) : null,
  };
}
