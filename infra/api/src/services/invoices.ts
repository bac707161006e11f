import { COMMON_MESSAGES, dayOf, isTimeZone, type FieldErrors } from '@kanri/contracts';
import {
  BUSINESS_DEFAULT_PER_PAGE,
  computeInvoiceTotals,
  currencyExponent,
  DEFAULT_INVOICE_HEADERS,
  dueDateFor,
  fromMinorUnits,
  INVOICE_DEFAULTS,
  INVOICE_MAX_TOTAL_MINOR,
  INVOICE_MESSAGES,
  INVOICE_NUMBER_DIGITS,
  INVOICE_NUMBER_PREFIX,
  isDecimal,
  toMinorUnits,
  type Invoice,
  type InvoiceDisplayStatus,
  type InvoiceHeaders,
  type InvoiceItem,
  type InvoicePage,
  type InvoicePayment,
  type InvoiceStatus,
  type InvoiceSummary,
  type InvoiceTotals,
  type PaymentTerms,
  type invoiceDuplicateRequestSchema,
  type invoiceListQuerySchema,
  type invoicePaymentStoreRequestSchema,
  type invoiceStatusRequestSchema,
  type invoiceStoreRequestSchema,
  type invoiceUpdateRequestSchema,
} from '@kanri/contracts/business';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { clients, invoiceItems, invoiceItemTimeEntries, invoicePayments, invoices } from '../db/schema.js';
import { intArray, queryRows } from '../db/statements.js';
import { isForeignKeyViolation, isUniqueViolation } from '../lib/db-errors.js';
import { httpErrors } from '../lib/http-errors.js';
import { containsPattern } from '../lib/like-pattern.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { iso } from './time-entry-sql.js';

/**
 * Invoices (spec §2 Invoice screen, §3 Invoice and Item, §9; infra/api/README.md "Clients and
 * invoices"). Admins and managers only (the routes' permissions); every statement is scoped by the
 * caller's workspace, so another workspace's invoice is a 404. Money is integer minor units of the
 * invoice's currency, every sum computed by the contract's exact invoice maths (big.js) and stored;
 * amount paid is the sum of the payments, kept in the same statement as each payment. Writes that
 * check stored values lock the invoice row (FOR UPDATE) in a short transaction, so edits, payments
 * and status changes of one invoice take turns.
 */

type ListQuery = z.output<typeof invoiceListQuerySchema>;
type StoreInput = z.output<typeof invoiceStoreRequestSchema>;
type UpdateInput = z.output<typeof invoiceUpdateRequestSchema>;
type StatusInput = z.output<typeof invoiceStatusRequestSchema>;
type DuplicateInput = z.output<typeof invoiceDuplicateRequestSchema>;
type PaymentInput = z.output<typeof invoicePaymentStoreRequestSchema>;

const NUMBER_UNIQUE = 'invoices_workspace_id_invoice_number_unique';
/** Attempts at a generated number when concurrent creates take the same one. */
const NUMBER_ATTEMPTS = 8;

// --- Time zones and today ---------------------------------------------------------------------

/** The caller's IANA zone when it is one (a name, not an offset), else UTC. */
export function zoneOrUtc(timeZone: string | undefined): string {
  const zone = timeZone?.trim();
  return zone && /^[A-Za-z]/.test(zone) && isTimeZone(zone) ? zone : 'UTC';
}

/** Today (YYYY-MM-DD) in the zone: the day before which a sent invoice with a balance is overdue. */
export function todayIn(timeZone?: string): string {
  return dayOf(Date.now(), zoneOrUtc(timeZone));
}

// --- Reading ----------------------------------------------------------------------------------

/** The shown status of invoice row `i` on `today`: a sent invoice past its due date with a balance is overdue. */
const shownStatus = (i: SQL, today: string) =>
  sql`(case when ${i}.status = 'sent' and ${i}.due_date < ${today}::date and ${i}.total_minor > ${i}.amount_paid_minor
    then 'overdue' else ${i}.status end)`;

/** The list row's columns of invoice row `i` (a table alias or a CTE of its columns), its shown status `status`. */
const summaryColumns = (
  i: SQL,
  status: SQL,
) => sql`${i}.id, ${i}.invoice_number, ${i}.client_id, ${i}.client_name, ${i}.client_email,
  to_char(${i}.issue_date, 'YYYY-MM-DD') as issue_date, to_char(${i}.due_date, 'YYYY-MM-DD') as due_date,
  ${i}.currency, ${i}.currency_exponent::int as currency_exponent, ${status} as status,
  ${i}.total_minor::float8 as total_minor, ${i}.amount_paid_minor::float8 as amount_paid_minor,
  (${i}.total_minor - ${i}.amount_paid_minor)::float8 as balance_due_minor,
  ${iso(sql`${i}.created_at`)} as created_at, ${iso(sql`${i}.updated_at`)} as updated_at`;

