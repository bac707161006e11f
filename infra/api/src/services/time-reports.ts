import {
  datesOf,
  dayOf,
  decimalHours,
  formatDuration,
  startOfDay,
  TIME_EXPORT_COLUMNS,
  zoneOffsetMs,
  type Actor,
  type MoneyTotal,
  type TimeReport,
  type timeFilterSchema,
} from '@kanri/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { projects, tasks, timeEntries, users } from '../db/schema.js';
import { queryRows } from '../db/statements.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { checkFound, filterWhere, foundColumns, resolveFilter, type FoundRow, type TimeFilter } from './time-filters.js';
import { epochMs, NOW_MS, trackedMsOf } from './time-entry-sql.js';
import { fullNameOf, userActorOf } from './user-sql.js';

type FilterInput = z.output<typeof timeFilterSchema>;

/**
 * Reports and the CSV export of time entries (infra/api/README.md, "Time tracking"). The days of a
 * period are taken in the request's time zone by the contract's time math (`startOfDay`: a DST day
 * is 23 or 25 hours); the statement meets each entry's tracked stretches (pauses left out) with
 * every day it reaches and sums them, so an entry crossing midnight counts on each day for its share.
 */

/** One aggregate row: `kind` time (duration, billable, entries) or money (amount per currency), by `grouping`. */
interface ReportRow extends FoundRow {
  kind: 'time' | 'money' | null;
  grouping: number;
  day: number | null;
  project_id: number | null;
  user_id: number | null;
  task_id: number | null;
  description: string | null;
  currency: string | null;
  duration_ms: number | null;
  billable_ms: number | null;
  entries: number | null;
  amount_minor: number | null;
  project_name: string | null;
  project_color: string | null;
  task_title: string | null;
  user: Actor | null;
}

/**
 * `grouping(day, project_id, user_id, task_id, description)` of each grouping set (a bit set for
 * each column left out), and of the money sets over (project_id, user_id, task_id, description).
 */
const TIME_SETS = { total: 0b11111, day: 0b01111, project: 0b10111, member: 0b11011, task: 0b10100 } as const;
const MONEY_SETS = { total: 0b1111, project: 0b0111, member: 0b1011, task: 0b0100 } as const;

/**
 * GET /time-entries/report: the filter's tracked time (the week by default) in one statement:
 * totals, every day of the period (zeros included), by project, member and task (a task, or a
 * description without task), longest first; billable amounts per currency (billable hours × the
 * entry's hourly rate, rounded to minor units).
 */
export async function timeReport(db: Database, auth: RequestAuth, input: FilterInput, now = Date.now()): Promise<TimeReport> {
  const filter = resolveFilter(auth, input, { defaultPeriod: 'week', now });
  const range = filter.range!;
  const dates = datesOf(range.from, range.to);
  // The instants the days start at, and the period's end.
  const bounds = [...dates.map((date) => startOfDay(date, filter.timeZone)), range.end];
  const boundsParam = `{${bounds.map((ms) => new Date(ms).toISOString()).join(',')}}`;
  const rows = await queryRows<ReportRow>(
    db,
    sql`with bounds as (select ${boundsParam}::timestamptz[] as b),
    split as (
      select e.id, e.user_id, e.task_id, case when e.task_id is null then e.description end as description,
        t.project_id, e.billable, e.hourly_rate_minor as rate, e.currency, d.day,
        ${trackedMsOf(sql`e`, { from: sql`b.b[d.day]`, to: sql`b.b[d.day + 1]` })} as ms,
        -- Each entry once: on the first day of the period it reaches.
        d.day = w.first as first_day
      from ${timeEntries} e
      left join ${tasks} t on t.id = e.task_id
      cross join bounds b
      -- The days the entry's span reaches (width_bucket: the day an instant falls in).
      cross join lateral (select
        width_bucket(greatest(e.started_at, b.b[1]), b.b) as first,
        width_bucket(least(greatest(coalesce(e.ended_at, ${NOW_MS}), e.started_at + interval '1 millisecond'), b.b[${bounds.length}]) - interval '1 millisecond', b.b) as last
      ) w
      cross join lateral generate_series(w.first, w.last) d(day)
      where ${filterWhere(filter)}
    ),
    time_groups as (
      select grouping(day, project_id, user_id, task_id, description) as grouping, day, project_id, user_id, task_id, description,
        sum(ms) as duration_ms, coalesce(sum(ms) filter (where billable), 0) as billable_ms,
        count(*) filter (where first_day) as entries
      from split
      group by grouping sets ((), (day), (project_id), (user_id), (task_id, description, project_id))
    ),
    money_groups as (
      select grouping(project_id, user_id, task_id, description) as grouping, project_id, user_id, task_id, description, currency,
        round(sum(ms::numeric * rate) / 3600000) as amount_minor
      from split where billable and rate is not null and currency is not null
      group by grouping sets ((currency), (project_id, currency), (user_id, currency), (task_id, description, project_id, currency))
    ),
    found as (select ${foundColumns(filter)}),
    grouped as (
      select 'time' as kind, grouping, day, project_id, user_id, task_id, description, null::text as currency,
        round(duration_ms)::float8 as duration_ms, round(billable_ms)::float8 as billable_ms, entries::int as entries, null::float8 as amount_minor
      from time_groups
      union all
      select 'money', grouping, null, project_id, user_id, task_id, description, currency, null, null, null, amount_minor::float8
      from money_groups
    )
    select f.user_found, f.task_found, f.project_found, g.*,
      gp.name as project_name, gp.color as project_color, gt.title as task_title,
      case when gu.id is not null then ${userActorOf(sql`gu`)} end as "user"
    from found f
    left join grouped g on true
    left join ${projects} gp on gp.id = g.project_id
    left join ${tasks} gt on gt.id = g.task_id
    left join ${users} gu on gu.id = g.user_id`,
  );
  checkFound(rows[0]!);
  return assembleReport(rows, filter, dates);
}

