import { COMMON_MESSAGES, type Role } from '@kanri/contracts';
import { INVOICE_MESSAGES, type Invoice, type InvoiceStoreRequest } from '@kanri/contracts/business';
import { eq, sql } from 'drizzle-orm';
import { invoicePayments, invoices } from '../../../src/db/schema.js';
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

describe('invoice payments', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let studio: number;
  let outsider: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    studio = await createWorkspace(db(), 'Studio');
    const studioAdmin = await createUser(db(), { email: 'admin@studio.test', role: 'admin', workspaceId: studio });
    outsider = await openSession(db(), studioAdmin.id);
  });
  beforeEach(() => db().execute(sql`truncate ${invoices} restart identity cascade`));
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  const call = caller(
    () => testApp.app,
    () => members.manager.token,
  );

  /** A sent invoice due in the future: 2 × 50.00 + 10 % = 110.00 (or ¥5,500). */
  const store = async (overrides: Partial<InvoiceStoreRequest> = {}) =>
    dataOf(
      await call('POST', '/invoices/store', {
        client_name: 'Acme Corp',
        issue_date: '2999-01-01',
        payment_terms: 'net_30',
        currency: 'USD',
        status: 'sent',
        items: [{ description: 'Design', quantity: '2', unit: 'hrs', rate: '50' }],
        tax_rate: '10',
        ...overrides,
      }),
      201,
    ) as Invoice;
  const pay = (invoiceId: number, amount: string, extra: Record<string, unknown> = {}, token?: string, workspaceId?: number) =>
    call(
      'POST',
      '/invoices/payments/store',
      { invoice_id: invoiceId, paid_on: '2999-01-05', amount, ...extra },
      token,
      workspaceId,
    );
  const errorsOf = (response: { json: () => { errors?: Record<string, string[]> } }) => response.json().errors ?? {};

  it('records payments: amount paid and balance follow; the one bringing the balance to 0 marks it paid', async () => {
    const invoice = await store();
    const first = dataOf(await pay(invoice.id, '40.50', { note: 'Wire' }), 201) as Invoice;
    expect(first).toMatchObject({ status: 'sent', amount_paid_minor: 4050, balance_due_minor: 6950 });
    expect(first.payments).toEqual([
      { id: expect.any(Number), paid_on: '2999-01-05', amount_minor: 4050, note: 'Wire', created_at: expect.any(String) },
    ]);
    const second = dataOf(await pay(invoice.id, '69.5', { paid_on: '2999-01-02' }), 201) as Invoice;
    expect(second).toMatchObject({ status: 'paid', amount_paid_minor: 11000, balance_due_minor: 0 });
    // By date.
    expect(second.payments.map((payment) => payment.amount_minor)).toEqual([6950, 4050]);
  });

  it('refuses 0, more digits than the currency has, and more than the balance (422 on amount)', async () => {
    const invoice = await store();
    for (const [amount, message] of [
      ['0', INVOICE_MESSAGES.paymentAmountRequired],
      ['0.00', INVOICE_MESSAGES.paymentAmountRequired],
      ['1.005', INVOICE_MESSAGES.amountInvalid('USD', 2)],
      ['110.01', INVOICE_MESSAGES.paymentTooLarge],
    ] as const) {
      const response = await pay(invoice.id, amount);
      expect({ amount, status: response.statusCode, errors: errorsOf(response) }).toEqual({
        amount,
        status: 422,
        errors: { amount: [message] },
      });
    }
    const malformed = await pay(invoice.id, '-5');
    expect(malformed.statusCode).toBe(422);
    expect(errorsOf(malformed).amount).toEqual([INVOICE_MESSAGES.moneyInvalid]);

    const yen = await store({ currency: 'JPY', items: [{ description: 'A', quantity: '1', unit: 'pcs', rate: '5000' }] });
    const fraction = await pay(yen.id, '10.5');
    expect(errorsOf(fraction)).toEqual({ amount: [INVOICE_MESSAGES.amountInvalid('JPY', 0)] });
    expect((dataOf(await pay(yen.id, '5500'), 201) as Invoice).status).toBe('paid');
    expect(await db().$count(invoicePayments, eq(invoicePayments.invoiceId, invoice.id))).toBe(0);
  });

  it('deleting a payment of a paid invoice leaves a balance and makes it sent again', async () => {
    const invoice = await store();
    const paid = dataOf(await call('POST', '/invoices/status', { id: invoice.id, status: 'paid' })) as Invoice;
    expect(paid.status).toBe('paid');
    const [payment] = paid.payments;
    const after = dataOf(await call('DELETE', `/invoices/payments/destroy/${payment!.id}`)) as Invoice;
    expect(after).toMatchObject({ status: 'sent', amount_paid_minor: 0, balance_due_minor: 11000, payments: [] });
    // Gone: a second delete is a 404.
    expect((await call('DELETE', `/invoices/payments/destroy/${payment!.id}`)).statusCode).toBe(404);

    // A draft stays a draft.
    const draft = await store({ status: 'draft' });
    const partial = dataOf(await pay(draft.id, '10'), 201) as Invoice;
    const undone = dataOf(await call('DELETE', `/invoices/payments/destroy/${partial.payments[0]!.id}`)) as Invoice;
    expect(undone).toMatchObject({ status: 'draft', amount_paid_minor: 0 });
  });

  it("is a 404 for another workspace's invoice or payment", async () => {
    const invoice = await store();
    const paid = dataOf(await pay(invoice.id, '10'), 201) as Invoice;
    const elsewhere = await pay(invoice.id, '10', {}, outsider, studio);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(COMMON_MESSAGES.notFound);
    expect(
      (await call('DELETE', `/invoices/payments/destroy/${paid.payments[0]!.id}`, undefined, outsider, studio)).statusCode,
    ).toBe(404);
    expect((await pay(999_999, '10')).statusCode).toBe(404);
    expect((await call('DELETE', '/invoices/payments/destroy/999999')).statusCode).toBe(404);
    expect((dataOf(await call('GET', `/invoices/${invoice.id}`)) as Invoice).amount_paid_minor).toBe(1000);
  });

  it('serializes concurrent payments: never more than the total', async () => {
    const invoice = await store();
    const responses = await Promise.all([pay(invoice.id, '60'), pay(invoice.id, '60'), pay(invoice.id, '50')]);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 422)).toHaveLength(1);
    const stored = dataOf(await call('GET', `/invoices/${invoice.id}`)) as Invoice;
    expect(stored.amount_paid_minor).toBe(stored.payments.reduce((sum, payment) => sum + payment.amount_minor, 0));
    expect(stored.amount_paid_minor).toBeLessThanOrEqual(stored.total_minor);
  });

  it('is for admins and managers only', async () => {
    const invoice = await store();
    for (const role of ['developer', 'designer', 'member'] as const) {
      expect((await pay(invoice.id, '1', {}, members[role].token)).statusCode).toBe(403);
    }
    expect((await pay(invoice.id, '1', {}, members.admin.token)).statusCode).toBe(201);
  });
});
