/**
 * `items` with the one of id `id` moved to `toIndex` (clamped to the list) and every `position`
 * renumbered 0..n-1: what the server does for `{ id, position }` (infra/api/src/lib/ordering.ts).
 */
export function moveItem<T extends { id: number; position: number }>(items: readonly T[], id: number, toIndex: number): T[] {
  const moving = items.find((item) => item.id === id);
  if (!moving) return [...items];
  const rest = items.filter((item) => item.id !== id);
  const at = Math.min(Math.max(Math.trunc(toIndex), 0), rest.length);
  rest.splice(at, 0, moving);
  return rest.map((item, position) => (item.position === position ? item : { ...item, position }));
}
