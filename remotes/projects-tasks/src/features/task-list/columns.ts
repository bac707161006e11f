import {
  BUILT_IN_COLUMN_LABELS,
  BUILT_IN_COLUMNS,
  clampColumnWidth,
  columnWidthLimit,
  customColumnKey,
  customFieldIdOfColumn,
  isBuiltInColumn,
  type BuiltInColumn,
  type ClickApps,
  type ColumnWidthLimit,
  type CustomField,
} from '@kanri/contracts';
import { normalizeColumnOrder, reorderColumns } from '../../domain';

/**
 * The task list's columns (spec §2 "Task list", §9 widths; issue 4): the built-in columns, then the
 * project's custom fields as `custom:<id>` columns, in the user's saved order and widths. ClickApps
 * that are off hide their column (Priority, Time Tracking, Custom Fields). The name column always
 * comes first; the drag-handle and actions columns are not part of the layout.
 */
export interface TaskListColumn {
  key: string;
  label: string;
  width: number;
  limit: ColumnWidthLimit;
  /** The built-in column, or null for a custom field's column. */
  builtIn: BuiltInColumn | null;
  field: CustomField | null;
  /** Whether it can be dragged or moved (everything but the name column). */
  movable: boolean;
}

/** The pinned first column. */
export const NAME_COLUMN: BuiltInColumn = 'name';

/** Width of the drag-handle column before the name. */
export const HANDLE_COLUMN_WIDTH = 28;

/** Every column of the project, shown or hidden by a ClickApp: what the saved layout orders. */
export function allColumnKeys(fields: readonly Pick<CustomField, 'id'>[]): string[] {
  return [...BUILT_IN_COLUMNS, ...fields.map((field) => customColumnKey(field.id))];
}

/** Whether the project's ClickApps show a column. */
export function isColumnShown(key: string, clickApps: ClickApps): boolean {
  if (key === 'priority') return clickApps.priority;
  if (key === 'time_tracked') return clickApps['time-tracking'];
  if (!isBuiltInColumn(key)) return clickApps['custom-fields'];
  return true;
}

/** A saved order fitted to the columns that exist, with the name column first. */
export function fullColumnOrder(saved: readonly string[] | undefined, fields: readonly Pick<CustomField, 'id'>[]): string[] {
  const order = normalizeColumnOrder(saved ?? [], allColumnKeys(fields));
  return [NAME_COLUMN, ...order.filter((key) => key !== NAME_COLUMN)];
}

/** A column's width: the given (saved or being dragged), else the field's own, else the default, within its limits. */
export function columnWidth(key: string, saved: number | undefined, field: Pick<CustomField, 'width'> | null): number {
  return clampColumnWidth(key, saved ?? field?.width ?? columnWidthLimit(key).default);
}

/** The shown columns in order with their widths. */
export function buildColumns({
  order,
  widths,
  fields,
  clickApps,
}: {
  order: readonly string[];
  widths: Readonly<Record<string, number>>;
  fields: readonly CustomField[];
  clickApps: ClickApps;
}): TaskListColumn[] {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const columns: TaskListColumn[] = [];
  for (const key of order) {
    if (!isColumnShown(key, clickApps)) continue;
    if (isBuiltInColumn(key)) {
      columns.push({
        key,
        label: BUILT_IN_COLUMN_LABELS[key],
        width: columnWidth(key, widths[key], null),
        limit: columnWidthLimit(key),
        builtIn: key,
        field: null,
        movable: key !== NAME_COLUMN,
      });
      continue;
    }
    const id = customFieldIdOfColumn(key);
    const field = id === null ? undefined : byId.get(id);
    if (!field) continue;
    columns.push({
      key,
      label: field.name,
      width: columnWidth(key, widths[key], field),
      limit: columnWidthLimit(key),
      builtIn: null,
      field,
      movable: true,
    });
  }
  return columns;
}

/**
 * The full order after moving a shown column from `from` to `to` (indexes among the shown columns,
 * as a drop reports them). Hidden columns keep their places; the name column stays first.
 */
export function moveShownColumn(fullOrder: readonly string[], shown: readonly string[], from: number, to: number): string[] {
  const moving = shown[from];
  const onto = shown[to];
  if (moving === undefined || onto === undefined || from === to || moving === NAME_COLUMN || onto === NAME_COLUMN) {
    return [...fullOrder];
  }
  return reorderColumns(fullOrder, fullOrder.indexOf(moving), fullOrder.indexOf(onto));
}

/**
 * The gap (0 = before the first shown column, n = after the last) nearest to `x`, a distance from
 * the start of the first shown column. Gap 0 (before the pinned name column) is never returned.
 */
export function columnGapAt(widths: readonly number[], x: number): number {
  let left = 0;
  for (let index = 0; index < widths.length; index += 1) {
    const width = widths[index]!;
    if (x < left + width / 2) return Math.max(1, index);
    left += width;
  }
  return widths.length;
}
