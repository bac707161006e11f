import {
  DEFAULT_TIME_ENTRY_DESCRIPTION,
  MAX_TIME_ENTRY_MS,
  TIME_ENTRIES_DEFAULT_PER_PAGE,
  TIME_MESSAGES,
  type FieldErrors,
  type TimeEntry,
  type TimeEntryEventAction,
  type TimeEntryPage,
  type timeEntryListQuerySchema,
  type timeEntryStoreRequestSchema,
  type timeEntryUpdateRequestSchema,
  type timerStartRequestSchema,
} from '@kanri/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { lockTimeEntries } from '../db/locks.js';
import { projects, tasks, timeEntries } from '../db/schema.js';
import { queryRows } from '../db/statements.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { httpErrors } from '../lib/http-errors.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { noticeSql, timeEntryNoticeSql, type TimeNoticeHead } from '../realtime/task-notice.js';
import { checkFound, filterWhere, foundColumns, resolveFilter, trackedMsIn, type FoundRow } from './time-filters.js';
import { ENTRY_COLUMNS, ENTRY_JOINS, epochMs, instant, NOW_MS, spanMeets, toTimeEntry, type EntryRow } from './time-entry-sql.js';

/**
 * Time entries (infra/api/README.md, "Time tracking"): a user's timer and typed-in entries. Members
 * change only their own entries (another user's id is a 404, like another workspace's); reading
 * everyone's takes `time.listAll`. Every change is one statement that writes the rows and sends
 * their live-update notices (the owner's `time_entry.changed`, `task.updated` for the tasks whose
 * tracked time moved) and returns the reply. Changes that must see every entry of the user (start,
 * typed-in entries, edits, the timesheet) run in a short transaction holding the user's advisory
 * lock: their checked read, then the write.
 */

type ListQuery = z.output<typeof timeEntryListQuerySchema>;
type StartInput = z.output<typeof timerStartRequestSchema>;
type StoreInput = z.output<typeof timeEntryStoreRequestSchema>;
type UpdateInput = z.output<typeof timeEntryUpdateRequestSchema>;

// Reading ----------------------------------------------------------------------------------------

interface ListRow extends FoundRow, Omit<EntryRow, 'id'> {
  id: number | null;
  total: number;
  total_ms: number;
}

/**
 * GET /time-entries: the filter's entries newest first (start, then id), by cursor, with `total`
 * and `total_ms` (tracked within the period when there is one) over every page, in one statement.
 * The (workspace, user, started_at, id) index serves a user's page.
 */
export async function listTimeEntries(db: Database, auth: RequestAuth, query: ListQuery): Promise<TimeEntryPage> {
  const filter = resolveFilter(auth, query);
  const perPage = query.per_page ?? TIME_ENTRIES_DEFAULT_PER_PAGE;
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const where = filterWhere(filter);
  const rows = await queryRows<ListRow>(
    db,
    sql`with page as (
      select e.* from ${timeEntries} e
      where ${where} ${cursor ? sql`and (e.started_at, e.id) < (${instant(cursor.startedAt)}, ${cursor.id}::int)` : sql``}
      order by e.started_at desc, e.id desc
      limit ${perPage + 1}
    ),
    head as (
      select count(*)::int as total, round(coalesce(sum(${trackedMsIn(filter)}), 0))::float8 as total_ms
      from ${timeEntries} e where ${where}
    )
    select h.total, h.total_ms, ${foundColumns(filter)}, ${ENTRY_COLUMNS}
    from head h left join (page e ${ENTRY_JOINS}) on true
    order by e.started_at desc, e.id desc`,
  );
  const head = rows[0]!;
  checkFound(head);
  const items = head.id === null ? [] : rows.map((row) => toTimeEntry(row as EntryRow));
  const page = items.slice(0, perPage);
  const last = page[page.length - 1];
  return {
    items: page,
    total: head.total,
    total_ms: head.total_ms,
    per_page: perPage,
    next_cursor: items.length > perPage && last ? encodeCursor(last) : null,
  };
}

