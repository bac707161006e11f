import type { Task } from '@kanri/contracts';
import { makeTask } from '../../../test-utils';
import { flattenTasks, type TaskPages } from '../../task-list';
import { duplicateRequest } from './board-queries';
import { moveOnBoard } from './board-cache';

function pages(...groups: Task[][]): TaskPages {
  const total = groups.flat().length;
  return {
    pages: groups.map((items) => ({ items, total, page: null, per_page: 2, next_cursor: null })),
    pageParams: groups.map(() => undefined),
  };
}

const order = (data: TaskPages) => flattenTasks(data).map((task) => `${task.id}:${task.status_id}`);

describe('moveOnBoard', () => {
  const data = pages([makeTask(1), makeTask(2)], [makeTask(3, { status_id: 2 }), makeTask(4, { status_id: 2 })]);

  it('sets the status and puts the task after the neighbour, across pages', () => {
    expect(order(moveOnBoard(data, { id: 1, after_id: 3, status_id: 2 }))).toEqual(['2:1', '3:2', '1:2', '4:2']);
  });

  it('puts the task before the neighbour', () => {
    expect(order(moveOnBoard(data, { id: 4, before_id: 1, status_id: 1 }))).toEqual(['4:1', '1:1', '2:1', '3:2']);
  });

  it('puts the task last with only a status, keeping the total', () => {
    const moved = moveOnBoard(data, { id: 1, status_id: 3 });
    expect(order(moved)).toEqual(['2:1', '3:2', '4:2', '1:3']);
    expect(moved.pages.at(-1)!.total).toBe(4);
  });

  it('leaves the data alone for a task that is not loaded', () => {
    expect(order(moveOnBoard(data, { id: 9, status_id: 3 }))).toEqual(order(data));
  });

  it('does not change its input', () => {
    const before = JSON.stringify(data);
    moveOnBoard(data, { id: 1, after_id: 4, status_id: 2 });
    expect(JSON.stringify(data)).toBe(before);
  });
});

describe('duplicateRequest', () => {
  it('copies every field a user set, in the same project', () => {
    const fields = {
      title: 'Launch',
      description: 'Plan',
      status_id: 2,
      priority_id: 3,
      assignee_ids: [2, 5],
      start_date: '2026-11-01',
      due_date: '2026-11-09',
      progress: 60,
      time_estimate_minutes: 90,
      track_time: true,
      tag_ids: [1, 4],
      custom_field_values: { '10': 1200 },
    };
    const task = makeTask(7, { project_id: 4, assigned_to: 2, position: 'a5', created_by: 3, ...fields });
    expect(duplicateRequest(task)).toEqual({ project_id: 4, ...fields });
  });
});
