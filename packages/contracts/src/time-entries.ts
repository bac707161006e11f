import { z } from 'zod';
import { actorSchema, dateOnlySchema, idParamSchema, idSchema } from './common.js';
import { isTimeZone } from './time-math.js';
import {
  MAX_PERIOD_DAYS,
  MAX_TIME_ENTRY_MS,
  TIME_ENTRIES_MAX_PER_PAGE,
  TIME_ENTRY_DESCRIPTION_MAX_LENGTH,
} from './time-constants.js';

export * from './time-math.js';
export * from './time-constants.js';

/**
 * Time tracking (spec §2 "Time tracking page", "Floating time tracker"; §3 Time entry and tracker
 * state; §4 Time tracker; §9). Entries live on the server, one active timer per user. An entry keeps
 * its pause intervals; paused time does not count. Times are UTC instants (ISO 8601); days and weeks
 * are computed in the time zone the client sends (`time_zone`, IANA name).
 */
export const TIME_MESSAGES = {
  entriesRetrieved: 'Time entries retrieved successfully',
  entryRetrieved: 'Time entry retrieved successfully',
  activeRetrieved: 'Active timer retrieved successfully',
  reportRetrieved: 'Time report retrieved successfully',
  timerStarted: 'Timer started',
  timerPaused: 'Timer paused',
  timerResumed: 'Timer resumed',
  timerStopped: 'Timer stopped',
  entryCreated: 'Time entry created successfully',
  entryUpdated: 'Time entry updated successfully',
  entryDeleted: 'Time entry deleted successfully',
  timesheetUpdated: 'Timesheet updated successfully',
  entryNotFound: 'Time entry not found.',
  noActiveTimer: 'No timer is running.',
  alreadyPaused: 'The timer is already paused.',
  notPaused: 'The timer is not paused.',
  activeTimesLocked: 'Stop the timer before changing its start or end.',
  descriptionTooLong: 'The description may not be longer than 500 characters.',
  startRequired: 'The start time is required.',
  instantInvalid: 'The time must be a date and time with a time zone (ISO 8601).',
  endOrDuration: 'Give an end time or a duration.',
  endBeforeStart: 'The end time must be after the start time.',
  durationInvalid: 'The duration must be a whole number of milliseconds above 0.',
  tooLong: 'A time entry may not be longer than 24 hours.',
  inFuture: 'A time entry cannot end in the future.',
  overlap: 'This entry overlaps another of your time entries.',
  dayFull: 'There is not enough free time on this day for this entry.',
  /** A timesheet cell cannot go below the time its timer entries (never changed there) tracked. */
  timesheetTimersKept: 'Timer entries already track more than that on this day; change them in the list of entries.',
  taskNotFound: 'Task not found.',
  projectNotFound: 'Project not found.',
  userNotFound: 'User not found.',
  timeZoneInvalid: 'The time zone must be an IANA time zone such as Europe/Paris.',
  rangeRequired: 'A custom period needs a from and a to date.',
  rangeInvalid: 'The to date must be on or after the from date.',
  rangeTooLong: 'A period may not be longer than 366 days.',
  cursorInvalid: 'The cursor is invalid.',
  onlyOwnEntries: 'You can only see your own time entries.',
} as const;

/** How an entry was made: a timer (start … stop) or typed in (store, timesheet). */
export const TIME_ENTRY_SOURCES = ['timer', 'manual'] as const;
export const timeEntrySourceSchema = z.enum(TIME_ENTRY_SOURCES);
export type TimeEntrySource = z.infer<typeof timeEntrySourceSchema>;

/** A pause of an entry: from `started_at` to `ended_at` (null while the entry is paused). */
export const timePauseSchema = z.object({ started_at: z.string(), ended_at: z.string().nullable() });
export type TimePause = z.infer<typeof timePauseSchema>;

export const timeEntrySchema = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  user_id: z.number().int(),
  /** The entry's owner, to show in reports. */
  user: actorSchema,
  task_id: z.number().int().nullable(),
  /** The task's name and project when the entry is on a task. */
  task_title: z.string().nullable(),
  project_id: z.number().int().nullable(),
  project_name: z.string().nullable(),
  project_color: z.string().nullable(),
  description: z.string(),
  started_at: z.string(),
  /** Null while the timer runs or is paused. */
  ended_at: z.string().nullable(),
  /** True from start until stop (spec §3 isActive), paused or not. */
  is_active: z.boolean(),
  /** True while paused (`pauses` then ends with an open pause). */
  is_paused: z.boolean(),
  pauses: z.array(timePauseSchema),
  /** Tracked time without pauses; for an active entry, up to the reply's moment (`trackedMs` for a live figure). */
  duration_ms: z.number().int(),
  billable: z.boolean(),
  /** The project's hourly rate when the entry was tracked (minor units per hour), and its currency. */
  hourly_rate_minor: z.number().int().nullable(),
  currency: z.string().nullable(),
  source: timeEntrySourceSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant with an offset or Z (`2026-03-04T09:00:00.000Z`). */
