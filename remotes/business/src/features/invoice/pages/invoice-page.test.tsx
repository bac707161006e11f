import { dayOf } from '@kanri/contracts';
import { formatCalendarDate } from '@kanri/design-system';
import {
  dueDateFor,
  INVOICE_DEFAULTS,
  INVOICE_MESSAGES,
  type Invoice,
  type InvoiceStoreRequest,
  type InvoiceUpdateRequest,
} from '@kanri/contracts/business';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeClient, makeInvoice, makeInvoiceSummary, Reply, spyOnToasts, toastTexts } from '../../../test-utils';
import { INVOICE_TEXTS } from '../texts';
import { INVOICE_VIEW_TEXTS } from '../view/texts';
import {
  cardLines,
  cardValue,
  clientPage,
  findRow,
  invoicePage,
  renderInvoicePage,
  summaryLines,
  summaryOf,
} from './test-support';

// Lazy design-system parts (table, inputs, modal, select) are slow to appear on a busy 2-core machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(90_000);

const T = INVOICE_TEXTS;
const D = T.dialog;
const A = T.actions;

type User = ReturnType<typeof renderInvoicePage>['user'];

/**
 * The dialog (modal or drawer) whose title is `name`. Found by its title's text: under jest every
 * antd overlay is labelled by the same id, so a second overlay's accessible name is the first's.
 */
const dialogNamed = (name: string) =>
  waitFor(() => {
    const found = screen
      .getAllByRole('dialog')
      .find((dialog) => dialog.querySelector('.ant-modal-title, .ant-drawer-title')?.textContent === name);
    expect(found).toBeDefined();
    return found!;
  });
const noDialogNamed = (name: string) =>
  waitFor(() =>
    expect(
      screen
        .queryAllByRole('dialog')
        .filter((dialog) => dialog.querySelector('.ant-modal-title, .ant-drawer-title')?.textContent === name),
    ).toHaveLength(0),
  );
const statusFilter = () => screen.getByRole('radiogroup', { name: T.statusFilter.label });
const lastQuery = (view: ReturnType<typeof renderInvoicePage>) =>
  Object.fromEntries(view.api.callsTo('GET /invoices').at(-1)!.query);

/** The open dropdown's option whose text is `text` (antd renders the lists in a portal). */
async function pickOption(user: User, text: string) {
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (element) => !element.closest('.ant-select-dropdown-hidden') && element.textContent === text,
    );
    expect(found).toBeDefined();
    return found!;
  });
  await user.click(option);
}

/** Types into a field (its old text replaced). */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