interface SummaryRow {
  id: number;
  invoice_number: string;
  client_id: number | null;
  client_name: string;
  client_email: string;
  issue_date: string;
  due_date: string;
  currency: string;
  currency_exponent: number;
  status: InvoiceDisplayStatus;
  total_minor: number;
  amount_paid_minor: number;
  balance_due_minor: number;
  created_at: string;
  updated_at: string;
}

/** Same keys, same order as the contract's summary: replies are not re-validated at run time. */
function toSummary(row: SummaryRow): InvoiceSummary {
  return {
    id: row.id,
    invoice_number: row.invoice_number,
    client_id: row.client_id,
    client_name: row.client_name,
    client_email: row.client_email,
    issue_date: row.issue_date,
    due_date: row.due_date,
    currency: row.currency,
    currency_exponent: row.currency_exponent,
    status: row.status,
    total_minor: row.total_minor,
    amount_paid_minor: row.amount_paid_minor,
    balance_due_minor: row.balance_due_minor,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

interface InvoiceRow extends SummaryRow {
  client_address: string;
  ship_to_address: string;
  payment_terms: PaymentTerms;
  po_number: string;
  items: InvoiceItem[];
  headers: InvoiceHeaders;
  subtotal_minor: number;
  discount_minor: number;
  shipping_minor: number;
  tax_rate: string;
  tax_minor: number;
  notes: string;
  terms: string;
  payments: InvoicePayment[];
}

function toInvoice(row: InvoiceRow): Invoice {
  return {
    ...toSummary(row),
    client_address: row.client_address,
    ship_to_address: row.ship_to_address,
    payment_terms: row.payment_terms,
    po_number: row.po_number,
    items: row.items.map((item) => ({
      id: item.id,
      description: item.description,
      quantity: item.quantity,
      unit: item.unit,
      rate: item.rate,
      amount_minor: item.amount_minor,
      time_entry_ids: item.time_entry_ids,
    })),
    headers: {
      item: row.headers.item ?? DEFAULT_INVOICE_HEADERS.item,
      quantity: row.headers.quantity ?? DEFAULT_INVOICE_HEADERS.quantity,
      unit: row.headers.unit ?? DEFAULT_INVOICE_HEADERS.unit,
      rate: row.headers.rate ?? DEFAULT_INVOICE_HEADERS.rate,
      amount: row.headers.amount ?? DEFAULT_INVOICE_HEADERS.amount,
    },
    subtotal_minor: row.subtotal_minor,
    discount_minor: row.discount_minor,
    shipping_minor: row.shipping_minor,
    tax_rate: row.tax_rate,
    tax_minor: row.tax_minor,
    notes: row.notes,
    terms: row.terms,
    payments: row.payments.map((payment) => ({
      id: payment.id,
      paid_on: payment.paid_on,
      amount_minor: payment.amount_minor,
      note: payment.note,
      created_at: payment.created_at,
    })),
  };
}

/** A decimal column as the contract writes it: no trailing zeros (`2`, `1.5`, `8.875`). */
const decimalText = (column: SQL) => sql`trim_scale(${column})::text`;

/**
 * GET /invoices/{id}: the whole invoice in one statement (items in position order with the time
 * entries they bill, payments by date), its status shown on today in `timeZone` (UTC by default).
 * Another workspace's invoice, or none, is a 404.
 */
export async function getInvoice(db: Database, auth: RequestAuth, id: number, timeZone?: string): Promise<Invoice> {
  const [row] = await queryRows<InvoiceRow>(
    db,
    sql`select ${summaryColumns(sql`i`, shownStatus(sql`i`, todayIn(timeZone)))},
      i.client_address, i.ship_to_address, i.payment_terms, i.po_number,
      (select coalesce(json_agg(json_build_object('id', it.id, 'description', it.description,
          'quantity', ${decimalText(sql`it.quantity`)}, 'unit', it.unit, 'rate', ${decimalText(sql`it.rate`)},
          'amount_minor', it.amount_minor,
          'time_entry_ids', coalesce((select json_agg(l.time_entry_id order by l.time_entry_id)
            from ${invoiceItemTimeEntries} l where l.invoice_item_id = it.id), '[]'))
        order by it.position, it.id), '[]')
        from ${invoiceItems} it where it.invoice_id = i.id) as items,
      i.headers, i.subtotal_minor::float8 as subtotal_minor, i.discount_minor::float8 as discount_minor,
      i.shipping_minor::float8 as shipping_minor, ${decimalText(sql`i.tax_rate`)} as tax_rate, i.tax_minor::float8 as tax_minor,
      i.notes, i.terms,
      (select coalesce(json_agg(json_build_object('id', p.id, 'paid_on', to_char(p.paid_on, 'YYYY-MM-DD'),
          'amount_minor', p.amount_minor, 'note', p.note, 'created_at', ${iso(sql`p.created_at`)})
        order by p.paid_on, p.id), '[]')
        from ${invoicePayments} p where p.invoice_id = i.id) as payments
    from ${invoices} i where i.id = ${id} and i.workspace_id = ${auth.workspaceId}`,
  );
  if (!row) throw httpErrors.notFound(COMMON_MESSAGES.notFound);
  return toInvoice(row);
}

interface ListRow extends Omit<SummaryRow, 'id'> {
  id: number | null;
  matched_total: number;
  count_total: number;
  count_draft: number;
  count_sent: number;
  count_paid: number;
  count_overdue: number;
  per_currency: { currency: string; currency_exponent: number; revenue_minor: number; pending_minor: number }[];
}

/**
 * GET /invoices in one statement: the filter's page (newest first), its total, and the cards'
 * counts over all the workspace's invoices with revenue and pending amounts per currency (never
 * USD added to JPY). `status` is the shown one: `overdue` is a sent invoice past its due date
 * (today in `time_zone`) with a balance, and `sent` the other sent ones.
 */
export async function listInvoices(db: Database, auth: RequestAuth, query: ListQuery): Promise<InvoicePage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? BUSINESS_DEFAULT_PER_PAGE;
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(sql`(i.invoice_number ilike ${pattern} or i.client_name ilike ${pattern}
      or i.client_email ilike ${pattern} or i.po_number ilike ${pattern})`);
  }
  if (query.status) filters.push(sql`i.shown = ${query.status}`);
  if (query.client_id !== undefined) filters.push(sql`i.client_id = ${query.client_id}`);
  const rows = await queryRows<ListRow>(
    db,
    sql`with mine as (
      select i.*, ${shownStatus(sql`i`, todayIn(query.time_zone))} as shown
      from ${invoices} i where i.workspace_id = ${auth.workspaceId}
    ),
    matched as (select * from mine i ${filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``}),
    page as (select * from matched i order by i.created_at desc, i.id desc limit ${perPage} offset ${(page - 1) * perPage}),
    head as (
      select count(*)::int as count_total,
        count(*) filter (where shown = 'draft')::int as count_draft,
        count(*) filter (where shown = 'sent')::int as count_sent,
        count(*) filter (where shown = 'paid')::int as count_paid,
        count(*) filter (where shown = 'overdue')::int as count_overdue,
        (select count(*)::int from matched) as matched_total,
        (select coalesce(json_agg(json_build_object('currency', c.currency, 'currency_exponent', c.currency_exponent,
            'revenue_minor', c.revenue_minor, 'pending_minor', c.pending_minor) order by c.currency, c.currency_exponent), '[]')
          from (select currency, currency_exponent::int as currency_exponent, sum(total_minor) as revenue_minor,
              coalesce(sum(total_minor - amount_paid_minor) filter (where status = 'sent'), 0) as pending_minor
            from mine group by currency, currency_exponent) c) as per_currency
      from mine
    )
    select h.*, ${summaryColumns(sql`p`, sql`p.shown`)} from head h left join page p on true
    order by p.created_at desc, p.id desc`,
  );
  const head = rows[0]!;
  return {
    items: head.id === null ? [] : rows.map((row) => toSummary(row as SummaryRow)),
    total: head.matched_total,
    page,
    per_page: perPage,
    counts: {
      total: head.count_total,
      draft: head.count_draft,
      sent: head.count_sent,
      paid: head.count_paid,
      overdue: head.count_overdue,
      per_currency: head.per_currency.map((totals) => ({
        currency: totals.currency,
        currency_exponent: totals.currency_exponent,
        revenue_minor: Number(totals.revenue_minor),
        pending_minor: Number(totals.pending_minor),
      })),
    },
  };
}

