import { dayOf, periodRange, trackedMs, type TimeEntry } from '@kanri/contracts';
import { liveExtraMs } from '../../shared/live-time';
import { useTimeReport } from '../../shared/queries';

/**
 * Today's Total at `now`, as the time page counts it: the server's tracked time of today in the
 * user's time zone (GET /time-entries/report, period today: finished entries and the active one up
 * to the reply), plus what the active timer tracked since that reply (nothing more while paused).
 * Undefined until the report has loaded. A new day is a new query; every time change refetches it.
 */
export function useTodaysTotalMs(active: TimeEntry | null, now: number, timeZone: string): number | undefined {
  const report = useTimeReport({ period: 'today', time_zone: timeZone }, { day: dayOf(now, timeZone) });
  if (!report.data) return undefined;
  return report.data.duration_ms + liveExtraMs(active, report.dataUpdatedAt, now, periodRange('today', now, timeZone));
}

/** The live figure of one entry: ticks while tracking, stands still while paused. */
export const liveDurationMs = (entry: TimeEntry, now: number) => trackedMs(entry, now);
