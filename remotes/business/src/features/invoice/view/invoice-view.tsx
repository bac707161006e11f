import { isNotFound } from '@kanri/api-client';
import { useCan } from '@kanri/app-state';
import type { Invoice } from '@kanri/contracts/business';
import {
  Button,
  CheckCircleOutlined,
  DollarOutlined,
  Drawer,
  EditOutlined,
  ErrorPanel,
  FieldTimeOutlined,
  FilePdfOutlined,
  Flex,
  PrinterOutlined,
  SendOutlined,
  Skeleton,
  Tooltip,
  useRetained,
  useTimeZone,
} from '@kanri/design-system';
import { useState } from 'react';
import {
  useCompanyLogoQuery,
  useCompanyProfileQuery,
  useInvoiceDetailQuery,
  useInvoiceViewActions,
  useObjectUrl,
} from '../api/use-invoice-detail';
import { AddTimeDialog } from './add-time-dialog';
import { InvoiceDocument, InvoiceDocumentStyles } from './invoice-document';
import { PaymentsList } from './payments-list';
import { RecordPaymentDialog } from './record-payment-dialog';
import { failureDetail } from './failure-detail';
import { INVOICE_VIEW_TEXTS } from './texts';
import { useInvoiceDocument } from './use-invoice-document';

const T = INVOICE_VIEW_TEXTS.view;
const U = INVOICE_VIEW_TEXTS.unbilled;

/** Why tracked time cannot be added to this invoice (the button's tooltip), or null when it can. */
export function addTimeBlocker(invoice: Pick<Invoice, 'status' | 'client_id'>): string | null {
  if (invoice.status !== 'draft') return U.onlyDraft;
  if (invoice.client_id === null) return U.needsClient;
  return null;
}

/** The actions above the document, each shown to the roles the server allows it. */
function ViewActions({
  invoice,
  onEdit,
  onPay,
  onAddTime,
}: {
  invoice: Invoice;
  onEdit: (invoice: Invoice) => void;
  onPay: () => void;
  onAddTime: () => void;
}) {
  const canUpdate = useCan('invoices.update');
  const canPay = useCan('invoices.payments');
  const actions = useInvoiceViewActions();
  const documents = useInvoiceDocument();
  const [pending, setPending] = useState<'sent' | 'paid' | 'pdf' | null>(null);
  const open = invoice.status === 'sent' || invoice.status === 'overdue';
  const hasBalance = invoice.balance_due_minor > 0;
  const timeBlocker = addTimeBlocker(invoice);

  async function mark(status: 'sent' | 'paid') {
    setPending(status);
    try {
      await actions.setStatus(invoice, status);
    } finally {
      setPending(null);
    }
  }

  async function downloadPdf() {
    setPending('pdf');
    try {
      await documents.downloadPdf(invoice.id);
    } finally {
      setPending(null);
    }
  }

  return (
    <Flex gap={8} wrap role="toolbar" aria-label={T.actionsLabel}>
      {canUpdate ? (
        <Button icon={<EditOutlined aria-hidden />} onClick={() => onEdit(invoice)}>
          {T.edit}
        </Button>
      ) : null}
      {canUpdate && invoice.status === 'draft' ? (
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden />}
          loading={pending === 'sent'}
          disabled={pending !== null && pending !== 'sent'}
          onClick={() => void mark('sent')}
        >
          {T.markSent}
        </Button>
      ) : null}
      {canUpdate && open && hasBalance ? (
        <Button
          icon={<CheckCircleOutlined aria-hidden />}
          loading={pending === 'paid'}
          disabled={pending !== null && pending !== 'paid'}
          onClick={() => void mark('paid')}
        >
          {T.markPaid}
        </Button>
      ) : null}
      {canPay && hasBalance ? (
        <Button type={open ? 'primary' : 'default'} icon={<DollarOutlined aria-hidden />} onClick={onPay}>
          {T.recordPayment}
        </Button>
      ) : null}
      {canUpdate ? (
        <Tooltip title={timeBlocker}>
          <Button icon={<FieldTimeOutlined aria-hidden />} disabled={timeBlocker !== null} onClick={onAddTime}>
            {T.addTime}
          </Button>
        </Tooltip>
      ) : null}
      <Button icon={<PrinterOutlined aria-hidden />} onClick={() => documents.print(invoice.id)}>
        {T.print}
      </Button>
      <Button icon={<FilePdfOutlined aria-hidden />} loading={pending === 'pdf'} onClick={() => void downloadPdf()}>
        {T.downloadPdf}
      </Button>
    </Flex>
  );
}

/**
 * The invoice view (issue 16), a wide drawer: the invoice as a document (the print page's component,
 * with the organization and its logo), its actions — Edit, Mark as Sent, Mark as Paid, Record Payment,
 * Add unbilled time, Print, Download PDF — and its payments. Closed while `invoiceId` is null (the
 * last invoice stays shown while it closes).
 */
export function InvoiceView({
  invoiceId,
  onClose,
  onEdit,
}: {
  invoiceId: number | null;
  onClose(): void;
  onEdit(invoice: Invoice): void;
}) {
  const shownId = useRetained(invoiceId);
  const timeZone = useTimeZone();
  const query = useInvoiceDetailQuery(shownId, timeZone);
  const company = useCompanyProfileQuery(shownId !== null);
  const logo = useCompanyLogoQuery(company.data);
  const logoUrl = useObjectUrl(logo.data);
  const canPay = useCan('invoices.payments');
  const [paying, setPaying] = useState(false);
  const [addingTime, setAddingTime] = useState(false);
  const invoice = query.data;
  const open = invoiceId !== null;

  let body;
  if (query.isError && !invoice) {
    const missing = isNotFound(query.error);
    body = (
      <ErrorPanel
        title={T.loadFailed}
        description={missing ? T.notFound : failureDetail(query.error, T.loadFailed)}
        onRetry={missing ? undefined : () => void query.refetch()}
        retryLabel={T.retry}
      />
    );
  } else if (!invoice) {
    body = (
      <div aria-busy="true" aria-label={T.loading}>
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  } else {
    body = (
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 20 }}>
        <ViewActions invoice={invoice} onEdit={onEdit} onPay={() => setPaying(true)} onAddTime={() => setAddingTime(true)} />
        <InvoiceDocumentStyles />
        <InvoiceDocument invoice={invoice} company={company.data} logoUrl={logoUrl} />
        <PaymentsList invoice={invoice} canDelete={canPay} />
        <RecordPaymentDialog open={paying} invoice={invoice} timeZone={timeZone} onClose={() => setPaying(false)} />
        <AddTimeDialog open={addingTime} invoice={invoice} timeZone={timeZone} onClose={() => setAddingTime(false)} />
      </div>
    );
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="min(980px, 100vw)"
      title={<span style={{ overflowWrap: 'anywhere' }}>{invoice ? T.title(invoice.invoice_number) : T.loading}</span>}
      closable={{ 'aria-label': T.close }}
      afterOpenChange={(visible) => {
        if (!visible) {
          setPaying(false);
          setAddingTime(false);
        }
      }}
    >
      {body}
    </Drawer>
  );
}