const ACME = makeClient(3, { name: 'Acme Ltd', email: 'billing@acme.test', address: '1 Main St\nSpringfield' });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('InvoicePage', () => {
  it('shows the header, the cards per currency, and the table, asked in the user’s time zone', async () => {
    const usd = makeInvoiceSummary(1, {
      invoice_number: 'INV-0001',
      client_name: 'Acme Ltd',
      client_email: 'billing@acme.test',
      issue_date: '2026-03-04',
      due_date: '2026-04-03',
      status: 'overdue',
      total_minor: 29422,
    });
    const yen = makeInvoiceSummary(2, {
      invoice_number: 'INV-0002',
      client_name: 'Tanaka KK',
      currency: 'JPY',
      currency_exponent: 0,
      status: 'paid',
      total_minor: 7505,
    });
    const view = renderInvoicePage({
      list: invoicePage([usd, yen], {
        counts: {
          total: 12,
          paid: 4,
          per_currency: [
            { currency: 'USD', currency_exponent: 2, revenue_minor: 1234550, pending_minor: 29422 },
            { currency: 'JPY', currency_exponent: 0, revenue_minor: 7505, pending_minor: 0 },
          ],
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.settings })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.newInvoice })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: T.search.label })).toHaveAttribute('placeholder', 'Search invoices...');
    expect(
      within(statusFilter())
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['All', 'Draft', 'Sent', 'Paid', 'Overdue']);

    await waitFor(() => expect(cardValue(T.cards.total)).toBe('12'));
    expect(cardValue(T.cards.paid)).toBe('4');
    // Never USD added to JPY: a line each, with the currency's own digits.
    expect(cardLines(T.cards.revenue)).toEqual(['$12,345.50', '¥7,505']);
    expect(cardLines(T.cards.pending)).toEqual(['$294.22', '¥0']);

    const row = await findRow('INV-0001');
    for (const header of [
      T.table.number,
      T.table.client,
      T.table.issueDate,
      T.table.dueDate,
      T.table.amount,
      T.table.status,
      T.table.actions,
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByText('Acme Ltd')).toBeInTheDocument();
    expect(within(row).getByText('billing@acme.test')).toBeInTheDocument();
    expect(within(row).getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Apr 3, 2026')).toBeInTheDocument();
    expect(within(row).getByText('$294.22')).toBeInTheDocument();
    expect(within(row).getByText('Overdue')).toHaveClass('ant-tag-red');
    // A sent invoice is no draft: no delete.
    expect(within(row).getByRole('button', { name: A.label(A.view, 'INV-0001') })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: A.label(A.print, 'INV-0001') })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: A.label(A.pdf, 'INV-0001') })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: A.label(A.duplicate, 'INV-0001') })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: A.label(A.delete, 'INV-0001') })).toBeNull();

    const yenRow = await findRow('INV-0002');
    expect(within(yenRow).getByText('¥7,505')).toBeInTheDocument();
    expect(within(yenRow).getByText('Paid')).toHaveClass('ant-tag-green');

    expect(view.api.callsTo('GET /invoices').map((call) => Object.fromEntries(call.query))).toEqual([
      { time_zone: view.timeZone, page: '1', per_page: '20' },
    ]);
  });

  it('without any invoice: $0.00 on the money cards, No invoices found and Create Invoice', async () => {
    const view = renderInvoicePage();
    expect(await screen.findByText(INVOICE_MESSAGES.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(INVOICE_MESSAGES.emptyFirst)).toBeInTheDocument();
    expect(cardValue(T.cards.total)).toBe('0');
    expect(cardLines(T.cards.revenue)).toEqual(['$0.00']);
    expect(cardLines(T.cards.pending)).toEqual(['$0.00']);
    await view.user.click(screen.getByRole('button', { name: T.createInvoice }));
    expect(await dialogNamed(D.createTitle)).toBeInTheDocument();
  });

  it('shows a developer a 403 panel and asks for nothing (no Settings, no New Invoice)', async () => {
    const view = renderInvoicePage({ options: { role: 'developer' } });
    expect(await screen.findByText(T.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.newInvoice })).not.toBeInTheDocument();
    expect(view.api.calls).toHaveLength(0);
  });

  it('sends the search once typing pauses and the status filter; a filter without rows says so', async () => {
    const view = renderInvoicePage({
      list: (call) =>
        call.query.get('status') === 'overdue'
          ? invoicePage([], { counts: { total: 3 } })
          : invoicePage([makeInvoiceSummary(1)], { counts: { total: 3 } }),
    });
    await findRow('INV-0001');

    await view.user.type(screen.getByRole('textbox', { name: T.search.label }), 'acme');
    await waitFor(() => expect(lastQuery(view)).toEqual({ search: 'acme', time_zone: view.timeZone, page: '1', per_page: '20' }));
    // One request for the whole word, not one per key.
    expect(view.api.callsTo('GET /invoices').filter((call) => call.query.has('search'))).toHaveLength(1);

    await view.user.click(within(statusFilter()).getByText('Draft'));
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ search: 'acme', status: 'draft' }));
    await view.user.click(within(statusFilter()).getByText('Overdue'));
    await waitFor(() => expect(lastQuery(view)).toMatchObject({ status: 'overdue' }));
    expect(await screen.findByText(INVOICE_MESSAGES.emptyFiltered)).toBeInTheDocument();
    expect(screen.getByText(INVOICE_MESSAGES.emptyTitle)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.createInvoice })).toBeNull();
  });

  it('creates an invoice: the next number, the client-name message, a picked client, items and the live summary', async () => {
    const toasts = spyOnToasts();
    const created = makeInvoice(9, { invoice_number: 'INV-0042' });
    const view = renderInvoicePage({
      clients: clientPage([ACME, makeClient(4, { name: 'Bolt Inc', email: 'ap@bolt.test' })]),
      handlers: { 'POST /invoices/store': () => created },
    });
    await screen.findByText(INVOICE_MESSAGES.emptyTitle);
    await view.user.click(screen.getByRole('button', { name: T.newInvoice }));
    const dialog = await dialogNamed(D.createTitle);
    const number = within(dialog).getByLabelText(D.number);
    await waitFor(() => expect(number).toHaveValue('INV-0042'));
    expect(within(dialog).getByLabelText(D.taxRate)).toHaveValue('10');
    expect(within(dialog).getByLabelText(D.terms)).toHaveValue(INVOICE_DEFAULTS.terms);
    expect(within(dialog).getByLabelText(D.clientEmail)).toHaveAttribute('type', 'email');
    // One item: it cannot be removed.
    expect(within(dialog).queryByRole('button', { name: D.removeItem(1) })).toBeNull();

    // Saving without a client name keeps the dialog open with the message (spec §5); nothing is sent.
    await view.user.click(within(dialog).getByRole('button', { name: D.save }));
    expect(await within(dialog).findByText(INVOICE_MESSAGES.clientNameRequired)).toBeInTheDocument();
    expect(view.api.callsTo('POST /invoices/store')).toHaveLength(0);

    // Picking a client fills Bill To.
    await view.user.click(within(dialog).getByRole('combobox', { name: D.clientName }));
    await pickOption(view.user, 'Acme Ltdbilling@acme.test');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: D.clientName })).toHaveValue('Acme Ltd'));
    expect(within(dialog).getByLabelText(D.clientEmail)).toHaveValue('billing@acme.test');
    expect(within(dialog).getByLabelText(D.clientAddress)).toHaveValue('1 Main St\nSpringfield');
    expect(within(dialog).queryByText(INVOICE_MESSAGES.clientNameRequired)).toBeNull();

    // Two items, tax 10, discount 5, shipping 12.50.
    await fill(view.user, within(dialog).getByLabelText(D.description(1)), 'Design');
    await fill(view.user, within(dialog).getByLabelText(D.quantity(1)), '2.5');
    await view.user.click(within(dialog).getByRole('combobox', { name: D.unit(1) }));
    await pickOption(view.user, 'hrs');
    await fill(view.user, within(dialog).getByLabelText(D.rate(1)), '80.00');
    await view.user.click(within(dialog).getByRole('button', { name: D.addItem }));
    await fill(view.user, within(dialog).getByLabelText(D.description(2)), 'Licence');
    await fill(view.user, within(dialog).getByLabelText(D.quantity(2)), '3');
    await fill(view.user, within(dialog).getByLabelText(D.rate(2)), '19.99');
    await fill(view.user, within(dialog).getByLabelText(D.discount), '5');
    await fill(view.user, within(dialog).getByLabelText(D.shipping), '12.50');
    expect(within(dialog).getByLabelText(D.amount(1))).toHaveValue('$200.00');
    expect(within(dialog).getByLabelText(D.amount(2))).toHaveValue('$59.97');
    expect(summaryLines(dialog)).toEqual([
      'Subtotal: $259.97',
      'Discount: -$5.00',
      'Shipping: $12.50',
      'Tax (10%): $26.75',
      'Total: $294.22',
      'Amount Paid: $0.00',
      'Balance Due: $294.22',
    ]);
    expect(within(dialog).getByRole('button', { name: D.removeItem(2) })).toBeInTheDocument();
    // Net 30 from today (the user's day).
    expect(within(dialog).getByLabelText(D.dueDate)).toHaveValue(
      formatCalendarDate(dueDateFor(dayOf(Date.now(), view.timeZone), 'net_30')),
    );

    await view.user.click(within(dialog).getByRole('button', { name: D.save }));
    await waitFor(() => expect(view.api.callsTo('POST /invoices/store')).toHaveLength(1));
    const body = view.api.callsTo('POST /invoices/store')[0]!.body as InvoiceStoreRequest;
    expect(body).toMatchObject({
      invoice_number: 'INV-0042',
      client_id: 3,
      client_name: 'Acme Ltd',
      client_email: 'billing@acme.test',
      client_address: '1 Main St\nSpringfield',
      currency: 'USD',
      status: 'draft',
      payment_terms: 'net_30',
      items: [
        { description: 'Design', quantity: '2.5', unit: 'hrs', rate: '80.00' },
        { description: 'Licence', quantity: '3', unit: 'pcs', rate: '19.99' },
      ],
      tax_rate: '10',
      discount: '5',
      shipping: '12.50',
    });
    expect(body).not.toHaveProperty('amount_paid');
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([INVOICE_MESSAGES.created]));
    await noDialogNamed(D.createTitle);
    // The list is asked again.
    await waitFor(() => expect(view.api.callsTo('GET /invoices').length).toBeGreaterThan(1));
  });

  it("starts a new invoice in the workspace's default currency (Settings)", async () => {
    const view = renderInvoicePage({
      handlers: { 'GET /invoices/next-number': () => ({ invoice_number: 'INV-0042', currency: 'EUR' }) },
    });
    await screen.findByText(INVOICE_MESSAGES.emptyTitle);
    await view.user.click(screen.getByRole('button', { name: T.newInvoice }));
    const dialog = await dialogNamed(D.createTitle);
    await waitFor(() => expect(within(dialog).getByLabelText(D.number)).toHaveValue('INV-0042'));
    await waitFor(() => expect(within(dialog).getByTitle(/^EUR/)).toBeInTheDocument());
  });

  it('typing a name by hand unlinks the client; a taken number shows the server’s message under the field', async () => {
    const view = renderInvoicePage({
      clients: clientPage([ACME]),
      handlers: {
        'POST /invoices/store': () =>
          new Reply(422, {
            error: true,
            message: 'The given data was invalid.',
            errors: { invoice_number: [INVOICE_MESSAGES.numberTaken] },
          }),
      },
    });
    await screen.findByText(INVOICE_MESSAGES.emptyTitle);
    await view.user.click(screen.getByRole('button', { name: T.newInvoice }));
    const dialog = await dialogNamed(D.createTitle);
    const client = within(dialog).getByRole('combobox', { name: D.clientName });
    await view.user.click(client);
    await pickOption(view.user, 'Acme Ltdbilling@acme.test');
    await waitFor(() => expect(client).toHaveValue('Acme Ltd'));
    await view.user.type(client, ' Europe');
    await fill(view.user, within(dialog).getByLabelText(D.number), 'INV-0001');
    await view.user.click(within(dialog).getByRole('button', { name: D.save }));
    expect(await within(dialog).findByText(INVOICE_MESSAGES.numberTaken)).toBeInTheDocument();
    expect(view.api.callsTo('POST /invoices/store')[0]!.body).toMatchObject({
      invoice_number: 'INV-0001',
      client_id: null,
      client_name: 'Acme Ltd Europe',
    });
    await dialogNamed(D.createTitle);
  });

  it('a JPY invoice takes no decimals; a custom currency is uppercased and picked', async () => {
    const view = renderInvoicePage({ handlers: { 'POST /invoices/store': () => makeInvoice(9) } });
    await screen.findByText(INVOICE_MESSAGES.emptyTitle);
    await view.user.click(screen.getByRole('button', { name: T.newInvoice }));
    const dialog = await dialogNamed(D.createTitle);
    await view.user.type(within(dialog).getByRole('combobox', { name: D.clientName }), 'Tanaka KK');

    await view.user.click(within(dialog).getByRole('combobox', { name: D.currency }));
    await pickOption(view.user, 'JPY (¥) - Japanese Yen');
    await fill(view.user, within(dialog).getByLabelText(D.quantity(1)), '3');
    await fill(view.user, within(dialog).getByLabelText(D.rate(1)), '1999.5');
    await fill(view.user, within(dialog).getByLabelText(D.shipping), '5.5');
    expect(within(dialog).getByLabelText(D.amount(1))).toHaveValue('¥5,999');
    expect(summaryLines(dialog)).toContain('Total: ¥6,606');
    await view.user.click(within(dialog).getByRole('button', { name: D.save }));
    expect(await within(dialog).findByText(INVOICE_MESSAGES.amountInvalid('JPY', 0))).toBeInTheDocument();
    expect(view.api.callsTo('POST /invoices/store')).toHaveLength(0);

    // A custom code: blank is ignored, a wrong one refused, a good one uppercased and picked.
    await view.user.click(within(dialog).getByRole('button', { name: D.addCurrency }));
    const code = await screen.findByRole('textbox', { name: D.customCode });
    await view.user.click(screen.getByRole('button', { name: D.add }));
    expect(screen.getByRole('textbox', { name: D.customCode })).toBeInTheDocument();
    await view.user.type(code, 's1');
    await view.user.click(screen.getByRole('button', { name: D.add }));
    expect(await screen.findByText(INVOICE_MESSAGES.currencyInvalid)).toBeInTheDocument();
    await fill(view.user, code, 'sgd');
    await view.user.click(screen.getByRole('button', { name: D.add }));
    await fill(view.user, within(dialog).getByLabelText(D.shipping), '5.50');
    await waitFor(() => expect(summaryLines(dialog)).toContain('Shipping: SGD 5.50'));
    await view.user.click(within(dialog).getByRole('button', { name: D.save }));
    await waitFor(() => expect(view.api.callsTo('POST /invoices/store')).toHaveLength(1));
    expect(view.api.callsTo('POST /invoices/store')[0]!.body).toMatchObject({ currency: 'SGD', shipping: '5.50' });
  });

  it('edits a sent invoice from its view: asks first, then sends confirm_rewrite with the items’ ids', async () => {
    const toasts = spyOnToasts();
    const sent: Invoice = makeInvoice(5, {
      invoice_number: 'INV-0005',
      status: 'sent',
      amount_paid_minor: 1000,
      balance_due_minor: 10000,
    });
    const view = renderInvoicePage({
      list: invoicePage([summaryOf(sent)]),
      handlers: {
        'GET /invoices/:id': () => sent,
        'PUT /invoices/update': (call) => ({ ...sent, client_name: (call.body as InvoiceUpdateRequest).client_name }),
      },
    });
    // A row's click opens the view.
    fireEvent.click(within(await findRow('INV-0005')).getByText('Client 1'));
    const drawer = await dialogNamed(INVOICE_VIEW_TEXTS.view.title('INV-0005'));
    await view.user.click(await within(drawer).findByRole('button', { name: INVOICE_VIEW_TEXTS.view.edit }));

    const dialog = await dialogNamed(D.editTitle);
    expect(within(dialog).getByLabelText(D.number)).toHaveValue('INV-0005');
    // The amount paid follows the payments: shown, not edited.
    expect(within(dialog).getByLabelText(D.amountPaid)).toHaveValue('$10.00');
    expect(within(dialog).getByLabelText(D.amountPaid)).toHaveAttribute('readonly');
    await fill(view.user, within(dialog).getByRole('combobox', { name: D.clientName }), 'Client One');

    await view.user.click(within(dialog).getByRole('button', { name: D.save }));
    const confirm = await dialogNamed(INVOICE_MESSAGES.confirmRewriteTitle);
    expect(within(confirm).getByText(INVOICE_MESSAGES.confirmRewrite)).toBeInTheDocument();
    // Not confirmed: nothing is sent and the form stays as it is.
    await view.user.click(within(confirm).getByRole('button', { name: T.rewriteDialog.cancel }));
    await noDialogNamed(INVOICE_MESSAGES.confirmRewriteTitle);
    expect(view.api.callsTo('PUT /invoices/update')).toHaveLength(0);
    expect(within(dialog).getByRole('combobox', { name: D.clientName })).toHaveValue('Client One');

    // Save is itself again (no longer saving) once the question is answered.
    await view.user.click(await within(dialog).findByRole('button', { name: D.save }));
    await view.user.click(
      within(await dialogNamed(INVOICE_MESSAGES.confirmRewriteTitle)).getByRole('button', { name: T.rewriteDialog.ok }),
    );
    await waitFor(() => expect(view.api.callsTo('PUT /invoices/update')).toHaveLength(1));
    expect(view.api.callsTo('PUT /invoices/update')[0]!.body).toMatchObject({
      id: 5,
      confirm_rewrite: true,
      client_name: 'Client One',
      status: 'sent',
      items: [{ id: 500, description: 'Design work', quantity: '2', unit: 'hrs', rate: '50' }],
    });
    expect(view.api.callsTo('PUT /invoices/update')[0]!.body).not.toHaveProperty('amount_paid');
    await waitFor(() => expect(toastTexts(toasts.success)).toContain(INVOICE_MESSAGES.updated));
    await noDialogNamed(D.editTitle);
  });

  it('duplicates an invoice (toast, the copy opens in the view) and deletes a draft after asking', async () => {
    const toasts = spyOnToasts();
    const original = makeInvoice(1);
    const copy = makeInvoice(2, { invoice_number: 'INV-0002' });
    const view = renderInvoicePage({
      list: invoicePage([summaryOf(original)]),
      handlers: {
        'POST /invoices/duplicate': () => copy,
        'GET /invoices/:id': (call) => (call.params.id === '2' ? copy : original),
        'DELETE /invoices/destroy/:id': (call) => ({ id: Number(call.params.id) }),
      },
    });
    const row = await findRow('INV-0001');
    await view.user.click(within(row).getByRole('button', { name: A.label(A.duplicate, 'INV-0001') }));
    await waitFor(() => expect(view.api.callsTo('POST /invoices/duplicate')).toHaveLength(1));
    expect(view.api.callsTo('POST /invoices/duplicate')[0]!.body).toEqual({
      id: 1,
      issue_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await waitFor(() => expect(toastTexts(toasts.success)).toEqual([INVOICE_MESSAGES.duplicated]));
    const drawer = await dialogNamed(INVOICE_VIEW_TEXTS.view.title('INV-0002'));
    await view.user.click(within(drawer).getByRole('button', { name: INVOICE_VIEW_TEXTS.view.close }));

    await view.user.click(within(row).getByRole('button', { name: A.label(A.delete, 'INV-0001') }));
    const confirm = await dialogNamed(T.deleteDialog.title);
    expect(within(confirm).getByText(INVOICE_MESSAGES.confirmDelete)).toBeInTheDocument();
    await view.user.click(within(confirm).getByRole('button', { name: T.deleteDialog.ok }));
    await waitFor(() => expect(view.api.callsTo('DELETE /invoices/destroy/:id').map((call) => call.params.id)).toEqual(['1']));
    await waitFor(() => expect(toastTexts(toasts.success)).toContain(INVOICE_MESSAGES.deleted));
  });

  it('a list that fails to load says so, with the server’s message', async () => {
    renderInvoicePage({ list: () => new Reply(403, { error: true, message: 'You may not see invoices.' }) });
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('You may not see invoices.')).toBeInTheDocument();
    expect(cardValue(T.cards.total)).toBe('—');
  });
});
