import type {
  Deleted,
  Priority,
  PriorityDestroyRequest,
  PriorityStoreRequest,
  PriorityUpdateRequest,
  Status,
  StatusDestroyRequest,
  StatusStoreRequest,
  StatusUpdateRequest,
} from '@kanri/contracts';
import { apiCall } from '../http';

/** GET /statuses: the workspace's task statuses in order, with task counts. */
export const listStatuses = () => apiCall<Status[]>('/statuses');

/** POST /status/store. */
export const createStatus = (body: StatusStoreRequest) => apiCall<Status>('/status/store', { method: 'POST', body });

/** PUT /status/update `{ id, ...fields }` (name, color, position). */
export const updateStatus = (body: StatusUpdateRequest) => apiCall<Status>('/status/update', { method: 'PUT', body });

/** DELETE /status/destroy `{ id, move_to? }`: refused while tasks use it unless they are moved. */
export const deleteStatus = (body: StatusDestroyRequest) => apiCall<Deleted>('/status/destroy', { method: 'DELETE', body });

/** GET /priorities. */
export const listPriorities = () => apiCall<Priority[]>('/priorities');

/** POST /priority/store. */
export const createPriority = (body: PriorityStoreRequest) => apiCall<Priority>('/priority/store', { method: 'POST', body });

/** PUT /priority/update `{ id, ...fields }`. */
export const updatePriority = (body: PriorityUpdateRequest) => apiCall<Priority>('/priority/update', { method: 'PUT', body });

/** DELETE /priority/destroy `{ id, move_to? }`. */
export const deletePriority = (body: PriorityDestroyRequest) => apiCall<Deleted>('/priority/destroy', { method: 'DELETE', body });
