/**
 * This remote's tests import their helpers from here: the shared ones of @kanri/testing (the fake
 * `/api/v1` checked against the contracts, the fixtures, `renderWithApp`), and a time report fixture.
 */
import { datesOf, periodRange, type TimeReport } from '@kanri/contracts';

export * from '@kanri/testing';

/**
 * A time report of `period` at `now` in `timeZone` (its from/to and every day at 0 unless given):
 * nothing tracked unless overridden.
 */
export function makeTimeReport(
  overrides: Partial<TimeReport> = {},
  {
    period = 'week',
    now = Date.now(),
    timeZone = 'UTC',
    custom,
  }: {
    period?: 'today' | 'week' | 'month' | 'custom';
    now?: number;
    timeZone?: string;
    custom?: { from?: string; to?: string };
  } = {},
): TimeReport {
  const range = periodRange(period, now, timeZone, custom);
  return {
    from: range.from,
    to: range.to,
    time_zone: timeZone,
    duration_ms: 0,
    billable_ms: 0,
    amounts: [],
    entries: 0,
    by_day: datesOf(range.from, range.to).map((date) => ({ date, duration_ms: 0, billable_ms: 0 })),
    by_project: [],
    by_member: [],
    by_task: [],
    ...overrides,
  };
}