/** GET /time-entries/active: the caller's running or paused timer in the workspace, or null. */
export async function getActiveTimeEntry(db: Database, auth: RequestAuth): Promise<TimeEntry | null> {
  const rows = await queryRows<EntryRow>(
    db,
    sql`select ${ENTRY_COLUMNS} from ${timeEntries} e ${ENTRY_JOINS}
      where e.workspace_id = ${auth.workspaceId} and e.user_id = ${auth.user.id} and e.ended_at is null`,
  );
  return rows[0] ? toTimeEntry(rows[0]) : null;
}

/** One entry of a user (live events load it this way), or undefined when it is gone. */
export async function findTimeEntry(
  db: Database,
  workspaceId: number,
  userId: number,
  id: number,
): Promise<TimeEntry | undefined> {
  const rows = await queryRows<EntryRow>(
    db,
    sql`select ${ENTRY_COLUMNS} from ${timeEntries} e ${ENTRY_JOINS}
      where e.id = ${id} and e.workspace_id = ${workspaceId} and e.user_id = ${userId}`,
  );
  return rows[0] ? toTimeEntry(rows[0]) : undefined;
}

function encodeCursor(entry: TimeEntry): string {
  return Buffer.from(JSON.stringify([entry.started_at, entry.id])).toString('base64url');
}

function decodeCursor(cursor: string): { startedAt: string; id: number } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value[0]) &&
      !Number.isNaN(Date.parse(value[0])) &&
      Number.isSafeInteger(value[1]) &&
      value[1] > 0 &&
      value[1] <= 2_147_483_647
    ) {
      return { startedAt: value[0], id: value[1] as number };
    }
  } catch {
    // fall through
  }
  throw httpErrors.invalidField('cursor', TIME_MESSAGES.cursorInvalid);
}

// The timer --------------------------------------------------------------------------------------

/**
 * Where stopping entry `e` ends it: now, or where its open pause began (paused time is not
 * tracked, so a timer stopped while paused ends when it was paused, and keeps no open pause).
 */
const STOP_AT = sql`greatest(coalesce((select lower(r) from unnest(e.pauses) r where upper_inf(r)), ${NOW_MS}), e.started_at)`;

/**
 * POST /time-entries/start: stops the caller's timer (running or paused) and starts another, in one
 * statement under the user's lock, so two starts at once leave one timer: the second stops the
 * first's. An empty description is `General work`; billable and the rate come from the task's
 * project (billable without a project).
 */
export async function startTimer(db: Database, auth: RequestAuth, input: StartInput, head: TimeNoticeHead): Promise<TimeEntry> {
  const taskId = input.task_id ?? null;
  return underUserLock(db, auth, async (tx) => {
    const task = taskId === null ? null : await readTask(tx, auth.workspaceId, taskId);
    if (taskId !== null && !task) throw httpErrors.invalidField('task_id', TIME_MESSAGES.taskNotFound);
    const billing = billingOf(task, input.billable);
    const [row] = await queryRows<EntryRow>(
      tx,
      sql`with stopped as (
        update ${timeEntries} e set ended_at = ${STOP_AT},
          pauses = e.pauses * tstzmultirange(tstzrange(e.started_at, ${STOP_AT})), updated_at = now()
        where e.workspace_id = ${auth.workspaceId} and e.user_id = ${auth.user.id} and e.ended_at is null
        returning e.id, e.task_id
      ),
      written as (
        insert into ${timeEntries} (workspace_id, user_id, task_id, description, started_at, billable, hourly_rate_minor, currency, source)
        select ${auth.workspaceId}, ${auth.user.id}, ${taskId}::int, ${descriptionOf(input.description)}, ${NOW_MS},
          ${billing.billable}, ${billing.rate}::int, ${billing.currency}::text, 'timer'
        from (select count(*) from stopped) s
        returning *
      ),
      ${noticesOf(
        head,
        sql`select id, 'stopped'::text, 1 from stopped union all select id, 'started', 2 from written`,
        sql`select task_id from stopped union select task_id from written`,
      )}
      select ${ENTRY_COLUMNS}, (select count(*) from notices) as notified from written e ${ENTRY_JOINS}`,
    );
    return toTimeEntry(row!);
  });
}

