import type { Deleted } from '@kanri/contracts';
import type {
  CompanyProfile,
  CompanyProfileUpdateRequest,
  Invoice,
  InvoiceAddTimeRequest,
  InvoiceDuplicateRequest,
  InvoiceListQuery,
  InvoiceNextNumber,
  InvoicePage,
  InvoicePaymentStoreRequest,
  InvoiceStatusRequest,
  InvoiceStoreRequest,
  InvoiceUpdateRequest,
  UnbilledTime,
  UnbilledTimeQuery,
} from '@kanri/contracts/business';
import { apiCall, apiDownload } from '../http';
import { queryString } from './tasks';

/** GET /invoices: the workspace's invoices (admins and managers), newest first, with the cards' counts per currency. */
export const listInvoices = (params: InvoiceListQuery = {}) =>
  apiCall<InvoicePage>(`/invoices${queryString(params as Record<string, string | number | undefined>)}`);

/** GET /invoices/{id}: one invoice with its items and payments. */
export const getInvoice = (id: number, timeZone?: string) =>
  apiCall<Invoice>(`/invoices/${id}${queryString({ time_zone: timeZone })}`);

/** GET /invoices/next-number: the number a new invoice gets (`INV-0007`). */
export const nextInvoiceNumber = () => apiCall<InvoiceNextNumber>('/invoices/next-number');

/** POST /invoices/store. */
export const createInvoice = (body: InvoiceStoreRequest) => apiCall<Invoice>('/invoices/store', { method: 'POST', body });

/** PUT /invoices/update `{ id, ...every field }`; a sent or paid invoice needs `confirm_rewrite: true` (else 409). */
export const updateInvoice = (body: InvoiceUpdateRequest) => apiCall<Invoice>('/invoices/update', { method: 'PUT', body });

/** POST /invoices/status `{ id, status }`. */
export const setInvoiceStatus = (body: InvoiceStatusRequest) => apiCall<Invoice>('/invoices/status', { method: 'POST', body });

/** POST /invoices/duplicate `{ id }`: a new draft copy. */
export const duplicateInvoice = (body: InvoiceDuplicateRequest) =>
  apiCall<Invoice>('/invoices/duplicate', { method: 'POST', body });

/** DELETE /invoices/destroy/{id}: drafts only (others 422). */
export const deleteInvoice = (id: number) => apiCall<Deleted>(`/invoices/destroy/${id}`, { method: 'DELETE' });

/** GET /invoices/{id}/pdf: the invoice as a PDF made on the server. */
export const downloadInvoicePdf = (id: number) => apiDownload(`/invoices/${id}/pdf`);

/** POST /invoices/payments/store. */
export const recordInvoicePayment = (body: InvoicePaymentStoreRequest) =>
  apiCall<Invoice>('/invoices/payments/store', { method: 'POST', body });

/** DELETE /invoices/payments/destroy/{id}: the invoice as it is after. */
export const deleteInvoicePayment = (id: number) => apiCall<Invoice>(`/invoices/payments/destroy/${id}`, { method: 'DELETE' });

/** GET /invoices/unbilled-time: the client's billable time not invoiced yet, grouped. */
export const listUnbilledTime = (params: UnbilledTimeQuery) =>
  apiCall<UnbilledTime>(`/invoices/unbilled-time${queryString(params as Record<string, string | number | undefined>)}`);

/** POST /invoices/add-time: items from the picked entries, on a draft. */
export const addInvoiceTime = (body: InvoiceAddTimeRequest) => apiCall<Invoice>('/invoices/add-time', { method: 'POST', body });

/** GET /settings/company: the organization printed on invoices. */
export const getCompanyProfile = () => apiCall<CompanyProfile>('/settings/company');

/** PUT /settings/company. */
export const updateCompanyProfile = (body: CompanyProfileUpdateRequest) =>
  apiCall<CompanyProfile>('/settings/company', { method: 'PUT', body });

/** POST /settings/company/logo as multipart with `file` (PNG, JPEG or WebP). */
export function uploadCompanyLogo(file: File | Blob, fileName?: string) {
  const form = new FormData();
  if (fileName !== undefined) form.append('file', file, fileName);
  else form.append('file', file);
  return apiCall<CompanyProfile>('/settings/company/logo', { method: 'POST', body: form, timeoutMs: 60_000 });
}

/** DELETE /settings/company/logo. */
export const deleteCompanyLogo = () => apiCall<CompanyProfile>('/settings/company/logo', { method: 'DELETE' });

/** GET /settings/company/logo: the logo's bytes (with the bearer token, so not a plain link). */
export const downloadCompanyLogo = () => apiDownload('/settings/company/logo');
