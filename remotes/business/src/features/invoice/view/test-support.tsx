import type { CompanyProfile, Invoice, UnbilledTimeGroup } from '@kanri/contracts/business';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, makeInvoice, renderWithApp, STAMP, type ApiCall, type RenderWithAppOptions } from '../../../test-utils';
import { InvoiceView } from './invoice-view';
import { INVOICE_VIEW_TEXTS } from './texts';

/** The organization printed on invoices: Kanri Labs, with an address over two lines and a tax ID. */
export function makeCompanyProfile(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    name: 'Kanri Labs',
    address: '1 Market Street\nSan Francisco, CA 94105',
    phone: '+1 555 010 0100',
    email: 'billing@kanri.test',
    website: 'https://kanri.test',
    tax_id: 'US-12-3456789',
    has_logo: false,
    logo_content_type: null,
    updated_at: STAMP,
    ...overrides,
  };
}

/** A group of unbilled time: `hours` at 80.00 USD an hour on the Website project. */
export function makeTimeGroup(key: string, overrides: Partial<UnbilledTimeGroup> = {}): UnbilledTimeGroup {
  return {
    key,
    description: `Task ${key}`,
    project_id: 1,
    project_name: 'Website',
    task_id: 1,
    day: null,
    rate_minor: 8000,
    seconds: 5400,
    hours: '1.50',
    amount_minor: 12000,
    entry_ids: [1, 2],
    ...overrides,
  };
}

/** The invoice as the server keeps it for one test: handlers read and replace it. */
export interface InvoiceStore {
  current: Invoice;
}

/**
 * The invoice view of `invoice` over a fake API: GET /invoices/:id answers the stored invoice, GET
 * /settings/company `company`; `handlers` add or replace routes (they may change `store.current`).
 * `onEdit` and `onClose` are jest mocks.
 */
export function renderInvoiceView({
  invoice = makeInvoice(1),
  company = makeCompanyProfile(),
  handlers = () => ({}),
  options = {},
}: {
  invoice?: Invoice;
  company?: CompanyProfile;
  handlers?: (store: InvoiceStore) => Record<string, (call: ApiCall) => unknown>;
  options?: RenderWithAppOptions;
} = {}) {
  const store: InvoiceStore = { current: invoice };
  const api = fakeApi({
    'GET /invoices/:id': () => store.current,
    'GET /settings/company': () => company,
    ...handlers(store),
  });
  const onEdit = jest.fn();
  const onClose = jest.fn();
  const view = renderWithApp(<InvoiceView invoiceId={invoice.id} onClose={onClose} onEdit={onEdit} />, options);
  return { ...view, api, store, onEdit, onClose };
}

/** The document on screen (found by its number). */
export async function findDocument(number: string): Promise<HTMLElement> {
  return screen.findByRole('article', { name: INVOICE_VIEW_TEXTS.document.label(number) });
}

/** The summary's lines as `label: value`, in order. */
export function summaryOf(document: HTMLElement): string[] {
  const summary = within(document).getByLabelText(INVOICE_VIEW_TEXTS.document.summaryLabel);
  return Array.from(summary.children).map((line) => `${line.children[0]!.textContent}: ${line.children[1]!.textContent}`);
}

/** The items table's rows as their cells' texts. */
export function itemRows(document: HTMLElement): string[][] {
  const table = within(document).getByRole('table', { name: INVOICE_VIEW_TEXTS.document.itemsLabel });
  return Array.from(table.querySelectorAll('tbody tr')).map((row) =>
    Array.from(row.children).map((cell) => cell.textContent ?? ''),
  );
}

/**
 * A dialog (modal) by its title. Under jest every antd overlay gets the id `test-id`, so a modal
 * inside the drawer is named after the drawer's title: found by its own title element instead.
 */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen
      .getAllByRole('dialog')
      .find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === title && !dialog.closest('.ant-zoom-leave'));
    if (!found) throw new Error(`No dialog titled ${title}`);
    return found;
  });
}