type TimerAction = Extract<TimeEntryEventAction, 'paused' | 'resumed' | 'stopped'>;

/** POST /time-entries/pause, /resume, /stop: one statement on the caller's active timer. */
export async function changeTimer(
  db: Database,
  auth: RequestAuth,
  action: TimerAction,
  head: TimeNoticeHead,
): Promise<TimeEntry> {
  const change = {
    paused: { set: sql`pauses = e.pauses + tstzmultirange(tstzrange(${NOW_MS}, null))`, when: sql`not upper_inf(e.pauses)` },
    resumed: { set: sql`pauses = e.pauses - tstzmultirange(tstzrange(${NOW_MS}, null))`, when: sql`upper_inf(e.pauses)` },
    stopped: {
      set: sql`ended_at = ${STOP_AT}, pauses = e.pauses * tstzmultirange(tstzrange(e.started_at, ${STOP_AT}))`,
      when: sql`true`,
    },
  }[action];
  for (let attempt = 1; ; attempt += 1) {
    // The timer as this statement saw it, and the change when it allowed it.
    const rows = await queryRows<EntryRow & { found: boolean; was_paused: boolean | null; written: boolean }>(
      db,
      sql`with active as (
        select e.id, upper_inf(e.pauses) as paused from ${timeEntries} e
        where e.workspace_id = ${auth.workspaceId} and e.user_id = ${auth.user.id} and e.ended_at is null
      ),
      written as (
        update ${timeEntries} e set ${change.set}, updated_at = now()
        from active a where e.id = a.id and e.ended_at is null and ${change.when}
        returning e.*
      ),
      ${noticesOf(head, sql`select id, ${action}::text, 1 from written`, sql`select task_id from written`)}
      select exists (select 1 from active) as found, (select paused from active) as was_paused,
        e.id is not null as written, ${ENTRY_COLUMNS}, (select count(*) from notices) as notified
      from (select 1) one left join (written e ${ENTRY_JOINS}) on true`,
    );
    const row = rows[0]!;
    if (row.written) return toTimeEntry(row);
    if (!row.found) throw httpErrors.notFound(TIME_MESSAGES.noActiveTimer);
    if (action === 'paused' && row.was_paused) throw httpErrors.conflict(TIME_MESSAGES.alreadyPaused);
    if (action === 'resumed' && !row.was_paused) throw httpErrors.conflict(TIME_MESSAGES.notPaused);
    // The timer changed between the statement's snapshot and its write (another tab): look again.
    if (attempt >= 3) throw timerStateRefusal(action);
  }
}

function timerStateRefusal(action: TimerAction) {
  if (action === 'paused') return httpErrors.conflict(TIME_MESSAGES.alreadyPaused);
  if (action === 'resumed') return httpErrors.conflict(TIME_MESSAGES.notPaused);
  return httpErrors.notFound(TIME_MESSAGES.noActiveTimer);
}

// Typed-in entries and edits ---------------------------------------------------------------------

/**
 * POST /time-entries/store: a manual entry from `started_at` to `ended_at` (or `started_at` +
 * `duration_ms`): after its start, at most 24 hours, not in the future, and clear of the caller's
 * other entries (the running one up to now included).
 */