// --- Numbers ----------------------------------------------------------------------------------

const NUMBER_PATTERN = `^${INVOICE_NUMBER_PREFIX.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[0-9]+$`;

/**
 * The workspace's next number: `INV-` and the largest numeric suffix of the numbers of that shape
 * plus one, zero-padded to INVOICE_NUMBER_DIGITS (never cut: INV-10000 follows INV-9999).
 */
function nextNumberSql(workspaceId: number): SQL {
  return sql`(select ${INVOICE_NUMBER_PREFIX}::text || case when length(m.n) >= ${INVOICE_NUMBER_DIGITS}::int then m.n
      else lpad(m.n, ${INVOICE_NUMBER_DIGITS}::int, '0') end
    from (select (coalesce(max(substring(x.invoice_number from ${INVOICE_NUMBER_PREFIX.length + 1}::int)::numeric), 0) + 1)::text as n
      from ${invoices} x where x.workspace_id = ${workspaceId} and x.invoice_number ~ ${NUMBER_PATTERN}::text) m)`;
}

/**
 * GET /invoices/next-number: what a new invoice of the workspace is numbered when its number is left
 * out, and the currency it starts in (the workspace's default currency, user menu → Settings).
 */
export async function nextInvoiceNumber(db: Database, auth: RequestAuth): Promise<{ invoice_number: string; currency: string }> {
  const [row] = await queryRows<{ invoice_number: string; currency: string }>(
    db,
    sql`select ${nextNumberSql(auth.workspaceId)} as invoice_number,
      coalesce((select s.default_currency from settings s where s.workspace_id = ${auth.workspaceId}), ${INVOICE_DEFAULTS.currency}) as currency`,
  );
  return { invoice_number: row!.invoice_number, currency: row!.currency };
}

