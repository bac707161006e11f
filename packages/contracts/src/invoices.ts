import { z } from 'zod';
import {
  BUSINESS_MAX_PER_PAGE,
  BUSINESS_SEARCH_MAX_LENGTH,
  DEFAULT_INVOICE_HEADERS,
  INVOICE_DISPLAY_STATUSES,
  INVOICE_LONG_TEXT_MAX_LENGTH,
  INVOICE_MAX_AMOUNT,
  INVOICE_MAX_ITEMS,
  INVOICE_MAX_QUANTITY,
  INVOICE_MAX_RATE,
  INVOICE_MESSAGES,
  INVOICE_STATUSES,
  INVOICE_TEXT_MAX_LENGTH,
  INVOICE_UNITS,
  PAYMENT_TERMS_KEYS,
  QUANTITY_MAX_DECIMALS,
  RATE_MAX_DECIMALS,
  TAX_RATE_MAX_DECIMALS,
  type PaymentTerms,
} from './business-constants.js';
import { dateOnlySchema, idParamSchema, idSchema } from './common.js';
import { CURRENCY_CODE_PATTERN, currencyExponent } from './currency.js';
import { isDecimal } from './invoice-math.js';

/**
 * Invoices (spec §2 Invoice screen, §3 Invoice and Item, §4, §5, §9): admins and managers only.
 * Money in replies is integer minor units of the invoice's currency (`*_minor`, exponent
 * `currency_exponent`); quantities, rates and the tax rate are decimal strings. Requests carry
 * money as decimal strings in major units (`"12.50"`), checked against the currency's digits.
 */
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES, { error: INVOICE_MESSAGES.statusInvalid });
export const invoiceDisplayStatusSchema = z.enum(INVOICE_DISPLAY_STATUSES);
export const paymentTermsSchema = z.enum(PAYMENT_TERMS_KEYS as [PaymentTerms, ...PaymentTerms[]], {
  error: INVOICE_MESSAGES.termsInvalid,
});
export const invoiceUnitSchema = z.enum(INVOICE_UNITS, { error: INVOICE_MESSAGES.unitInvalid });

const headerLabel = z
  .string({ error: INVOICE_MESSAGES.headerInvalid })
  .trim()
  .min(1, INVOICE_MESSAGES.headerInvalid)
  .max(40, INVOICE_MESSAGES.headerInvalid);
export const invoiceHeadersSchema = z.object({
  item: headerLabel,
  quantity: headerLabel,
  unit: headerLabel,
  rate: headerLabel,
  amount: headerLabel,
});
export type InvoiceHeaders = z.infer<typeof invoiceHeadersSchema>;