export async function createTimeEntry(
  db: Database,
  auth: RequestAuth,
  input: StoreInput,
  head: TimeNoticeHead,
): Promise<TimeEntry> {
  const start = Date.parse(input.started_at);
  const endField = input.ended_at !== undefined ? 'ended_at' : 'duration_ms';
  const end = input.ended_at !== undefined ? Date.parse(input.ended_at) : start + input.duration_ms!;
  const taskId = input.task_id ?? null;
  return underUserLock(db, auth, async (tx) => {
    const [read] = await queryRows<TaskRow & { overlaps: boolean }>(
      tx,
      sql`select ${TASK_COLUMNS}, ${overlapsColumn(auth, start, end, null)} as overlaps
        from (select 1) one ${taskJoins(auth.workspaceId, taskId)}`,
    );
    const errors = checkTimes(start, end, endField);
    if (taskId !== null && read!.task_id === null) errors.task_id = [TIME_MESSAGES.taskNotFound];
    if (!errors.started_at && !errors[endField] && read!.overlaps) errors.started_at = [TIME_MESSAGES.overlap];
    if (Object.keys(errors).length > 0) throw httpErrors.unprocessable(errors);
    const billing = billingOf(read!.task_id === null ? null : read!, input.billable);
    const [row] = await queryRows<EntryRow>(
      tx,
      sql`with written as (
        insert into ${timeEntries} (workspace_id, user_id, task_id, description, started_at, ended_at, billable, hourly_rate_minor, currency, source)
        values (${auth.workspaceId}, ${auth.user.id}, ${taskId}::int, ${descriptionOf(input.description)}, ${instant(start)},
          ${instant(end)}, ${billing.billable}, ${billing.rate}::int, ${billing.currency}::text, 'manual')
        returning *
      ),
      ${noticesOf(head, sql`select id, 'created'::text, 1 from written`, sql`select task_id from written`)}
      select ${ENTRY_COLUMNS}, (select count(*) from notices) as notified from written e ${ENTRY_JOINS}`,
    );
    return toTimeEntry(row!);
  });
}

interface StoredEntry extends TaskRow {
  id: number;
  current_task_id: number | null;
  current_project_id: number | null;
  started_ms: number;
  ended_ms: number | null;
  description: string;
  billable: boolean;
  hourly_rate_minor: number | null;
  currency: string | null;
}

/**
 * PUT /time-entries/update `{ id, ...changes }`: only the owner's entries (404 otherwise). A running
 * or paused timer takes only a description, task and billable (its times are the timer's). New
 * times follow the rules of a typed-in entry; `duration_ms` sets the end at start + duration and
 * drops the pauses (the entry then tracks exactly that), other time changes keep the pauses inside
 * the new span. A task in another project takes that project's rate.
 */
