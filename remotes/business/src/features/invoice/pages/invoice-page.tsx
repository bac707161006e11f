import { failureMessage } from '@kanri/api-client';
import { useCan } from '@kanri/app-state';
import { dayOf } from '@kanri/contracts';
import {
  INVOICE_DISPLAY_STATUSES,
  type Invoice,
  type InvoiceDisplayStatus,
  type InvoiceSummary,
} from '@kanri/contracts/business';
import {
  Button,
  Card,
  ConfirmDelete,
  EmptyState,
  ErrorPanel,
  Flex,
  Input,
  PageHeader,
  PlusOutlined,
  SEARCH_DEBOUNCE_MS,
  SearchOutlined,
  Segmented,
  SettingOutlined,
  useDebounced,
  useRetained,
  useTimeZone,
} from '@kanri/design-system';
import { useEffect, useState, type ReactNode } from 'react';
import { useInvoiceActions, useInvoicesQuery } from '../api/use-invoices';
import { InvoiceDialog } from '../form/invoice-dialog';
import { InvoiceCards } from '../list/invoice-cards';
import { InvoicesTable } from '../list/invoices-table';
import { ForbiddenPanel } from '../../../shared/forbidden-panel';
import { INVOICE_TEXTS } from '../texts';
import { InvoiceView } from '../view/invoice-view';
import { OrganizationSettingsDialog } from '../view/organization-settings-dialog';
import { useInvoiceDocument } from '../view/use-invoice-document';

const T = INVOICE_TEXTS;

/** Rows per page of the table (the server pages). */
export const INVOICES_PER_PAGE = 20;

type StatusFilter = InvoiceDisplayStatus | 'all';
const STATUS_FILTERS: StatusFilter[] = ['all', ...INVOICE_DISPLAY_STATUSES];

/**
 * `/dashboard/invoice` (spec §2 Invoice screen, issue 16): the workspace's invoices, searched,
 * filtered by the shown status (overdue in the user's time zone) and paged on the server; the cards
 * per currency from the reply's counts; New Invoice and Edit through the invoice dialog; the row's
 * View, Print, Download PDF, Duplicate and Delete (drafts); Settings for the organization printed on
 * invoices. Admins and managers only; anyone else gets a 403 panel.
 */
export default function InvoicePage() {
  const canList = useCan('invoices.list');
  if (!canList) {
    return (
      <>
        <PageHeader title={T.title} subtitle={T.subtitle} />
        <ForbiddenPanel body={T.forbidden} />
      </>
    );
  }
  return <InvoiceScreen />;
}

function InvoiceScreen() {
  const timeZone = useTimeZone();
  const canCreate = useCan('invoices.create');
  const canDelete = useCan('invoices.delete');
  const canSettings = useCan('company.read');
  const [search, setSearch] = useState('');
  const searched = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<StatusFilter>('all');
  // The page chosen for one search and filter; another search or filter starts on page 1.
  const filterKey = JSON.stringify([searched, status]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  const invoices = useInvoicesQuery({
    ...(searched ? { search: searched } : {}),
    ...(status === 'all' ? {} : { status }),
    time_zone: timeZone,
    page,
    per_page: INVOICES_PER_PAGE,
  });
  const data = invoices.data;

  // A page emptied by a delete (or by others) goes back to the last page that has rows.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  useEffect(() => {
    if (data && !invoices.isPlaceholderData && data.items.length === 0 && page > lastPage)
      setPaging({ filterKey, page: lastPage });
  }, [data, invoices.isPlaceholderData, page, lastPage, filterKey]);

  const actions = useInvoiceActions();
  const invoiceDocument = useInvoiceDocument();
  const [viewing, setViewing] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Invoice | null>(null);
  const [deleting, setDeleting] = useState<InvoiceSummary | null>(null);
  const shownDeleting = useRetained(deleting);
  const [settings, setSettings] = useState(false);

  const newButton = (label: string) =>
    canCreate ? (
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
        {label}
      </Button>
    ) : null;
  const filtered = searched !== '' || status !== 'all';

  async function duplicate(invoice: InvoiceSummary) {
    const copy = await actions.duplicate(invoice, dayOf(Date.now(), timeZone));
    if (copy) setViewing(copy.id);
  }

  let body: ReactNode;
  if (invoices.isError && !data) {
    body = (
      <ErrorPanel
        title={T.loadFailed}
        description={failureMessage(invoices.error, T.loadFailed)}
        onRetry={() => void invoices.refetch()}
      />
    );
  } else if (data && data.counts.total === 0 && !filtered) {
    body = (
      <Card>
        <EmptyState title={T.empty.title} hint={T.empty.first} action={newButton(T.createInvoice)} />
      </Card>
    );
  } else {
    body = (
      <InvoicesTable
        page={data}
        loading={invoices.isPending || (invoices.isFetching && invoices.isPlaceholderData)}
        empty={<EmptyState title={T.empty.title} hint={filtered ? T.empty.filtered : T.empty.first} />}
        onPage={(next) => setPaging({ filterKey, page: next })}
        handlers={{
          onView: (invoice) => setViewing(invoice.id),
          onPrint: (invoice) => invoiceDocument.print(invoice.id),
          onDownload: (invoice) => void invoiceDocument.downloadPdf(invoice.id),
          onDuplicate: (invoice) => void duplicate(invoice),
          onDelete: canDelete ? setDeleting : () => undefined,
        }}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <>
            {canSettings ? (
              <Button icon={<SettingOutlined aria-hidden />} onClick={() => setSettings(true)}>
                {T.settings}
              </Button>
            ) : null}
            {newButton(T.newInvoice)}
          </>
        }
      />

      <InvoiceCards counts={data?.counts} failed={invoices.isError} />

      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input
          allowClear
          aria-label={T.search.label}
          prefix={<SearchOutlined aria-hidden />}
          placeholder={T.search.placeholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Segmented<StatusFilter>
          aria-label={T.statusFilter.label}
          value={status}
          onChange={setStatus}
          options={STATUS_FILTERS.map((value) => ({
            value,
            label: value === 'all' ? T.statusFilter.all : T.statuses[value],
          }))}
        />
      </Flex>

      {body}

      <InvoiceView invoiceId={viewing} onClose={() => setViewing(null)} onEdit={(invoice) => setEditing(invoice)} />
      <InvoiceDialog open={creating} invoice={null} onClose={() => setCreating(false)} />
      <InvoiceDialog open={editing !== null} invoice={editing} onClose={() => setEditing(null)} />
      <ConfirmDelete
        open={deleting !== null}
        title={T.deleteDialog.title}
        okText={T.deleteDialog.ok}
        cancelText={T.deleteDialog.cancel}
        onConfirm={async () => (shownDeleting ? actions.remove(shownDeleting) : false)}
        onClose={() => setDeleting(null)}
      >
        <p style={{ margin: 0 }}>{T.deleteDialog.body}</p>
        {shownDeleting ? <strong>{shownDeleting.invoice_number}</strong> : null}
      </ConfirmDelete>
      <OrganizationSettingsDialog open={settings} onClose={() => setSettings(false)} />
    </>
  );
}
