import { trackedBetween, type TrackedSpan } from '@kanri/contracts';

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
  return trackedBetween(active, Math.max(since, period?.start ?? -Infinity), Math.min(now, period?.end ?? Infinity));
}
