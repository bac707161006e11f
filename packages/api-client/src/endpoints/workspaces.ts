import type { Workspace, WorkspaceStoreRequest, WorkspaceUpdateRequest } from '@kanri/contracts';
import { apiCall } from '../http';

/** GET /workspaces: the workspaces the caller is an active member of, with their role and member count. */
export const listWorkspaces = () => apiCall<Workspace[]>('/workspaces');

/** POST /workspaces/store `{ name }`: the caller becomes the new workspace's admin. */
export const createWorkspace = (body: WorkspaceStoreRequest) => apiCall<Workspace>('/workspaces/store', { method: 'POST', body });

/** PUT /workspaces/update `{ id, name }`. */
export const updateWorkspace = (body: WorkspaceUpdateRequest) =>
  apiCall<Workspace>('/workspaces/update', { method: 'PUT', body });
