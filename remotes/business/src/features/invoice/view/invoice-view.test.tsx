import { localTimeZone } from '@kanri/contracts';
import { INVOICE_MESSAGES, toMinorUnits, type Invoice } from '@kanri/contracts/business';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { makeInvoice, Reply, spyOnToasts, toastTexts } from '../../../test-utils';
import {
  findDialog,
  findDocument,
  itemRows,
  makeCompanyProfile,
  makeTimeGroup,
  renderInvoiceView,
  summaryOf,
} from './test-support';
import { INVOICE_VIEW_TEXTS } from './texts';

// Lazy design-system parts (drawer, modal, inputs) are slow to appear on a busy 2-core machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const V = INVOICE_VIEW_TEXTS.view;
const P = INVOICE_VIEW_TEXTS.payment;
const U = INVOICE_VIEW_TEXTS.unbilled;
const D = INVOICE_VIEW_TEXTS.document;

const toolbar = () => screen.findByRole('toolbar', { name: V.actionsLabel });
/** A button of the toolbar once it is usable (not loading). */
const button = async (name: string) => {
  const bar = await toolbar();
  return waitFor(() => within(bar).getByRole('button', { name }));
};

/** The invoice after a payment of `amount` minor units (as the server would answer it). */
function paid(invoice: Invoice, amount: number, id: number, paidOn: string, note = ''): Invoice {
  const amountPaid = invoice.amount_paid_minor + amount;
  const balance = invoice.total_minor - amountPaid;
  return {
    ...invoice,
    amount_paid_minor: amountPaid,
    balance_due_minor: balance,
    status: balance === 0 ? 'paid' : invoice.status,
    payments: [...invoice.payments, { id, paid_on: paidOn, amount_minor: amount, note, created_at: invoice.created_at }],
  };
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:kanri/file');
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('InvoiceView', () => {
  it('shows the invoice as a document with the organization, asked in the user’s time zone', async () => {
    const invoice = makeInvoice(7, {
      client_name: 'Globex Corporation',
      client_email: 'ap@globex.test',
      client_address: '500 Oak Avenue\nSpringfield',
      ship_to_address: 'Warehouse 9',
      po_number: 'PO-7781',
      headers: { item: 'Service', quantity: 'Hours', unit: 'Unit', rate: 'Price', amount: 'Line total' },
      items: [
        {
          id: 1,
          description: 'Design work',
          quantity: '2.0000',
          unit: 'hrs',
          rate: '50',
          amount_minor: 10000,
          time_entry_ids: [],
        },
        { id: 2, description: 'Hosting', quantity: '1', unit: 'months', rate: '12.3456', amount_minor: 1235, time_entry_ids: [] },
      ],
      subtotal_minor: 11235,
      tax_minor: 1124,
      total_minor: 12359,
      balance_due_minor: 12359,
      notes: 'Thank you for your business.',
    });
    const view = renderInvoiceView({ invoice });

    const document = await findDocument('INV-0007');
    expect(within(document).getByRole('heading', { name: D.heading })).toBeInTheDocument();
    expect(within(document).getByTestId('invoice-number')).toHaveTextContent('INV-0007');
    expect(within(document).getByTestId('invoice-status')).toHaveTextContent('Draft');
    const company = await within(document).findByTestId('invoice-company');
    expect(company).toHaveTextContent('Kanri Labs');
    expect(company).toHaveTextContent('billing@kanri.test');
    expect(company).toHaveTextContent(D.taxId('US-12-3456789'));
    expect(within(document).getByTestId('invoice-bill-to')).toHaveTextContent('Globex Corporationap@globex.test500 Oak Avenue');
    expect(within(document).getByTestId('invoice-ship-to')).toHaveTextContent('Warehouse 9');
    expect(document).toHaveTextContent('Mar 1, 2026');
    expect(document).toHaveTextContent('Mar 31, 2026');
    expect(document).toHaveTextContent('Net 30');
    expect(document).toHaveTextContent('PO-7781');
    for (const header of ['Service', 'Hours', 'Unit', 'Price', 'Line total']) {
      expect(within(document).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(itemRows(document)).toEqual([
      ['Design work', '2', 'hrs', '$50.00', '$100.00'],
      ['Hosting', '1', 'months', '$12.3456', '$12.35'],
    ]);
    // Discount, shipping and amount paid are 0: no line for them.
    expect(summaryOf(document)).toEqual(['Subtotal: $112.35', 'Tax (10%): $11.24', 'Total: $123.59', 'Balance Due: $123.59']);
    expect(document).toHaveTextContent('Thank you for your business.');
    expect(document).toHaveTextContent(invoice.terms);

    const [get] = view.api.callsTo('GET /invoices/:id');
    expect(get!.path).toBe('/invoices/7');
    expect(get!.query.get('time_zone')).toBe(localTimeZone());
    expect(await screen.findByText(P.none)).toBeInTheDocument();
  });

  it('shows Discount, Shipping and Amount Paid when above 0, with the currency’s own digits', async () => {
    const invoice = makeInvoice(3, {
      currency: 'JPY',
      currency_exponent: 0,
      items: [
        { id: 1, description: 'Consulting', quantity: '3', unit: 'hrs', rate: '12000', amount_minor: 36000, time_entry_ids: [] },
      ],
      subtotal_minor: 36000,
      discount_minor: 1000,
      shipping_minor: 500,
      tax_rate: '8.000',
      tax_minor: 2840,
      total_minor: 38340,
      amount_paid_minor: 10000,
      balance_due_minor: 28340,
      status: 'sent',
      payments: [{ id: 4, paid_on: '2026-03-05', amount_minor: 10000, note: 'Deposit', created_at: '2026-03-05T10:00:00.000Z' }],
    });
    renderInvoiceView({ invoice });
    const document = await findDocument('INV-0003');
    expect(itemRows(document)).toEqual([['Consulting', '3', 'hrs', '¥12,000', '¥36,000']]);
    expect(summaryOf(document)).toEqual([
      'Subtotal: ¥36,000',
      'Discount: -¥1,000',
      'Shipping: ¥500',
      'Tax (8%): ¥2,840',
      'Total: ¥38,340',
      'Amount Paid: -¥10,000',
      'Balance Due: ¥28,340',
    ]);
    const payments = screen.getByRole('region', { name: P.listLabel });
    expect(within(payments).getByRole('row', { name: /Mar 5, 2026/ })).toHaveTextContent('Mar 5, 2026¥10,000Deposit');
  });

  it('shows the failure with Retry, and says so when the invoice is gone', async () => {
    renderInvoiceView({
      handlers: () => ({ 'GET /invoices/:id': () => new Reply(404, { error: true, message: 'Invoice not found' }) }),
    });
    expect(await screen.findByText(V.loadFailed)).toBeInTheDocument();
    expect(screen.getByText(V.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: V.retry })).not.toBeInTheDocument();
  });

  it('Edit hands the invoice to the page', async () => {
    const view = renderInvoiceView();
    await view.user.click(await button(V.edit));
    expect(view.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 1, invoice_number: 'INV-0001' }));
  });

  it('marks a draft as sent, then a sent invoice as paid (POST /invoices/status)', async () => {
    const toasts = spyOnToasts();
    const view = renderInvoiceView({
      handlers: (store) => ({
        'POST /invoices/status': (call) => {
          const { status } = call.body as { status: 'sent' | 'paid' };
          store.current =
            status === 'paid'
              ? paid({ ...store.current, status: 'sent' }, store.current.balance_due_minor, 9, '2026-03-10')
              : { ...store.current, status };
          return store.current;
        },
      }),
    });
    expect(within(await toolbar()).queryByRole('button', { name: V.markPaid })).not.toBeInTheDocument();
    await view.user.click(await button(V.markSent));
    await waitFor(() => expect(screen.getByTestId('invoice-status')).toHaveTextContent('Sent'));
    expect(view.api.callsTo('POST /invoices/status')[0]!.body).toEqual({ id: 1, status: 'sent' });
    expect(toastTexts(toasts.success)).toContain(INVOICE_MESSAGES.updated);
    expect(within(await toolbar()).queryByRole('button', { name: V.markSent })).not.toBeInTheDocument();

    await view.user.click(await button(V.markPaid));
    await waitFor(() => expect(screen.getByTestId('invoice-status')).toHaveTextContent('Paid'));
    expect(view.api.callsTo('POST /invoices/status')[1]!.body).toEqual({ id: 1, status: 'paid' });
    // Nothing is left to pay.
    expect(within(await toolbar()).queryByRole('button', { name: V.markPaid })).not.toBeInTheDocument();
    expect(within(await toolbar()).queryByRole('button', { name: V.recordPayment })).not.toBeInTheDocument();
  });

  it('toasts the server’s refusal of a status change', async () => {
    const toasts = spyOnToasts();
    const view = renderInvoiceView({
      handlers: () => ({
        'POST /invoices/status': () => new Reply(409, { error: true, message: 'The invoice changed meanwhile.' }),
      }),
    });
    await view.user.click(await button(V.markSent));
    await waitFor(() => expect(toastTexts(toasts.error)).toContain('The invoice changed meanwhile.'));
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Draft');
  });

  it('records a payment: the balance due by default, checked before sending, then listed; deletes one after a confirm', async () => {
    const toasts = spyOnToasts();
    const view = renderInvoiceView({
      invoice: makeInvoice(1, { status: 'sent' }),
      handlers: (store) => ({
        'POST /invoices/payments/store': (call) => {
          const body = call.body as { paid_on: string; amount: string; note?: string };
          store.current = paid(store.current, toMinorUnits(body.amount, 2), 31, body.paid_on, body.note ?? '');
          return store.current;
        },
        'DELETE /invoices/payments/destroy/:id': () => {
          store.current = makeInvoice(1, { status: 'sent' });
          return store.current;
        },
      }),
    });
    await view.user.click(await button(V.recordPayment));
    const dialog = await findDialog(P.dialogTitle);
    const amount = await within(dialog).findByLabelText(P.amountField('USD'));
    expect(amount).toHaveValue('110.00');
    expect(within(dialog).getByText(P.balanceHint('$110.00'))).toBeInTheDocument();
    const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());
    expect(within(dialog).getByLabelText(P.paidOn)).toHaveValue(today);

    // More than the balance, or more decimals than USD has: the message under the field, nothing sent.
    await view.user.clear(amount);
    await view.user.type(amount, '120');
    await view.user.click(within(dialog).getByRole('button', { name: P.save }));
    expect(await within(dialog).findByText(INVOICE_MESSAGES.paymentTooLarge)).toBeInTheDocument();
    await view.user.clear(amount);
    await view.user.type(amount, '10.005');
    await view.user.click(within(dialog).getByRole('button', { name: P.save }));
    expect(await within(dialog).findByText(INVOICE_MESSAGES.amountInvalid('USD', 2))).toBeInTheDocument();
    expect(view.api.callsTo('POST /invoices/payments/store')).toHaveLength(0);

    await view.user.clear(amount);
    await view.user.type(amount, '40.50');
    await view.user.type(within(dialog).getByLabelText(P.noteField), 'Bank transfer');
    await view.user.click(within(dialog).getByRole('button', { name: P.save }));
    await waitFor(() => expect(toastTexts(toasts.success)).toContain(INVOICE_MESSAGES.paymentRecorded));
    const [store] = view.api.callsTo('POST /invoices/payments/store');
    expect(store!.body).toEqual({
      invoice_id: 1,
      paid_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      amount: '40.50',
      note: 'Bank transfer',
    });

    const payments = screen.getByRole('region', { name: P.listLabel });
    expect(await within(payments).findByText('$40.50')).toBeInTheDocument();
    expect(within(payments).getByText('Bank transfer')).toBeInTheDocument();
    expect(summaryOf(await findDocument('INV-0001'))).toEqual([
      'Subtotal: $100.00',
      'Tax (10%): $10.00',
      'Total: $110.00',
      'Amount Paid: -$40.50',
      'Balance Due: $69.50',
    ]);

    const day = store!.body as { paid_on: string };
    const shown = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${day.paid_on}T00:00:00Z`),
    );
    await view.user.click(within(payments).getByRole('button', { name: P.deleteLabel('$40.50', shown) }));
    const confirm = await findDialog(P.deleteTitle);
    expect(confirm).toHaveTextContent(P.deleteBody('$40.50', shown));
    await view.user.click(within(confirm).getByRole('button', { name: P.deleteOk }));
    await waitFor(() => expect(toastTexts(toasts.success)).toContain(INVOICE_MESSAGES.paymentDeleted));
    expect(view.api.callsTo('DELETE /invoices/payments/destroy/:id')[0]!.path).toBe('/invoices/payments/destroy/31');
    expect(await within(payments).findByText(P.none)).toBeInTheDocument();
  });

  it('puts the server’s refusal of a payment under its field', async () => {
    const view = renderInvoiceView({
      invoice: makeInvoice(1, { status: 'sent' }),
      handlers: () => ({
        'POST /invoices/payments/store': () =>
          new Reply(422, {
            error: true,
            message: 'The given data was invalid.',
            errors: { amount: [INVOICE_MESSAGES.paymentTooLarge] },
          }),
      }),
    });
    await view.user.click(await button(V.recordPayment));
    const dialog = await findDialog(P.dialogTitle);
    await view.user.click(within(dialog).getByRole('button', { name: P.save }));
    expect(await within(dialog).findByText(INVOICE_MESSAGES.paymentTooLarge)).toBeInTheDocument();
    expect(await findDialog(P.dialogTitle)).toBeInTheDocument();
  });

  it('adds unbilled time of the client: per task or per day, picked, totalled, then the new items', async () => {
    const toasts = spyOnToasts();
    const groups = {
      task: [
        makeTimeGroup('task:1:8000', { description: 'Landing page', entry_ids: [11, 12], hours: '1.50', amount_minor: 12000 }),
        makeTimeGroup('task:2:8000', {
          description: 'Checkout',
          entry_ids: [13],
          hours: '0.25',
          seconds: 900,
          amount_minor: 2000,
        }),
      ],
      day: [makeTimeGroup('day:2026-03-04:1:8000', { description: 'Mar 4, 2026', day: '2026-03-04', entry_ids: [11, 12, 13] })],
    };
    const view = renderInvoiceView({
      invoice: makeInvoice(1, { client_id: 5 }),
      handlers: (store) => ({
        'GET /invoices/unbilled-time': (call) => ({
          currency: 'USD',
          currency_exponent: 2,
          groups: groups[call.query.get('group_by') as 'task' | 'day'],
        }),
        'POST /invoices/add-time': () => {
          store.current = makeInvoice(1, {
            client_id: 5,
            items: [
              ...store.current.items,
              {
                id: 500,
                description: 'Landing page',
                quantity: '1.50',
                unit: 'hrs',
                rate: '80',
                amount_minor: 12000,
                time_entry_ids: [11, 12],
              },
            ],
            subtotal_minor: 22000,
            tax_minor: 2200,
            total_minor: 24200,
            balance_due_minor: 24200,
          });
          return store.current;
        },
      }),
    });
    await view.user.click(await button(V.addTime));
    const dialog = await findDialog(U.title);
    const list = await within(dialog).findByRole('list', { name: U.listLabel });
    const [first] = view.api.callsTo('GET /invoices/unbilled-time');
    expect(Object.fromEntries(first!.query)).toEqual({
      client_id: '5',
      currency: 'USD',
      group_by: 'task',
      time_zone: localTimeZone(),
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Landing page${U.hours('1.50')} · ${U.rate('$80.00')} · Website$120.00`,
      `Checkout${U.hours('0.25')} · ${U.rate('$80.00')} · Website$20.00`,
    ]);
    const add = within(dialog).getByRole('button', { name: U.add });
    expect(add).toBeDisabled();

    await view.user.click(within(dialog).getByRole('checkbox', { name: U.selectAll }));
    expect(within(dialog).getByRole('status', { name: U.total })).toHaveTextContent('$140.00');
    await view.user.click(within(dialog).getByRole('checkbox', { name: U.pick('Checkout') }));
    expect(within(dialog).getByRole('status', { name: U.total })).toHaveTextContent('$120.00');

    // Per day: another list, nothing picked.
    await view.user.click(within(dialog).getByText(U.perDay));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(view.api.callsTo('GET /invoices/unbilled-time')[1]!.query.get('group_by')).toBe('day');
    expect(within(dialog).getByRole('status', { name: U.total })).toHaveTextContent('$0.00');
    await view.user.click(within(dialog).getByText(U.perTask));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    await view.user.click(within(dialog).getByRole('checkbox', { name: U.pick('Landing page') }));
    await view.user.click(within(dialog).getByRole('button', { name: U.add }));

    await waitFor(() => expect(toastTexts(toasts.success)).toContain(INVOICE_MESSAGES.timeAdded));
    expect(view.api.callsTo('POST /invoices/add-time')[0]!.body).toEqual({
      id: 1,
      entry_ids: [11, 12],
      group_by: 'task',
      time_zone: localTimeZone(),
    });
    const document = await findDocument('INV-0001');
    await waitFor(() => expect(itemRows(document)).toHaveLength(2));
    expect(itemRows(document)[1]).toEqual(['Landing page', '1.5', 'hrs', '$80.00', '$120.00']);
    expect(summaryOf(document)).toContain('Total: $242.00');
  });

  it('shows the server’s message when the time was invoiced meanwhile, and reloads the list', async () => {
    let served = 0;
    const view = renderInvoiceView({
      invoice: makeInvoice(1, { client_id: 5 }),
      handlers: () => ({
        'GET /invoices/unbilled-time': () => {
          served += 1;
          return { currency: 'USD', currency_exponent: 2, groups: served === 1 ? [makeTimeGroup('task:1:8000')] : [] };
        },
        'POST /invoices/add-time': () => new Reply(409, { error: true, message: INVOICE_MESSAGES.timeAlreadyInvoiced }),
      }),
    });
    await view.user.click(await button(V.addTime));
    const dialog = await findDialog(U.title);
    await view.user.click(await within(dialog).findByRole('checkbox', { name: U.pick('Task task:1:8000') }));
    await view.user.click(within(dialog).getByRole('button', { name: U.add }));
    expect(await within(dialog).findByText(INVOICE_MESSAGES.timeAlreadyInvoiced)).toBeInTheDocument();
    expect(await within(dialog).findByText(U.empty('USD'))).toBeInTheDocument();
    expect(served).toBe(2);
  });

  it('offers tracked time on drafts with a client only, saying why otherwise', async () => {
    renderInvoiceView({ invoice: makeInvoice(1, { client_id: null }) });
    expect(await button(V.addTime)).toBeDisabled();
  });

  it('prints in a new window opened in the click, and downloads the PDF under the invoice’s number', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const toasts = spyOnToasts();
    let fail = false;
    const view = renderInvoiceView({
      invoice: makeInvoice(12),
      handlers: () => ({
        'GET /invoices/:id/pdf': () =>
          fail ? new Reply(500, { error: true, message: 'HTTP 500: Internal Server Error' }) : new Reply(200, { pdf: true }),
      }),
    });
    await view.user.click(await button(V.print));
    expect(open).toHaveBeenCalledWith('/dashboard/invoice/12/print', '_blank', expect.any(String));

    await view.user.click(await button(V.downloadPdf));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(view.api.callsTo('GET /invoices/:id/pdf')[0]!.path).toBe('/invoices/12/pdf');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('INV-0012.pdf');

    fail = true;
    await view.user.click(await button(V.downloadPdf));
    await waitFor(() => expect(toastTexts(toasts.error)).toContain(INVOICE_MESSAGES.pdfFailed));
  });

  it('shows the company logo from GET /settings/company/logo', async () => {
    const view = renderInvoiceView({
      company: makeCompanyProfile({ has_logo: true, logo_content_type: 'image/png' }),
      handlers: () => ({ 'GET /settings/company/logo': () => new Reply(200, 'png') }),
    });
    const document = await findDocument('INV-0001');
    expect(await within(document).findByRole('img', { name: D.logoAlt('Kanri Labs') })).toHaveAttribute('src', 'blob:kanri/file');
    expect(view.api.callsTo('GET /settings/company/logo')).toHaveLength(1);
  });
});
