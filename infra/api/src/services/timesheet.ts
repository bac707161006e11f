import {
  addDays,
  overlapMs,
  startOfDay,
  TIME_MESSAGES,
  trackedIntervals,
  zonedTime,
  type Interval,
  type TimePause,
  type TimesheetCell,
  type timesheetCellRequestSchema,
} from '@kanri/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { timeEntries } from '../db/schema.js';
import { intArray, queryRows } from '../db/statements.js';
import { httpErrors } from '../lib/http-errors.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import type { TimeNoticeHead } from '../realtime/task-notice.js';
import { billingOf, descriptionOf, noticesOf, TASK_COLUMNS, taskJoins, underUserLock, type TaskRow } from './time-entries.js';
import { ENTRY_COLUMNS, ENTRY_JOINS, instant, iso, spanMeets, toTimeEntry, type EntryRow } from './time-entry-sql.js';

type CellInput = z.output<typeof timesheetCellRequestSchema>;

/** Where on a day a new timesheet entry goes first: from 9:00 local time (else the day's first free stretch). */
const WORKDAY_START_HOUR = 9;

/** An entry of the caller that meets the cell's day, as the plan needs it. */
interface DayEntry {
  id: number | null;
  task_id: number | null;
  description: string;
  source: 'timer' | 'manual';
  started_at: string;
  ended_at: string | null;
  pauses: TimePause[];
}

/** What the write does: entries to delete, to move, and the one to add. */
interface Plan {
  removed: number[];
  changed: { id: number; start: number; end: number }[];
  added: { start: number; end: number } | undefined;
}

/**
 * PUT /time-entries/timesheet: sets the caller's tracked time of one row (a task, or a description
 * without task) on one day of `time_zone` to `duration_ms`. More: a manual entry of the difference
 * in a free stretch of the day (from 9:00 when it fits, never in the future, clear of every other
 * entry); less: the row's manual entries of that day are shortened or removed, latest first (a part
 * on another day is kept). Timer entries are never changed. Under the user's lock: one read of the
 * day, one statement writing the plan with its notices, then the cell as it is now.
 */
export async function setTimesheetCell(
  db: Database,
  auth: RequestAuth,
  input: CellInput,
  head: TimeNoticeHead,
): Promise<TimesheetCell> {
  const dayStart = startOfDay(input.date, input.time_zone);
  const dayEnd = startOfDay(addDays(input.date, 1), input.time_zone);
  const taskId = input.task_id;
  const rowDescription = taskId === null ? descriptionOf(input.description) : null;
  const inRow = (entry: { task_id: number | null; description: string }) =>
    taskId !== null ? entry.task_id === taskId : entry.task_id === null && entry.description === rowDescription;
  const dayMeets = spanMeets(sql`e`, instant(dayStart), instant(dayEnd));

  return underUserLock(db, auth, async (tx) => {
    const now = Date.now();
    const rows = await queryRows<TaskRow & Omit<DayEntry, 'task_id'> & { entry_task_id: number | null }>(
      tx,
      sql`select ${TASK_COLUMNS}, x.*
      from (select 1) one ${taskJoins(auth.workspaceId, taskId)}
      left join lateral (
        select e.id, e.task_id as entry_task_id, e.description, e.source,
          ${iso(sql`e.started_at`)} as started_at, ${iso(sql`e.ended_at`)} as ended_at,
          (select coalesce(json_agg(json_build_object('started_at', ${iso(sql`lower(r)`)},
            'ended_at', case when upper_inf(r) then null else ${iso(sql`upper(r)`)} end)), '[]') from unnest(e.pauses) r) as pauses
        from ${timeEntries} e
        where e.workspace_id = ${auth.workspaceId} and e.user_id = ${auth.user.id} and ${dayMeets}
      ) x on true`,
    );
    const task = rows[0]!;
    if (taskId !== null && task.task_id === null) throw httpErrors.invalidField('task_id', TIME_MESSAGES.taskNotFound);
    const entries: DayEntry[] = rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id,
        task_id: row.entry_task_id,
        description: row.description,
        source: row.source,
        started_at: row.started_at,
        ended_at: row.ended_at,
        pauses: row.pauses,
      }));

    const current = entries
      .filter(inRow)
      .reduce((sum, entry) => sum + overlapMs(trackedIntervals(entry, now), dayStart, dayEnd), 0);
    const plan =
      input.duration_ms > current
        ? addTime(entries, input.duration_ms - current, { date: input.date, zone: input.time_zone, dayStart, dayEnd, now })
        : removeTime(entries.filter(inRow), current - input.duration_ms, dayStart, dayEnd);

    if (plan.removed.length > 0 || plan.changed.length > 0 || plan.added) {
      const billing = billingOf(taskId === null ? null : task, undefined);
      const added = plan.added
        ? sql`insert into ${timeEntries} (workspace_id, user_id, task_id, description, started_at, ended_at, billable, hourly_rate_minor, currency, source)
            values (${auth.workspaceId}, ${auth.user.id}, ${taskId}::int, ${rowDescription ?? descriptionOf(input.description)},
              ${instant(plan.added.start)}, ${instant(plan.added.end)}, ${billing.billable}, ${billing.rate}::int, ${billing.currency}::text, 'manual')
            returning id, task_id`
        : sql`select id, task_id from ${timeEntries} where false`;
      await queryRows(
        tx,
        sql`with removed as (
          delete from ${timeEntries} e
          where e.id = any(${intArray(plan.removed)}) and e.workspace_id = ${auth.workspaceId} and e.user_id = ${auth.user.id}
          returning e.id, e.task_id
        ),
        changed as (
          update ${timeEntries} e set started_at = c.started_at, ended_at = c.ended_at, updated_at = now()
          from json_to_recordset(${JSON.stringify(
            plan.changed.map((change) => ({
              id: change.id,
              started_at: new Date(change.start).toISOString(),
              ended_at: new Date(change.end).toISOString(),
            })),
          )}::json) as c(id int, started_at timestamptz, ended_at timestamptz)
          where e.id = c.id and e.workspace_id = ${auth.workspaceId} and e.user_id = ${auth.user.id}
          returning e.id, e.task_id
        ),
        added as (${added}),
        ${noticesOf(
          head,
          sql`select id, 'deleted'::text, 1 from removed union all select id, 'updated', 2 from changed
            union all select id, 'created', 3 from added`,
          sql`select task_id from removed union select task_id from changed union select task_id from added`,
        )}
        select (select count(*) from notices) as notified`,
      );
    }

    // The cell now: the row's entries that meet the day, and their tracked time within it.
    const cell = await queryRows<EntryRow>(
      tx,
      sql`select ${ENTRY_COLUMNS} from ${timeEntries} e ${ENTRY_JOINS}
        where e.workspace_id = ${auth.workspaceId} and e.user_id = ${auth.user.id} and ${dayMeets}
          and ${rowCondition(taskId, rowDescription)}
        order by e.started_at, e.id`,
    );
    const items = cell.map(toTimeEntry);
    const at = Date.now();
    return {
      entries: items,
      duration_ms: items.reduce((sum, entry) => sum + overlapMs(trackedIntervals(entry, at), dayStart, dayEnd), 0),
    };
  });
}

