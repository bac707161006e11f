import {
  CURRENCY_CODE_PATTERN,
  DEFAULT_INVOICE_HEADERS,
  INVOICE_CURRENCIES,
  INVOICE_DEFAULTS,
  INVOICE_MESSAGES,
  computeInvoiceTotals,
  currencyExponent,
  decimalOrZero,
  dueDateFor,
  fromMinorUnits,
  invoiceStoreRequestSchema,
  invoiceUpdateRequestSchema,
  toMinorUnits,
  type Invoice,
  type InvoiceHeaders,
  type InvoiceStatus,
  type InvoiceStoreRequest,
  type InvoiceTotals,
  type InvoiceUnit,
  type InvoiceUpdateRequest,
  type PaymentTerms,
} from '@kanri/contracts/business';

/**
 * The Create New Invoice / Edit Invoice form (spec §2, §5, §9; issue 16). Its values carry the
 * request's field names, so the contract's schema messages and the server's 422 land under the
 * fields they name; numbers stay as typed (decimal strings) and go through the contract's exact
 * maths (big.js), never through binary floats.
 */
export interface InvoiceFormItem {
  /** Stable React key of the row (items without an id are new). */
  key: string;
  /** The stored item's id on edit: sent back so the item (and its tracked time) is kept. */
  id?: number;
  description: string;
  quantity: string;
  unit: InvoiceUnit;
  rate: string;
  /** Tracked time the stored item bills (shown, never sent: the server keeps it with the id). */
  time_entry_ids?: number[];
}

export interface InvoiceFormValues {
  invoice_number: string;
  currency: string;
  status: InvoiceStatus;
  /** The picked client; null when the name was typed by hand. */
  client_id: number | null;
  client_name: string;
  client_email: string;
  client_address: string;
  ship_to_address: string;
  issue_date: string;
  payment_terms: PaymentTerms;
  po_number: string;
  items: InvoiceFormItem[];
  headers: InvoiceHeaders;
  tax_rate: string;
  discount: string;
  shipping: string;
  /** Create: a first payment on the issue date. Edit: the recorded payments' sum, shown only. */
  amount_paid: string;
  notes: string;
  terms: string;
}

let nextKey = 0;
/** A new, empty item row (quantity 1, the default unit). */
export function newItem(): InvoiceFormItem {
  nextKey += 1;
  return { key: `new-${nextKey}`, description: '', quantity: '1', unit: INVOICE_DEFAULTS.unit, rate: '' };
}

/** The form of a new invoice: spec §9's defaults, issued `today` (YYYY-MM-DD), one empty item. */
export function newInvoiceForm(today: string, invoiceNumber = ''): InvoiceFormValues {
  return {
    invoice_number: invoiceNumber,
    currency: INVOICE_DEFAULTS.currency,
    status: INVOICE_DEFAULTS.status,
    client_id: null,
    client_name: '',
    client_email: '',
    client_address: '',
    ship_to_address: '',
    issue_date: today,
    payment_terms: INVOICE_DEFAULTS.paymentTerms,
    po_number: '',
    items: [newItem()],
    headers: { ...DEFAULT_INVOICE_HEADERS },
    tax_rate: INVOICE_DEFAULTS.taxRate,
    discount: '',
    shipping: '',
    amount_paid: '',
    notes: '',
    terms: INVOICE_DEFAULTS.terms,
  };
}

/** The stored status an invoice is edited with: an overdue invoice is a sent one. */
export const storedStatusOf = (invoice: Pick<Invoice, 'status'>): InvoiceStatus =>
  invoice.status === 'overdue' ? 'sent' : invoice.status;

/** Money in minor units as the form shows it: '' for 0 (the field's placeholder), else `12.50`. */
const moneyField = (minor: number, exponent: number) => (minor === 0 ? '' : fromMinorUnits(minor, exponent));

/** The form of a stored invoice (Edit Invoice). */
export function invoiceForm(invoice: Invoice): InvoiceFormValues {
  const exponent = invoice.currency_exponent;
  return {
    invoice_number: invoice.invoice_number,
    currency: invoice.currency,
    status: storedStatusOf(invoice),
    client_id: invoice.client_id,
    client_name: invoice.client_name,
    client_email: invoice.client_email,
    client_address: invoice.client_address,
    ship_to_address: invoice.ship_to_address,
    issue_date: invoice.issue_date,
    payment_terms: invoice.payment_terms,
    po_number: invoice.po_number,
    items: invoice.items.map((item) => ({
      key: `item-${item.id}`,
      id: item.id,
      description: item.description,
      quantity: item.quantity,
      unit: item.unit,
      rate: item.rate,
      time_entry_ids: item.time_entry_ids,
    })),
    headers: { ...invoice.headers },
    tax_rate: invoice.tax_rate,
    discount: moneyField(invoice.discount_minor, exponent),
    shipping: moneyField(invoice.shipping_minor, exponent),
    amount_paid: fromMinorUnits(invoice.amount_paid_minor, exponent),
    notes: invoice.notes,
    terms: invoice.terms,
  };
}

/** A number field as sent: blank falls back to 0 (spec §5); anything else as typed, for the schema to judge. */
const numberOf = (text: string) => (text.trim() === '' ? '0' : text.trim());

