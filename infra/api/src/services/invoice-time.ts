import { COMMON_MESSAGES, dayOf } from '@kanri/contracts';
import {
  currencyExponent,
  fromMinorUnits,
  INVOICE_MAX_ITEMS,
  INVOICE_MESSAGES,
  itemAmountMinor,
  secondsToInvoiceHours,
  TIME_ITEM_UNIT,
  type Invoice,
  type invoiceAddTimeRequestSchema,
  type UnbilledGrouping,
  type UnbilledTime,
  type UnbilledTimeGroup,
  type unbilledTimeQuerySchema,
} from '@kanri/contracts/business';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { clients, invoiceItems, invoiceItemTimeEntries, invoices, projects, tasks, timeEntries } from '../db/schema.js';
import { intArray, queryRows } from '../db/statements.js';
import { isForeignKeyViolation, isUniqueViolation } from '../lib/db-errors.js';
import { httpErrors } from '../lib/http-errors.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { checkedTotals, getInvoice, lockInvoice, zoneOrUtc } from './invoices.js';
import { epochMs, trackedMsOf } from './time-entry-sql.js';

/**
 * Tracked time → invoice lines (infra/api/README.md "Clients and invoices"): the billable, stopped
 * time entries of a client's projects in one currency, not on any invoice yet, grouped per task or
 * per day (in the caller's zone) and per rate; adding them to a draft writes one item per group and
 * links each entry to its item. `invoice_item_time_entries.time_entry_id` is the primary key, so an
 * entry is on one invoice at most whatever requests race; removing the item (or deleting the draft)
 * releases its entries (foreign-key cascade).
 */

type UnbilledQuery = z.output<typeof unbilledTimeQuerySchema>;
type AddTimeInput = z.output<typeof invoiceAddTimeRequestSchema>;

const LINK_PRIMARY_KEY = 'invoice_item_time_entries_pkey';

/** An entry that may be invoiced, with what its group and item need. */
interface UnbilledEntry {
  id: number;
  task_id: number;
  task_title: string;
  project_id: number;
  project_name: string;
  rate_minor: number;
  started_ms: number;
  tracked_ms: number;
}

/**
 * The entries of the workspace that may be invoiced to `clientId` in `currency`: stopped, billable,
 * with a rate in that currency, on a task of a project of the client, and not linked to any item
 * (only those of `entryIds` when given), oldest first. Tracked time leaves out the pauses.
 */
function unbilledEntriesSql(workspaceId: number, clientId: number, currency: string, entryIds?: readonly number[]): SQL {
  const only = entryIds ? sql`and e.id = any(${intArray(entryIds)})` : sql``;
  return sql`select e.id, t.id as task_id, t.title as task_title, p.id as project_id, p.name as project_name,
      e.hourly_rate_minor as rate_minor, ${epochMs(sql`e.started_at`)} as started_ms, round(${trackedMsOf(sql`e`)})::float8 as tracked_ms
    from ${timeEntries} e
    join ${tasks} t on t.id = e.task_id and t.workspace_id = ${workspaceId}
    join ${projects} p on p.id = t.project_id and p.workspace_id = ${workspaceId}
    where e.workspace_id = ${workspaceId} and p.client_id = ${clientId} and e.ended_at is not null and e.billable
      and e.currency = ${currency} and e.hourly_rate_minor is not null
      and not exists (select 1 from ${invoiceItemTimeEntries} l where l.time_entry_id = e.id)
      ${only}
    order by e.started_at, e.id`;
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** `Mar 4, 2026`: the day in an item's description, as the pages write dates. */
function dayLabel(day: string): string {
  return DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));
}

/**
 * The entries' groups: per task (`<task> (<project>)`) or per day in `timeZone` and project
 * (`<project> — <Mon D, YYYY>`), and always per rate; hours are the group's tracked seconds rounded
 * to 0.01 h and the amount is hours × the rate, exact.
 */
export function groupEntries(
  entries: readonly UnbilledEntry[],
  groupBy: UnbilledGrouping,
  timeZone: string,
  exponent: number,
): UnbilledTimeGroup[] {
  const groups = new Map<string, { entry: UnbilledEntry; day: string | null; ms: number; ids: number[] }>();
  for (const entry of entries) {
    const day = groupBy === 'day' ? dayOf(entry.started_ms, timeZone) : null;
    const key =
      groupBy === 'day' ? `day:${day}:${entry.project_id}:${entry.rate_minor}` : `task:${entry.task_id}:${entry.rate_minor}`;
    const group = groups.get(key) ?? { entry, day, ms: 0, ids: [] };
    group.ms += entry.tracked_ms;
    group.ids.push(entry.id);
    groups.set(key, group);
  }
  const result = [...groups].map(([key, { entry, day, ms, ids }]): UnbilledTimeGroup => {
    const seconds = Math.round(ms / 1000);
    const hours = secondsToInvoiceHours(seconds);
    return {
      key,
      description: day === null ? `${entry.task_title} (${entry.project_name})` : `${entry.project_name} — ${dayLabel(day)}`,
      project_id: entry.project_id,
      project_name: entry.project_name,
      task_id: day === null ? entry.task_id : null,
      day,
      rate_minor: entry.rate_minor,
      seconds,
      hours,
      amount_minor: itemAmountMinor(hours, fromMinorUnits(entry.rate_minor, exponent), exponent),
      entry_ids: ids,
    };
  });
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return result.sort(
    (a, b) =>
      byText(a.day ?? '', b.day ?? '') ||
      byText(a.project_name, b.project_name) ||
      a.project_id - b.project_id ||
      byText(a.description, b.description) ||
      (a.task_id ?? 0) - (b.task_id ?? 0) ||
      a.rate_minor - b.rate_minor,
  );
}

