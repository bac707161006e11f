import type { Status, Task, TaskReorderRequest } from '@kanri/contracts';

/**
 * The board's columns and the request that saves a drop (issue: one `PUT /tasks/reorder` with the
 * neighbour in the target column and the column's status). Board order within a column is the
 * project's row order (the order `GET /tasks` returns) filtered by status.
 */

export interface BoardColumn<T extends Pick<Task, 'id' | 'status_id'> = Task> {
  status: Status;
  tasks: T[];
}

/**
 * One column per status of the project, in the project's order, each with its tasks in row order.
 * A status a task has that is not (or no longer) one of the project's gets a column after them, so
 * no task is hidden; ids unknown to `statuses` are skipped.
 */
export function buildColumns<T extends Pick<Task, 'id' | 'status_id'>>(
  statusIds: readonly number[],
  statuses: readonly Status[],
  tasks: readonly T[],
): BoardColumn<T>[] {
  const statusById = new Map(statuses.map((status) => [status.id, status]));
  const byStatus = new Map<number, T[]>();
  for (const task of tasks) {
    const list = byStatus.get(task.status_id);
    if (list) list.push(task);
    else byStatus.set(task.status_id, [task]);
  }
  const ids = [...new Set(statusIds)];
  for (const statusId of byStatus.keys()) if (!ids.includes(statusId)) ids.push(statusId);
  return ids.flatMap((id) => {
    const status = statusById.get(id);
    return status ? [{ status, tasks: byStatus.get(id) ?? [] }] : [];
  });
}

/** A place on the board as hello-pangea/dnd reports it: the column (its status id as a string) and an index. */
export interface BoardLocation {
  droppableId: string;
  index: number;
}

/** The droppable id of a column. */
export const columnDroppableId = (statusId: number) => String(statusId);

/**
 * The request that saves a card dropped from `source` to `destination`, given the columns as they
 * were shown when the drag started (`columns[statusId]`, in board order). The card goes after the
 * card above it in the target column, else before the card below it, else (an empty column) last
 * with the column's status. Null when nothing moves (no destination, or dropped where it was).
 */
export function reorderRequestForDrop(
  source: BoardLocation,
  destination: BoardLocation | null | undefined,
  columns: ReadonlyMap<number, readonly Pick<Task, 'id'>[]>,
): (TaskReorderRequest & { status_id: number }) | null {
  if (!destination) return null;
  const sourceStatus = Number(source.droppableId);
  const targetStatus = Number(destination.droppableId);
  const moved = columns.get(sourceStatus)?.[source.index];
  if (!moved || !columns.has(targetStatus)) return null;
  if (sourceStatus === targetStatus && source.index === destination.index) return null;
  const target = columns.get(targetStatus)!.filter((task) => task.id !== moved.id);
  const index = Math.min(Math.max(destination.index, 0), target.length);
  const above = target[index - 1];
  const below = target[index];
  if (above) return { id: moved.id, after_id: above.id, status_id: targetStatus };
  if (below) return { id: moved.id, before_id: below.id, status_id: targetStatus };
  return { id: moved.id, status_id: targetStatus };
}
