/**
 * The rules of tracked time, shared by the API (reports, day totals) and the pages (live timers):
 * paused time does not count, days and weeks are taken in the user's time zone (weeks start on
 * Sunday, spec §2), and an entry crossing midnight counts on each day for its share.
 * Pure functions over epoch milliseconds and `YYYY-MM-DD` dates; no dependency but `Intl`.
 */

/** A stretch of time `[start, end)` in epoch milliseconds. */
export type Interval = readonly [start: number, end: number];

/** What the tracked time of an entry depends on (a `TimeEntry` fits). */
export interface TrackedSpan {
  started_at: string;
  ended_at: string | null;
  pauses: readonly { started_at: string; ended_at: string | null }[];
}

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `name` is a time zone this runtime knows (`Europe/Paris`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** The browser's (or server's) own time zone. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Wall-clock fields of an instant in a time zone. */
function wallClock(ms: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** The zone's offset from UTC at an instant, in milliseconds (Paris in winter: 3,600,000). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const wall = wallClock(ms, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** The calendar date of an instant in a time zone. */
export function dayOf(ms: number, timeZone: string): string {
  const wall = wallClock(ms, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (`to` − `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The instant a wall-clock time happens in a time zone. A time skipped by a DST change resolves
 * to the instant after the gap; a repeated one to its first occurrence.
 */
export function zonedTime(date: string, timeZone: string, hour = 0, minute = 0): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  const second = asUtc - zoneOffsetMs(first, timeZone);
  if (first === second) return first;
  // The offsets disagree around a DST change: take the earlier candidate that shows this wall time,
  // else (a skipped time) the later one.
  const [early, late] = first < second ? [first, second] : [second, first];
  return dayOf(early, timeZone) === date && wallClock(early, timeZone).hour === hour ? early : late;
}

/** When a day starts in a time zone (local midnight, or the first instant of the day). */
export function startOfDay(date: string, timeZone: string): number {
  return zonedTime(date, timeZone);
}

/** Day of the week of a date, 0 = Sunday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The first day of a week: 0 = Sunday (spec §2, the default), 1 = Monday (the workspace's Settings). */
export type WeekStartDay = 0 | 1;

/** A workspace's `week_start` setting as a day number (Sunday when unknown). */
export function weekStartDay(weekStart: string | null | undefined): WeekStartDay {
  return weekStart === 'monday' ? 1 : 0;
}

/** The first day of the week of `date`: its Sunday (spec §2: weeks start on Sunday), or its Monday. */
export function startOfWeek(date: string, weekStartsOn: WeekStartDay = 0): string {
  return addDays(date, -((weekday(date) - weekStartsOn + 7) % 7));
}

/** The first day of the month of `date`. */
export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The last day of the month of `date`. */
export function endOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** A period as dates (both included) and as the instants `[start, end)` they cover in a zone. */
export interface DateRange {
  from: string;
  to: string;
  start: number;
  end: number;
}

/** The dates `from`…`to` as instants in a time zone. */
export function dateRange(from: string, to: string, timeZone: string): DateRange {
  return { from, to, start: startOfDay(from, timeZone), end: startOfDay(addDays(to, 1), timeZone) };
}

/**
 * The dates of a period at `now` in a time zone: today, this week (Sunday to Saturday, or Monday to
 * Sunday), this month, or a custom `from`…`to`.
 */
export function periodRange(
  period: 'today' | 'week' | 'month' | 'custom',
  now: number,
  timeZone: string,
  custom?: { from?: string | undefined; to?: string | undefined },
  weekStartsOn: WeekStartDay = 0,
): DateRange {
  const today = dayOf(now, timeZone);
  switch (period) {
    case 'today':
      return dateRange(today, today, timeZone);
    case 'week': {
      const first = startOfWeek(today, weekStartsOn);
      return dateRange(first, addDays(first, 6), timeZone);
    }
    case 'month':
      return dateRange(startOfMonth(today), endOfMonth(today), timeZone);
    case 'custom':
      return dateRange(custom?.from ?? today, custom?.to ?? custom?.from ?? today, timeZone);
  }
}

/** The days `from`…`to`, both included. */
export function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The stretches an entry was tracking: start to end (`now` while active) without its pauses (an
 * open pause runs to `now`).
 */
export function trackedIntervals(span: TrackedSpan, now: number): Interval[] {
  const start = Date.parse(span.started_at);
  const end = span.ended_at === null ? Math.max(now, start) : Date.parse(span.ended_at);
  const pauses = span.pauses
    .map(
      (pause) => [Date.parse(pause.started_at), pause.ended_at === null ? end : Date.parse(pause.ended_at)] as [number, number],
    )
    .sort((a, b) => a[0] - b[0]);
  const intervals: Interval[] = [];
  let cursor = start;
  for (const [pauseStart, pauseEnd] of pauses) {
    const from = Math.max(pauseStart, start);
    if (from > cursor) intervals.push([cursor, Math.min(from, end)]);
    cursor = Math.max(cursor, Math.min(pauseEnd, end));
    if (cursor >= end) break;
  }
  if (cursor < end) intervals.push([cursor, end]);
  return intervals.filter(([a, b]) => b > a);
}

/** Tracked milliseconds of an entry at `now` (pauses left out; live while active). */
export function trackedMs(span: TrackedSpan, now: number): number {
  return trackedIntervals(span, now).reduce((sum, [a, b]) => sum + (b - a), 0);
}

/** The part of `intervals` inside `[start, end)`, in milliseconds. */
export function overlapMs(intervals: readonly Interval[], start: number, end: number): number {
  let total = 0;
  for (const [a, b] of intervals) total += Math.max(0, Math.min(b, end) - Math.max(a, start));
  return total;
}

/**
 * What an entry tracked between `from` and `to` (pauses left out; an active entry counts up to
 * `to`): how much a figure read from the server at `from` has grown by `to`.
 */
export function trackedBetween(span: TrackedSpan, from: number, to: number): number {
  return to > from ? overlapMs(trackedIntervals(span, to), from, to) : 0;
}

/**
 * Tracked milliseconds per calendar day in a time zone (days without time left out): an interval
 * crossing midnight counts on each day for its share. A DST day is 23 or 25 hours long.
 */
export function splitByDay(intervals: readonly Interval[], timeZone: string): Map<string, number> {
  const days = new Map<string, number>();
  for (const [start, end] of intervals) {
    if (end <= start) continue;
    let date = dayOf(start, timeZone);
    let dayStart = startOfDay(date, timeZone);
    while (dayStart < end) {
      const next = addDays(date, 1);
      const nextStart = startOfDay(next, timeZone);
      const share = Math.min(end, nextStart) - Math.max(start, dayStart);
      if (share > 0) days.set(date, (days.get(date) ?? 0) + share);
      date = next;
      dayStart = nextStart;
    }
  }
  return days;
}

/** Hours as a decimal with two places (`1.51` for 1 h 30 m 36 s), for exports. */
export function decimalHours(ms: number): string {
  return (Math.round(ms / 36_000) / 100).toFixed(2);
}

export { formatDuration } from './time-constants.js';
