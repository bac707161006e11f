import {
  isAllowed,
  periodRange,
  weekStartDay,
  TIME_MESSAGES,
  type DateRange,
  type FieldErrors,
  type TimePeriod,
  type timeFilterSchema,
} from '@kanri/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { projects, tasks, timeEntries, workspaceMembers } from '../db/schema.js';
import { httpErrors } from '../lib/http-errors.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { instant, spanMeets, trackedMsOf, trackedOf } from './time-entry-sql.js';

type FilterInput = z.output<typeof timeFilterSchema>;

/** Which entries a list, report or export covers, resolved for the caller. */
export interface TimeFilter {
  workspaceId: number;
  /** Whose entries; null: everyone's in the workspace. */
  userId: number | null;
  /** The user asked for is not the caller: the statement checks they exist in the workspace. */
  otherUser: boolean;
  taskId: number | undefined;
  projectId: number | undefined;
  billable: boolean | undefined;
  timeZone: string;
  /** The period's dates and the instants `[start, end)` they cover in `timeZone`; none: every entry. */
  range: (DateRange & { fromIso: string; toIso: string }) | undefined;
}

/**
 * The filter of a request: the caller's own entries unless `user_id` says otherwise, which takes
 * `time.listAll` (admins and managers; 403 otherwise); the period in the time zone (UTC by default),
 * `defaultPeriod` when none is sent (the report: the week).
 */
export function resolveFilter(
  auth: RequestAuth,
  input: FilterInput,
  { defaultPeriod, now = Date.now() }: { defaultPeriod?: TimePeriod; now?: number } = {},
): TimeFilter {
  const own = input.user_id === undefined || input.user_id === auth.user.id;
  if (!own && !isAllowed(auth.role, 'time.listAll')) throw httpErrors.forbidden(TIME_MESSAGES.onlyOwnEntries);
  const timeZone = input.time_zone ?? 'UTC';
  const period = input.period ?? defaultPeriod;
  const range = period
    ? periodRange(period, now, timeZone, { from: input.from, to: input.to }, weekStartDay(input.week_start))
    : undefined;
  return {
    workspaceId: auth.workspaceId,
    userId: input.user_id === 'all' ? null : own ? auth.user.id : (input.user_id as number),
    otherUser: !own && input.user_id !== 'all',
    taskId: input.task_id,
    projectId: input.project_id,
    billable: input.billable,
    timeZone,
    range: range && {
      ...range,
      fromIso: new Date(range.start).toISOString(),
      toIso: new Date(range.end).toISOString(),
    },
  };
}

/**
 * The conditions on entry `e` of a filter. With a period: the entries with tracked time in it
 * (found by their span through the indexes, then checked without their pauses).
 */
export function filterWhere(filter: TimeFilter): SQL {
  const e = sql`e`;
  const range = filter.range;
  return and(
    sql`e.workspace_id = ${filter.workspaceId}`,
    filter.userId === null ? undefined : sql`e.user_id = ${filter.userId}`,
    filter.taskId === undefined ? undefined : sql`e.task_id = ${filter.taskId}`,
    filter.projectId === undefined
      ? undefined
      : sql`e.task_id in (select pt.id from ${tasks} pt where pt.workspace_id = ${filter.workspaceId} and pt.project_id = ${filter.projectId})`,
    filter.billable === undefined ? undefined : sql`e.billable = ${filter.billable}`,
    range
      ? sql`${spanMeets(e, instant(range.fromIso), instant(range.toIso))}
          and ${trackedOf(e)} && tstzrange(${instant(range.fromIso)}, ${instant(range.toIso)})`
      : undefined,
  )!;
}

/** Tracked milliseconds of entry `e` within the filter's period (all of them without one). */
export function trackedMsIn(filter: TimeFilter): SQL {
  const range = filter.range;
  return range ? trackedMsOf(sql`e`, { from: instant(range.fromIso), to: instant(range.toIso) }) : trackedMsOf(sql`e`);
}

/**
 * Columns telling whether the user, task and project the filter names exist in the workspace (true
 * when it names none), read with the statement; `checkFound` answers 422 for the missing ones. A
 * user counts when they are a member or have entries here (someone who left).
 */
export function foundColumns(filter: TimeFilter): SQL {
  const ws = filter.workspaceId;
  const user = filter.otherUser
    ? sql`(exists (select 1 from ${workspaceMembers} m where m.workspace_id = ${ws} and m.user_id = ${filter.userId})
        or exists (select 1 from ${timeEntries} x where x.workspace_id = ${ws} and x.user_id = ${filter.userId}))`
    : sql`true`;
  const task =
    filter.taskId === undefined
      ? sql`true`
      : sql`exists (select 1 from ${tasks} ft where ft.workspace_id = ${ws} and ft.id = ${filter.taskId})`;
  const project =
    filter.projectId === undefined
      ? sql`true`
      : sql`exists (select 1 from ${projects} fp where fp.workspace_id = ${ws} and fp.id = ${filter.projectId})`;
  return sql`${user} as user_found, ${task} as task_found, ${project} as project_found`;
}

export interface FoundRow {
  user_found: boolean;
  task_found: boolean;
  project_found: boolean;
}

/** 422 naming each filter that names nothing of the workspace. */
export function checkFound(row: FoundRow): void {
  const errors: FieldErrors = {};
  if (!row.user_found) errors.user_id = [TIME_MESSAGES.userNotFound];
  if (!row.task_found) errors.task_id = [TIME_MESSAGES.taskNotFound];
  if (!row.project_found) errors.project_id = [TIME_MESSAGES.projectNotFound];
  if (Object.keys(errors).length > 0) throw httpErrors.unprocessable(errors);
}
