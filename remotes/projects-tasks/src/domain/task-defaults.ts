/**
 * New-task defaults (spec §9: the API contract's `NEW_TASK_DEFAULTS` from @kanri/contracts, plus the
 * first task's name), the progress input rule (spec §5) and the due-date shortcuts of the
 * task list (spec §2 "Task list", issue 4).
 */

import { NEW_TASK_DEFAULTS } from '@kanri/contracts';

/** Name of the first task of an empty project (spec §9; other new tasks are named `NEW_TASK_DEFAULTS.title`). */
export const FIRST_TASK_NAME = 'My First Task';

export type NewTaskDefaults = Omit<typeof NEW_TASK_DEFAULTS, 'title'> & { title: string };

/**
 * The contract's `NEW_TASK_DEFAULTS` (progress 0, status to-do, priority medium, no assignees) with the
 * given name: a fresh object each call, with its own assignee list (the contract's is shared).
 */
export function newTaskDefaults(title: string = NEW_TASK_DEFAULTS.title): NewTaskDefaults {
  return { ...NEW_TASK_DEFAULTS, title, assignee_ids: [] };
}

/**
 * The progress typed into the progress input (spec §5): a number from 0 to 100. Blanks around it
 * and one trailing `%` are allowed; fractions are rounded; values outside 0–100 are clamped; text
 * that is not a number (including `Infinity`) becomes 0.
 */
export function parseProgress(input: string | number | null | undefined): number {
  const value = typeof input === 'number' ? input : parseNumber(input ?? '');
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

function parseNumber(text: string): number {
  const trimmed = text.trim().replace(/\s*%$/, '');
  // Number('') is 0 and Number(' ') too; both are "not a number" here, which also gives 0.
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

export const DUE_DATE_SHORTCUTS = ['today', 'tomorrow', 'next-week'] as const;
export type DueDateShortcut = (typeof DUE_DATE_SHORTCUTS)[number];

const SHORTCUT_DAYS: Record<DueDateShortcut, number> = { today: 0, tomorrow: 1, 'next-week': 7 };

/** A day as `YYYY-MM-DD` in local time (not UTC: late in the evening it is still today). */
export function toLocalDateString(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day `days` calendar days after the day of `now` (across months, years and DST changes). */
export function addLocalDays(now: Date, days: number): string {
  return toLocalDateString(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
}

/** The due date a shortcut gives: Today, Tomorrow or Next Week (+7 days), counted from `now`. */
export function dueDateFromShortcut(shortcut: DueDateShortcut, now: Date): string {
  return addLocalDays(now, SHORTCUT_DAYS[shortcut]);
}
