import type { Task } from '@kanri/contracts';

/**
 * The board's Filter (applied in the browser to the loaded tasks). In the assignee and priority
 * lists, `NONE` stands for "unassigned" and "no priority". A due range keeps tasks whose due date
 * is within it (both ends included); tasks without a due date are left out once a bound is set.
 */
export interface BoardFilters {
  text: string;
  assigneeIds: number[];
  priorityIds: number[];
  dueFrom: string | null;
  dueTo: string | null;
}

export const NONE = 0;

export const NO_FILTERS: BoardFilters = { text: '', assigneeIds: [], priorityIds: [], dueFrom: null, dueTo: null };

/** How many filters are on (the due range counts once), for the Filter button. */
export function activeFilterCount(filters: BoardFilters): number {
  return (
    (filters.text.trim() !== '' ? 1 : 0) +
    (filters.assigneeIds.length > 0 ? 1 : 0) +
    (filters.priorityIds.length > 0 ? 1 : 0) +
    (filters.dueFrom || filters.dueTo ? 1 : 0)
  );
}

type FilteredTask = Pick<Task, 'title' | 'description' | 'assignee_ids' | 'priority_id' | 'due_date'>;

/** A predicate for the tasks that pass every filter that is on. */
export function taskFilter(filters: BoardFilters): (task: FilteredTask) => boolean {
  const needle = filters.text.trim().toLowerCase();
  const assignees = new Set(filters.assigneeIds);
  const priorities = new Set(filters.priorityIds);
  const { dueFrom, dueTo } = filters;
  return (task) => {
    if (needle && !task.title.toLowerCase().includes(needle) && !(task.description ?? '').toLowerCase().includes(needle))
      return false;
    if (assignees.size > 0) {
      const matches = task.assignee_ids.length === 0 ? assignees.has(NONE) : task.assignee_ids.some((id) => assignees.has(id));
      if (!matches) return false;
    }
    if (priorities.size > 0 && !priorities.has(task.priority_id ?? NONE)) return false;
    if (dueFrom || dueTo) {
      // Dates are `YYYY-MM-DD`: plain string order is calendar order.
      if (!task.due_date) return false;
      if (dueFrom && task.due_date < dueFrom) return false;
      if (dueTo && task.due_date > dueTo) return false;
    }
    return true;
  };
}
