import type {
  Deleted,
  Project,
  ProjectStoreRequest,
  ProjectUpdateRequest,
  TaskListLayout,
  TaskListLayoutUpdateRequest,
} from '@kanri/contracts';
import { apiCall } from '../http';

/** GET /projects: the workspace's projects in sidebar order, with task counts. */
export const listProjects = () => apiCall<Project[]>('/projects');

/** GET /projects/{id}. */
export const getProject = (id: number) => apiCall<Project>(`/projects/${id}`);

/** POST /projects/store `{ name, template, clickApps, ... }`. */
export const createProject = (body: ProjectStoreRequest) => apiCall<Project>('/projects/store', { method: 'POST', body });

/** PUT /projects/update `{ id, ...fields }`. */
export const updateProject = (body: ProjectUpdateRequest) => apiCall<Project>('/projects/update', { method: 'PUT', body });

/** DELETE /projects/destroy `{ id }`: the project with its tasks. */
export const deleteProject = (id: number) => apiCall<Deleted>('/projects/destroy', { method: 'DELETE', body: { id } });

/** GET /projects/{id}/layout: the signed-in user's column order and widths for the project. */
export const getTaskListLayout = (projectId: number) => apiCall<TaskListLayout>(`/projects/${projectId}/layout`);

/** PUT /projects/{id}/layout. */
export const saveTaskListLayout = (projectId: number, body: TaskListLayoutUpdateRequest) =>
  apiCall<TaskListLayout>(`/projects/${projectId}/layout`, { method: 'PUT', body });
