import { addDays, datesOf, startOfWeek, type WeekStartDay } from '@kanri/contracts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The week a timesheet shows: the week of `requested` (a `YYYY-MM-DD` from the address) when it is
 * a real date, else of `today`; its 7 dates from its first day, Sunday (spec §2) or Monday (the
 * workspace's week start, Settings).
 */
export function weekOf(requested: string | null, today: string, weekStartsOn: WeekStartDay = 0) {
  const valid = requested !== null && DATE.test(requested) && !Number.isNaN(Date.parse(`${requested}T00:00:00Z`));
  const first = startOfWeek(valid && addDays(requested, 0) === requested ? requested : today, weekStartsOn);
  const last = addDays(first, 6);
  return { from: first, to: last, dates: datesOf(first, last), isCurrent: first === startOfWeek(today, weekStartsOn) };
}
