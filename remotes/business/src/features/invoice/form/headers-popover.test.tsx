import {
  DEFAULT_INVOICE_HEADERS,
  INVOICE_MESSAGES,
  type InvoiceHeaders,
  type InvoiceStoreRequest,
} from '@kanri/contracts/business';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { makeClient, makeInvoice, renderWithApp } from '../../../test-utils';
import { clientPage, renderInvoicePage } from '../pages/test-support';
import { INVOICE_TEXTS } from '../texts';
import { HeadersPopover } from './headers-popover';

// Lazy design-system parts (modal, popover, inputs) are slow to appear on a busy 2-core machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(90_000);

const D = INVOICE_TEXTS.dialog;

/** The Create Invoice dialog (found by its title's text, as in invoice-page.test.tsx). */
const createDialog = () =>
  waitFor(() => {
    const found = screen
      .getAllByRole('dialog')
      .find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent === D.createTitle);
    expect(found).toBeDefined();
    return found!;
  });

/** The items table's column headers (the empty last one, of the remove buttons, left out). */
const columnHeaders = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table', { name: D.itemsLabel }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
    .filter(Boolean);

const DEFAULT_LABELS = Object.values(DEFAULT_INVOICE_HEADERS);

describe('Customize Headers', () => {
  it('renames the columns of a new invoice: the table follows, a blank label is refused, and the labels are saved', async () => {
    const view = renderInvoicePage({
      clients: clientPage([makeClient(3, { name: 'Acme Ltd', email: 'billing@acme.test' })]),
      handlers: { 'POST /invoices/store': () => makeInvoice(9, { invoice_number: 'INV-0042' }) },
    });
    await view.user.click(await screen.findByRole('button', { name: INVOICE_TEXTS.newInvoice }));
    const dialog = await createDialog();
    await waitFor(() => expect(within(dialog).getByLabelText(D.number)).toHaveValue('INV-0042'));
    expect(columnHeaders(dialog)).toEqual(DEFAULT_LABELS);

    const trigger = within(dialog).getByRole('button', { name: D.customizeHeaders });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(trigger);
    const itemLabel = await screen.findByRole('textbox', { name: D.headerLabels.item });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The five labels, each with the invoice's current text (spec §9 defaults).
    expect(
      (Object.keys(DEFAULT_INVOICE_HEADERS) as (keyof InvoiceHeaders)[]).map(
        (key) => (screen.getByRole('textbox', { name: D.headerLabels[key] }) as HTMLInputElement).value,
      ),
    ).toEqual(DEFAULT_LABELS);

    await view.user.clear(itemLabel);
    await view.user.type(itemLabel, 'Service');
    const quantityLabel = screen.getByRole('textbox', { name: D.headerLabels.quantity });
    await view.user.clear(quantityLabel);
    await view.user.type(quantityLabel, 'Hours');
    await waitFor(() => expect(columnHeaders(dialog)).toEqual(['Service', 'Hours', 'Unit', 'Rate', 'Amount']));

    // A blank label: the schema's message under it and on the button; nothing is sent.
    const rateLabel = screen.getByRole('textbox', { name: D.headerLabels.rate });
    await view.user.clear(rateLabel);
    expect(await screen.findByText(INVOICE_MESSAGES.headerInvalid)).toBeInTheDocument();
    expect(trigger).toHaveClass('ant-btn-dangerous');
    await view.user.type(rateLabel, ' Price per hour ');
    await waitFor(() => expect(screen.queryByText(INVOICE_MESSAGES.headerInvalid)).not.toBeInTheDocument());
    expect(trigger).not.toHaveClass('ant-btn-dangerous');

    await view.user.type(within(dialog).getByRole('combobox', { name: D.clientName }), 'Acme Ltd');
    await view.user.type(within(dialog).getByLabelText(D.description(1)), 'Design');
    await view.user.click(within(dialog).getByRole('button', { name: D.save }));
    await waitFor(() => expect(view.api.callsTo('POST /invoices/store')).toHaveLength(1));
    const body = view.api.callsTo('POST /invoices/store')[0]!.body as InvoiceStoreRequest;
    // Trimmed, the others left as they were.
    expect(body.headers).toEqual({ item: 'Service', quantity: 'Hours', unit: 'Unit', rate: 'Price per hour', amount: 'Amount' });
  });

  it('Reset to defaults puts back the labels of spec §9', async () => {
    const changes: InvoiceHeaders[] = [];
    const custom: InvoiceHeaders = { item: 'Service', quantity: 'Hours', unit: 'Per', rate: 'Price', amount: 'Line total' };
    const view = renderWithApp(<HeadersPopover headers={custom} errors={{}} onChange={(next) => changes.push(next)} />);
    await view.user.click(await screen.findByRole('button', { name: D.customizeHeaders }));
    expect(await screen.findByRole('textbox', { name: D.headerLabels.amount })).toHaveValue('Line total');
    await view.user.click(screen.getByRole('button', { name: D.resetHeaders }));
    expect(changes).toEqual([{ ...DEFAULT_INVOICE_HEADERS }]);
  });
});