export const invoiceItemSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  quantity: z.string(),
  unit: invoiceUnitSchema,
  rate: z.string(),
  amount_minor: z.number().int(),
  /** Time entries this item bills (Add unbilled time); removing the item releases them. */
  time_entry_ids: z.array(z.number().int()),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const invoicePaymentSchema = z.object({
  id: z.number().int(),
  paid_on: z.string(),
  amount_minor: z.number().int(),
  note: z.string(),
  created_at: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** A row of the list: what the table and the cards need. */
export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  client_id: z.number().int().nullable(),
  client_name: z.string(),
  client_email: z.string(),
  issue_date: z.string(),
  due_date: z.string(),
  currency: z.string(),
  currency_exponent: z.number().int(),
  /** Shown status: a sent invoice past its due date with a balance is `overdue`. */
  status: invoiceDisplayStatusSchema,
  total_minor: z.number().int(),
  amount_paid_minor: z.number().int(),
  balance_due_minor: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = invoiceSummarySchema.extend({
  client_address: z.string(),
  ship_to_address: z.string(),
  payment_terms: paymentTermsSchema,
  po_number: z.string(),
  items: z.array(invoiceItemSchema),
  headers: invoiceHeadersSchema,
  subtotal_minor: z.number().int(),
  discount_minor: z.number().int(),
  shipping_minor: z.number().int(),
  tax_rate: z.string(),
  tax_minor: z.number().int(),
  notes: z.string(),
  terms: z.string(),
  payments: z.array(invoicePaymentSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

const decimal = (maxDecimals: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => isDecimal(value, maxDecimals) && Number(value) <= max, message);

/** Money in major units; its digits are checked against the currency by `moneyDigitsIssues`. */
const money = z
  .string({ error: INVOICE_MESSAGES.moneyInvalid })
  .trim()
  .refine((value) => isDecimal(value, 4) && Number(value) <= INVOICE_MAX_AMOUNT, INVOICE_MESSAGES.moneyInvalid);

const text = z.string().trim().max(INVOICE_TEXT_MAX_LENGTH, INVOICE_MESSAGES.textTooLong);
const longText = z.string().trim().max(INVOICE_LONG_TEXT_MAX_LENGTH, INVOICE_MESSAGES.longTextTooLong);

export const invoiceCurrencySchema = z
  .string({ error: INVOICE_MESSAGES.currencyInvalid })
  .trim()
  .toUpperCase()
  .regex(CURRENCY_CODE_PATTERN, INVOICE_MESSAGES.currencyInvalid);

export const invoiceItemInputSchema = z.object({
  /** An item of this invoice being kept (update); without it, a new item. */
  id: idSchema.optional(),
  description: longText,
  quantity: decimal(QUANTITY_MAX_DECIMALS, INVOICE_MAX_QUANTITY, INVOICE_MESSAGES.quantityInvalid),
  unit: invoiceUnitSchema,
  rate: decimal(RATE_MAX_DECIMALS, INVOICE_MAX_RATE, INVOICE_MESSAGES.rateInvalid),
});
export type InvoiceItemInput = z.input<typeof invoiceItemInputSchema>;

/** Whether a money string has no more decimals than the currency's minor unit. */
export function fitsCurrency(amount: string, currency: string): boolean {
  return isDecimal(amount, currencyExponent(currency));
}

const MONEY_FIELDS = ['discount', 'shipping', 'amount_paid'] as const;

/** The fields of create and edit (every one sent each time: an edit rewrites the invoice). */
const invoiceFieldsSchema = z.object({
  /** Omitted on create: the next number of the workspace (`INV-0001`, …). */
  invoice_number: z.string().trim().min(1, INVOICE_MESSAGES.numberInvalid).max(50, INVOICE_MESSAGES.numberInvalid).optional(),
  /** A client of the workspace (its name, e-mail and address are copied) or null for a typed one. */
  client_id: idSchema.nullable().optional(),
  client_name: z
    .string({ error: INVOICE_MESSAGES.clientNameRequired })
    .trim()
    .min(1, INVOICE_MESSAGES.clientNameRequired)
    .max(INVOICE_TEXT_MAX_LENGTH, INVOICE_MESSAGES.textTooLong),
  client_email: z.union([z.literal(''), z.email(INVOICE_MESSAGES.emailInvalid).max(INVOICE_TEXT_MAX_LENGTH)]).optional(),
  client_address: longText.optional(),
  ship_to_address: longText.optional(),
  issue_date: dateOnlySchema,
  payment_terms: paymentTermsSchema,
  po_number: text.optional(),
  currency: invoiceCurrencySchema,
  status: invoiceStatusSchema.optional(),
  items: z
    .array(invoiceItemInputSchema, { error: INVOICE_MESSAGES.itemsRequired })
    .min(1, INVOICE_MESSAGES.itemsRequired)
    .max(INVOICE_MAX_ITEMS, INVOICE_MESSAGES.tooManyItems),
  headers: invoiceHeadersSchema.optional(),
  tax_rate: decimal(TAX_RATE_MAX_DECIMALS, 100, INVOICE_MESSAGES.taxRateInvalid),
  discount: money.optional(),
  shipping: money.optional(),
  notes: longText.optional(),
  terms: longText.optional(),
});

/** The per-field issues of money amounts with more decimals than the currency has (JPY 0, KWD 3). */
function checkMoneyDigits(
  value: { currency: string } & Partial<Record<(typeof MONEY_FIELDS)[number], string>>,
  ctx: z.RefinementCtx,
) {
  const digits = currencyExponent(value.currency);
  for (const field of MONEY_FIELDS) {
    const amount = value[field];
    if (amount !== undefined && !fitsCurrency(amount, value.currency)) {
      ctx.addIssue({ code: 'custom', path: [field], message: INVOICE_MESSAGES.amountInvalid(value.currency, digits) });
    }
  }
}

/** POST /invoices/store: a new invoice (status draft by default); `amount_paid` records a first payment on the issue date. */
export const invoiceStoreRequestSchema = invoiceFieldsSchema
  .extend({ amount_paid: money.optional() })
  .superRefine(checkMoneyDigits);
export type InvoiceStoreRequest = z.input<typeof invoiceStoreRequestSchema>;

/**
 * PUT /invoices/update `{ id, ...every field }`: rewrites the invoice (items with an `id` are kept,
 * the others replace the rest). A sent or paid invoice is rewritten only with `confirm_rewrite: true`
 * (else 409). Amount paid follows the payments.
 */
export const invoiceUpdateRequestSchema = invoiceFieldsSchema
  .extend({ id: idSchema, confirm_rewrite: z.boolean().optional() })
  .superRefine(checkMoneyDigits);
export type InvoiceUpdateRequest = z.input<typeof invoiceUpdateRequestSchema>;

/** POST /invoices/status `{ id, status }`: mark sent, paid (records a payment of the balance) or back to draft. */
export const invoiceStatusRequestSchema = z.object({ id: idSchema, status: invoiceStatusSchema });
export type InvoiceStatusRequest = z.input<typeof invoiceStatusRequestSchema>;

/** POST /invoices/duplicate `{ id }`: a new draft with the next number, issued today, without payments or time. */
export const invoiceDuplicateRequestSchema = z.object({ id: idSchema, issue_date: dateOnlySchema.optional() });
export type InvoiceDuplicateRequest = z.input<typeof invoiceDuplicateRequestSchema>;

/** IANA zone of the caller: "today" (overdue) is a day there. */
const timeZone = z.string().trim().max(64).optional();

/** GET /invoices: `search` in number, client name and e-mail, P.O. number; `status` is the shown one. Newest first. */
export const invoiceListQuerySchema = z.object({
  search: z.string().trim().max(BUSINESS_SEARCH_MAX_LENGTH).optional(),
  status: invoiceDisplayStatusSchema.optional(),
  client_id: idParamSchema.optional(),
  time_zone: timeZone,
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  per_page: z.coerce.number().int().min(1).max(BUSINESS_MAX_PER_PAGE).optional(),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

/** GET /invoices/{id} and its PDF: `?time_zone=`, today (overdue) is a day in the caller's zone. */
export const invoiceQuerySchema = invoiceListQuerySchema.pick({ time_zone: true });
export type InvoiceQuery = z.input<typeof invoiceQuerySchema>;

/** Sums per currency: never USD added to JPY. */
export const currencyTotalsSchema = z.object({
  currency: z.string(),
  currency_exponent: z.number().int(),
  /** Spec §2 Total Revenue: totals of all invoices. */
  revenue_minor: z.number().int(),
  /** Spec §2 Pending Amount: what is still due on sent invoices (overdue included). */
  pending_minor: z.number().int(),
});
export type CurrencyTotals = z.infer<typeof currencyTotalsSchema>;

/** The cards of spec §2 over all the workspace's invoices (not the filter). */
export const invoiceCountsSchema = z.object({
  total: z.number().int(),
  draft: z.number().int(),
  sent: z.number().int(),
  paid: z.number().int(),
  overdue: z.number().int(),
  per_currency: z.array(currencyTotalsSchema),
});
export type InvoiceCounts = z.infer<typeof invoiceCountsSchema>;

export const invoicePageSchema = z.object({
  items: z.array(invoiceSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  counts: invoiceCountsSchema,
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** GET /invoices/next-number: the number and currency a new invoice starts with (the workspace's default currency, Settings). */
export const invoiceNextNumberSchema = z.object({ invoice_number: z.string(), currency: z.string() });
export type InvoiceNextNumber = z.infer<typeof invoiceNextNumberSchema>;

/** POST /invoices/payments/store: a payment of at most the balance due; a full payment marks the invoice paid. */
export const invoicePaymentStoreRequestSchema = z.object({
  invoice_id: idSchema,
  paid_on: dateOnlySchema,
  amount: money,
  note: text.optional(),
});
export type InvoicePaymentStoreRequest = z.input<typeof invoicePaymentStoreRequestSchema>;

// --- Tracked time → invoice lines -------------------------------------------------------------

export const UNBILLED_GROUPINGS = ['task', 'day'] as const;
export type UnbilledGrouping = (typeof UNBILLED_GROUPINGS)[number];

/**
 * GET /invoices/unbilled-time: the client's projects' billable, stopped time entries in the
 * currency, not on any invoice yet, grouped per task or per day (in `time_zone`) and per rate.
 */
export const unbilledTimeQuerySchema = z.object({
  client_id: idParamSchema,
  currency: invoiceCurrencySchema,
  group_by: z.enum(UNBILLED_GROUPINGS).optional(),
  time_zone: timeZone,
});
export type UnbilledTimeQuery = z.input<typeof unbilledTimeQuerySchema>;

export const unbilledTimeGroupSchema = z.object({
  /** Stable key of the group (`task:12:5000`, `day:2026-03-04:7:5000`). */
  key: z.string(),
  /** What the item's description will be. */
  description: z.string(),
  project_id: z.number().int(),
  project_name: z.string(),
  task_id: z.number().int().nullable(),
  /** The day (YYYY-MM-DD) when grouped per day. */
  day: z.string().nullable(),
  /** The rate the entries were tracked at, minor units per hour. */
  rate_minor: z.number().int(),
  seconds: z.number().int(),
  /** Invoiced hours: seconds / 3600 rounded to 0.01. */
  hours: z.string(),
  amount_minor: z.number().int(),
  entry_ids: z.array(z.number().int()),
});
export type UnbilledTimeGroup = z.infer<typeof unbilledTimeGroupSchema>;

export const unbilledTimeSchema = z.object({
  currency: z.string(),
  currency_exponent: z.number().int(),
  groups: z.array(unbilledTimeGroupSchema),
});
export type UnbilledTime = z.infer<typeof unbilledTimeSchema>;

/**
 * POST /invoices/add-time `{ id, entry_ids, group_by, time_zone }`: adds one item per group of the
 * picked entries (hours × the rate they were tracked at) to a draft and marks them invoiced. An
 * entry is on one invoice at most (a database constraint): a concurrent add of the same entry fails
 * with 409 and adds nothing.
 */
export const invoiceAddTimeRequestSchema = z.object({
  id: idSchema,
  entry_ids: z.array(idSchema).min(1, INVOICE_MESSAGES.timeEntriesInvalid).max(5000, INVOICE_MESSAGES.timeEntriesInvalid),
  group_by: z.enum(UNBILLED_GROUPINGS).optional(),
  time_zone: timeZone,
});
export type InvoiceAddTimeRequest = z.input<typeof invoiceAddTimeRequestSchema>;

export { DEFAULT_INVOICE_HEADERS };
