import type {
  CustomField,
  CustomFieldCopyRequest,
  CustomFieldStoreRequest,
  CustomFieldUpdateRequest,
  Deleted,
} from '@kanri/contracts';
import { apiCall } from '../http';
import { queryString } from './tasks';

/** GET /custom-fields: a project's fields in column order, or every field of the workspace. */
export const listCustomFields = (projectId?: number) =>
  apiCall<CustomField[]>(`/custom-fields${queryString({ project_id: projectId })}`);

/** POST /custom-fields/store. */
export const createCustomField = (body: CustomFieldStoreRequest) =>
  apiCall<CustomField>('/custom-fields/store', { method: 'POST', body });

/** PUT /custom-fields/update `{ id, ...fields }`. */
export const updateCustomField = (body: CustomFieldUpdateRequest) =>
  apiCall<CustomField>('/custom-fields/update', { method: 'PUT', body });

/** DELETE /custom-fields/destroy `{ id }`. */
export const deleteCustomField = (id: number) => apiCall<Deleted>('/custom-fields/destroy', { method: 'DELETE', body: { id } });

/** POST /custom-fields/copy `{ field_id, project_id }`: "Add existing field" from another project. */
export const copyCustomField = (body: CustomFieldCopyRequest) =>
  apiCall<CustomField>('/custom-fields/copy', { method: 'POST', body });
