import { downloadInvoicePdf, failureMessage, queryKeys, saveDownloadedFile } from '@kanri/api-client';
import type { Invoice, InvoicePage } from '@kanri/contracts/business';
import { toast } from '@kanri/design-system';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { INVOICE_VIEW_TEXTS } from './texts';

const T = INVOICE_VIEW_TEXTS.pdf;

/** The print page of an invoice (bare layout: no sidebar). */
export const invoicePrintPath = (id: number) => `/dashboard/invoice/${id}/print`;

/** The print window's size: an A4/Letter page on most screens. */
const PRINT_WINDOW_FEATURES = 'popup,width=920,height=1100';

/** The invoice's number when a loaded view or list has it (the PDF's file name if the server gives none). */
function knownNumber(queryClient: QueryClient, id: number): string | undefined {
  const detail = queryClient.getQueryData<Invoice>(queryKeys.invoices.detail(id));
  if (detail) return detail.invoice_number;
  for (const [, page] of queryClient.getQueriesData<InvoicePage>({ queryKey: queryKeys.invoices.lists() })) {
    const row = page?.items?.find((item) => item.id === id);
    if (row) return row.invoice_number;
  }
  return undefined;
}

/**
 * Print and PDF of an invoice, for the view and the list's row actions.
 * - `print(id)` opens the print page in a new window, synchronously in the click (popup blockers let
 *   it through); that page prints after about 500 ms and closes after printing (spec §2).
 * - `downloadPdf(id)` saves the PDF the server makes (`<number>.pdf`); a failure is toasted with the
 *   server's message or `Failed to download PDF`.
 */
export function useInvoiceDocument(): { print(id: number): void; downloadPdf(id: number): Promise<void> } {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      print(id: number) {
        window.open(invoicePrintPath(id), '_blank', PRINT_WINDOW_FEATURES);
      },
      async downloadPdf(id: number) {
        try {
          const file = await downloadInvoicePdf(id);
          saveDownloadedFile(file, T.fileName(knownNumber(queryClient, id) ?? T.fallbackName));
        } catch (error) {
          toast.error(failureMessage(error, T.failed));
        }
      },
    }),
    [queryClient],
  );
}
