import { DAILY_GOAL_MS, DEFAULT_TIME_ENTRY_DESCRIPTION, TOP_TASKS_COUNT, type TimeReport } from '@kanri/contracts';

/** Spec §2 Daily Progress: the share of the 8-hour goal (whole percent, at most 100) and what is left. */
export function dailyProgress(todayMs: number, goalMs: number = DAILY_GOAL_MS) {
  const percent = Math.min(100, Math.floor((Math.max(0, todayMs) / goalMs) * 100));
  const remainingMs = Math.max(0, goalMs - todayMs);
  return { percent, remainingMs, achieved: remainingMs === 0 };
}

export interface TopTask {
  key: string;
  label: string;
  durationMs: number;
  /** The bar's length: the share of the longest row (0…100). */
  share: number;
}

/** Spec §2 Top Tasks: the report's tasks (a task, or a description without task), longest first, top 5. */
export function topTasks(byTask: TimeReport['by_task'], count: number = TOP_TASKS_COUNT): TopTask[] {
  const rows = [...byTask]
    .filter((row) => row.duration_ms > 0)
    .sort((a, b) => b.duration_ms - a.duration_ms)
    .slice(0, count);
  const longest = rows[0]?.duration_ms ?? 0;
  return rows.map((row) => ({
    key: row.task_id !== null ? `task-${row.task_id}` : `description-${row.description ?? ''}`,
    label: row.title ?? (row.description || DEFAULT_TIME_ENTRY_DESCRIPTION),
    durationMs: row.duration_ms,
    share: longest > 0 ? Math.max(2, Math.round((row.duration_ms / longest) * 100)) : 0,
  }));
}