export async function updateTimeEntry(
  db: Database,
  auth: RequestAuth,
  input: UpdateInput,
  head: TimeNoticeHead,
): Promise<TimeEntry> {
  const taskId = input.task_id;
  return underUserLock(db, auth, async (tx) => {
    const [entry] = await queryRows<StoredEntry>(
      tx,
      sql`select e.id, e.task_id as current_task_id, ot.project_id as current_project_id,
          ${epochMs(sql`e.started_at`)} as started_ms, ${epochMs(sql`e.ended_at`)} as ended_ms,
          e.description, e.billable, e.hourly_rate_minor, e.currency, ${TASK_COLUMNS}
        from ${timeEntries} e
        left join ${tasks} ot on ot.id = e.task_id
        ${taskJoins(auth.workspaceId, taskId ?? null)}
        where e.id = ${input.id} and e.workspace_id = ${auth.workspaceId} and e.user_id = ${auth.user.id}`,
    );
    if (!entry) throw httpErrors.notFound(TIME_MESSAGES.entryNotFound);
    const errors: FieldErrors = {};
    if (taskId !== undefined && taskId !== null && entry.task_id === null) errors.task_id = [TIME_MESSAGES.taskNotFound];

    // Times sent as they are change nothing (an edit form may send every field).
    const startMoved = input.started_at !== undefined && Date.parse(input.started_at) !== entry.started_ms;
    const endMoved = input.ended_at !== undefined && Date.parse(input.ended_at) !== entry.ended_ms;
    const resized = input.duration_ms !== undefined;
    const active = entry.ended_ms === null;
    let times: { start: number; end: number; keepPauses: boolean } | undefined;
    if (active) {
      if (startMoved) errors.started_at = [TIME_MESSAGES.activeTimesLocked];
      if (endMoved) errors.ended_at = [TIME_MESSAGES.activeTimesLocked];
      if (resized) errors.duration_ms = [TIME_MESSAGES.activeTimesLocked];
    } else if (startMoved || endMoved || resized) {
      const start = startMoved ? Date.parse(input.started_at!) : entry.started_ms;
      const end = endMoved ? Date.parse(input.ended_at!) : resized ? start + input.duration_ms! : entry.ended_ms!;
      // A refusal of the times is filed under the field that moved the end, else the start.
      Object.assign(errors, checkTimes(start, end, endMoved ? 'ended_at' : resized ? 'duration_ms' : 'started_at'));
      times = { start, end, keepPauses: endMoved || !resized };
    }
    if (times && Object.keys(errors).length === 0) {
      const [overlap] = await queryRows<{ overlaps: boolean }>(
        tx,
        sql`select ${overlapsColumn(auth, times.start, times.end, entry.id)} as overlaps`,
      );
      if (overlap!.overlaps) errors.started_at = [TIME_MESSAGES.overlap];
    }
    if (Object.keys(errors).length > 0) throw httpErrors.unprocessable(errors);

    const assignments: SQL[] = [];
    if (input.description !== undefined) assignments.push(sql`description = ${descriptionOf(input.description)}`);
    if (input.billable !== undefined) assignments.push(sql`billable = ${input.billable}`);
    if (taskId !== undefined) {
      assignments.push(sql`task_id = ${taskId}::int`);
      const projectId = taskId === null ? null : entry.project_id;
      if (projectId !== entry.current_project_id) {
        const billing = billingOf(taskId === null ? null : entry, true);
        assignments.push(sql`hourly_rate_minor = ${billing.rate}::int, currency = ${billing.currency}::text`);
      }
    }
    if (times) {
      const span = sql`tstzmultirange(tstzrange(${instant(times.start)}, ${instant(times.end)}))`;
      assignments.push(sql`started_at = ${instant(times.start)}, ended_at = ${instant(times.end)}`);
      assignments.push(times.keepPauses ? sql`pauses = e.pauses * ${span}` : sql`pauses = '{}'`);
    }
    const [row] = await queryRows<EntryRow>(
      tx,
      sql`with written as (
        update ${timeEntries} e set ${sql.join([...assignments, sql`updated_at = now()`], sql`, `)}
        where e.id = ${entry.id} and e.workspace_id = ${auth.workspaceId} and e.user_id = ${auth.user.id}
        returning e.*
      ),
      ${noticesOf(
        head,
        sql`select id, 'updated'::text, 1 from written`,
        sql`select task_id from written union select ${entry.current_task_id}::int`,
      )}
      select ${ENTRY_COLUMNS}, (select count(*) from notices) as notified from written e ${ENTRY_JOINS}`,
    );
    return toTimeEntry(row!);
  });
}

