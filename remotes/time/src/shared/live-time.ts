import { overlapMs, trackedIntervals, type TrackedSpan } from '@kanri/contracts';

/**
 * The time the active timer tracked since a figure was read from the server (`since`, when its
 * reply arrived) up to `now`, inside `[start, end)` when a period is given: what to add to the
 * server's figure so it ticks on screen. Paused time does not count, so a paused timer adds nothing
 * more. No active timer, or a reply newer than `now`, adds 0.
 */
export function liveExtraMs(
  active: TrackedSpan | null | undefined,
  since: number,
  now: number,
  period?: { start: number; end: number },
): number {
  if (!active || active.ended_at !== null || now <= since) return 0;
  const from = Math.max(since, period?.start ?? -Infinity);
  const to = Math.min(now, period?.end ?? Infinity);
  if (to <= from) return 0;
  return overlapMs(trackedIntervals(active, now), from, to);
}
