import { DEFAULT_TIME_ENTRY_DESCRIPTION, splitByDay, trackedIntervals, type TimeEntry } from '@kanri/contracts';

/**
 * The week timesheet as a grid (pure): one row per task, or per description for time without task;
 * one column per day; each entry's tracked time split over the days it covers in the user's time
 * zone (an entry crossing midnight counts on each day for its share, pauses left out).
 */

/** What a row stands for: a task, or a description without task. */
export interface RowSeed {
  taskId: number | null;
  /** The description of a row without task. */
  description: string;
  /** The task's title, or the description. */
  title: string;
  projectName: string | null;
  projectColor: string | null;
}

export interface TimesheetRow extends RowSeed {
  key: string;
  /** Tracked milliseconds per date (`YYYY-MM-DD`), 0 for a day without time. */
  cells: Record<string, number>;
  total: number;
}

export interface TimesheetGrid {
  dates: string[];
  rows: TimesheetRow[];
  /** Tracked milliseconds per date, every row together. */
  dayTotals: Record<string, number>;
  total: number;
}

/** A row's key: `task:12`, or `text:Research` for a description without task. */
export function rowKey(row: Pick<RowSeed, 'taskId' | 'description'>): string {
  return row.taskId !== null ? `task:${row.taskId}` : `text:${row.description.trim() || DEFAULT_TIME_ENTRY_DESCRIPTION}`;
}

/** A cell's key: the row's key and the date. */
export const cellKey = (row: string, date: string) => `${row}|${date}`;

/** The row an entry belongs to. */
export function seedOf(entry: TimeEntry): RowSeed {
  if (entry.task_id !== null) {
    return {
      taskId: entry.task_id,
      description: '',
      title: entry.task_title ?? entry.description,
      projectName: entry.project_name,
      projectColor: entry.project_color,
    };
  }
  const description = entry.description.trim() || DEFAULT_TIME_ENTRY_DESCRIPTION;
  return { taskId: null, description, title: description, projectName: null, projectColor: null };
}

/**
 * The grid of `entries` over `dates` in `timeZone` (an active entry counted up to `now`), with the
 * rows of `extraRows` (added by the user, still empty) and `overrides` (cell key → milliseconds:
 * values just saved, shown until the entries are read again). Rows sorted by title.
 */
export function buildTimesheet({
  entries,
  dates,
  timeZone,
  now,
  extraRows = [],
  overrides = new Map(),
}: {
  entries: readonly TimeEntry[];
  dates: readonly string[];
  timeZone: string;
  now: number;
  extraRows?: readonly RowSeed[];
  overrides?: ReadonlyMap<string, number>;
}): TimesheetGrid {
  const inWeek = new Set(dates);
  const rows = new Map<string, TimesheetRow>();
  const rowFor = (seed: RowSeed) => {
    const key = rowKey(seed);
    let row = rows.get(key);
    if (!row) {
      row = { ...seed, key, cells: Object.fromEntries(dates.map((date) => [date, 0])), total: 0 };
      rows.set(key, row);
    }
    return row;
  };

  for (const entry of entries) {
    const row = rowFor(seedOf(entry));
    for (const [date, ms] of splitByDay(trackedIntervals(entry, now), timeZone)) {
      if (inWeek.has(date)) row.cells[date] = (row.cells[date] ?? 0) + ms;
    }
  }
  for (const seed of extraRows) rowFor(seed);

  const dayTotals: Record<string, number> = Object.fromEntries(dates.map((date) => [date, 0]));
  let total = 0;
  for (const row of rows.values()) {
    for (const date of dates) {
      const override = overrides.get(cellKey(row.key, date));
      if (override !== undefined) row.cells[date] = override;
      const ms = row.cells[date] ?? 0;
      row.total += ms;
      dayTotals[date] = (dayTotals[date] ?? 0) + ms;
    }
    total += row.total;
  }

  const sorted = [...rows.values()].sort(
    (a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }) || a.key.localeCompare(b.key),
  );
  return { dates: [...dates], rows: sorted, dayTotals, total };
}