/** The fields create and edit share, from the form. */
function fieldsOf(values: InvoiceFormValues) {
  const number = values.invoice_number.trim();
  return {
    ...(number === '' ? {} : { invoice_number: number }),
    client_id: values.client_id,
    client_name: values.client_name.trim(),
    client_email: values.client_email.trim(),
    client_address: values.client_address.trim(),
    ship_to_address: values.ship_to_address.trim(),
    issue_date: values.issue_date,
    payment_terms: values.payment_terms,
    po_number: values.po_number.trim(),
    currency: values.currency.trim().toUpperCase(),
    status: values.status,
    items: values.items.map((item) => ({
      ...(item.id === undefined ? {} : { id: item.id }),
      description: item.description.trim(),
      quantity: numberOf(item.quantity),
      unit: item.unit,
      rate: numberOf(item.rate),
    })),
    headers: {
      item: values.headers.item.trim(),
      quantity: values.headers.quantity.trim(),
      unit: values.headers.unit.trim(),
      rate: values.headers.rate.trim(),
      amount: values.headers.amount.trim(),
    },
    tax_rate: numberOf(values.tax_rate),
    discount: numberOf(values.discount),
    shipping: numberOf(values.shipping),
    notes: values.notes.trim(),
    terms: values.terms.trim(),
  };
}

/** POST /invoices/store from the form (an amount paid above 0 records a first payment). */
export function storeRequestOf(values: InvoiceFormValues): InvoiceStoreRequest {
  const amountPaid = numberOf(values.amount_paid);
  return { ...fieldsOf(values), ...(isZero(amountPaid) ? {} : { amount_paid: amountPaid }) };
}

/** Whether a decimal text is a zero (`0`, `0.00`). */
const isZero = (text: string) => /^0+(\.0+)?$/.test(text);

/**
 * PUT /invoices/update from the form: every field (an edit rewrites the invoice), kept items with
 * their ids; `confirmRewrite` once the user confirmed changing a sent or paid invoice. The amount
 * paid follows the payments and is not sent.
 */
export function updateRequestOf(
  values: InvoiceFormValues,
  invoice: Pick<Invoice, 'id'>,
  confirmRewrite: boolean,
): InvoiceUpdateRequest {
  return { id: invoice.id, ...fieldsOf(values), ...(confirmRewrite ? { confirm_rewrite: true } : {}) };
}

/** Whether saving an edit of this invoice asks first: it was sent or paid (overdue is sent). */
export const needsRewriteConfirm = (invoice: Pick<Invoice, 'status'> | null) =>
  invoice !== null && storedStatusOf(invoice) !== 'draft';

/**
 * The form checked as the contract checks the request it makes: the schema's messages under the
 * fields they name (`client_name`, `items.0.rate`, `discount`…). A FormDialog schema.
 */
export const invoiceFormSchema = (editing: Pick<Invoice, 'id'> | null) => ({
  safeParse: (values: unknown) =>
    editing
      ? invoiceUpdateRequestSchema.safeParse(updateRequestOf(values as InvoiceFormValues, editing, false))
      : invoiceStoreRequestSchema.safeParse(storeRequestOf(values as InvoiceFormValues)),
});

/** The figures of the live summary, in minor units of the form's currency. */
export interface InvoiceSummaryFigures extends InvoiceTotals {
  currency: string;
  exponent: number;
  discountMinor: number;
  shippingMinor: number;
  amountPaidMinor: number;
  /** The tax rate as the maths reads it (`10`, `8.875`; `0` when blank or not a number). */
  taxRate: string;
}

/**
 * The live summary: the contract's `computeInvoiceTotals` (the server stores the same figures),
 * every input falling back to 0 (spec §5), money rounded to the currency's ISO 4217 digits.
 */
export function summaryOf(
  values: Pick<InvoiceFormValues, 'currency' | 'items' | 'tax_rate' | 'discount' | 'shipping' | 'amount_paid'>,
): InvoiceSummaryFigures {
  const currency = values.currency.trim().toUpperCase() || INVOICE_DEFAULTS.currency;
  const exponent = currencyExponent(currency);
  const discountMinor = toMinorUnits(decimalOrZero(values.discount), exponent);
  const shippingMinor = toMinorUnits(decimalOrZero(values.shipping), exponent);
  const amountPaidMinor = toMinorUnits(decimalOrZero(values.amount_paid), exponent);
  const taxRate = decimalOrZero(values.tax_rate);
  const totals = computeInvoiceTotals(
    {
      items: values.items.map((item) => ({ quantity: decimalOrZero(item.quantity), rate: decimalOrZero(item.rate) })),
      taxRate,
      discountMinor,
      shippingMinor,
      amountPaidMinor,
    },
    exponent,
  );
  return { ...totals, currency, exponent, discountMinor, shippingMinor, amountPaidMinor, taxRate };
}

/** The due date the terms give (read-only in the form); '' until the issue date is picked. */
export const dueDateOf = (values: Pick<InvoiceFormValues, 'issue_date' | 'payment_terms'>) =>
  /^\d{4}-\d{2}-\d{2}$/.test(values.issue_date) ? dueDateFor(values.issue_date, values.payment_terms) : '';

/** The currencies the select offers: spec §9's, then any other in use (a custom code, the invoice's). */
export function currencyOptions(extra: readonly string[]): string[] {
  const codes: string[] = [...INVOICE_CURRENCIES];
  for (const code of extra) if (code && !codes.includes(code)) codes.push(code);
  return codes;
}

/**
 * A custom currency typed in the popover (spec §5): uppercased; blank is ignored (null); anything
 * else but three letters is refused with the contract's message.
 */
export function customCurrencyOf(typed: string): { code: string } | { error: string } | null {
  const code = typed.trim().toUpperCase();
  if (code === '') return null;
  return CURRENCY_CODE_PATTERN.test(code) ? { code } : { error: INVOICE_MESSAGES.currencyInvalid };
}
