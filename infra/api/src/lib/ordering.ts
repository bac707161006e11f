/** `ids` with `id` moved (or inserted) at `position`, clamped to the list. */
export function moveInList(ids: readonly number[], id: number, position: number): number[] {
  const rest = ids.filter((other) => other !== id);
  const at = Math.min(Math.max(Math.trunc(position), 0), rest.length);
  rest.splice(at, 0, id);
  return rest;
}

/**
 * Writes positions 0..n-1 in the order of `ids`, touching only the rows whose position changes
 * (`current`: id → stored position).
 */
export async function renumber(
  ids: readonly number[],
  current: ReadonlyMap<number, number>,
  write: (id: number, position: number) => Promise<unknown>,
): Promise<void> {
  for (const [position, id] of ids.entries()) {
    if (current.get(id) !== position) await write(id, position);
  }
}
