import type { InvoicePage, InvoiceSummary } from '@kanri/contracts/business';
import {
  Button,
  CopyOutlined,
  DeleteOutlined,
  EyeOutlined,
  FilePdfOutlined,
  formatCalendarDate,
  formatMoney,
  PrinterOutlined,
  Table,
  Tooltip,
  Typography,
  type TableProps,
} from '@kanri/design-system';
import type { ReactNode } from 'react';
import { INVOICE_TEXTS } from '../texts';
import { InvoiceStatusTag } from './invoice-status-tag';

const T = INVOICE_TEXTS.table;
const A = INVOICE_TEXTS.actions;

/** A header never breaks inside a word: the columns are wide enough for theirs. */
const nowrapHeader = () => ({ style: { whiteSpace: 'nowrap' as const } });
const nowrap = { whiteSpace: 'nowrap' } as const;

export interface InvoiceRowHandlers {
  onView: (invoice: InvoiceSummary) => void;
  onPrint: (invoice: InvoiceSummary) => void;
  onDownload: (invoice: InvoiceSummary) => void;
  onDuplicate: (invoice: InvoiceSummary) => void;
  onDelete: (invoice: InvoiceSummary) => void;
}

function ActionButton({
  label,
  number,
  icon,
  danger,
  onClick,
}: {
  label: string;
  number: string;
  icon: ReactNode;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        danger={danger}
        icon={icon}
        aria-label={A.label(label, number)}
        onClick={(event) => {
          // The row's own click opens the view: an action is only the action.
          event.stopPropagation();
          onClick();
        }}
      />
    </Tooltip>
  );
}

/** A row's actions (issue 16): View, Print, Download PDF, Duplicate, and Delete for a draft. */
function RowActions({ invoice, handlers }: { invoice: InvoiceSummary; handlers: InvoiceRowHandlers }) {
  const number = invoice.invoice_number;
  return (
    <div style={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
      <ActionButton label={A.view} number={number} icon={<EyeOutlined aria-hidden />} onClick={() => handlers.onView(invoice)} />
      <ActionButton
        label={A.print}
        number={number}
        icon={<PrinterOutlined aria-hidden />}
        onClick={() => handlers.onPrint(invoice)}
      />
      <ActionButton
        label={A.pdf}
        number={number}
        icon={<FilePdfOutlined aria-hidden />}
        onClick={() => handlers.onDownload(invoice)}
      />
      <ActionButton
        label={A.duplicate}
        number={number}
        icon={<CopyOutlined aria-hidden />}
        onClick={() => handlers.onDuplicate(invoice)}
      />
      {invoice.status === 'draft' ? (
        <ActionButton
          label={A.delete}
          number={number}
          danger
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => handlers.onDelete(invoice)}
        />
      ) : null}
    </div>
  );
}

/**
 * The invoices of one page (spec §2): Invoice #, Client (name and e-mail), Issue Date, Due Date,
 * Amount (the total in its currency), Status, Actions. A row's click opens the invoice. Paged on
 * the server: `onPage` asks for another page. Scrolls sideways on a narrow screen.
 */
export function InvoicesTable({
  page,
  loading,
  empty,
  onPage,
  handlers,
}: {
  page: InvoicePage | undefined;
  loading: boolean;
  /** Shown in the table's body when this page has no rows. */
  empty: ReactNode;
  onPage: (page: number) => void;
  handlers: InvoiceRowHandlers;
}) {
  const columns: NonNullable<TableProps<InvoiceSummary>['columns']> = [
    {
      title: T.number,
      key: 'number',
      width: 130,
      render: (_, invoice) => (
        <Typography.Text strong ellipsis={{ tooltip: invoice.invoice_number }}>
          {invoice.invoice_number}
        </Typography.Text>
      ),
    },
    {
      title: T.client,
      key: 'client',
      render: (_, invoice) => (
        <div style={{ minWidth: 0 }}>
          <Typography.Text ellipsis={{ tooltip: invoice.client_name }} style={{ display: 'block' }}>
            {invoice.client_name}
          </Typography.Text>
          {invoice.client_email ? (
            <Typography.Text
              type="secondary"
              ellipsis={{ tooltip: invoice.client_email }}
              style={{ display: 'block', fontSize: 12 }}
            >
              {invoice.client_email}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      title: T.issueDate,
      key: 'issue',
      width: 124,
      render: (_, invoice) => <span style={nowrap}>{formatCalendarDate(invoice.issue_date)}</span>,
    },
    {
      title: T.dueDate,
      key: 'due',
      width: 124,
      render: (_, invoice) => <span style={nowrap}>{formatCalendarDate(invoice.due_date)}</span>,
    },
    {
      title: T.amount,
      key: 'amount',
      width: 132,
      align: 'right',
      render: (_, invoice) => {
        const amount = formatMoney(invoice.total_minor, invoice.currency);
        return (
          <Typography.Text ellipsis={{ tooltip: amount }} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {amount}
          </Typography.Text>
        );
      },
    },
    {
      title: T.status,
      key: 'status',
      width: 100,
      render: (_, invoice) => <InvoiceStatusTag status={invoice.status} />,
    },
    {
      title: T.actions,
      key: 'actions',
      width: 164,
      align: 'right',
      render: (_, invoice) => <RowActions invoice={invoice} handlers={handlers} />,
    },
  ];

  return (
    <Table<InvoiceSummary>
      aria-label={T.label}
      rowKey="id"
      columns={columns.map((column) => ({ ...column, onHeaderCell: nowrapHeader }))}
      dataSource={page?.items ?? []}
      loading={loading}
      tableLayout="fixed"
      scroll={{ x: 960 }}
      onRow={(invoice) => ({
        onClick: () => handlers.onView(invoice),
        style: { cursor: 'pointer' },
      })}
      locale={{ emptyText: page ? empty : ' ' }}
      pagination={
        page && page.total > page.per_page
          ? {
              current: page.page,
              pageSize: page.per_page,
              total: page.total,
              showSizeChanger: false,
              onChange: onPage,
            }
          : false
      }
    />
  );
}
