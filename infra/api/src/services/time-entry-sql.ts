import type { Actor, TimeEntry, TimeEntrySource, TimePause } from '@kanri/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { projects, tasks, users } from '../db/schema.js';
import { userActorOf } from './user-sql.js';

/**
 * The SQL the time-entry services share (infra/api/README.md, "Time tracking"). Instants are kept
 * to the millisecond, as the contract writes them; tracked time is the entry's span without its
 * pauses, `[started_at, ended_at or now) - pauses`, a `tstzmultirange`, so totals, clipping to a
 * period and splitting by day are range operations inside the one statement of a read.
 */

/**
 * The statement's moment to the millisecond: the end of a running entry, and what a timer write
 * stamps. The statement's start, not the transaction's: a write under the user's lock stamps a time
 * after the lock was granted, so timers started one after the other never overlap.
 */
export const NOW_MS = sql`date_trunc('milliseconds', statement_timestamp())`;

/** An instant parameter (ISO 8601). */
export const instant = (value: string | number) =>
  sql`${typeof value === 'number' ? new Date(value).toISOString() : value}::timestamptz`;

/** An ISO 8601 UTC timestamp as the contract writes it (`2026-03-04T09:00:00.000Z`). */
export const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Epoch milliseconds of an instant, as a JavaScript number. */
export const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** The tracked stretches of the entry row `e` (an alias), running ones up to now. */
export const trackedOf = (e: SQL) =>
  sql`(tstzmultirange(tstzrange(${e}.started_at, greatest(coalesce(${e}.ended_at, ${NOW_MS}), ${e}.started_at))) - ${e}.pauses)`;

/** Milliseconds from `from` to `to` (instants kept to the millisecond: a whole number, as a float8). */
const msBetween = (from: SQL, to: SQL) => sql`round(date_part('epoch', ${to} - ${from}) * 1000)`;

/** Milliseconds covered by a multirange. */
export const msOf = (ranges: SQL) =>
  sql`(select coalesce(sum(${msBetween(sql`lower(r)`, sql`upper(r)`)}), 0) from unnest(${ranges}) r)`;

/**
 * Tracked milliseconds of entry `e` (within `[from, to)` when given): the span's length for an
 * entry without pauses (most of them), the multirange's otherwise.
 */
export function trackedMsOf(e: SQL, within?: { from: SQL; to: SQL }): SQL {
  const end = sql`greatest(coalesce(${e}.ended_at, ${NOW_MS}), ${e}.started_at)`;
  const ranges = within ? sql`(${trackedOf(e)} * tstzmultirange(tstzrange(${within.from}, ${within.to})))` : trackedOf(e);
  const from = within ? sql`greatest(${e}.started_at, ${within.from})` : sql`${e}.started_at`;
  const to = within ? sql`least(${end}, ${within.to})` : end;
  return sql`(case when isempty(${e}.pauses)
    then greatest(${msBetween(from, to)}, 0)
    else ${msOf(ranges)} end)`;
}

/**
 * Whether the span of entry `e` (a running one reaching forever) meets `[from, to)`, written so the
 * indexes serve it: entries of at most a day by their start from a day before `from` (the
 * (workspace, user, started_at) or (workspace, started_at) index), longer or running ones through
 * the partial `time_entries_long_index`.
 */
export function spanMeets(e: SQL, from: SQL, to: SQL): SQL {
  return sql`${e}.started_at < ${to} and coalesce(${e}.ended_at, 'infinity') > ${from}
    and (${e}.started_at >= ${from} - interval '24 hours' or ${e}.ended_at is null or ${e}.ended_at - ${e}.started_at > interval '24 hours')`;
}

/** The joins `entryColumns` reads: the owner `eu`, the task `et` and its project `ep` of entry `e`. */
export const ENTRY_JOINS = sql`join ${users} eu on eu.id = e.user_id
  left join ${tasks} et on et.id = e.task_id
  left join ${projects} ep on ep.id = et.project_id`;

/** The reply columns of entry `e` (a row of time_entries, or a CTE returning all its columns) with `ENTRY_JOINS`. */
export const ENTRY_COLUMNS = sql`e.id, e.workspace_id, e.user_id,
  ${userActorOf(sql`eu`)} as "user",
  e.task_id, et.title as task_title, et.project_id, ep.name as project_name, ep.color as project_color,
  e.description, ${iso(sql`e.started_at`)} as started_at, ${iso(sql`e.ended_at`)} as ended_at,
  e.ended_at is null as is_active, e.ended_at is null and upper_inf(e.pauses) as is_paused,
  (select coalesce(json_agg(json_build_object('started_at', ${iso(sql`lower(r)`)},
      'ended_at', case when upper_inf(r) then null else ${iso(sql`upper(r)`)} end) order by lower(r)), '[]')
    from unnest(e.pauses) r) as pauses,
  round(${trackedMsOf(sql`e`)})::float8 as duration_ms,
  e.billable, e.hourly_rate_minor, e.currency, e.source,
  ${iso(sql`e.created_at`)} as created_at, ${iso(sql`e.updated_at`)} as updated_at`;

/** A row of `ENTRY_COLUMNS`. */
export interface EntryRow {
  id: number;
  workspace_id: number;
  user_id: number;
  user: Actor;
  task_id: number | null;
  task_title: string | null;
  project_id: number | null;
  project_name: string | null;
  project_color: string | null;
  description: string;
  started_at: string;
  ended_at: string | null;
  is_active: boolean;
  is_paused: boolean;
  pauses: TimePause[];
  duration_ms: number;
  billable: boolean;
  hourly_rate_minor: number | null;
  currency: string | null;
  source: TimeEntrySource;
  created_at: string;
  updated_at: string;
}

/** Same keys, same order as the contract's entry: replies are not re-validated at run time. */
export function toTimeEntry(row: EntryRow): TimeEntry {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    user_id: row.user_id,
    user: { id: row.user.id, full_name: row.user.full_name, email: row.user.email, photo_url: row.user.photo_url },
    task_id: row.task_id,
    task_title: row.task_title,
    project_id: row.project_id,
    project_name: row.project_name,
    project_color: row.project_color,
    description: row.description,
    started_at: row.started_at,
    ended_at: row.ended_at,
    is_active: row.is_active,
    is_paused: row.is_paused,
    pauses: row.pauses.map((pause) => ({ started_at: pause.started_at, ended_at: pause.ended_at })),
    duration_ms: row.duration_ms,
    billable: row.billable,
    hourly_rate_minor: row.hourly_rate_minor,
    currency: row.currency,
    source: row.source,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