export const instantSchema = z
  .string({ error: TIME_MESSAGES.instantInvalid })
  .regex(INSTANT_PATTERN, TIME_MESSAGES.instantInvalid)
  // A real moment too (no 2026-02-30T25:00), said once: a text the pattern refused is not checked again.
  .refine((value) => !INSTANT_PATTERN.test(value) || !Number.isNaN(Date.parse(value)), TIME_MESSAGES.instantInvalid);

/** An IANA time zone name (`Europe/Paris`, `UTC`). */
export const timeZoneSchema = z.string().max(64).refine(isTimeZone, TIME_MESSAGES.timeZoneInvalid);

const description = z.string().trim().max(TIME_ENTRY_DESCRIPTION_MAX_LENGTH, TIME_MESSAGES.descriptionTooLong);

const durationMs = z
  .number({ error: TIME_MESSAGES.durationInvalid })
  .int(TIME_MESSAGES.durationInvalid)
  .min(1, TIME_MESSAGES.durationInvalid)
  .max(MAX_TIME_ENTRY_MS, TIME_MESSAGES.tooLong);

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

export const TIME_PERIODS = ['today', 'week', 'month', 'custom'] as const;
export const timePeriodSchema = z.enum(TIME_PERIODS);
export type TimePeriod = z.infer<typeof timePeriodSchema>;

/**
 * Which entries a list, report or export covers: `period` (today, week from Sunday — or from Monday
 * with `week_start`, the workspace's Settings —, month, or
 * custom `from`…`to` dates, both included) in `time_zone` (UTC by default), and optionally one
 * user (admins and managers; members only themselves), task, project, billable or not. Without a
 * period: every entry. An entry belongs to a period when any of its tracked time falls in it.
 */
const timeFilterShape = {
  period: timePeriodSchema.optional(),
  from: dateOnlySchema.optional(),
  to: dateOnlySchema.optional(),
  time_zone: timeZoneSchema.optional(),
  week_start: z.enum(['sunday', 'monday']).optional(),
  /** Whose entries; `all` (admins and managers) for everyone's. The caller's own by default. */
  user_id: z.union([z.literal('all'), idParamSchema]).optional(),
  task_id: idParamSchema.optional(),
  project_id: idParamSchema.optional(),
  billable: booleanParam.optional(),
};

function checkPeriod(
  value: { period?: TimePeriod | undefined; from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.period !== 'custom') return;
  if (!value.from || !value.to) {
    ctx.addIssue({ code: 'custom', path: [value.from ? 'to' : 'from'], message: TIME_MESSAGES.rangeRequired });
    return;
  }
  if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: TIME_MESSAGES.rangeInvalid });
  else if ((Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 >= MAX_PERIOD_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: TIME_MESSAGES.rangeTooLong });
  }
}

export const timeFilterSchema = z.object(timeFilterShape).superRefine(checkPeriod);
export type TimeFilter = z.input<typeof timeFilterSchema>;

/** GET /time-entries: the filter plus cursor paging; newest first (by start). */
export const timeEntryListQuerySchema = z
  .object({
    ...timeFilterShape,
    per_page: z.coerce.number().int().min(1).max(TIME_ENTRIES_MAX_PER_PAGE).optional(),
    cursor: z.string().max(200).optional(),
  })
  .superRefine(checkPeriod);
export type TimeEntryListQuery = z.input<typeof timeEntryListQuerySchema>;

