import { addDays, datesOf, startOfWeek } from '@kanri/contracts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The week a timesheet shows: the Sunday of `requested` (a `YYYY-MM-DD` from the address) when it
 * is a real date, else of `today`; its 7 dates Sunday…Saturday.
 */
export function weekOf(requested: string | null, today: string) {
  const valid = requested !== null && DATE.test(requested) && !Number.isNaN(Date.parse(`${requested}T00:00:00Z`));
  const sunday = startOfWeek(valid && addDays(requested, 0) === requested ? requested : today);
  const saturday = addDays(sunday, 6);
  return { from: sunday, to: saturday, dates: datesOf(sunday, saturday), isCurrent: sunday === startOfWeek(today) };
}
