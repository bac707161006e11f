import type { Client, ClientStatus, ClientStoreRequest, ClientUpdateRequest } from '@kanri/contracts/business';

/** What the Add Client and Edit Client dialogs hold (`id` only when editing). */
export interface ClientFormValues {
  id?: number;
  name: string;
  email: string;
  phone: string;
  company: string;
  status: ClientStatus;
  address: string;
  project_ids: number[];
}

/** A new client: Active by default (spec §3), no project. */
export const newClientForm = (): ClientFormValues => ({
  name: '',
  email: '',
  phone: '',
  company: '',
  status: 'active',
  address: '',
  project_ids: [],
});

/** The form of a stored client, its linked projects in their order. */
export const clientForm = (client: Client): ClientFormValues => ({
  id: client.id,
  name: client.name,
  email: client.email,
  phone: client.phone,
  company: client.company,
  status: client.status,
  address: client.address,
  project_ids: client.projects.map((project) => project.id),
});

/** POST /clients/store: every field, trimmed. */
export const storeRequestOf = (values: ClientFormValues): ClientStoreRequest => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  company: values.company.trim(),
  status: values.status,
  address: values.address.trim(),
  project_ids: values.project_ids,
});

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * POST /clients/update: the fields that changed (trimmed), with the id; null when nothing did. The
 * projects go as the whole new set when it differs from the linked ones (order does not matter).
 */
export function updateRequestOf(values: ClientFormValues, client: Client): ClientUpdateRequest | null {
  const request: ClientUpdateRequest = { id: client.id };
  const texts = ['name', 'email', 'phone', 'company', 'address'] as const;
  for (const field of texts) {
    const value = values[field].trim();
    if (value !== client[field]) request[field] = value;
  }
  if (values.status !== client.status) request.status = values.status;
  const linked = client.projects.map((project) => project.id);
  if (!sameSet(values.project_ids, linked)) request.project_ids = values.project_ids;
  return Object.keys(request).length > 1 ? request : null;
}
