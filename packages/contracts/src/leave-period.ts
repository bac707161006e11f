/**
 * The calendar rules of a leave period, tiny and without zod: the main entry exports them (the
 * assignee pickers of every task page mark people on leave) as does `@kanri/contracts/hr`.
 */

/** Days since 1970-01-01 of a `YYYY-MM-DD` calendar date (no time zone: a date is a date). */
function epochDay(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
}

/**
 * Spec §5: the days a request counts, the whole calendar days from its start to its end, both
 * included (the same day: 1). Dates are `YYYY-MM-DD`; an end before the start is refused earlier.
 */
export function leaveDaysCount(startDate: string, endDate: string): number {
  return epochDay(endDate) - epochDay(startDate) + 1;
}

/** Whether a leave period (dates included) covers a calendar day. */
export function leaveCovers(leave: { start_date: string; end_date: string }, date: string): boolean {
  return leave.start_date <= date && date <= leave.end_date;
}
