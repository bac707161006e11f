import { ApiError } from '@kanri/api-client';
import {
  addDays,
  dayOf,
  TIME_MESSAGES,
  timeEntryStoreRequestSchema,
  timeEntryUpdateRequestSchema,
  zonedTime,
  zoneOffsetMs,
  type FieldErrors,
  type TimeEntry,
  type TimeEntryStoreRequest,
  type TimeEntryUpdateRequest,
} from '@kanri/contracts';
import type { FormSchema } from '@kanri/design-system';
import { parseDurationInput } from '../../shared/duration-input';
import { TRACKING_TEXTS } from './texts';

/**
 * The add / edit time entry form: a day, a start time, then an end time or a duration, a
 * description and billable. Pure: the form's values ↔ the contract's requests, and the form's
 * validation, which is the contract's request schema (its messages under the fields they concern)
 * after the checks only the form can make (a date picked, times readable).
 */
export interface EntryFormValues {
  /** `YYYY-MM-DD` in the user's time zone. */
  date: string | null;
  /** `HH:MM` (24 h). */
  start: string;
  mode: 'end' | 'duration';
  /** `HH:MM`; at or before the start, the next day. */
  end: string;
  /** As typed (`1h 30m`, `1:30`, `1.5`). */
  duration: string;
  description: string;
  billable: boolean;
}

export type EntryFormField = keyof EntryFormValues;

const T = TRACKING_TEXTS.dialog;
const CLOCK = /^(\d{1,2})(?:[:.h](\d{2}))?$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** `HH:MM` (or `9`, `9:30`, `9.30`) as hours and minutes, or null. */
export function parseClock(text: string): { hour: number; minute: number } | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

