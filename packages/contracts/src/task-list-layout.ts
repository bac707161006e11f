import { z } from 'zod';
import { CUSTOM_FIELD_DEFAULT_WIDTH, CUSTOM_FIELD_MAX_WIDTH, CUSTOM_FIELD_MIN_WIDTH } from './custom-fields.js';

/**
 * A user's task-list columns in one project (spec §2 "Task list": reorder by drag, resize within
 * limits; §9 column widths). Built-in columns have fixed keys; a custom field's column is
 * `custom:<field id>`. The actions column is always last and not part of the layout.
 */
export const LAYOUT_MESSAGES = {
  layoutRetrieved: 'Layout retrieved successfully',
  layoutSaved: 'Layout saved successfully',
  unknownColumn: (key: string) => `Unknown column: ${key}.`,
  columnsDistinct: 'Each column may appear only once.',
} as const;

export const BUILT_IN_COLUMNS = ['name', 'assignee', 'due_date', 'priority', 'status', 'time_tracked', 'progress'] as const;
export type BuiltInColumn = (typeof BUILT_IN_COLUMNS)[number];

export const BUILT_IN_COLUMN_LABELS: Record<BuiltInColumn, string> = {
  name: 'Task name',
  assignee: 'Assignee',
  due_date: 'Due date',
  priority: 'Priority',
  status: 'Status',
  time_tracked: 'Time tracked',
  progress: 'Progress',
};

export interface ColumnWidthLimit {
  default: number;
  min: number;
  max: number;
}

/** Spec §9: default (min-max) width of each built-in column. */
export const COLUMN_WIDTHS: Record<BuiltInColumn, ColumnWidthLimit> = {
  name: { default: 300, min: 200, max: 500 },
  assignee: { default: 160, min: 120, max: 300 },
  due_date: { default: 120, min: 100, max: 200 },
  priority: { default: 100, min: 80, max: 150 },
  status: { default: 120, min: 100, max: 180 },
  time_tracked: { default: 150, min: 120, max: 200 },
  progress: { default: 150, min: 100, max: 250 },
};

/** Custom field columns: 150 by default (spec §9). */
export const CUSTOM_COLUMN_WIDTH: ColumnWidthLimit = {
  default: CUSTOM_FIELD_DEFAULT_WIDTH,
  min: CUSTOM_FIELD_MIN_WIDTH,
  max: CUSTOM_FIELD_MAX_WIDTH,
};

export const CUSTOM_COLUMN_PREFIX = 'custom:';

/** The column key of a custom field. */
export function customColumnKey(fieldId: number): string {
  return `${CUSTOM_COLUMN_PREFIX}${fieldId}`;
}

/** The field id of a `custom:<id>` key, else null. */
export function customFieldIdOfColumn(key: string): number | null {
  const match = /^custom:(\d{1,10})$/.exec(key);
  return match ? Number(match[1]) : null;
}

export function isBuiltInColumn(key: string): key is BuiltInColumn {
  return (BUILT_IN_COLUMNS as readonly string[]).includes(key);
}

/** The width limits of a column key. */
export function columnWidthLimit(key: string): ColumnWidthLimit {
  return isBuiltInColumn(key) ? COLUMN_WIDTHS[key] : CUSTOM_COLUMN_WIDTH;
}

/** A width kept within the column's limits (rounded to whole pixels). */
export function clampColumnWidth(key: string, width: number): number {
  const limit = columnWidthLimit(key);
  if (!Number.isFinite(width)) return limit.default;
  return Math.min(limit.max, Math.max(limit.min, Math.round(width)));
}

/**
 * GET /projects/{id}/layout: every column of the project in the user's order (saved order first,
 * columns added since at the end) with its width (saved, else the field's, else the default).
 */
export const taskListLayoutSchema = z.object({
  project_id: z.number().int(),
  column_order: z.array(z.string()),
  column_widths: z.record(z.string(), z.number().int()),
});
export type TaskListLayout = z.infer<typeof taskListLayoutSchema>;

/**
 * PUT /projects/{id}/layout: the order (some or all columns; the others follow in their current
 * order) and widths to change. Widths are clamped to the column's limits, not refused.
 */
export const taskListLayoutUpdateRequestSchema = z.object({
  column_order: z
    .array(z.string().max(40))
    .max(300)
    .refine((keys) => new Set(keys).size === keys.length, LAYOUT_MESSAGES.columnsDistinct)
    .optional(),
  column_widths: z.record(z.string().max(40), z.number()).optional(),
});
export type TaskListLayoutUpdateRequest = z.input<typeof taskListLayoutUpdateRequestSchema>;
