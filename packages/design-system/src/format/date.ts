// One date format for every screen: `Mar 4, 2026` (the same form as the date inputs).
const DAY_OPTIONS: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { ...DAY_OPTIONS, hour: 'numeric', minute: '2-digit' };

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', DAY_OPTIONS);
const CALENDAR_DAY_FORMAT = new Intl.DateTimeFormat('en-US', { ...DAY_OPTIONS, timeZone: 'UTC' });
const CALENDAR_MONTH_DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-US', DATE_TIME_OPTIONS);
const CLOCK_FORMAT = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar date `YYYY-MM-DD` as `Mar 4, 2026`, the same day in every time zone; '' when empty or
 * malformed (callers that want the raw text back write `formatCalendarDate(value) || value`).
 */
export function formatCalendarDate(value: string | null | undefined): string {
  const date = calendarDate(value);
  return date ? CALENDAR_DAY_FORMAT.format(date) : '';
}

/**
 * A calendar date in short where the year goes without saying (due dates): `Nov 3` in the year of
 * `today` (`YYYY-MM-DD`), `Nov 3, 2027` in any other; '' when empty or malformed.
 */
export function formatCalendarDateShort(value: string | null | undefined, today: string): string {
  const date = calendarDate(value);
  if (!date) return '';
  return value!.slice(0, 4) === today.slice(0, 4) ? CALENDAR_MONTH_DAY_FORMAT.format(date) : CALENDAR_DAY_FORMAT.format(date);
}

/** `YYYY-MM-DD` as a UTC midnight, or null when it is not a day the calendar has (2026-02-30). */
function calendarDate(value: string | null | undefined): Date | null {
  const match = value ? CALENDAR_DATE.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date : null;
}

/** A timestamp's local day, `Nov 1, 2026`; '' when empty or invalid. */
export function formatDay(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? DAY_FORMAT.format(date) : '';
}

/** A timestamp in full, `Nov 1, 2026, 10:00 AM` (shown on hover next to relative times); '' when invalid. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? DATE_TIME_FORMAT.format(date) : '';
}

/** A timestamp's local time of day, `10:05 AM` (a chat message's time); '' when invalid. */
export function formatClockTime(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? CLOCK_FORMAT.format(date) : '';
}