function rowCondition(taskId: number | null, description: string | null): SQL {
  return taskId !== null ? sql`e.task_id = ${taskId}` : sql`e.task_id is null and e.description = ${description}`;
}

/**
 * A manual entry of `needed` ms in the first free stretch of the day long enough, from 9:00 when
 * one fits there: free is neither the future nor any entry's span (a running one from its start on).
 */
function addTime(
  entries: DayEntry[],
  needed: number,
  day: { date: string; zone: string; dayStart: number; dayEnd: number; now: number },
): Plan {
  const limit = Math.min(day.dayEnd, day.now);
  const busy: Interval[] = entries
    .map((entry) => [Date.parse(entry.started_at), entry.ended_at === null ? Infinity : Date.parse(entry.ended_at)] as const)
    .sort((a, b) => a[0] - b[0]);
  const gaps: Interval[] = [];
  let cursor = day.dayStart;
  for (const [start, end] of busy) {
    if (start > cursor) gaps.push([cursor, Math.min(start, limit)]);
    cursor = Math.max(cursor, end);
  }
  if (cursor < limit) gaps.push([cursor, limit]);
  const workday = Math.max(day.dayStart, zonedTime(day.date, day.zone, WORKDAY_START_HOUR));
  const fits = (from: number, gap: Interval) => gap[1] - Math.max(from, gap[0]) >= needed;
  const gap = gaps.find((candidate) => fits(workday, candidate)) ?? gaps.find((candidate) => fits(day.dayStart, candidate));
  if (!gap) throw httpErrors.invalidField('duration_ms', TIME_MESSAGES.dayFull);
  const start = fits(workday, gap) ? Math.max(workday, gap[0]) : gap[0];
  return { removed: [], changed: [], added: { start, end: start + needed } };
}

/**
 * `excess` ms off the row's manual entries within the day, latest first: an entry inside the day
 * goes or loses its end; one reaching into another day loses only its part of this day.
 */
function removeTime(rowEntries: DayEntry[], excess: number, dayStart: number, dayEnd: number): Plan {
  const plan: Plan = { removed: [], changed: [], added: undefined };
  let left = excess;
  const manual = rowEntries
    .filter((entry) => entry.source === 'manual' && entry.ended_at !== null)
    .map((entry) => ({ id: entry.id!, start: Date.parse(entry.started_at), end: Date.parse(entry.ended_at!) }))
    .sort((a, b) => b.start - a.start || b.id - a.id);
  for (const entry of manual) {
    if (left <= 0) break;
    const inDay = Math.min(entry.end, dayEnd) - Math.max(entry.start, dayStart);
    const before = entry.start < dayStart;
    const after = entry.end > dayEnd;
    if (inDay <= 0 || (before && after)) continue;
    if (left >= inDay) {
      if (!before && !after) plan.removed.push(entry.id);
      else if (before) plan.changed.push({ id: entry.id, start: entry.start, end: dayStart });
      else plan.changed.push({ id: entry.id, start: dayEnd, end: entry.end });
      left -= inDay;
    } else {
      if (after) plan.changed.push({ id: entry.id, start: entry.start + left, end: entry.end });
      else plan.changed.push({ id: entry.id, start: entry.start, end: entry.end - left });
      left = 0;
    }
  }
  if (left > 0) throw httpErrors.invalidField('duration_ms', TIME_MESSAGES.timesheetTimersKept);
  return plan;
}