/**
 * GET /invoices/unbilled-time: the client's unbilled time in the currency, grouped (per task by
 * default). A client of another workspace, or none, is a 404.
 */
export async function listUnbilledTime(db: Database, auth: RequestAuth, query: UnbilledQuery): Promise<UnbilledTime> {
  const rows = await queryRows<{ client_found: boolean } & Partial<UnbilledEntry>>(
    db,
    sql`with entries as (${unbilledEntriesSql(auth.workspaceId, query.client_id, query.currency)})
    select exists (select 1 from ${clients} c where c.id = ${query.client_id} and c.workspace_id = ${auth.workspaceId}) as client_found, e.*
    from (select 1) one left join entries e on true
    order by e.started_ms, e.id`,
  );
  if (!rows[0]?.client_found) throw httpErrors.notFound(COMMON_MESSAGES.notFound);
  const entries = rows.filter((row): row is typeof row & UnbilledEntry => row.id !== null && row.id !== undefined);
  const exponent = currencyExponent(query.currency);
  return {
    currency: query.currency,
    currency_exponent: exponent,
    groups: groupEntries(entries, query.group_by ?? 'task', zoneOrUtc(query.time_zone), exponent),
  };
}

/**
 * POST /invoices/add-time: one item per group of the picked entries (hours × the rate they were
 * tracked at, unit `hrs`) on a draft with a client, the entries linked to their items, and the
 * invoice's sums again, in one transaction with the invoice locked. Every entry must be unbilled
 * time of that client in the invoice's currency (422 otherwise); an entry invoiced by a concurrent
 * request is a 409 and nothing is added.
 */
export async function addTimeToInvoice(db: Database, auth: RequestAuth, input: AddTimeInput): Promise<Invoice> {
  const entryIds = [...new Set(input.entry_ids)];
  try {
    await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, auth, input.id);
      if (invoice.status !== 'draft') throw httpErrors.invalidField('id', INVOICE_MESSAGES.onlyDraftTime);
      if (invoice.client_id === null) throw httpErrors.invalidField('client_id', INVOICE_MESSAGES.timeNeedsClient);
      const entries = await queryRows<UnbilledEntry>(
        tx,
        unbilledEntriesSql(auth.workspaceId, invoice.client_id, invoice.currency, entryIds),
      );
      if (entries.length !== entryIds.length) throw httpErrors.invalidField('entry_ids', INVOICE_MESSAGES.timeEntriesInvalid);
      const exponent = invoice.currency_exponent;
      const groups = groupEntries(entries, input.group_by ?? 'task', zoneOrUtc(input.time_zone), exponent);
      if (invoice.items.length + groups.length > INVOICE_MAX_ITEMS) {
        throw httpErrors.invalidField('entry_ids', INVOICE_MESSAGES.tooManyItems);
      }
      const firstPosition = invoice.items.reduce((last, item) => Math.max(last, item.position + 1), 0);
      const items = groups.map((group, index) => ({
        position: firstPosition + index,
        description: group.description,
        quantity: group.hours,
        unit: TIME_ITEM_UNIT,
        rate: fromMinorUnits(group.rate_minor, exponent),
        amount_minor: group.amount_minor,
      }));
      const totals = checkedTotals(
        {
          items: [...invoice.items, ...items],
          taxRate: invoice.tax_rate,
          discountMinor: invoice.discount_minor,
          shippingMinor: invoice.shipping_minor,
          amountPaidMinor: invoice.amount_paid_minor,
        },
        exponent,
        'items',
      );
      const links = groups.flatMap((group, index) =>
        group.entry_ids.map((id) => ({ entry_id: id, position: firstPosition + index })),
      );
      await queryRows(
        tx,
        sql`with added as (
          insert into ${invoiceItems} (invoice_id, position, description, quantity, unit, rate, amount_minor)
          select ${invoice.id}::int, x.position, x.description, x.quantity, x.unit, x.rate, x.amount_minor
          from jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
            as x(position int, description text, quantity numeric, unit text, rate numeric, amount_minor int8)
          returning id, position
        ),
        linked as (
          insert into ${invoiceItemTimeEntries} (time_entry_id, invoice_item_id)
          select l.entry_id, a.id from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as l(entry_id int, position int)
          join added a on a.position = l.position
        )
        update ${invoices} set subtotal_minor = ${totals.subtotalMinor}::int8, tax_minor = ${totals.taxMinor}::int8,
          total_minor = ${totals.totalMinor}::int8, updated_at = now()
        where id = ${invoice.id}`,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, LINK_PRIMARY_KEY)) throw httpErrors.conflict(INVOICE_MESSAGES.timeAlreadyInvoiced);
    // An entry deleted meanwhile.
    if (isForeignKeyViolation(error)) throw httpErrors.invalidField('entry_ids', INVOICE_MESSAGES.timeEntriesInvalid);
    throw error;
  }
  return getInvoice(db, auth, input.id, input.time_zone);
}
