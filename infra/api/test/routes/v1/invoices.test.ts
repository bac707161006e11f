import { addDays, COMMON_MESSAGES, dayOf, type Role } from '@kanri/contracts';
import {
  DEFAULT_INVOICE_HEADERS,
  INVOICE_MESSAGES,
  type Invoice,
  type InvoicePage,
  type InvoiceStoreRequest,
} from '@kanri/contracts/business';
import { eq, sql } from 'drizzle-orm';
import { clients, invoiceItems, invoicePayments, invoices } from '../../../src/db/schema.js';
import {
  createUser,
  createWorkspace,
  openSession,
  resetAccounts,
  seedRoleMembers,
  type SeededMember,
} from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

/** Today in UTC, as the server dates a "Marked as paid" payment and a duplicate. */
const utcToday = () => dayOf(Date.now(), 'UTC');

describe('invoices', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let studio: number;
  let outsider: string;
  let acme: number;
  let foreignClient: number;

  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    studio = await createWorkspace(db(), 'Studio');
    const studioAdmin = await createUser(db(), { email: 'admin@studio.test', role: 'admin', workspaceId: studio });
    outsider = await openSession(db(), studioAdmin.id);
    acme = await insertClient(1, 'Acme Corp');
    foreignClient = await insertClient(studio, 'Studio Client');
  });
  beforeEach(() => db().execute(sql`truncate ${invoices} restart identity cascade`));
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  const call = caller(
    () => testApp.app,
    () => members.admin.token,
  );

  async function insertClient(workspaceId: number, name: string): Promise<number> {
    const [row] = await db()
      .insert(clients)
      .values({ workspaceId, name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@client.test` })
      .returning({ id: clients.id });
    return row!.id;
  }

  const body = (overrides: Partial<InvoiceStoreRequest> = {}): InvoiceStoreRequest => ({
    client_name: 'Acme Corp',
    client_email: 'billing@acme.test',
    issue_date: '2026-03-01',
    payment_terms: 'net_30',
    currency: 'USD',
    items: [{ description: 'Design', quantity: '2', unit: 'hrs', rate: '50' }],
    tax_rate: '10',
    ...overrides,
  });
  const store = async (overrides: Partial<InvoiceStoreRequest> = {}, token?: string) =>
    dataOf(await call('POST', '/invoices/store', body(overrides), token), 201) as Invoice;
  const show = async (id: number, query = '') => dataOf(await call('GET', `/invoices/${id}${query}`)) as Invoice;
  const list = async (query = '') => dataOf(await call('GET', `/invoices${query}`)) as InvoicePage;
  const update = (id: number, overrides: Record<string, unknown> = {}) =>
    call('PUT', '/invoices/update', { id, ...body(), ...overrides });
  const errorsOf = (response: { json: () => { errors?: Record<string, string[]> } }) => response.json().errors ?? {};

  describe('POST /invoices/store', () => {
    it('numbers, dates and sums the invoice by the contract maths', async () => {
      const invoice = await store({
        client_id: acme,
        client_address: '1 Main St',
        ship_to_address: 'Dock 4',
        po_number: 'PO-7',
        items: [
          { description: 'Design', quantity: '1.005', unit: 'hrs', rate: '1' },
          { description: 'Build', quantity: '3', unit: 'days', rate: '333.3333' },
        ],
        tax_rate: '8.875',
        discount: '10.50',
        shipping: '4',
        notes: 'Thanks',
        terms: 'Net 30',
      });
      expect(invoice).toMatchObject({
        invoice_number: 'INV-0001',
        client_id: acme,
        client_name: 'Acme Corp',
        client_email: 'billing@acme.test',
        client_address: '1 Main St',
        ship_to_address: 'Dock 4',
        po_number: 'PO-7',
        issue_date: '2026-03-01',
        due_date: '2026-03-31',
        payment_terms: 'net_30',
        currency: 'USD',
        currency_exponent: 2,
        status: 'draft',
        headers: DEFAULT_INVOICE_HEADERS,
        tax_rate: '8.875',
        notes: 'Thanks',
        terms: 'Net 30',
        payments: [],
      });
      // 1.005 × 1 = 1.005 → 101 cents (half away from zero); 3 × 333.3333 = 999.9999 → 100000.
      expect(invoice.items.map((item) => [item.description, item.quantity, item.unit, item.rate, item.amount_minor])).toEqual([
        ['Design', '1.005', 'hrs', '1', 101],
        ['Build', '3', 'days', '333.3333', 100000],
      ]);
      // taxable = 100101 − 1050 + 400 = 99451; tax = 99451 × 8.875 % = 8826.27… → 8826.
      expect(invoice).toMatchObject({
        subtotal_minor: 100101,
        discount_minor: 1050,
        shipping_minor: 400,
        tax_minor: 8826,
        total_minor: 108277,
        amount_paid_minor: 0,
        balance_due_minor: 108277,
      });
      expect(await show(invoice.id)).toEqual(invoice);
    });

    it('respects the currency exponent (JPY 0 decimals, KWD 3) and refuses extra digits', async () => {
      const yen = await store({
        currency: 'jpy',
        items: [{ description: 'A', quantity: '1.5', unit: 'pcs', rate: '1001' }],
        discount: '1',
      });
      expect(yen).toMatchObject({
        currency: 'JPY',
        currency_exponent: 0,
        subtotal_minor: 1502,
        discount_minor: 1,
        tax_minor: 150,
        total_minor: 1651,
      });
      const dinar = await store({ currency: 'KWD', items: [{ description: 'A', quantity: '1', unit: 'pcs', rate: '1.0005' }] });
      expect(dinar).toMatchObject({ currency_exponent: 3, subtotal_minor: 1001, tax_minor: 100, total_minor: 1101 });

      const refused = await call('POST', '/invoices/store', body({ currency: 'JPY', discount: '1.5' }));
      expect(refused.statusCode).toBe(422);
      expect(errorsOf(refused).discount).toEqual([INVOICE_MESSAGES.amountInvalid('JPY', 0)]);
    });

    it('gives the next number of the workspace: the largest INV- suffix plus one, never cut', async () => {
      expect(dataOf(await call('GET', '/invoices/next-number'))).toEqual({ invoice_number: 'INV-0001', currency: 'USD' });
      await store({ invoice_number: 'INV-0041' });
      await store({ invoice_number: 'Custom 7' });
      await store({ invoice_number: 'INV-12x' });
      expect(dataOf(await call('GET', '/invoices/next-number'))).toEqual({ invoice_number: 'INV-0042', currency: 'USD' });
      expect((await store()).invoice_number).toBe('INV-0042');
      await store({ invoice_number: 'INV-9999' });
      expect((await store()).invoice_number).toBe('INV-10000');
      // Another workspace counts on its own.
      expect(dataOf(await call('GET', '/invoices/next-number', undefined, outsider, studio))).toEqual({
        invoice_number: 'INV-0001',
        currency: 'USD',
      });
    });

    it("starts new invoices in the workspace's default currency (Settings)", async () => {
      await testApp.database.db.execute(
        sql`insert into settings (workspace_id, default_currency) values (1, 'EUR')
          on conflict (workspace_id) do update set default_currency = 'EUR'`,
      );
      try {
        expect(dataOf(await call('GET', '/invoices/next-number')).currency).toBe('EUR');
      } finally {
        await testApp.database.db.execute(sql`update settings set default_currency = 'USD' where workspace_id = 1`);
      }
    });

    it('refuses a number taken in the workspace (422), not in another one', async () => {
      await store({ invoice_number: 'INV-0005' });
      const taken = await call('POST', '/invoices/store', body({ invoice_number: 'INV-0005' }));
      expect(taken.statusCode).toBe(422);
      expect(errorsOf(taken)).toEqual({ invoice_number: [INVOICE_MESSAGES.numberTaken] });
      expect((await call('POST', '/invoices/store', body({ invoice_number: 'INV-0005' }), outsider, studio)).statusCode).toBe(
        201,
      );
    });

    it('numbers concurrent creates without a duplicate or a failure', async () => {
      const responses = await Promise.all(Array.from({ length: 6 }, () => call('POST', '/invoices/store', body())));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
      const numbers = responses.map((response) => (response.json().data as Invoice).invoice_number).sort();
      expect(numbers).toEqual(['INV-0001', 'INV-0002', 'INV-0003', 'INV-0004', 'INV-0005', 'INV-0006']);
    });

    it('refuses a discount over subtotal plus shipping, a total too large, an amount paid over the total', async () => {
      const discount = await call('POST', '/invoices/store', body({ discount: '100.01', shipping: '0' }));
      expect(discount.statusCode).toBe(422);
      expect(errorsOf(discount)).toEqual({ discount: [INVOICE_MESSAGES.discountTooLarge] });
      // The discount may equal subtotal + shipping: a total of 0.
      expect((await store({ discount: '105', shipping: '5' })).total_minor).toBe(0);

      const huge = await call(
        'POST',
        '/invoices/store',
        body({
          items: Array.from({ length: 20 }, () => ({
            description: 'Big',
            quantity: '1000000000',
            unit: 'pcs' as const,
            rate: '1000000',
          })),
        }),
      );
      expect(huge.statusCode).toBe(422);
      expect(errorsOf(huge)).toEqual({ items: [INVOICE_MESSAGES.totalTooLarge] });

      const overpaid = await call('POST', '/invoices/store', body({ amount_paid: '110.01' }));
      expect(overpaid.statusCode).toBe(422);
      expect(errorsOf(overpaid)).toEqual({ amount_paid: [INVOICE_MESSAGES.amountPaidTooLarge] });
      expect(await db().$count(invoices)).toBe(1);
    });

    it('refuses a client of another workspace or none; stores the typed client fields as sent', async () => {
      for (const clientId of [foreignClient, 999_999]) {
        const response = await call('POST', '/invoices/store', body({ client_id: clientId }));
        expect(response.statusCode).toBe(422);
        expect(errorsOf(response)).toEqual({ client_id: [INVOICE_MESSAGES.clientInvalid] });
      }
      const typed = await store({ client_id: null, client_name: 'Walk-in', client_email: '' });
      expect(typed).toMatchObject({ client_id: null, client_name: 'Walk-in', client_email: '' });
    });

    it('records amount_paid as a payment on the issue date; a full one or status paid makes it paid', async () => {
      const partial = await store({ amount_paid: '20', status: 'sent', issue_date: '2999-03-01' });
      expect(partial).toMatchObject({ status: 'sent', amount_paid_minor: 2000, balance_due_minor: 9000 });
      expect(partial.payments).toEqual([expect.objectContaining({ paid_on: '2999-03-01', amount_minor: 2000, note: '' })]);

      const full = await store({ amount_paid: '110' });
      expect(full).toMatchObject({ status: 'paid', amount_paid_minor: 11000, balance_due_minor: 0 });

      const marked = await store({ amount_paid: '10', status: 'paid' });
      expect(marked).toMatchObject({ status: 'paid', amount_paid_minor: 11000, balance_due_minor: 0 });
      expect(marked.payments.map((payment) => [payment.paid_on, payment.amount_minor, payment.note])).toEqual([
        ['2026-03-01', 1000, ''],
        [utcToday(), 10000, INVOICE_MESSAGES.markedPaidNote],
      ]);
    });

    it('always sets the due date by the terms', async () => {
      expect((await store({ issue_date: '2026-02-20', payment_terms: 'due_on_receipt' })).due_date).toBe('2026-02-20');
      expect((await store({ issue_date: '2026-02-20', payment_terms: 'net_15' })).due_date).toBe('2026-03-07');
      expect((await store({ issue_date: '2026-12-20', payment_terms: 'net_60' })).due_date).toBe('2027-02-18');
    });

    it('answers 422 with per-field messages for a malformed invoice', async () => {
      const response = await call('POST', '/invoices/store', {
        ...body(),
        client_name: ' ',
        items: [],
        tax_rate: '101',
        currency: 'US',
      });
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)).toMatchObject({
        client_name: [INVOICE_MESSAGES.clientNameRequired],
        items: [INVOICE_MESSAGES.itemsRequired],
        tax_rate: [INVOICE_MESSAGES.taxRateInvalid],
        currency: [INVOICE_MESSAGES.currencyInvalid],
      });
    });
  });

  describe('GET /invoices/{id}', () => {
    it('is a 404 for another workspace or an unknown id', async () => {
      const mine = await store();
      const theirs = dataOf(await call('POST', '/invoices/store', body(), outsider, studio), 201) as Invoice;
      for (const id of [theirs.id, 999_999]) {
        const response = await call('GET', `/invoices/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(COMMON_MESSAGES.notFound);
      }
      // …and the other workspace's admin cannot read ours through its own workspace.
      expect((await call('GET', `/invoices/${mine.id}`, undefined, outsider, studio)).statusCode).toBe(404);
    });
  });

  describe('GET /invoices', () => {
    /** Today in the zone furthest behind (UTC−12): it is at least a day later at UTC+14. */
    const earliestToday = () => dayOf(Date.now(), 'Etc/GMT+12');

    it('pages newest first with the counts and the sums per currency over all invoices', async () => {
      const draft = await store({ client_name: 'Draft Co' });
      const sent = await store({ client_name: 'Sent Co', status: 'sent', issue_date: '2999-01-01', amount_paid: '10' });
      const overdue = await store({
        client_name: 'Late Co',
        status: 'sent',
        issue_date: '2020-01-01',
        payment_terms: 'due_on_receipt',
      });
      const paid = await store({ client_name: 'Paid Co', status: 'paid' });
      const yen = await store({
        client_name: 'Yen Co',
        currency: 'JPY',
        status: 'sent',
        issue_date: '2999-01-01',
        items: [{ description: 'A', quantity: '1', unit: 'pcs', rate: '5000' }],
      });
      const page = await list();
      expect(page.items.map((item) => item.id)).toEqual([yen.id, paid.id, overdue.id, sent.id, draft.id]);
      expect(page.items.map((item) => item.status)).toEqual(['sent', 'paid', 'overdue', 'sent', 'draft']);
      expect(page).toMatchObject({ total: 5, page: 1, per_page: 50 });
      expect(page.counts).toEqual({
        total: 5,
        draft: 1,
        sent: 2,
        paid: 1,
        overdue: 1,
        per_currency: [
          { currency: 'JPY', currency_exponent: 0, revenue_minor: 5500, pending_minor: 5500 },
          // Revenue: four totals of 110.00; pending: the sent one's balance (100.00) and the overdue one's (110.00).
          { currency: 'USD', currency_exponent: 2, revenue_minor: 44000, pending_minor: 21000 },
        ],
      });

      const second = await list('?per_page=2&page=2');
      expect(second.items.map((item) => item.id)).toEqual([overdue.id, sent.id]);
      expect(second.total).toBe(5);
      expect(second.counts.total).toBe(5);
      const beyond = await list('?per_page=2&page=9');
      expect(beyond.items).toEqual([]);
      expect(beyond.total).toBe(5);
    });

    it('filters by shown status: overdue is sent, past due with a balance; sent is the rest of sent', async () => {
      const late = await store({ status: 'sent', issue_date: '2020-01-01', payment_terms: 'due_on_receipt' });
      const current = await store({ status: 'sent', issue_date: '2999-01-01' });
      // Past due but fully paid: paid, never overdue.
      await store({ issue_date: '2020-01-01', payment_terms: 'due_on_receipt', amount_paid: '110', status: 'sent' });
      // Past due, draft: not overdue.
      const draft = await store({ issue_date: '2020-01-01', payment_terms: 'due_on_receipt' });
      expect((await list('?status=overdue')).items.map((item) => item.id)).toEqual([late.id]);
      expect((await list('?status=sent')).items.map((item) => item.id)).toEqual([current.id]);
      expect((await list('?status=draft')).items.map((item) => item.id)).toEqual([draft.id]);
      expect((await list('?status=paid')).total).toBe(1);
      expect((await show(late.id)).status).toBe('overdue');
    });

    it('decides overdue on today in the time_zone sent (UTC when absent or invalid)', async () => {
      const due = earliestToday();
      const invoice = await store({ status: 'sent', issue_date: due, payment_terms: 'due_on_receipt' });
      expect((await list('?time_zone=Etc/GMT%2B12')).items[0]!.status).toBe('sent');
      expect((await list('?time_zone=Pacific/Kiritimati')).items[0]!.status).toBe('overdue');
      expect((await list('?status=overdue&time_zone=Pacific/Kiritimati')).total).toBe(1);
      expect((await list('?status=overdue&time_zone=Etc/GMT%2B12')).total).toBe(0);
      expect((await show(invoice.id, '?time_zone=Pacific/Kiritimati')).status).toBe('overdue');
      expect((await show(invoice.id, '?time_zone=Etc/GMT%2B12')).status).toBe('sent');
      // UTC: overdue exactly when today in UTC is after the due date.
      const utcOverdue = utcToday() > due ? 'overdue' : 'sent';
      expect((await list('?time_zone=Mars/Olympus')).items[0]!.status).toBe(utcOverdue);
      expect((await list('?time_zone=%2B05:00')).items[0]!.status).toBe(utcOverdue);
      expect((await list()).items[0]!.status).toBe(utcOverdue);
    });

    it('searches number, client name, e-mail and P.O. number (wildcards as text) and filters by client', async () => {
      const byNumber = await store({ invoice_number: 'INV-0777' });
      const byName = await store({ client_name: 'Globex 100%' });
      const byEmail = await store({ client_email: 'ap@initech.test' });
      const byPo = await store({ po_number: 'PO_55' });
      const ofClient = await store({ client_id: acme });
      const ids = async (query: string) => (await list(query)).items.map((item) => item.id);
      expect(await ids('?search=0777')).toEqual([byNumber.id]);
      expect(await ids('?search=globex')).toEqual([byName.id]);
      expect(await ids('?search=100%25')).toEqual([byName.id]);
      expect(await ids('?search=INITECH')).toEqual([byEmail.id]);
      expect(await ids('?search=PO_5')).toEqual([byPo.id]);
      expect(await ids('?search=%25')).toEqual([byName.id]);
      expect(await ids(`?client_id=${acme}`)).toEqual([ofClient.id]);
      const filtered = await list('?search=globex');
      expect(filtered.total).toBe(1);
      expect(filtered.counts.total).toBe(5);
    });

    it("lists only the caller's workspace", async () => {
      await store();
      await call('POST', '/invoices/store', body(), outsider, studio);
      expect((await list()).total).toBe(1);
      expect((dataOf(await call('GET', '/invoices', undefined, outsider, studio)) as InvoicePage).total).toBe(1);
    });
  });

  describe('PUT /invoices/update', () => {
    it('keeps items sent with their id, adds the others, removes the rest; sums again', async () => {
      const invoice = await store({
        items: [
          { description: 'Keep', quantity: '1', unit: 'pcs', rate: '10' },
          { description: 'Drop', quantity: '1', unit: 'pcs', rate: '20' },
        ],
      });
      const [keep, drop] = invoice.items;
      const updated = dataOf(
        await update(invoice.id, {
          invoice_number: 'INV-0100',
          items: [
            { description: 'New', quantity: '2', unit: 'hrs', rate: '7.5' },
            { id: keep!.id, description: 'Kept', quantity: '3', unit: 'pcs', rate: '10' },
            // An item of another invoice is added as a new one.
            { id: 999_999, description: 'Stranger', quantity: '1', unit: 'pcs', rate: '1' },
          ],
          headers: { item: 'Service', quantity: 'Qty', unit: 'Unit', rate: 'Price', amount: 'Total' },
          tax_rate: '0',
          payment_terms: 'net_15',
        }),
      ) as Invoice;
      expect(updated.items.map((item) => [item.description, item.amount_minor])).toEqual([
        ['New', 1500],
        ['Kept', 3000],
        ['Stranger', 100],
      ]);
      expect(updated.items[1]!.id).toBe(keep!.id);
      expect(updated.items.map((item) => item.id)).not.toContain(drop!.id);
      expect(updated).toMatchObject({
        invoice_number: 'INV-0100',
        subtotal_minor: 4600,
        tax_minor: 0,
        total_minor: 4600,
        due_date: '2026-03-16',
        headers: { item: 'Service', quantity: 'Qty', unit: 'Unit', rate: 'Price', amount: 'Total' },
      });
      expect(await show(invoice.id)).toEqual(updated);
    });

    it('rewrites a sent or paid invoice only when confirmed (409 otherwise, nothing changed)', async () => {
      for (const status of ['sent', 'paid'] as const) {
        const invoice = await store({ status });
        const refused = await update(invoice.id, { client_name: 'Changed', status });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(INVOICE_MESSAGES.confirmRewrite);
        expect(await show(invoice.id)).toEqual(invoice);
        const confirmed = dataOf(await update(invoice.id, { client_name: 'Changed', status, confirm_rewrite: true })) as Invoice;
        expect(confirmed.client_name).toBe('Changed');
      }
    });

    it('refuses a total below the amount paid (422 items); a paid invoice made larger is settled again', async () => {
      const invoice = await store({ amount_paid: '50', status: 'sent' });
      const smaller = await update(invoice.id, {
        status: 'sent',
        confirm_rewrite: true,
        items: [{ description: 'Less', quantity: '1', unit: 'pcs', rate: '40' }],
      });
      expect(smaller.statusCode).toBe(422);
      expect(errorsOf(smaller)).toEqual({ items: [INVOICE_MESSAGES.amountPaidTooLarge] });

      const paid = await store({ status: 'paid' });
      const larger = dataOf(
        await update(paid.id, {
          confirm_rewrite: true,
          items: [{ description: 'More', quantity: '3', unit: 'pcs', rate: '50' }],
        }),
      ) as Invoice;
      expect(larger).toMatchObject({ status: 'paid', total_minor: 16500, amount_paid_minor: 16500, balance_due_minor: 0 });
      expect(larger.payments.map((payment) => payment.amount_minor)).toEqual([11000, 5500]);
    });

    it('refuses a taken number, a foreign client, a discount too large; 404 for another workspace', async () => {
      await store({ invoice_number: 'INV-0009' });
      const invoice = await store();
      const taken = await update(invoice.id, { invoice_number: 'INV-0009' });
      expect(taken.statusCode).toBe(422);
      expect(errorsOf(taken)).toEqual({ invoice_number: [INVOICE_MESSAGES.numberTaken] });
      const foreign = await update(invoice.id, { client_id: foreignClient });
      expect(foreign.statusCode).toBe(422);
      expect(errorsOf(foreign)).toEqual({ client_id: [INVOICE_MESSAGES.clientInvalid] });
      const discount = await update(invoice.id, { discount: '1000' });
      expect(errorsOf(discount)).toEqual({ discount: [INVOICE_MESSAGES.discountTooLarge] });
      expect(await show(invoice.id)).toEqual(invoice);

      const elsewhere = await call('PUT', '/invoices/update', { id: invoice.id, ...body() }, outsider, studio);
      expect(elsewhere.statusCode).toBe(404);
    });
  });

  describe('POST /invoices/status', () => {
    it('marks paid with a payment of the balance dated today; back to sent or draft keeps the payments', async () => {
      // Due in the future: shown as sent, not overdue.
      const invoice = await store({ amount_paid: '10', issue_date: '2999-01-01' });
      const sent = dataOf(await call('POST', '/invoices/status', { id: invoice.id, status: 'sent' })) as Invoice;
      expect(sent).toMatchObject({ status: 'sent', amount_paid_minor: 1000 });
      const paid = dataOf(await call('POST', '/invoices/status', { id: invoice.id, status: 'paid' })) as Invoice;
      expect(paid).toMatchObject({ status: 'paid', amount_paid_minor: 11000, balance_due_minor: 0 });
      // Payments by date: today's, then the one of the issue date (2999).
      expect(paid.payments.map((payment) => [payment.paid_on, payment.amount_minor, payment.note])).toEqual([
        [utcToday(), 10000, INVOICE_MESSAGES.markedPaidNote],
        ['2999-01-01', 1000, ''],
      ]);
      // Marking paid again records nothing more.
      expect(
        (dataOf(await call('POST', '/invoices/status', { id: invoice.id, status: 'paid' })) as Invoice).payments,
      ).toHaveLength(2);
      const back = dataOf(await call('POST', '/invoices/status', { id: invoice.id, status: 'sent' })) as Invoice;
      expect(back).toMatchObject({ status: 'sent', amount_paid_minor: 11000, balance_due_minor: 0 });
      expect(back.payments).toHaveLength(2);
      expect((await call('POST', '/invoices/status', { id: invoice.id, status: 'overdue' })).statusCode).toBe(422);
      expect((await call('POST', '/invoices/status', { id: invoice.id, status: 'paid' }, outsider, studio)).statusCode).toBe(404);
    });
  });

  describe('POST /invoices/duplicate', () => {
    it('copies into a new draft with the next number, issued today, without payments', async () => {
      const source = await store({
        client_id: acme,
        status: 'paid',
        payment_terms: 'net_15',
        discount: '5',
        shipping: '2',
        notes: 'N',
        terms: 'T',
        headers: { ...DEFAULT_INVOICE_HEADERS, item: 'Work' },
        items: [
          { description: 'One', quantity: '1', unit: 'pcs', rate: '10' },
          { description: 'Two', quantity: '2.5', unit: 'hrs', rate: '4' },
        ],
      });
      const copy = dataOf(await call('POST', '/invoices/duplicate', { id: source.id }), 201) as Invoice;
      expect(copy.id).not.toBe(source.id);
      expect(copy).toMatchObject({
        invoice_number: 'INV-0002',
        status: 'draft',
        issue_date: utcToday(),
        due_date: addDays(utcToday(), 15),
        client_id: acme,
        client_name: source.client_name,
        headers: source.headers,
        tax_rate: source.tax_rate,
        discount_minor: 500,
        shipping_minor: 200,
        subtotal_minor: source.subtotal_minor,
        total_minor: source.total_minor,
        amount_paid_minor: 0,
        balance_due_minor: source.total_minor,
        notes: 'N',
        terms: 'T',
        payments: [],
      });
      expect(
        copy.items.map((item) => [item.description, item.quantity, item.rate, item.amount_minor, item.time_entry_ids]),
      ).toEqual(source.items.map((item) => [item.description, item.quantity, item.rate, item.amount_minor, []]));
      const dated = dataOf(
        await call('POST', '/invoices/duplicate', { id: source.id, issue_date: '2026-05-01' }),
        201,
      ) as Invoice;
      expect(dated).toMatchObject({ invoice_number: 'INV-0003', issue_date: '2026-05-01', due_date: '2026-05-16' });
      expect((await call('POST', '/invoices/duplicate', { id: source.id }, outsider, studio)).statusCode).toBe(404);
    });
  });

  describe('DELETE /invoices/destroy/{id}', () => {
    it('deletes drafts with their items and payments; refuses others (422); 404 elsewhere', async () => {
      const draft = await store({ amount_paid: '1' });
      const sent = await store({ status: 'sent' });
      expect((await call('DELETE', `/invoices/destroy/${draft.id}`, undefined, outsider, studio)).statusCode).toBe(404);
      expect(dataOf(await call('DELETE', `/invoices/destroy/${draft.id}`))).toEqual({ id: draft.id });
      expect((await call('GET', `/invoices/${draft.id}`)).statusCode).toBe(404);
      expect(await db().$count(invoiceItems, eq(invoiceItems.invoiceId, draft.id))).toBe(0);
      expect(await db().$count(invoicePayments, eq(invoicePayments.invoiceId, draft.id))).toBe(0);
      const refused = await call('DELETE', `/invoices/destroy/${sent.id}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(INVOICE_MESSAGES.onlyDraftDeleted);
      expect((await call('DELETE', `/invoices/destroy/${draft.id}`)).statusCode).toBe(404);
    });
  });

  it('is for admins and managers only', async () => {
    const invoice = await store({}, members.manager.token);
    for (const role of ['developer', 'designer', 'member'] as const) {
      expect((await call('GET', `/invoices/${invoice.id}`, undefined, members[role].token)).statusCode).toBe(403);
      expect((await call('POST', '/invoices/store', body(), members[role].token)).statusCode).toBe(403);
    }
  });
});
