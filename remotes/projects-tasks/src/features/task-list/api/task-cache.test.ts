import type { Task, TaskPage } from '@kanri/contracts';
import { makeProject, makeTask } from '../../../test-utils';
import {
  adjustStatusCount,
  appendTask,
  applyPatch,
  flattenTasks,
  mapTask,
  matchesSearch,
  moveStatusCount,
  moveTask,
  removeTask,
  reorderTargetForDrop,
  totalOf,
  type TaskPages,
} from './task-cache';

function page(items: Task[], total: number, next: string | null): TaskPage {
  return { items, total, page: null, per_page: 2, next_cursor: next };
}

const pages = (): TaskPages => ({
  pages: [page([makeTask(1), makeTask(2)], 5, 'c1'), page([makeTask(3), makeTask(4)], 5, 'c2')],
  pageParams: [undefined, 'c1'],
});

const ids = (data: TaskPages) => flattenTasks(data).map((task) => task.id);

describe('task list cache', () => {
  it('flattens the pages in order and keeps a task found twice at its last place', () => {
    expect(ids(pages())).toEqual([1, 2, 3, 4]);
    const twice: TaskPages = {
      ...pages(),
      pages: [page([makeTask(1), makeTask(9)], 5, 'c1'), page([makeTask(2), makeTask(9)], 5, null)],
    };
    expect(ids(twice)).toEqual([1, 2, 9]);
    expect(flattenTasks(undefined)).toEqual([]);
    expect(totalOf(pages())).toBe(5);
  });

  it('appends a new task to the last loaded page and counts it', () => {
    const data = appendTask(pages(), makeTask(7));
    expect(ids(data)).toEqual([1, 2, 3, 4, 7]);
    expect(data.pages.map((entry) => entry.total)).toEqual([6, 6]);
    expect(appendTask(data, makeTask(7))).toBe(data);
  });

  it('removes a task and counts it out, and leaves the pages alone for an unknown id', () => {
    const data = removeTask(pages(), 3);
    expect(ids(data)).toEqual([1, 2, 4]);
    expect(totalOf(data)).toBe(4);
    const same = pages();
    expect(removeTask(same, 42)).toBe(same);
  });

  it('moves a task before or after another, across pages', () => {
    expect(ids(moveTask(pages(), 1, { after_id: 3 }))).toEqual([2, 3, 1, 4]);
    expect(ids(moveTask(pages(), 4, { before_id: 1 }))).toEqual([4, 1, 2, 3]);
    expect(ids(moveTask(pages(), 2, { before_id: 2 }))).toEqual([1, 2, 3, 4]);
    expect(ids(moveTask(pages(), 2, { before_id: 99 }))).toEqual([1, 2, 3, 4]);
  });

  it('maps one task and leaves the others as they were', () => {
    const before = pages();
    const data = mapTask(before, 2, (task) => ({ ...task, title: 'Renamed' }));
    expect(flattenTasks(data).map((task) => task.title)).toEqual(['Task 1', 'Renamed', 'Task 3', 'Task 4']);
    expect(data.pages[1]).toBe(before.pages[1]);
  });

  it('applies a change as the server does: assignees keep assigned_to, null clears a custom value', () => {
    const task = makeTask(1, { assignee_ids: [3], assigned_to: 3, custom_field_values: { '5': 'a', '6': 2 } });
    expect(applyPatch(task, { assignee_ids: [4, 5] })).toMatchObject({ assignee_ids: [4, 5], assigned_to: 4 });
    expect(applyPatch(task, { assignee_ids: [] })).toMatchObject({ assignee_ids: [], assigned_to: null });
    expect(applyPatch(task, { assigned_to: 8 })).toMatchObject({ assignee_ids: [8], assigned_to: 8 });
    expect(applyPatch(task, { custom_field_values: { '5': null, '7': true } }).custom_field_values).toEqual({
      '6': 2,
      '7': true,
    });
    expect(applyPatch(task, { status_id: 3, progress: 50 })).toMatchObject({ status_id: 3, progress: 50 });
  });

  it('turns a drop gap into before_id or after_id, and null when the row stays', () => {
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(reorderTargetForDrop(rows, 0, 2)).toEqual({ after_id: 2 });
    expect(reorderTargetForDrop(rows, 0, 4)).toEqual({ after_id: 4 });
    expect(reorderTargetForDrop(rows, 3, 0)).toEqual({ before_id: 1 });
    expect(reorderTargetForDrop(rows, 3, 1)).toEqual({ before_id: 2 });
    expect(reorderTargetForDrop(rows, 1, 1)).toBeNull();
    expect(reorderTargetForDrop(rows, 1, 2)).toBeNull();
    expect(reorderTargetForDrop(rows, 1, 9)).toBeNull();
  });

  it('keeps the project counts in step with a status change, a new task and a deleted one', () => {
    const project = makeProject(1, {
      task_count: 3,
      status_counts: [
        { status_id: 1, count: 2 },
        { status_id: 2, count: 1 },
        { status_id: 3, count: 0 },
      ],
    });
    const moved = moveStatusCount(project, 1, 3);
    expect(moved.status_counts.map((entry) => entry.count)).toEqual([1, 1, 1]);
    expect(moved.task_count).toBe(3);
    const added = adjustStatusCount(project, 2, 1);
    expect(added.status_counts.map((entry) => entry.count)).toEqual([2, 2, 0]);
    expect(added.task_count).toBe(4);
    expect(adjustStatusCount(project, 3, -1).status_counts[2]!.count).toBe(0);
  });

  it('matches a search the way the server does: in the name, ignoring case', () => {
    expect(matchesSearch({ title: 'Write the Report' }, 'report')).toBe(true);
    expect(matchesSearch({ title: 'Write' }, '')).toBe(true);
    expect(matchesSearch({ title: 'Write' }, 'read')).toBe(false);
  });
});