/**
 * Runs a write that numbers an invoice: a number sent and taken is a 422 on `invoice_number`; a
 * generated number taken meanwhile by a concurrent create is generated again.
 */
async function withNumber<T>(generated: boolean, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error, NUMBER_UNIQUE)) throw error;
      if (!generated || attempt >= NUMBER_ATTEMPTS) throw httpErrors.invalidField('invoice_number', INVOICE_MESSAGES.numberTaken);
    }
  }
}

// --- Sums -------------------------------------------------------------------------------------

interface SumsInput {
  items: readonly { quantity: string; rate: string }[];
  taxRate: string;
  discountMinor: number;
  shippingMinor: number;
  amountPaidMinor: number;
}

/**
 * The invoice's sums by the contract's maths, refused (422 per field) when the discount exceeds the
 * subtotal plus shipping, an amount is past INVOICE_MAX_TOTAL_MINOR, or the amount paid exceeds the
 * total (on `paidField`).
 */
export function checkedTotals(input: SumsInput, exponent: number, paidField: string): InvoiceTotals {
  const totals = computeInvoiceTotals(input, exponent);
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (input.discountMinor > totals.subtotalMinor + input.shippingMinor) fail('discount', INVOICE_MESSAGES.discountTooLarge);
  else if (input.discountMinor > INVOICE_MAX_TOTAL_MINOR) fail('discount', INVOICE_MESSAGES.totalTooLarge);
  if (input.shippingMinor > INVOICE_MAX_TOTAL_MINOR) fail('shipping', INVOICE_MESSAGES.totalTooLarge);
  if (totals.subtotalMinor > INVOICE_MAX_TOTAL_MINOR || totals.totalMinor > INVOICE_MAX_TOTAL_MINOR) {
    fail('items', INVOICE_MESSAGES.totalTooLarge);
  } else if (input.amountPaidMinor > totals.totalMinor && !errors.discount) {
    fail(paidField, INVOICE_MESSAGES.amountPaidTooLarge);
  }
  if (Object.keys(errors).length > 0) throw httpErrors.unprocessable(errors);
  return totals;
}

/** Items as the writing statements read them (jsonb_to_recordset): position in the list, exact decimals. */
interface ItemRecord {
  id?: number;
  position: number;
  description: string;
  quantity: string;
  unit: string;
  rate: string;
  amount_minor: number;
}

