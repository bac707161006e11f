import {
  addInvoiceTime,
  deleteCompanyLogo,
  deleteInvoicePayment,
  downloadCompanyLogo,
  failureMessage,
  formFailure,
  getCompanyProfile,
  getInvoice,
  listUnbilledTime,
  queryKeys,
  recordInvoicePayment,
  setInvoiceStatus,
  updateCompanyProfile,
  uploadCompanyLogo,
} from '@kanri/api-client';
import {
  COMPANY_MESSAGES,
  INVOICE_MESSAGES,
  type CompanyProfile,
  type CompanyProfileUpdateRequest,
  type Invoice,
  type InvoiceAddTimeRequest,
  type InvoicePaymentStoreRequest,
  type InvoiceStatus,
  type UnbilledTimeQuery,
} from '@kanri/contracts/business';
import { toast } from '@kanri/design-system';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** GET /invoices/{id} (with the caller's zone: "overdue" is a day there); nothing while `id` is null. */
export const useInvoiceDetailQuery = (id: number | null, timeZone: string) =>
  useQuery({
    queryKey: queryKeys.invoices.detail(id ?? 0),
    queryFn: () => getInvoice(id!, timeZone),
    enabled: id !== null,
  });

/** GET /settings/company: the organization printed on invoices. */
export const useCompanyProfileQuery = (enabled = true) =>
  useQuery({ queryKey: queryKeys.company.profile(), queryFn: getCompanyProfile, enabled });

/**
 * The company logo's bytes (GET /settings/company/logo, with the session's token: an `<img src>` could
 * not send it), once per uploaded logo (`updated_at` changes with each upload).
 */
export function useCompanyLogoQuery(profile: CompanyProfile | undefined) {
  return useQuery({
    queryKey: queryKeys.company.logo(profile?.updated_at ?? null),
    queryFn: async () => (await downloadCompanyLogo()).blob,
    enabled: Boolean(profile?.has_logo),
    staleTime: Infinity,
  });
}

/** An object URL for `blob` while it is shown; revoked when the blob changes or the component goes. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** The invoice as the server answered it, shown at once; then every invoice query refetches (list, cards). */
function stored(queryClient: QueryClient, invoice: Invoice) {
  queryClient.setQueryData(queryKeys.invoices.detail(invoice.id), invoice);
  void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all });
}

/**
 * The view's changes to one invoice: status, payments, tracked time. Each shows the server's invoice,
 * toasts the contract's message and invalidates `queryKeys.invoices.all`. Status changes and deletes
 * toast their failure and resolve null/false; a payment rejects for its dialog (`formFailure`); adding
 * time rejects with the ApiError (its dialog shows a 409's message and reloads the list).
 */
export function useInvoiceViewActions() {
  const queryClient = useQueryClient();
  const statusMutation = useMutation({ mutationFn: setInvoiceStatus });
  const paymentMutation = useMutation({ mutationFn: recordInvoicePayment });
  const deletePaymentMutation = useMutation({ mutationFn: deleteInvoicePayment });
  const addTimeMutation = useMutation({ mutationFn: addInvoiceTime });

  async function setStatus(invoice: Invoice, status: InvoiceStatus): Promise<Invoice | null> {
    try {
      const changed = await statusMutation.mutateAsync({ id: invoice.id, status });
      stored(queryClient, changed);
      toast.success(INVOICE_MESSAGES.updated);
      return changed;
    } catch (error) {
      toast.error(failureMessage(error, INVOICE_MESSAGES.updateFailed));
      return null;
    }
  }

  async function recordPayment(request: InvoicePaymentStoreRequest): Promise<Invoice> {
    try {
      const changed = await paymentMutation.mutateAsync(request);
      stored(queryClient, changed);
      toast.success(INVOICE_MESSAGES.paymentRecorded);
      return changed;
    } catch (error) {
      throw formFailure(error, INVOICE_MESSAGES.paymentFailed);
    }
  }

  async function deletePayment(paymentId: number): Promise<boolean> {
    try {
      const changed = await deletePaymentMutation.mutateAsync(paymentId);
      stored(queryClient, changed);
    } catch (error) {
      toast.error(failureMessage(error, INVOICE_MESSAGES.updateFailed));
      return false;
    }
    toast.success(INVOICE_MESSAGES.paymentDeleted);
    return true;
  }

  async function addTime(request: InvoiceAddTimeRequest): Promise<Invoice> {
    const changed = await addTimeMutation.mutateAsync(request);
    stored(queryClient, changed);
    toast.success(INVOICE_MESSAGES.timeAdded);
    return changed;
  }

  return {
    setStatus,
    recordPayment,
    deletePayment,
    addTime,
    statusPending: statusMutation.isPending,
    addingTime: addTimeMutation.isPending,
  };
}

/** GET /invoices/unbilled-time for one client, currency and grouping; asked while `enabled`. */
export const useUnbilledTimeQuery = (query: UnbilledTimeQuery, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.invoices.unbilledTime({ ...query }),
    queryFn: () => listUnbilledTime(query),
    enabled,
  });

/**
 * The Organization Settings dialog's writes: the fields (PUT, rejects for the form), the logo
 * (upload and remove: reject with the ApiError, whose message the dialog shows by the logo). Each
 * stores the server's profile and refetches every company query (print, PDF, logo).
 */
export function useCompanyProfileActions() {
  const queryClient = useQueryClient();
  const updateMutation = useMutation({ mutationFn: updateCompanyProfile });
  const uploadMutation = useMutation({ mutationFn: (file: File) => uploadCompanyLogo(file, file.name) });
  const removeMutation = useMutation({ mutationFn: deleteCompanyLogo });

  function changed(profile: CompanyProfile) {
    queryClient.setQueryData(queryKeys.company.profile(), profile);
    void queryClient.invalidateQueries({ queryKey: queryKeys.company.all });
  }

  async function update(request: CompanyProfileUpdateRequest, failedText: string): Promise<CompanyProfile> {
    try {
      const profile = await updateMutation.mutateAsync(request);
      changed(profile);
      toast.success(COMPANY_MESSAGES.updated);
      return profile;
    } catch (error) {
      throw formFailure(error, failedText);
    }
  }

  async function uploadLogo(file: File): Promise<CompanyProfile> {
    const profile = await uploadMutation.mutateAsync(file);
    changed(profile);
    toast.success(COMPANY_MESSAGES.logoUploaded);
    return profile;
  }

  async function removeLogo(): Promise<CompanyProfile> {
    const profile = await removeMutation.mutateAsync();
    changed(profile);
    toast.success(COMPANY_MESSAGES.logoRemoved);
    return profile;
  }

  return {
    update,
    uploadLogo,
    removeLogo,
    logoPending: uploadMutation.isPending || removeMutation.isPending,
    uploading: uploadMutation.isPending,
  };
}
