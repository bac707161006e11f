/**
 * Columns of the task list (spec §2 "Task list", §9 column widths; issue 4). The built-in columns,
 * their widths and limits, custom-field column keys and width clamping are the API contract's
 * (`task-list-layout` in @kanri/contracts: `BUILT_IN_COLUMNS`, `COLUMN_WIDTHS`, `customColumnKey`,
 * `clampColumnWidth`, ...); this module adds what the contract lacks: the actions column and the pure
 * operations behind reordering.
 */

/**
 * Width of the actions column (row menu; not in the spec): room for one icon button; not resizable,
 * not movable, and not part of the saved layout: it always comes last.
 */
export const ACTIONS_COLUMN_WIDTH = 64;

/**
 * Moves the column at `fromIndex` to `toIndex` (indexes in the order before the move, as a drag and
 * drop reports them) and returns the new order; the given array is not changed. Indexes that are not
 * whole numbers inside the list leave the order as it was (a copy).
 */
export function reorderColumns<T>(order: readonly T[], fromIndex: number, toIndex: number): T[] {
  const next = [...order];
  const inside = (index: number) => Number.isInteger(index) && index >= 0 && index < order.length;
  if (!inside(fromIndex) || !inside(toIndex) || fromIndex === toIndex) return next;
  const [moved] = next.splice(fromIndex, 1);
  next.splice(toIndex, 0, moved as T);
  return next;
}

/**
 * A saved column order (column keys) made to fit the columns that exist now: keys no longer present (a
 * deleted custom field) and repeats are dropped; columns missing from it (a new custom field) are
 * added at the end, in their given order.
 */
export function normalizeColumnOrder(saved: readonly string[], available: readonly string[]): string[] {
  const exists = new Set(available);
  const order: string[] = [];
  for (const key of saved) if (exists.has(key) && !order.includes(key)) order.push(key);
  for (const key of available) if (!order.includes(key)) order.push(key);
  return order;
}
