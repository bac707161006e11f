import type { TaskReorderRequest } from '@kanri/contracts';
import { appendTask, flattenTasks, mapTask, moveTask, removeTask, type TaskPages } from '../../task-list';

/**
 * The board's loaded tasks with a drop applied as the server applies `PUT /tasks/reorder`: the new
 * status, then just before `before_id`, just after `after_id`, or (status only) last of the project.
 * Unchanged when the task is not loaded.
 */
export function moveOnBoard(data: TaskPages, request: TaskReorderRequest): TaskPages {
  const { id, before_id: beforeId, after_id: afterId, status_id: statusId } = request;
  const withStatus = statusId === undefined ? data : mapTask(data, id, (task) => ({ ...task, status_id: statusId }));
  if (beforeId !== undefined) return moveTask(withStatus, id, { before_id: beforeId });
  if (afterId !== undefined) return moveTask(withStatus, id, { after_id: afterId });
  const task = flattenTasks(withStatus).find((candidate) => candidate.id === id);
  return task ? appendTask(removeTask(withStatus, id), task) : withStatus;
}
