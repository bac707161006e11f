import {
  computeInvoiceTotals,
  DEFAULT_INVOICE_HEADERS,
  INVOICE_DEFAULTS,
  INVOICE_MESSAGES,
  invoiceStoreRequestSchema,
  invoiceUpdateRequestSchema,
} from '@kanri/contracts/business';
import { makeInvoice } from '../../../test-utils';
import {
  currencyOptions,
  customCurrencyOf,
  dueDateOf,
  invoiceForm,
  invoiceFormSchema,
  needsRewriteConfirm,
  newInvoiceForm,
  newItem,
  storeRequestOf,
  summaryOf,
  updateRequestOf,
  type InvoiceFormValues,
} from './invoice-form';

const item = (quantity: string, rate: string, description = 'Work') => ({ ...newItem(), description, quantity, rate });

function form(overrides: Partial<InvoiceFormValues> = {}): InvoiceFormValues {
  return { ...newInvoiceForm('2026-03-04', 'INV-0007'), client_name: 'Acme Ltd', ...overrides };
}

/** The issues the form's schema reports, by path. */
function issues(values: InvoiceFormValues, editing: { id: number } | null = null): Record<string, string> {
  const result = invoiceFormSchema(editing).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('newInvoiceForm', () => {
  it('starts from spec §9’s defaults: USD, draft, Net 30, tax 10 %, the terms text, one item, the default headers', () => {
    const values = newInvoiceForm('2026-03-04', 'INV-0007');
    expect(values).toMatchObject({
      invoice_number: 'INV-0007',
      currency: 'USD',
      status: 'draft',
      issue_date: '2026-03-04',
      payment_terms: 'net_30',
      tax_rate: '10',
      terms: INVOICE_DEFAULTS.terms,
      headers: DEFAULT_INVOICE_HEADERS,
      client_id: null,
    });
    expect(values.items).toHaveLength(1);
    expect(values.items[0]).toMatchObject({ quantity: '1', unit: 'pcs', rate: '', description: '' });
    expect(dueDateOf(values)).toBe('2026-04-03');
  });

  it('gives each new item its own key', () => {
    expect(newItem().key).not.toBe(newItem().key);
  });
});

describe('dueDateOf', () => {
  it('follows the payment terms; empty until the issue date is a day', () => {
    expect(dueDateOf({ issue_date: '2026-01-31', payment_terms: 'due_on_receipt' })).toBe('2026-01-31');
    expect(dueDateOf({ issue_date: '2026-01-31', payment_terms: 'net_15' })).toBe('2026-02-15');
    expect(dueDateOf({ issue_date: '2026-12-15', payment_terms: 'net_60' })).toBe('2027-02-13');
    expect(dueDateOf({ issue_date: '', payment_terms: 'net_30' })).toBe('');
  });
});

describe('storeRequestOf', () => {
  it('sends every field trimmed, blank numbers as 0, and an amount paid only when above 0', () => {
    const values = form({
      client_id: 3,
      client_name: '  Acme Ltd ',
      client_email: ' billing@acme.test ',
      currency: 'sgd',
      items: [item(' 2.5 ', '80.00', ' Design '), item('', '', '')],
      tax_rate: '',
      discount: '5',
      shipping: '',
      amount_paid: '0.00',
      po_number: ' PO-1 ',
    });
    const request = storeRequestOf(values);
    expect(request).toEqual({
      invoice_number: 'INV-0007',
      client_id: 3,
      client_name: 'Acme Ltd',
      client_email: 'billing@acme.test',
      client_address: '',
      ship_to_address: '',
      issue_date: '2026-03-04',
      payment_terms: 'net_30',
      po_number: 'PO-1',
      currency: 'SGD',
      status: 'draft',
      items: [
        { description: 'Design', quantity: '2.5', unit: 'pcs', rate: '80.00' },
        { description: '', quantity: '0', unit: 'pcs', rate: '0' },
      ],
      headers: DEFAULT_INVOICE_HEADERS,
      tax_rate: '0',
      discount: '5',
      shipping: '0',
      notes: '',
      terms: INVOICE_DEFAULTS.terms,
    });
    expect(invoiceStoreRequestSchema.safeParse(request).success).toBe(true);
    expect(storeRequestOf(form({ amount_paid: '12.50' }))).toMatchObject({ amount_paid: '12.50' });
  });

  it('leaves the number out when blank (the server gives the next one)', () => {
    expect(storeRequestOf(form({ invoice_number: '  ' }))).not.toHaveProperty('invoice_number');
  });
});

describe('the form’s schema', () => {
  it('asks for a client name (spec §5) and says which numbers are wrong, under their fields', () => {
    expect(issues(form({ client_name: ' ' }))).toEqual({ client_name: INVOICE_MESSAGES.clientNameRequired });
    expect(issues(form({ items: [item('two', '10'), item('1', '1.23456')] }))).toEqual({
      'items.0.quantity': INVOICE_MESSAGES.quantityInvalid,
      'items.1.rate': INVOICE_MESSAGES.rateInvalid,
    });
    expect(issues(form({ client_email: 'not-an-address' }))).toEqual({ client_email: INVOICE_MESSAGES.emailInvalid });
    expect(issues(form({ tax_rate: '101' }))).toEqual({ tax_rate: INVOICE_MESSAGES.taxRateInvalid });
  });

  it('limits money decimals to the currency’s: JPY has none, KWD three', () => {
    expect(issues(form({ currency: 'JPY', discount: '5.5' }))).toEqual({ discount: INVOICE_MESSAGES.amountInvalid('JPY', 0) });
    expect(issues(form({ currency: 'JPY', discount: '5', shipping: '300' }))).toEqual({});
    expect(issues(form({ currency: 'KWD', shipping: '1.125' }))).toEqual({});
    expect(issues(form({ currency: 'KWD', amount_paid: '1.1255' }))).toEqual({
      amount_paid: INVOICE_MESSAGES.amountInvalid('KWD', 3),
    });
  });

  it('checks an edit as the update request it makes', () => {
    expect(issues(form({ client_name: '' }), { id: 4 })).toEqual({ client_name: INVOICE_MESSAGES.clientNameRequired });
    expect(issues(form(), { id: 4 })).toEqual({});
  });
});

describe('invoiceForm and updateRequestOf', () => {
  const stored = makeInvoice(7, {
    status: 'overdue',
    currency: 'EUR',
    items: [
      {
        id: 70,
        description: 'Tracked time',
        quantity: '1.50',
        unit: 'hrs',
        rate: '80',
        amount_minor: 12000,
        time_entry_ids: [5, 6],
      },
      { id: 71, description: 'Licence', quantity: '1', unit: 'licenses', rate: '19.99', amount_minor: 1999, time_entry_ids: [] },
    ],
    subtotal_minor: 13999,
    discount_minor: 500,
    shipping_minor: 0,
    amount_paid_minor: 2500,
  });

  it('prefills the form from the stored invoice: overdue edits as sent, money with the currency’s digits', () => {
    const values = invoiceForm(stored);
    expect(values).toMatchObject({ status: 'sent', currency: 'EUR', discount: '5.00', shipping: '', amount_paid: '25.00' });
    expect(values.items.map((entry) => entry.id)).toEqual([70, 71]);
  });

  it('keeps the items’ ids (tracked time stays linked), sends no amount paid, and confirm_rewrite once confirmed', () => {
    const values = invoiceForm(stored);
    values.items = [...values.items, item('2', '10', 'New')];
    const request = updateRequestOf(values, stored, true);
    expect(request.id).toBe(7);
    expect(request.confirm_rewrite).toBe(true);
    expect(request).not.toHaveProperty('amount_paid');
    expect(request.items).toEqual([
      { id: 70, description: 'Tracked time', quantity: '1.50', unit: 'hrs', rate: '80' },
      { id: 71, description: 'Licence', quantity: '1', unit: 'licenses', rate: '19.99' },
      { description: 'New', quantity: '2', unit: 'pcs', rate: '10' },
    ]);
    expect(invoiceUpdateRequestSchema.safeParse(request).success).toBe(true);
    expect(updateRequestOf(values, stored, false)).not.toHaveProperty('confirm_rewrite');
  });

  it('asks before rewriting a sent, overdue or paid invoice, never a draft or a new one', () => {
    expect(needsRewriteConfirm(null)).toBe(false);
    expect(needsRewriteConfirm({ status: 'draft' })).toBe(false);
    expect(needsRewriteConfirm({ status: 'sent' })).toBe(true);
    expect(needsRewriteConfirm({ status: 'overdue' })).toBe(true);
    expect(needsRewriteConfirm({ status: 'paid' })).toBe(true);
  });
});

describe('summaryOf', () => {
  it('figures the issue’s example in exact cents: 2.5 h × 80.00 + 3 × 19.99, discount 5, shipping 12.50, tax 10 %', () => {
    const figures = summaryOf(
      form({
        items: [item('2.5', '80.00'), item('3', '19.99')],
        discount: '5',
        shipping: '12.50',
        tax_rate: '10',
        amount_paid: '',
      }),
    );
    // 20000 + 5997 = 25997; taxable 25997 − 500 + 1250 = 26747; tax 2674.7 → 2675; total 29422.
    expect(figures).toMatchObject({
      currency: 'USD',
      exponent: 2,
      itemAmountsMinor: [20000, 5997],
      subtotalMinor: 25997,
      discountMinor: 500,
      shippingMinor: 1250,
      taxMinor: 2675,
      totalMinor: 29422,
      amountPaidMinor: 0,
      balanceDueMinor: 29422,
    });
  });

  it('falls back to 0 for blank or wrong inputs (spec §5)', () => {
    const figures = summaryOf(form({ items: [item('', 'abc'), item('2', '5')], tax_rate: '', discount: 'x', shipping: ' ' }));
    expect(figures).toMatchObject({
      itemAmountsMinor: [0, 1000],
      subtotalMinor: 1000,
      taxMinor: 0,
      totalMinor: 1000,
      taxRate: '0',
    });
  });

  it('equals computeInvoiceTotals for a JPY invoice (no decimals)', () => {
    const values = form({
      currency: 'JPY',
      items: [item('1.5', '333'), item('3', '1999.5')],
      tax_rate: '8',
      discount: '100',
      shipping: '550',
      amount_paid: '1000',
    });
    const expected = computeInvoiceTotals(
      {
        items: [
          { quantity: '1.5', rate: '333' },
          { quantity: '3', rate: '1999.5' },
        ],
        taxRate: '8',
        discountMinor: 100,
        shippingMinor: 550,
        amountPaidMinor: 1000,
      },
      0,
    );
    const figures = summaryOf(values);
    expect(figures).toMatchObject(expected);
    // 499.5 → 500; 5998.5 → 5999; taxable 6499 − 100 + 550 = 6949; tax 555.92 → 556; total 7505.
    expect(figures).toMatchObject({
      exponent: 0,
      itemAmountsMinor: [500, 5999],
      taxMinor: 556,
      totalMinor: 7505,
      balanceDueMinor: 6505,
    });
  });

  it('equals computeInvoiceTotals for a KWD invoice (three decimals)', () => {
    const values = form({
      currency: 'KWD',
      items: [item('2.125', '10.3335'), item('1', '0.0005')],
      tax_rate: '5',
      discount: '1.250',
      shipping: '0.755',
      amount_paid: '3.5',
    });
    const expected = computeInvoiceTotals(
      {
        items: [
          { quantity: '2.125', rate: '10.3335' },
          { quantity: '1', rate: '0.0005' },
        ],
        taxRate: '5',
        discountMinor: 1250,
        shippingMinor: 755,
        amountPaidMinor: 3500,
      },
      3,
    );
    const figures = summaryOf(values);
    expect(figures).toMatchObject(expected);
    // 21.9586875 → 21.959; 0.0005 → 0.001; taxable 21.960 − 1.250 + 0.755 = 21.465; tax 1.07325 → 1.073.
    expect(figures).toMatchObject({ exponent: 3, itemAmountsMinor: [21959, 1], taxMinor: 1073, totalMinor: 22538 });
  });
});

describe('currencies', () => {
  it('offers spec §9’s currencies, then custom ones once', () => {
    expect(currencyOptions([])).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'JPY', 'AUD', 'INR', 'CHF']);
    expect(currencyOptions(['SGD', 'USD', 'SGD', ''])).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'JPY', 'AUD', 'INR', 'CHF', 'SGD']);
  });

  it('uppercases a custom code, ignores a blank one, refuses anything but three letters', () => {
    expect(customCurrencyOf(' sgd ')).toEqual({ code: 'SGD' });
    expect(customCurrencyOf('   ')).toBeNull();
    expect(customCurrencyOf('SG')).toEqual({ error: INVOICE_MESSAGES.currencyInvalid });
    expect(customCurrencyOf('S1D')).toEqual({ error: INVOICE_MESSAGES.currencyInvalid });
  });
});
