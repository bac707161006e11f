/**
 * Time tracking's plain values and its display rule (spec §4, §9), without zod: the floating
 * tracker and design-system's formatters use them from `@kanri/contracts/constants`.
 */
/** Spec §4: starting with an empty description uses this one. */
export const DEFAULT_TIME_ENTRY_DESCRIPTION = 'General work';
export const TIME_ENTRY_DESCRIPTION_MAX_LENGTH = 500;
/** Spec §9: daily goal 8 hours, recent entries 10, top tasks 5, recent sessions per task 5, tick 1 s. */
export const DAILY_GOAL_MS = 8 * 60 * 60 * 1000;
export const RECENT_ENTRIES_COUNT = 10;
export const TOP_TASKS_COUNT = 5;
export const RECENT_SESSIONS_PER_TASK = 5;
export const TIMER_TICK_MS = 1000;
/** Longest entry accepted (store, update, timesheet cell). */
export const MAX_TIME_ENTRY_MS = 24 * 60 * 60 * 1000;
/** Longest period a list, report or export covers. */
export const MAX_PERIOD_DAYS = 366;
export const TIME_ENTRIES_DEFAULT_PER_PAGE = 50;
export const TIME_ENTRIES_MAX_PER_PAGE = 500;
/** Spec §2 Quick Start buttons. */
export const QUICK_START_DESCRIPTIONS = ['Meeting', 'Development', 'Research', 'Documentation'] as const;

/**
 * Tracked time as spec §9 shows it: hours, minutes and seconds (`1h 2m 3s`), leading units that are
 * zero left out (`2m 0s`, `45s`), inner zero units kept (`1h 0m 5s`), `0s` for no time at all.
 * Hours are not folded into days (`25h 0m 0s`). Milliseconds are cut down to whole seconds (a
 * running timer shows a second only once it has passed); negative or not-a-number values count as 0.
 */
export function formatDuration(milliseconds: number | null | undefined): string {
  const ms = milliseconds === null || milliseconds === undefined || !Number.isFinite(milliseconds) ? 0 : milliseconds;
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours}h ${minutes}m ${seconds}s`;
  if (minutes > 0) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}