export const timeEntryPageSchema = z.object({
  items: z.array(timeEntrySchema),
  /** Entries matching the filter, all pages together. */
  total: z.number().int(),
  /** Tracked time of all matching entries (within the period when one is given). */
  total_ms: z.number().int(),
  per_page: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type TimeEntryPage = z.infer<typeof timeEntryPageSchema>;

/** POST /time-entries/start: stops the running timer first; an empty description is `General work`. */
export const timerStartRequestSchema = z.object({
  description: description.optional(),
  task_id: idSchema.nullable().optional(),
  /** The project's setting by default (on when the entry has no project). */
  billable: z.boolean().optional(),
});
export type TimerStartRequest = z.input<typeof timerStartRequestSchema>;

/** POST /time-entries/store: a manual entry, `started_at` with `ended_at` or `duration_ms`. */
export const timeEntryStoreRequestSchema = z
  .object({
    description: description.optional(),
    task_id: idSchema.nullable().optional(),
    started_at: instantSchema,
    ended_at: instantSchema.optional(),
    duration_ms: durationMs.optional(),
    billable: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.ended_at === undefined && value.duration_ms === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ended_at'], message: TIME_MESSAGES.endOrDuration });
    }
  });
export type TimeEntryStoreRequest = z.input<typeof timeEntryStoreRequestSchema>;

/**
 * PUT /time-entries/update `{ id, ...changes }`. On an active entry only description, task and
 * billable change (`activeTimesLocked` otherwise). `duration_ms` moves the end (start + duration).
 */
export const timeEntryUpdateRequestSchema = z.object({
  id: idSchema,
  description: description.optional(),
  task_id: idSchema.nullable().optional(),
  started_at: instantSchema.optional(),
  ended_at: instantSchema.optional(),
  duration_ms: durationMs.optional(),
  billable: z.boolean().optional(),
});
export type TimeEntryUpdateRequest = z.input<typeof timeEntryUpdateRequestSchema>;

/**
 * PUT /time-entries/timesheet: sets the caller's tracked time of one timesheet cell — one day (in
 * `time_zone`) of one row (a task, or a description without task) — to `duration_ms` (0 clears it).
 * More time adds a manual entry in a free stretch of that day; less shortens or removes the row's
 * manual entries of that day, latest first (timer entries are never changed; a 422 on `duration_ms`,
 * `dayFull` or `timesheetTimersKept`, when the target cannot be met).
 */
export const timesheetCellRequestSchema = z.object({
  date: dateOnlySchema,
  time_zone: timeZoneSchema,
  task_id: idSchema.nullable(),
  /** The row's description when it has no task (`General work` when empty). */
  description: description.optional(),
  duration_ms: z
    .number({ error: TIME_MESSAGES.durationInvalid })
    .int(TIME_MESSAGES.durationInvalid)
    .min(0, TIME_MESSAGES.durationInvalid)
    .max(MAX_TIME_ENTRY_MS, TIME_MESSAGES.tooLong),
});
export type TimesheetCellRequest = z.input<typeof timesheetCellRequestSchema>;

/** The entries of the cell after the change. */
export const timesheetCellSchema = z.object({ entries: z.array(timeEntrySchema), duration_ms: z.number().int() });
export type TimesheetCell = z.infer<typeof timesheetCellSchema>;

/** Money per currency (minor units). */
export const moneyTotalSchema = z.object({ currency: z.string(), amount_minor: z.number().int() });
export type MoneyTotal = z.infer<typeof moneyTotalSchema>;

const reportGroupTotals = {
  duration_ms: z.number().int(),
  billable_ms: z.number().int(),
  /** Billable amount per currency (entries without a rate count no money). */
  amounts: z.array(moneyTotalSchema),
  entries: z.number().int(),
};

/**
 * GET /time-entries/report (the filter; `period` week by default): totals, and tracked time by day
 * (each day of the period, in `time_zone`, zeros included; an entry crossing midnight counts on
 * each day for its share), by project, by member, by task (a task, or a description without task;
 * longest first).
 */
export const timeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  ...reportGroupTotals,
  by_day: z.array(z.object({ date: z.string(), duration_ms: z.number().int(), billable_ms: z.number().int() })),
  by_project: z.array(
    z.object({
      project_id: z.number().int().nullable(),
      name: z.string().nullable(),
      color: z.string().nullable(),
      ...reportGroupTotals,
    }),
  ),
  by_member: z.array(z.object({ user: actorSchema, ...reportGroupTotals })),
  by_task: z.array(
    z.object({
      task_id: z.number().int().nullable(),
      title: z.string().nullable(),
      description: z.string().nullable(),
      project_id: z.number().int().nullable(),
      ...reportGroupTotals,
    }),
  ),
});
export type TimeReport = z.infer<typeof timeReportSchema>;

/** GET /time-entries/export: the CSV's header row (RFC 4180, UTF-8). */
export const TIME_EXPORT_COLUMNS = [
  'Date',
  'Start',
  'End',
  'Duration',
  'Hours',
  'User',
  'Project',
  'Task',
  'Description',
  'Billable',
] as const;