type Totals = { duration_ms: number; billable_ms: number; amounts: MoneyTotal[]; entries: number };

/** The rows of the statement as the contract's report. */
function assembleReport(rows: ReportRow[], filter: TimeFilter, dates: string[]): TimeReport {
  const time = rows.filter((row) => row.kind === 'time');
  const money = rows.filter((row) => row.kind === 'money');
  const amountsOf = (set: number, match: (row: ReportRow) => boolean): MoneyTotal[] =>
    money
      .filter((row) => row.grouping === set && match(row) && row.amount_minor !== null)
      .map((row) => ({ currency: row.currency!, amount_minor: row.amount_minor! }))
      .sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
  const totalsOf = (row: ReportRow | undefined, amounts: MoneyTotal[]): Totals => ({
    duration_ms: row?.duration_ms ?? 0,
    billable_ms: row?.billable_ms ?? 0,
    amounts,
    entries: row?.entries ?? 0,
  });
  const longestFirst = <T extends { duration_ms: number }>(items: T[], name: (item: T) => string) =>
    items.sort((a, b) => b.duration_ms - a.duration_ms || compareText(name(a), name(b)));

  const total = time.find((row) => row.grouping === TIME_SETS.total);
  const days = new Map(time.filter((row) => row.grouping === TIME_SETS.day).map((row) => [row.day!, row]));
  const range = filter.range!;
  return {
    from: range.from,
    to: range.to,
    time_zone: filter.timeZone,
    ...totalsOf(
      total,
      amountsOf(MONEY_SETS.total, () => true),
    ),
    by_day: dates.map((date, index) => ({
      date,
      duration_ms: days.get(index + 1)?.duration_ms ?? 0,
      billable_ms: days.get(index + 1)?.billable_ms ?? 0,
    })),
    by_project: longestFirst(
      time
        .filter((row) => row.grouping === TIME_SETS.project)
        .map((row) => ({
          project_id: row.project_id,
          name: row.project_name,
          color: row.project_color,
          ...totalsOf(
            row,
            amountsOf(MONEY_SETS.project, (other) => other.project_id === row.project_id),
          ),
        })),
      (item) => item.name ?? '',
    ),
    by_member: longestFirst(
      time
        .filter((row) => row.grouping === TIME_SETS.member && row.user)
        .map((row) => ({
          user: { id: row.user!.id, full_name: row.user!.full_name, email: row.user!.email, photo_url: row.user!.photo_url },
          ...totalsOf(
            row,
            amountsOf(MONEY_SETS.member, (other) => other.user_id === row.user_id),
          ),
        })),
      (item) => item.user.full_name,
    ),
    by_task: longestFirst(
      time
        .filter((row) => row.grouping === TIME_SETS.task)
        .map((row) => ({
          task_id: row.task_id,
          title: row.task_title,
          description: row.task_id === null ? row.description : null,
          project_id: row.project_id,
          ...totalsOf(
            row,
            amountsOf(
              MONEY_SETS.task,
              (other) =>
                other.task_id === row.task_id && other.description === row.description && other.project_id === row.project_id,
            ),
          ),
        })),
      (item) => item.title ?? item.description ?? '',
    ),
  };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// CSV export -------------------------------------------------------------------------------------

interface ExportRow extends FoundRow {
  id: number | null;
  start_ms: number;
  end_ms: number | null;
  duration_ms: number;
  user_name: string;
  project_name: string | null;
  task_title: string | null;
  description: string;
  billable: boolean;
}

/**
 * GET /time-entries/export: the filter's entries (the week by default), oldest first, as CSV
 * (RFC 4180: fields holding a comma, quote, CR or LF quoted, quotes doubled; CRLF line ends; UTF-8;
 * the header row of TIME_EXPORT_COLUMNS). One row per entry, in the request's time zone: Date (the
 * local date it started), Start and End (local `HH:MM:SS`; End is `YYYY-MM-DD HH:MM:SS` when it ends
 * on a later date, empty while running), Duration (`1h 2m 3s`, tracked, pauses left out), Hours
 * (decimal, two places), User, Project, Task, Description, Billable (Yes/No). Text that a
 * spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a leading `'`.
 */
export async function exportTimeEntries(
  db: Database,
  auth: RequestAuth,
  input: FilterInput,
  now = Date.now(),
): Promise<{ fileName: string; body: string }> {
  const filter = resolveFilter(auth, input, { defaultPeriod: 'week', now });
  const rows = await queryRows<ExportRow>(
    db,
    sql`select ${foundColumns(filter)}, x.*
    from (select 1) one
    left join lateral (
      select e.id, ${epochMs(sql`e.started_at`)} as start_ms, ${epochMs(sql`e.ended_at`)} as end_ms,
        round(${trackedMsOf(sql`e`)})::float8 as duration_ms,
        ${fullNameOf(sql`u`)} as user_name, p.name as project_name, t.title as task_title,
        e.description, e.billable
      from ${timeEntries} e
      join ${users} u on u.id = e.user_id
      left join ${tasks} t on t.id = e.task_id
      left join ${projects} p on p.id = t.project_id
      where ${filterWhere(filter)}
      order by e.started_at, e.id
    ) x on true`,
  );
  checkFound(rows[0]!);
  const zone = filter.timeZone;
  const lines = [TIME_EXPORT_COLUMNS.map(csvField).join(',')];
  for (const row of rows) {
    if (row.id === null) continue;
    const date = dayOf(row.start_ms, zone);
    const end =
      row.end_ms === null
        ? ''
        : dayOf(row.end_ms, zone) === date
          ? localTime(row.end_ms, zone)
          : `${dayOf(row.end_ms, zone)} ${localTime(row.end_ms, zone)}`;
    lines.push(
      [
        date,
        localTime(row.start_ms, zone),
        end,
        formatDuration(row.duration_ms),
        decimalHours(row.duration_ms),
        safeText(row.user_name),
        safeText(row.project_name ?? ''),
        safeText(row.task_title ?? ''),
        safeText(row.description),
        row.billable ? 'Yes' : 'No',
      ]
        .map(csvField)
        .join(','),
    );
  }
  const range = filter.range!;
  return { fileName: `time-entries-${range.from}-to-${range.to}.csv`, body: lines.map((line) => `${line}\r\n`).join('') };
}

/** The wall-clock time of an instant in a time zone, `HH:MM:SS`. */
export function localTime(ms: number, timeZone: string): string {
  return new Date(ms + zoneOffsetMs(ms, timeZone)).toISOString().slice(11, 19);
}

/** RFC 4180: a field with a comma, quote, CR or LF goes in quotes, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Text a spreadsheet would take for a formula (CSV injection) starts with `'` instead. */
export function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