/** The wall-clock `HH:MM` of an instant in a time zone. */
export function clockOf(ms: number, timeZone: string): string {
  const local = new Date(ms + zoneOffsetMs(ms, timeZone));
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** A new entry's form: today, nothing else typed, billable. */
export function newEntryForm(now: number, timeZone: string): EntryFormValues {
  return { date: dayOf(now, timeZone), start: '', mode: 'end', end: '', duration: '', description: '', billable: true };
}

/** An entry's form, its times in the user's time zone. */
export function entryForm(entry: TimeEntry, timeZone: string, formatDuration: (ms: number) => string): EntryFormValues {
  const start = Date.parse(entry.started_at);
  return {
    date: dayOf(start, timeZone),
    start: clockOf(start, timeZone),
    mode: 'end',
    end: entry.ended_at ? clockOf(Date.parse(entry.ended_at), timeZone) : '',
    duration: entry.ended_at ? formatDuration(entry.duration_ms) : '',
    description: entry.description,
    billable: entry.billable,
  };
}

/** The instants the form's times stand for (null where they cannot be read). */
export function formInstants(values: EntryFormValues, timeZone: string) {
  const start = values.date ? parseClock(values.start) : null;
  const end = values.date ? parseClock(values.end) : null;
  const startMs = start && values.date ? zonedTime(values.date, timeZone, start.hour, start.minute) : null;
  let endMs: number | null = null;
  let nextDay = false;
  if (end && values.date && startMs !== null) {
    endMs = zonedTime(values.date, timeZone, end.hour, end.minute);
    if (endMs <= startMs) {
      endMs = zonedTime(addDays(values.date, 1), timeZone, end.hour, end.minute);
      nextDay = true;
    }
  }
  return { startMs, endMs, nextDay };
}

interface Issue {
  path: string[];
  message: string;
}

/** What only the form can check: a date picked, a readable start, end or duration. */
function formIssues(values: EntryFormValues, { timesRequired }: { timesRequired: boolean }): Issue[] {
  const issues: Issue[] = [];
  if (!timesRequired) return issues;
  if (!values.date) issues.push({ path: ['date'], message: T.dateRequired });
  if (values.start.trim() === '') issues.push({ path: ['start'], message: TIME_MESSAGES.startRequired });
  else if (!parseClock(values.start)) issues.push({ path: ['start'], message: T.timeInvalid });
  if (values.mode === 'end' && values.end.trim() !== '' && !parseClock(values.end)) {
    issues.push({ path: ['end'], message: T.timeInvalid });
  }
  if (values.mode === 'duration' && parseDurationInput(values.duration) === null) {
    issues.push({ path: ['duration'], message: T.durationInvalid });
  }
  return issues;
}

/** The form field a request field's message goes under. */
function formFieldOf(requestField: string, mode: EntryFormValues['mode']): EntryFormField | null {
  switch (requestField) {
    case 'started_at':
      return 'start';
    case 'ended_at':
      return mode === 'duration' ? 'duration' : 'end';
    case 'duration_ms':
      return mode === 'end' ? 'end' : 'duration';
    case 'description':
      return 'description';
    case 'billable':
      return 'billable';
    default:
      return null;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The length the form gives: `ended_at` or `duration_ms` (left out when blank). */
function lengthOf(values: EntryFormValues, timeZone: string): Pick<TimeEntryStoreRequest, 'ended_at' | 'duration_ms'> {
  if (values.mode === 'end') {
    const { endMs } = formInstants(values, timeZone);
    return endMs === null ? {} : { ended_at: iso(endMs) };
  }
  const duration = parseDurationInput(values.duration);
  return duration === null || values.duration.trim() === '' ? {} : { duration_ms: duration };
}

/** POST /time-entries/store from the form (a blank description is left to the server: `General work`). */
export function storeRequestOf(values: EntryFormValues, timeZone: string): TimeEntryStoreRequest {
  const { startMs } = formInstants(values, timeZone);
  const description = values.description.trim();
  return {
    ...(description ? { description } : {}),
    started_at: startMs === null ? '' : iso(startMs),
    ...lengthOf(values, timeZone),
    billable: values.billable,
  };
}

/**
 * PUT /time-entries/update from the form: the id and what changed from `initial`. A running or
 * paused entry changes only its description and billable (the server locks its times).
 */
export function updateRequestOf(
  values: EntryFormValues,
  initial: EntryFormValues,
  entry: TimeEntry,
  timeZone: string,
): TimeEntryUpdateRequest {
  const request: TimeEntryUpdateRequest = { id: entry.id };
  const description = values.description.trim();
  if (description !== entry.description) request.description = description;
  if (values.billable !== entry.billable) request.billable = values.billable;
  if (entry.is_active) return request;
  const startMoved = values.date !== initial.date || values.start !== initial.start;
  if (startMoved) {
    const { startMs } = formInstants(values, timeZone);
    request.started_at = startMs === null ? '' : iso(startMs);
  }
  if (values.mode === 'end' && (startMoved || values.end !== initial.end)) Object.assign(request, lengthOf(values, timeZone));
  if (values.mode === 'duration' && values.duration !== initial.duration) Object.assign(request, lengthOf(values, timeZone));
  return request;
}

function result(issues: Issue[]): ReturnType<FormSchema['safeParse']> {
  return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
}

function contractIssues(parsed: ReturnType<FormSchema['safeParse']>, mode: EntryFormValues['mode']): Issue[] {
  if (parsed.success) return [];
  return parsed.error.issues.flatMap((issue) => {
    const field = formFieldOf(String(issue.path[0] ?? ''), mode);
    return field ? [{ path: [field], message: issue.message }] : [];
  });
}

/** The add form's rules: the form's own checks, then `timeEntryStoreRequestSchema` on the request. */
export function storeFormSchema(timeZone: string): FormSchema {
  return {
    safeParse(value) {
      const values = value as EntryFormValues;
      const own = formIssues(values, { timesRequired: true });
      const contract = contractIssues(timeEntryStoreRequestSchema.safeParse(storeRequestOf(values, timeZone)), values.mode);
      return result([...own, ...contract]);
    },
  };
}

/** The edit form's rules: the form's own checks, then `timeEntryUpdateRequestSchema` on the request. */
export function updateFormSchema(entry: TimeEntry, initial: EntryFormValues, timeZone: string): FormSchema {
  return {
    safeParse(value) {
      const values = value as EntryFormValues;
      const own = formIssues(values, { timesRequired: !entry.is_active });
      const request = updateRequestOf(values, initial, entry, timeZone);
      return result([...own, ...contractIssues(timeEntryUpdateRequestSchema.safeParse(request), values.mode)]);
    },
  };
}

/**
 * A refusal of the server with its 422 messages under the form's fields (`started_at` → start…),
 * so the dialog shows them there; anything else as it came.
 */
export function asFormRefusal(error: unknown, mode: EntryFormValues['mode']): unknown {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.errors) return error;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const target = formFieldOf(field, mode) ?? field;
    errors[target] = [...(errors[target] ?? []), ...(messages ?? [])];
  }
  return new ApiError(error.message, error.status, errors);
}