/** DELETE /time-entries/destroy/{id}: the owner's entry (the running one too); 404 for anyone else's. */
export async function destroyTimeEntry(
  db: Database,
  auth: RequestAuth,
  id: number,
  head: TimeNoticeHead,
): Promise<{ id: number }> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with written as (
      delete from ${timeEntries} e where e.id = ${id} and e.workspace_id = ${auth.workspaceId} and e.user_id = ${auth.user.id}
      returning e.id, e.task_id
    ),
    ${noticesOf(head, sql`select id, 'deleted'::text, 1 from written`, sql`select task_id from written`)}
    select w.id, (select count(*) from notices) as notified from written w`,
  );
  if (!rows[0]) throw httpErrors.notFound(TIME_MESSAGES.entryNotFound);
  return { id: rows[0].id };
}

// Helpers ----------------------------------------------------------------------------------------

/**
 * Runs a write in a short transaction holding the user's time-entry lock (`lockTimeEntries`): its
 * read sees every committed entry of the user and nothing of theirs changes before it commits.
 * Should a second timer slip past it anyway, the one-active index refuses it and the write runs again.
 */
export async function underUserLock<T>(db: Database, auth: RequestAuth, work: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        await lockTimeEntries(tx, auth.user.id);
        return work(tx);
      });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, 'time_entries_one_active_unique')) throw error;
    }
  }
}

/** The sent description, `General work` when empty (the contract trims it). */
export function descriptionOf(description: string | undefined): string {
  return description ? description : DEFAULT_TIME_ENTRY_DESCRIPTION;
}

/** A task of the workspace with its project's billing settings (all null when not found). */
export interface TaskRow {
  task_id: number | null;
  project_id: number | null;
  project_billable: boolean | null;
  project_rate: number | null;
  project_currency: string | null;
}

export const TASK_COLUMNS = sql`nt.id as task_id, np.id as project_id, np.billable as project_billable,
  np.hourly_rate_minor as project_rate, np.currency as project_currency`;

/** The joins of `TASK_COLUMNS`: task `taskId` if it is in the workspace, and its project. */
export function taskJoins(workspaceId: number, taskId: number | null): SQL {
  return sql`left join ${tasks} nt on nt.workspace_id = ${workspaceId} and nt.id = ${taskId}::int
    left join ${projects} np on np.id = nt.project_id`;
}

export async function readTask(db: Database, workspaceId: number, taskId: number): Promise<TaskRow | null> {
  const [row] = await queryRows<TaskRow>(db, sql`select ${TASK_COLUMNS} from (select 1) one ${taskJoins(workspaceId, taskId)}`);
  return row!.task_id === null ? null : row!;
}

/** Billable (sent, else the project's, else on), the project's rate and currency (none without a project). */
export function billingOf(task: TaskRow | null, billable: boolean | undefined) {
  return {
    billable: billable ?? task?.project_billable ?? true,
    rate: task?.project_rate ?? null,
    currency: task ? task.project_currency : null,
  };
}

/** Whether `[start, end)` meets another entry of the caller in the workspace (a running one up to now). */
export function overlapsColumn(auth: RequestAuth, start: number, end: number, except: number | null): SQL {
  return sql`exists (select 1 from ${timeEntries} o
    where o.workspace_id = ${auth.workspaceId} and o.user_id = ${auth.user.id} and o.id is distinct from ${except}::int
      and ${spanMeets(sql`o`, instant(start), instant(end))})`;
}

/** The rules of an entry's times: the end after the start, at most 24 hours, not in the future. */
export function checkTimes(start: number, end: number, endField: string, now = Date.now()): FieldErrors {
  if (end <= start) return { [endField]: [TIME_MESSAGES.endBeforeStart] };
  if (end - start > MAX_TIME_ENTRY_MS) return { [endField]: [TIME_MESSAGES.tooLong] };
  if (end > now) return { [endField]: [TIME_MESSAGES.inFuture] };
  return {};
}

/**
 * The CTE `notices` of a write: the owner's `time_entry.changed` notices of `events` (rows of entry
 * id, action, order), then `task.updated` for the tasks of `taskIds` (their tracked time changed).
 * The statement must read it (`(select count(*) from notices)`) for them to be sent, at its commit.
 */
export function noticesOf(head: TimeNoticeHead, events: SQL, taskIds: SQL): SQL {
  const taskHead = {
    type: 'task.updated' as const,
    workspaceId: head.workspaceId,
    actorId: head.userId,
    clientId: head.clientId,
  };
  return sql`notices as (
    select ${timeEntryNoticeSql(head, { entryId: sql`n.entry_id`, action: sql`n.action` })} as sent
    from (select * from (${events}) ev (entry_id, action, ordinal) order by ordinal, entry_id) n
    union all
    select ${noticeSql(taskHead, { taskId: sql`t.id`, projectId: sql`t.project_id` })}
    from ${tasks} t where t.workspace_id = ${head.workspaceId} and t.id in (${taskIds})
  )`;
}