interface PaymentRecord {
  paid_on: string;
  amount_minor: number;
  note: string;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

const ITEM_RECORD = sql`x(position int, description text, quantity numeric, unit text, rate numeric, amount_minor int8)`;
const PAYMENT_RECORD = sql`x(paid_on date, amount_minor int8, note text)`;

/** Today in UTC: the date of a "Marked as paid" payment and of a duplicate (the requests carry no zone). */
const utcToday = () => todayIn('UTC');

/**
 * The payments and status a save leads to: `paid` records a payment of the balance dated today
 * (after `first`, the amount paid sent on create); a payment bringing the balance to 0 (total > 0)
 * makes the invoice paid.
 */
function settle(
  status: InvoiceStatus,
  totalMinor: number,
  paidMinor: number,
  first?: PaymentRecord,
): { status: InvoiceStatus; payments: PaymentRecord[]; paidMinor: number } {
  const payments: PaymentRecord[] = first && first.amount_minor > 0 ? [first] : [];
  const paid = paidMinor + (payments[0]?.amount_minor ?? 0);
  if (status === 'paid') {
    if (totalMinor > paid)
      payments.push({ paid_on: utcToday(), amount_minor: totalMinor - paid, note: INVOICE_MESSAGES.markedPaidNote });
    return { status, payments, paidMinor: Math.max(paid, totalMinor) };
  }
  const fullyPaid = payments.length > 0 && totalMinor > 0 && paid === totalMinor;
  return { status: fullyPaid ? 'paid' : status, payments, paidMinor: paid };
}

// --- Create -----------------------------------------------------------------------------------

/** The items of a request with their amounts, in the list's order. */
function itemRecords(items: StoreInput['items'], amounts: readonly number[]): ItemRecord[] {
  return items.map((item, index) => ({
    position: index,
    description: item.description,
    quantity: item.quantity,
    unit: item.unit,
    rate: item.rate,
    amount_minor: amounts[index]!,
  }));
}

/**
 * POST /invoices/store: the invoice, its items and its first payment (`amount_paid`, dated the
 * issue date) in one statement. The number is the workspace's next one when left out; the due date
 * always follows the payment terms; `client_id` must be a client of the workspace.
 */
export async function createInvoice(db: Database, auth: RequestAuth, input: StoreInput): Promise<Invoice> {
  const exponent = currencyExponent(input.currency);
  const amountPaidMinor = toMinorUnits(input.amount_paid ?? '0', exponent);
  const discountMinor = toMinorUnits(input.discount ?? '0', exponent);
  const shippingMinor = toMinorUnits(input.shipping ?? '0', exponent);
  const totals = checkedTotals(
    { items: input.items, taxRate: input.tax_rate, discountMinor, shippingMinor, amountPaidMinor },
    exponent,
    'amount_paid',
  );
  const settled = settle(input.status ?? 'draft', totals.totalMinor, 0, {
    paid_on: input.issue_date,
    amount_minor: amountPaidMinor,
    note: '',
  });
  const clientId = input.client_id ?? null;
  const write = () =>
    queryRows<{ id: number }>(
      db,
      sql`with client_ok as (
        select ${clientId}::int is null or exists (select 1 from ${clients} c where c.id = ${clientId}::int and c.workspace_id = ${auth.workspaceId}) as ok
      ),
      inv as (
        insert into ${invoices} (workspace_id, invoice_number, client_id, client_name, client_email, client_address, ship_to_address,
          issue_date, due_date, payment_terms, po_number, currency, currency_exponent, status, headers, tax_rate,
          subtotal_minor, discount_minor, shipping_minor, tax_minor, total_minor, amount_paid_minor, notes, terms, created_by)
        select ${auth.workspaceId}, coalesce(${input.invoice_number ?? null}::text, ${nextNumberSql(auth.workspaceId)}), ${clientId}::int,
          ${input.client_name}, ${input.client_email ?? ''}, ${input.client_address ?? ''}, ${input.ship_to_address ?? ''},
          ${input.issue_date}::date, ${dueDateFor(input.issue_date, input.payment_terms)}::date, ${input.payment_terms},
          ${input.po_number ?? ''}, ${input.currency}, ${exponent}::int, ${settled.status}, ${json(input.headers ?? DEFAULT_INVOICE_HEADERS)},
          ${input.tax_rate}::numeric, ${totals.subtotalMinor}::int8, ${discountMinor}::int8, ${shippingMinor}::int8,
          ${totals.taxMinor}::int8, ${totals.totalMinor}::int8, ${settled.paidMinor}::int8,
          ${input.notes ?? ''}, ${input.terms ?? ''}, ${auth.user.id}::int
        from client_ok where ok
        returning id
      ),
      added as (
        insert into ${invoiceItems} (invoice_id, position, description, quantity, unit, rate, amount_minor)
        select inv.id, x.position, x.description, x.quantity, x.unit, x.rate, x.amount_minor
        from inv, jsonb_to_recordset(${json(itemRecords(input.items, totals.itemAmountsMinor))}) as ${ITEM_RECORD}
      ),
      paid as (
        insert into ${invoicePayments} (invoice_id, paid_on, amount_minor, note, created_by)
        select inv.id, x.paid_on, x.amount_minor, x.note, ${auth.user.id}::int
        from inv, jsonb_to_recordset(${json(settled.payments)}) as ${PAYMENT_RECORD}
      )
      select id from inv`,
    );
  let rows: { id: number }[];
  try {
    rows = await withNumber(input.invoice_number === undefined, write);
  } catch (error) {
    // The client was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw httpErrors.invalidField('client_id', INVOICE_MESSAGES.clientInvalid);
    throw error;
  }
  if (!rows[0]) throw httpErrors.invalidField('client_id', INVOICE_MESSAGES.clientInvalid);
  return getInvoice(db, auth, rows[0].id);
}

// --- The locked invoice ------------------------------------------------------------------------

/** What a write checks of an invoice, read with its row locked until the transaction ends. */
export interface LockedInvoice {
  id: number;
  invoice_number: string;
  client_id: number | null;
  status: InvoiceStatus;
  currency: string;
  currency_exponent: number;
  tax_rate: string;
  discount_minor: number;
  shipping_minor: number;
  total_minor: number;
  amount_paid_minor: number;
  /** The items as the maths reads them, in order. */
  items: { id: number; position: number; quantity: string; rate: string }[];
}

/** The invoice of the caller's workspace, locked (FOR UPDATE) until the transaction ends; 404 when there is none. */
export async function lockInvoice(tx: Database, auth: RequestAuth, id: number): Promise<LockedInvoice> {
  const [row] = await queryRows<LockedInvoice>(
    tx,
    sql`select i.id, i.invoice_number, i.client_id, i.status, i.currency, i.currency_exponent::int as currency_exponent,
      ${decimalText(sql`i.tax_rate`)} as tax_rate, i.discount_minor::float8 as discount_minor, i.shipping_minor::float8 as shipping_minor,
      i.total_minor::float8 as total_minor, i.amount_paid_minor::float8 as amount_paid_minor,
      (select coalesce(json_agg(json_build_object('id', it.id, 'position', it.position, 'quantity', ${decimalText(sql`it.quantity`)},
          'rate', ${decimalText(sql`it.rate`)}) order by it.position, it.id), '[]')
        from ${invoiceItems} it where it.invoice_id = i.id) as items
    from ${invoices} i where i.id = ${id} and i.workspace_id = ${auth.workspaceId}
    for update of i`,
  );
  if (!row) throw httpErrors.notFound(COMMON_MESSAGES.notFound);
  return row;
}

/** Whether `clientId` is a client of the workspace. */
async function isClientOf(db: Database, auth: RequestAuth, clientId: number): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from ${clients} c where c.id = ${clientId} and c.workspace_id = ${auth.workspaceId}) as found`,
  );
  return row!.found;
}

// --- Update -----------------------------------------------------------------------------------

/**
 * PUT /invoices/update: rewrites the invoice in one transaction, its row locked. A sent or paid
 * invoice needs `confirm_rewrite: true` (409 otherwise, nothing changed). Items sent with an `id` of
 * this invoice are updated in place (their time entries stay linked), the others are added, and the
 * stored ones not sent are deleted (their time entries are released). The amount paid (the
 * payments) cannot exceed the new total. Optional fields left out keep their stored value.
 */
export async function updateInvoice(db: Database, auth: RequestAuth, input: UpdateInput): Promise<Invoice> {
  try {
    await db.transaction(async (tx) => {
      const stored = await lockInvoice(tx, auth, input.id);
      if (stored.status !== 'draft' && input.confirm_rewrite !== true) throw httpErrors.conflict(INVOICE_MESSAGES.confirmRewrite);
      const clientId = input.client_id === undefined ? stored.client_id : input.client_id;
      if (clientId !== null && clientId !== stored.client_id && !(await isClientOf(tx, auth, clientId))) {
        throw httpErrors.invalidField('client_id', INVOICE_MESSAGES.clientInvalid);
      }
      // The currency's exponent now (a changed currency), the stored one otherwise.
      const exponent = input.currency === stored.currency ? stored.currency_exponent : currencyExponent(input.currency);
      // Left out: the stored amount (in the new currency's minor units when the currency changed).
      const storedMoney = (minor: number) => toMinorUnits(fromMinorUnits(minor, stored.currency_exponent), exponent);
      const discountMinor =
        input.discount === undefined ? storedMoney(stored.discount_minor) : toMinorUnits(input.discount, exponent);
      const shippingMinor =
        input.shipping === undefined ? storedMoney(stored.shipping_minor) : toMinorUnits(input.shipping, exponent);
      if (input.currency !== stored.currency && stored.amount_paid_minor > 0 && exponent !== stored.currency_exponent) {
        // Payments were recorded in the old currency's minor units; they cannot be rescaled silently.
        throw httpErrors.invalidField('currency', INVOICE_MESSAGES.amountInvalid(input.currency, exponent));
      }
      const totals = checkedTotals(
        {
          items: input.items,
          taxRate: input.tax_rate,
          discountMinor,
          shippingMinor,
          amountPaidMinor: stored.amount_paid_minor,
        },
        exponent,
        'items',
      );
      const settled = settle(input.status ?? stored.status, totals.totalMinor, stored.amount_paid_minor);

      const storedIds = new Set(stored.items.map((item) => item.id));
      const keptIds = new Set<number>();
      const kept: ItemRecord[] = [];
      const added: ItemRecord[] = [];
      itemRecords(input.items, totals.itemAmountsMinor).forEach((record, index) => {
        const id = input.items[index]!.id;
        if (id !== undefined && storedIds.has(id) && !keptIds.has(id)) {
          keptIds.add(id);
          kept.push({ ...record, id });
        } else added.push(record);
      });
      const keptArray = intArray([...keptIds]);
      await queryRows(
        tx,
        sql`with gone as (
          delete from ${invoiceItems} where invoice_id = ${stored.id} and id <> all(${keptArray})
        ),
        kept as (
          update ${invoiceItems} t set position = x.position, description = x.description, quantity = x.quantity,
            unit = x.unit, rate = x.rate, amount_minor = x.amount_minor
          from jsonb_to_recordset(${json(kept)}) as x(id int, position int, description text, quantity numeric, unit text, rate numeric, amount_minor int8)
          where t.id = x.id and t.invoice_id = ${stored.id}
        ),
        added as (
          insert into ${invoiceItems} (invoice_id, position, description, quantity, unit, rate, amount_minor)
          select ${stored.id}::int, x.position, x.description, x.quantity, x.unit, x.rate, x.amount_minor
          from jsonb_to_recordset(${json(added)}) as ${ITEM_RECORD}
        ),
        paid as (
          insert into ${invoicePayments} (invoice_id, paid_on, amount_minor, note, created_by)
          select ${stored.id}::int, x.paid_on, x.amount_minor, x.note, ${auth.user.id}::int
          from jsonb_to_recordset(${json(settled.payments)}) as ${PAYMENT_RECORD}
        )
        update ${invoices} i set invoice_number = ${input.invoice_number ?? stored.invoice_number}, client_id = ${clientId}::int,
          client_name = ${input.client_name},
          client_email = coalesce(${input.client_email ?? null}::text, i.client_email),
          client_address = coalesce(${input.client_address ?? null}::text, i.client_address),
          ship_to_address = coalesce(${input.ship_to_address ?? null}::text, i.ship_to_address),
          issue_date = ${input.issue_date}::date, due_date = ${dueDateFor(input.issue_date, input.payment_terms)}::date,
          payment_terms = ${input.payment_terms}, po_number = coalesce(${input.po_number ?? null}::text, i.po_number),
          currency = ${input.currency}, currency_exponent = ${exponent}::int, status = ${settled.status},
          headers = coalesce(${input.headers === undefined ? null : JSON.stringify(input.headers)}::jsonb, i.headers),
          tax_rate = ${input.tax_rate}::numeric, subtotal_minor = ${totals.subtotalMinor}::int8,
          discount_minor = ${discountMinor}::int8, shipping_minor = ${shippingMinor}::int8, tax_minor = ${totals.taxMinor}::int8,
          total_minor = ${totals.totalMinor}::int8, amount_paid_minor = ${settled.paidMinor}::int8,
          notes = coalesce(${input.notes ?? null}::text, i.notes), terms = coalesce(${input.terms ?? null}::text, i.terms),
          updated_at = now()
        where i.id = ${stored.id}`,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, NUMBER_UNIQUE)) throw httpErrors.invalidField('invoice_number', INVOICE_MESSAGES.numberTaken);
    if (isForeignKeyViolation(error)) throw httpErrors.invalidField('client_id', INVOICE_MESSAGES.clientInvalid);
    throw error;
  }
  return getInvoice(db, auth, input.id);
}

// --- Status, duplicate, delete -----------------------------------------------------------------

/**
 * POST /invoices/status: `paid` records a payment of the balance dated today (when there is one);
 * `draft` and `sent` only set the status (a paid invoice keeps its payments).
 */
export async function setInvoiceStatus(db: Database, auth: RequestAuth, input: StatusInput): Promise<Invoice> {
  await db.transaction(async (tx) => {
    const stored = await lockInvoice(tx, auth, input.id);
    const settled = settle(input.status, stored.total_minor, stored.amount_paid_minor);
    await queryRows(
      tx,
      sql`with paid as (
        insert into ${invoicePayments} (invoice_id, paid_on, amount_minor, note, created_by)
        select ${stored.id}::int, x.paid_on, x.amount_minor, x.note, ${auth.user.id}::int
        from jsonb_to_recordset(${json(settled.payments)}) as ${PAYMENT_RECORD}
      )
      update ${invoices} set status = ${settled.status}, amount_paid_minor = ${settled.paidMinor}::int8, updated_at = now()
      where id = ${stored.id}`,
    );
  });
  return getInvoice(db, auth, input.id);
}

/**
 * POST /invoices/duplicate: a new draft with the next number, issued today (or on `issue_date`),
 * due by the source's terms, with its client, items (not their time entries), headers, tax,
 * discount, shipping, notes and terms; no payments.
 */
export async function duplicateInvoice(db: Database, auth: RequestAuth, input: DuplicateInput): Promise<Invoice> {
  const issueDate = input.issue_date ?? utcToday();
  const rows = await withNumber(true, () =>
    db.transaction(async (tx) => {
      const [source] = await queryRows<{ id: number; payment_terms: PaymentTerms }>(
        tx,
        sql`select id, payment_terms from ${invoices} where id = ${input.id} and workspace_id = ${auth.workspaceId} for share`,
      );
      if (!source) throw httpErrors.notFound(COMMON_MESSAGES.notFound);
      return queryRows<{ id: number }>(
        tx,
        sql`with inv as (
          insert into ${invoices} (workspace_id, invoice_number, client_id, client_name, client_email, client_address, ship_to_address,
            issue_date, due_date, payment_terms, po_number, currency, currency_exponent, status, headers, tax_rate,
            subtotal_minor, discount_minor, shipping_minor, tax_minor, total_minor, amount_paid_minor, notes, terms, created_by)
          select s.workspace_id, ${nextNumberSql(auth.workspaceId)}, s.client_id, s.client_name, s.client_email, s.client_address,
            s.ship_to_address, ${issueDate}::date, ${dueDateFor(issueDate, source.payment_terms)}::date, s.payment_terms, '',
            s.currency, s.currency_exponent, 'draft', s.headers, s.tax_rate, s.subtotal_minor, s.discount_minor, s.shipping_minor,
            s.tax_minor, s.total_minor, 0, s.notes, s.terms, ${auth.user.id}::int
          from ${invoices} s where s.id = ${source.id}
          returning id
        ),
        added as (
          insert into ${invoiceItems} (invoice_id, position, description, quantity, unit, rate, amount_minor)
          select inv.id, it.position, it.description, it.quantity, it.unit, it.rate, it.amount_minor
          from inv, ${invoiceItems} it where it.invoice_id = ${source.id}
        )
        select id from inv`,
      );
    }),
  );
  return getInvoice(db, auth, rows[0]!.id);
}

/** DELETE /invoices/destroy/{id}: drafts only (422 otherwise); items, their time links and payments go with it. */
export async function destroyInvoice(db: Database, auth: RequestAuth, id: number): Promise<{ id: number }> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`delete from ${invoices} where id = ${id} and workspace_id = ${auth.workspaceId} and status = 'draft' returning id`,
  );
  if (row) return { id: row.id };
  const [other] = await queryRows<{ id: number }>(
    db,
    sql`select id from ${invoices} where id = ${id} and workspace_id = ${auth.workspaceId}`,
  );
  if (!other) throw httpErrors.notFound(COMMON_MESSAGES.notFound);
  throw httpErrors.invalidField('id', INVOICE_MESSAGES.onlyDraftDeleted);
}

// --- Payments ---------------------------------------------------------------------------------

/** Whether a decimal string is zero (`0`, `0.00`). */
const isZero = (amount: string) => /^0*(\.0*)?$/.test(amount.trim());

/**
 * POST /invoices/payments/store: a payment of more than 0, in the currency's digits, of at most the
 * balance due. A payment bringing the balance to 0 makes the invoice paid.
 */
export async function recordPayment(db: Database, auth: RequestAuth, input: PaymentInput): Promise<Invoice> {
  await db.transaction(async (tx) => {
    const stored = await lockInvoice(tx, auth, input.invoice_id);
    if (isZero(input.amount)) throw httpErrors.invalidField('amount', INVOICE_MESSAGES.paymentAmountRequired);
    if (!isDecimal(input.amount, stored.currency_exponent)) {
      throw httpErrors.invalidField('amount', INVOICE_MESSAGES.amountInvalid(stored.currency, stored.currency_exponent));
    }
    const amountMinor = toMinorUnits(input.amount, stored.currency_exponent);
    if (amountMinor > stored.total_minor - stored.amount_paid_minor) {
      throw httpErrors.invalidField('amount', INVOICE_MESSAGES.paymentTooLarge);
    }
    await queryRows(
      tx,
      sql`with paid as (
        insert into ${invoicePayments} (invoice_id, paid_on, amount_minor, note, created_by)
        values (${stored.id}, ${input.paid_on}::date, ${amountMinor}::int8, ${input.note ?? ''}, ${auth.user.id})
      )
      update ${invoices} i set amount_paid_minor = i.amount_paid_minor + ${amountMinor}::int8,
        status = case when i.total_minor > 0 and i.total_minor = i.amount_paid_minor + ${amountMinor}::int8 then 'paid' else i.status end,
        updated_at = now()
      where i.id = ${stored.id}`,
    );
  });
  return getInvoice(db, auth, input.invoice_id);
}

/**
 * DELETE /invoices/payments/destroy/{id}: removes a payment of one of the workspace's invoices; a
 * paid invoice left with a balance is sent again.
 */
export async function deletePayment(db: Database, auth: RequestAuth, paymentId: number): Promise<Invoice> {
  const invoiceId = await db.transaction(async (tx) => {
    const [payment] = await queryRows<{ invoice_id: number }>(
      tx,
      sql`select p.invoice_id from ${invoicePayments} p join ${invoices} i on i.id = p.invoice_id
        where p.id = ${paymentId} and i.workspace_id = ${auth.workspaceId}`,
    );
    if (!payment) throw httpErrors.notFound(COMMON_MESSAGES.notFound);
    await lockInvoice(tx, auth, payment.invoice_id);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`with gone as (
        delete from ${invoicePayments} where id = ${paymentId} and invoice_id = ${payment.invoice_id} returning amount_minor
      )
      update ${invoices} i set amount_paid_minor = i.amount_paid_minor - g.amount_minor,
        status = case when i.status = 'paid' and i.total_minor > i.amount_paid_minor - g.amount_minor then 'sent' else i.status end,
        updated_at = now()
      from gone g where i.id = ${payment.invoice_id}
      returning i.id`,
    );
    // Deleted by a concurrent request while this one waited for the invoice.
    if (!row) throw httpErrors.notFound(COMMON_MESSAGES.notFound);
    return row.id;
  });
  return getInvoice(db, auth, invoiceId);
}
