import type { Project, Task, TaskPage, TaskUpdateRequest } from '@kanri/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * Pure operations on the task list's cache: the pages of `GET /tasks` loaded so far (an infinite
 * query), and on a project's counts. Every function returns new objects and never changes its input.
 */
export type TaskPages = InfiniteData<TaskPage, unknown>;

/** The fields a change sends (`PUT /tasks/update` without the id). */
export type TaskPatch = Omit<TaskUpdateRequest, 'id'>;

/** Where a moved task goes: just before or just after another task. */
export type ReorderTarget = { before_id: number } | { after_id: number };

/**
 * The loaded tasks in row order. A task found twice (one added at the end while later pages were not
 * loaded yet, then loaded again with the last page) counts once, at its last place.
 */
export function flattenTasks(data: TaskPages | undefined): Task[] {
  if (!data) return [];
  const all = data.pages.flatMap((page) => page.items);
  const lastIndex = new Map<number, number>();
  all.forEach((task, index) => lastIndex.set(task.id, index));
  return lastIndex.size === all.length ? all : all.filter((task, index) => lastIndex.get(task.id) === index);
}

/** The number of tasks matching the list's filters (all pages), from the newest page. */
export function totalOf(data: TaskPages | undefined): number {
  return data?.pages.at(-1)?.total ?? 0;
}

/** A task with a change applied as the server would apply it (assignees keep `assigned_to` in step). */
export function applyPatch(task: Task, patch: TaskPatch): Task {
  const { custom_field_values: custom, project_id: _project, ...rest } = patch;
  const next: Task = { ...task };
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  if (patch.assignee_ids !== undefined) next.assigned_to = patch.assignee_ids[0] ?? null;
  else if (patch.assigned_to !== undefined) {
    next.assignee_ids = patch.assigned_to === null ? [] : [patch.assigned_to];
    next.assigned_to = patch.assigned_to;
  }
  if (custom) {
    const values = { ...task.custom_field_values };
    for (const [key, value] of Object.entries(custom)) {
      if (value === null) delete values[key];
      else values[key] = value;
    }
    next.custom_field_values = values;
  }
  return next;
}

/** The pages with the task of that id replaced by `change(task)` (unchanged when it is not loaded). */
export function mapTask(data: TaskPages, id: number, change: (task: Task) => Task): TaskPages {
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.items.some((task) => task.id === id)) return page;
    found = true;
    return { ...page, items: page.items.map((task) => (task.id === id ? change(task) : task)) };
  });
  return found ? { ...data, pages } : data;
}

function withTotal(pages: TaskPage[], delta: number): TaskPage[] {
  return pages.map((page) => ({ ...page, total: Math.max(0, page.total + delta) }));
}

/** The pages with a new task at the end of the loaded rows (new tasks go last) and the total one higher. */
export function appendTask(data: TaskPages, task: Task): TaskPages {
  if (data.pages.some((page) => page.items.some((item) => item.id === task.id))) return data;
  const pages = withTotal(data.pages, 1);
  const last = pages.length - 1;
  if (last < 0) return data;
  pages[last] = { ...pages[last]!, items: [...pages[last]!.items, task] };
  return { ...data, pages };
}

/** The pages without the task and with the total one lower (unchanged when it is not loaded). */
export function removeTask(data: TaskPages, id: number): TaskPages {
  if (!data.pages.some((page) => page.items.some((task) => task.id === id))) return data;
  const pages = withTotal(data.pages, -1).map((page) => ({ ...page, items: page.items.filter((task) => task.id !== id) }));
  return { ...data, pages };
}

/**
 * The pages with the task moved just before or after the target task (the page sizes change by one,
 * which the list does not mind). Unchanged when either task is not loaded or the target is the task.
 */
export function moveTask(data: TaskPages, id: number, target: ReorderTarget): TaskPages {
  const targetId = 'before_id' in target ? target.before_id : target.after_id;
  if (targetId === id) return data;
  const moved = data.pages.flatMap((page) => page.items).find((task) => task.id === id);
  if (!moved || !data.pages.some((page) => page.items.some((task) => task.id === targetId))) return data;
  const pages = data.pages.map((page) => ({ ...page, items: page.items.filter((task) => task.id !== id) }));
  for (let index = 0; index < pages.length; index += 1) {
    const items = pages[index]!.items;
    const at = items.findIndex((task) => task.id === targetId);
    if (at === -1) continue;
    const insertAt = 'before_id' in target ? at : at + 1;
    pages[index] = { ...pages[index]!, items: [...items.slice(0, insertAt), moved, ...items.slice(insertAt)] };
    break;
  }
  return { ...data, pages };
}

/**
 * The reorder request for a drop: the task that was at `fromIndex` dropped into the gap `gap` (0 =
 * above the first row, `tasks.length` = below the last). Moving down puts it after the row above the
 * gap, moving up before the row below it. Null when the drop leaves it where it was.
 */
export function reorderTargetForDrop(tasks: readonly Pick<Task, 'id'>[], fromIndex: number, gap: number): ReorderTarget | null {
  if (fromIndex < 0 || fromIndex >= tasks.length || gap < 0 || gap > tasks.length) return null;
  if (gap === fromIndex || gap === fromIndex + 1) return null;
  return gap > fromIndex ? { after_id: tasks[gap - 1]!.id } : { before_id: tasks[gap]!.id };
}

/** A project with its counts changed: `delta` tasks more in `statusId` (and in all). */
export function adjustStatusCount(project: Project, statusId: number, delta: number, countsTotal = true): Project {
  const has = project.status_counts.some((entry) => entry.status_id === statusId);
  const status_counts = has
    ? project.status_counts.map((entry) =>
        entry.status_id === statusId ? { ...entry, count: Math.max(0, entry.count + delta) } : entry,
      )
    : [...project.status_counts, { status_id: statusId, count: Math.max(0, delta) }];
  return { ...project, status_counts, task_count: countsTotal ? Math.max(0, project.task_count + delta) : project.task_count };
}

/** A project's counts after a task moved from one status to another (the total stays). */
export function moveStatusCount(project: Project, fromStatusId: number, toStatusId: number): Project {
  if (fromStatusId === toStatusId) return project;
  return adjustStatusCount(adjustStatusCount(project, fromStatusId, -1, false), toStatusId, 1, false);
}

/** Whether a task's name contains the search (case-insensitive), as `GET /tasks?search=` matches. */
export function matchesSearch(task: Pick<Task, 'title'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || task.title.toLowerCase().includes(needle);
}
