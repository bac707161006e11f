import { ApiError, isNotFound } from '@kanri/api-client';
import { useCan } from '@kanri/app-state';
import { PRINT_DELAY_MS } from '@kanri/contracts/business';
import { ErrorPanel, Skeleton, useTimeZone } from '@kanri/design-system';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { ForbiddenPanel } from '../../../shared/forbidden-panel';
import { useCompanyLogoQuery, useCompanyProfileQuery, useInvoiceDetailQuery, useObjectUrl } from '../api/use-invoice-detail';
import { INVOICE_TEXTS } from '../texts';
import { InvoiceDocument, InvoiceDocumentStyles } from './invoice-document';
import { failureDetail } from './failure-detail';
import { INVOICE_VIEW_TEXTS } from './texts';

const T = INVOICE_VIEW_TEXTS.print;

// The print window is a white page; the margins are the printer's page margins.
const PAGE_CSS = `
html, body { background: #ffffff !important; color: #1f2937; }
.kb-print { min-height: 100vh; padding: 32px 16px; background: #ffffff; }
@page { margin: 14mm; }
@media print { .kb-print { min-height: 0; padding: 0; } }
`;

/** The invoice id of the path, or null when it is not one. */
function invoiceIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Prints once `ready`: `window.print()` PRINT_DELAY_MS after the document is rendered (spec §2: about
 * 500 ms), and the window closes after printing (`afterprint`, also when the dialog is cancelled).
 */
function usePrintWhenReady(ready: boolean) {
  const printed = useRef(false);
  useEffect(() => {
    const close = () => {
      if (printed.current) window.close();
    };
    window.addEventListener('afterprint', close);
    return () => window.removeEventListener('afterprint', close);
  }, []);
  useEffect(() => {
    if (!ready || printed.current) return undefined;
    const timer = window.setTimeout(() => {
      printed.current = true;
      window.print();
    }, PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready]);
}

/** The 403 panel of the Invoice screen, on the print window's white page. */
function PrintForbidden() {
  return (
    <main style={{ padding: 24 }}>
      <ForbiddenPanel body={INVOICE_TEXTS.forbidden} />
    </main>
  );
}

/**
 * `/dashboard/invoice/:invoiceId/print` (bare layout, signed in; spec §2 print view): the invoice as a
 * styled document on a white page, with the organization and its logo, printed once everything is
 * loaded; the window closes after printing. `useInvoiceDocument().print(id)` opens it. Admins and
 * managers only, as the Invoice screen: anyone else (or a 403 reply, the role changed meanwhile)
 * gets its 403 panel, and nothing is asked of the server.
 */
export default function InvoicePrintPage() {
  const canList = useCan('invoices.list');
  return canList ? <InvoicePrint /> : <PrintForbidden />;
}

function InvoicePrint() {
  const { invoiceId } = useParams();
  const id = invoiceIdOf(invoiceId);
  const timeZone = useTimeZone();
  const invoice = useInvoiceDetailQuery(id, timeZone);
  const company = useCompanyProfileQuery();
  const logo = useCompanyLogoQuery(company.data);
  const logoUrl = useObjectUrl(logo.data);

  const companySettled = company.data !== undefined || company.isError;
  const logoSettled = !company.data?.has_logo || logo.isError || logoUrl !== null;
  const ready = invoice.data !== undefined && companySettled && logoSettled;
  usePrintWhenReady(ready);

  const number = invoice.data?.invoice_number;
  useEffect(() => {
    if (number) document.title = T.title(number);
  }, [number]);

  if (invoice.error instanceof ApiError && invoice.error.status === 403) return <PrintForbidden />;
  if (id === null || invoice.isError) {
    const missing = id === null || isNotFound(invoice.error);
    return (
      <main style={{ padding: 24 }}>
        <ErrorPanel
          title={T.loadFailed}
          description={missing ? INVOICE_VIEW_TEXTS.view.notFound : failureDetail(invoice.error, T.loadFailed)}
          onRetry={missing ? undefined : () => void invoice.refetch()}
          retryLabel={T.retry}
        />
      </main>
    );
  }

  if (!ready) {
    return (
      <main style={{ padding: 24 }} aria-busy="true" aria-label={T.loading}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </main>
    );
  }

  return (
    <main className="kb-print">
      <style>{PAGE_CSS}</style>
      <InvoiceDocumentStyles />
      <InvoiceDocument invoice={invoice.data!} company={company.data} logoUrl={logoUrl} />
    </main>
  );
}
