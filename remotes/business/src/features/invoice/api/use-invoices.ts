import {
  createInvoice,
  deleteInvoice,
  duplicateInvoice,
  failureMessage,
  formFailure,
  listClients,
  listInvoices,
  nextInvoiceNumber,
  queryKeys,
  updateInvoice,
} from '@kanri/api-client';
import {
  BUSINESS_MAX_PER_PAGE,
  INVOICE_MESSAGES,
  type Invoice,
  type InvoiceListQuery,
  type InvoiceStoreRequest,
  type InvoiceSummary,
  type InvoiceUpdateRequest,
} from '@kanri/contracts/business';
import { toast } from '@kanri/design-system';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * GET /invoices for one search, filter and page: the rows, their total and the cards' counts (per
 * currency). The last reply stays on screen while the next loads (typing, paging).
 */
export const useInvoicesQuery = (query: InvoiceListQuery) =>
  useQuery({
    queryKey: queryKeys.invoices.list({ ...query }),
    queryFn: () => listInvoices(query),
    placeholderData: keepPreviousData,
  });

/** GET /invoices/next-number while the Create dialog is open: the number it starts with. */
export const useNextInvoiceNumber = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.invoices.nextNumber(),
    queryFn: nextInvoiceNumber,
    enabled,
    // Asked afresh at every opening: another invoice may have taken the last one.
    staleTime: 0,
    gcTime: 0,
  });

/** The clients Bill To offers (not archived), matching what was typed, asked while the dialog is open. */
export const useClientOptions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.clients.list({ search, per_page: BUSINESS_MAX_PER_PAGE }),
    queryFn: () => listClients({ ...(search ? { search } : {}), per_page: BUSINESS_MAX_PER_PAGE }),
    enabled,
    placeholderData: keepPreviousData,
  });

/**
 * Create, change, duplicate and delete an invoice: the call, the contract's success toast, then
 * every invoice query refetches. Create and update reject for their dialog (see `formFailure`);
 * duplicate and delete toast their failure (delete resolves false, which keeps its confirmation).
 */
export function useInvoiceActions() {
  const queryClient = useQueryClient();
  const createMutation = useMutation({ mutationFn: createInvoice });
  const updateMutation = useMutation({ mutationFn: updateInvoice });
  const duplicateMutation = useMutation({ mutationFn: duplicateInvoice });
  const deleteMutation = useMutation({ mutationFn: deleteInvoice });

  function changed(message: string, invoice?: Invoice) {
    if (invoice) queryClient.setQueryData(queryKeys.invoices.detail(invoice.id), invoice);
    void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all });
    // A client's invoice count follows (it decides whether the client can be deleted).
    void queryClient.invalidateQueries({ queryKey: queryKeys.clients.all });
    toast.success(message);
  }

  async function create(request: InvoiceStoreRequest): Promise<Invoice> {
    try {
      const invoice = await createMutation.mutateAsync(request);
      changed(INVOICE_MESSAGES.created, invoice);
      return invoice;
    } catch (error) {
      throw formFailure(error, INVOICE_MESSAGES.createFailed);
    }
  }

  async function update(request: InvoiceUpdateRequest): Promise<Invoice> {
    try {
      const invoice = await updateMutation.mutateAsync(request);
      changed(INVOICE_MESSAGES.updated, invoice);
      return invoice;
    } catch (error) {
      throw formFailure(error, INVOICE_MESSAGES.updateFailed);
    }
  }

  /** A new draft copy issued `issueDate` (the user's today); null when refused (toasted). */
  async function duplicate(invoice: Pick<InvoiceSummary, 'id'>, issueDate: string): Promise<Invoice | null> {
    try {
      const copy = await duplicateMutation.mutateAsync({ id: invoice.id, issue_date: issueDate });
      changed(INVOICE_MESSAGES.duplicated, copy);
      return copy;
    } catch (error) {
      toast.error(failureMessage(error, INVOICE_MESSAGES.duplicateFailed));
      return null;
    }
  }

  async function remove(invoice: Pick<InvoiceSummary, 'id'>): Promise<boolean> {
    try {
      await deleteMutation.mutateAsync(invoice.id);
    } catch (error) {
      toast.error(failureMessage(error, INVOICE_MESSAGES.deleteFailed));
      return false;
    }
    queryClient.removeQueries({ queryKey: queryKeys.invoices.detail(invoice.id) });
    changed(INVOICE_MESSAGES.deleted);
    return true;
  }

  return { create, update, duplicate, remove };
}
