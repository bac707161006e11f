import { localTimeZone } from '@kanri/contracts';
import type { Client, ClientPage, Invoice, InvoiceCounts, InvoicePage, InvoiceSummary } from '@kanri/contracts/business';
import { screen, within } from '@testing-library/react';
import { fakeApi, makeInvoiceSummary, renderWithApp, type ApiCall, type RenderWithAppOptions } from '../../../test-utils';
import { INVOICE_TEXTS } from '../texts';
import InvoiceScreen from './invoice-page';

const T = INVOICE_TEXTS;

/** A GET /invoices reply: `items` as one page, counts from the items unless given. */
export function invoicePage(
  items: InvoiceSummary[],
  overrides: Partial<Omit<InvoicePage, 'counts'>> & { counts?: Partial<InvoiceCounts> } = {},
): InvoicePage {
  const { counts, ...rest } = overrides;
  const count = (status: InvoiceSummary['status']) => items.filter((item) => item.status === status).length;
  return {
    items,
    total: items.length,
    page: 1,
    per_page: 20,
    ...rest,
    counts: {
      total: items.length,
      draft: count('draft'),
      sent: count('sent'),
      paid: count('paid'),
      overdue: count('overdue'),
      per_currency: [],
      ...counts,
    },
  };
}

/** A GET /clients reply of these clients. */
export function clientPage(items: Client[]): ClientPage {
  return {
    items,
    total: items.length,
    page: 1,
    per_page: 100,
    counts: { total: items.length, active: items.length, potential: 0, inactive: 0, archived: 0 },
  };
}

/** The row of a summary as the list sends it (`makeInvoiceSummary`). */
export const summaryOf = (invoice: Invoice): InvoiceSummary => makeInvoiceSummary(invoice.id, invoice);

/**
 * The Invoice page over a fake API: GET /invoices answers `list` (a page, or a function of the
 * call), GET /clients `clients`, GET /invoices/next-number `INV-0042`; `handlers` add or replace routes.
 */
export function renderInvoicePage({
  list = invoicePage([]),
  clients = clientPage([]),
  handlers = {},
  options = {},
}: {
  list?: InvoicePage | ((call: ApiCall) => unknown);
  clients?: ClientPage;
  handlers?: Record<string, (call: ApiCall) => unknown>;
  options?: RenderWithAppOptions;
} = {}) {
  const api = fakeApi({
    'GET /invoices': typeof list === 'function' ? list : () => list,
    'GET /clients': () => clients,
    'GET /invoices/next-number': () => ({ invoice_number: 'INV-0042', currency: 'USD' }),
    ...handlers,
  });
  const view = renderWithApp([{ path: '/dashboard/invoice', element: <InvoiceScreen /> }], {
    path: '/dashboard/invoice',
    ...options,
  });
  return { ...view, api, timeZone: localTimeZone() };
}

/** The figure (or lines) on a card (Total Invoices, Total Revenue, Pending Amount, Paid Invoices). */
export function cardValue(title: string): string {
  const cards = screen.getByRole('region', { name: T.cards.label });
  return within(cards).getByText(title).parentElement!.children[1]!.textContent ?? '';
}

/** The lines of a money card, one per currency. */
export function cardLines(title: string): string[] {
  const cards = screen.getByRole('region', { name: T.cards.label });
  const value = within(cards).getByText(title).parentElement!.children[1]!;
  return Array.from(value.querySelectorAll('span[title]')).map((line) => line.textContent ?? '');
}

/** The table row of an invoice, found by its number. */
export async function findRow(number: string): Promise<HTMLElement> {
  const cell = await screen.findByText(number, { selector: '.ant-table-row *' });
  return cell.closest('tr')!;
}

/** The live summary's lines as `label: value`. */
export function summaryLines(dialog: HTMLElement): string[] {
  const summary = within(dialog).getByRole('region', { name: T.dialog.summary });
  return Array.from(summary.querySelectorAll('dt')).map((term) =>
    `${term.textContent}: ${term.nextElementSibling?.textContent}`.replace(/\u00a0/g, ' '),
  );
}
