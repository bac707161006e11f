import type { Deleted } from '@kanri/contracts';
import type { Client, ClientListQuery, ClientPage, ClientStoreRequest, ClientUpdateRequest } from '@kanri/contracts/business';
import { apiCall } from '../http';
import { queryString } from './tasks';

/** GET /clients: the workspace's clients (admins and managers), paged and filtered, with the cards' counts. */
export const listClients = (params: ClientListQuery = {}) =>
  apiCall<ClientPage>(`/clients${queryString(params as Record<string, string | number | undefined>)}`);

/** POST /clients/store (spec §7). */
export const createClient = (body: ClientStoreRequest) => apiCall<Client>('/clients/store', { method: 'POST', body });

/** POST /clients/update `{ id, ...changes }` (spec §7); `is_archived` archives or restores. */
export const updateClient = (body: ClientUpdateRequest) => apiCall<Client>('/clients/update', { method: 'POST', body });

/** DELETE /clients/destroy/{id} (spec §7): refused (422) for a client with invoices. */
export const deleteClient = (id: number) => apiCall<Deleted>(`/clients/destroy/${id}`, { method: 'DELETE' });
