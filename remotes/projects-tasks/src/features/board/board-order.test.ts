import { makeTask, STATUSES } from '../../test-utils';
import { buildColumns, reorderRequestForDrop } from './board-order';

const task = (id: number, status_id: number) => ({ id, status_id });

/** Columns as the board shows them: To Do [1, 2, 3], In Progress [4, 5], Completed []. */
const columns = new Map([
  [1, [task(1, 1), task(2, 1), task(3, 1)]],
  [2, [task(4, 2), task(5, 2)]],
  [3, []],
]);
const at = (status: number, index: number) => ({ droppableId: String(status), index });

describe('buildColumns', () => {
  it('makes one column per project status in the project order, cards in row order', () => {
    const tasks = [makeTask(1, { status_id: 2 }), makeTask(2, { status_id: 1 }), makeTask(3, { status_id: 2 })];
    const result = buildColumns([3, 1, 2], STATUSES, tasks);
    expect(result.map((column) => column.status.name)).toEqual(['Completed', 'To Do', 'In Progress']);
    expect(result.map((column) => column.tasks.map((item) => item.id))).toEqual([[], [2], [1, 3]]);
  });

  it('adds a column for a status a task has outside the project, and skips unknown statuses', () => {
    const result = buildColumns([1, 99], STATUSES, [task(1, 3), task(2, 1), task(3, 42)]);
    expect(result.map((column) => column.status.id)).toEqual([1, 3]);
    expect(result[1]!.tasks.map((item) => item.id)).toEqual([1]);
  });
});

describe('reorderRequestForDrop', () => {
  it('returns null without a destination or when the card goes back to its place', () => {
    expect(reorderRequestForDrop(at(1, 0), null, columns)).toBeNull();
    expect(reorderRequestForDrop(at(1, 1), at(1, 1), columns)).toBeNull();
  });

  it('returns null for an unknown source or target column', () => {
    expect(reorderRequestForDrop(at(9, 0), at(1, 0), columns)).toBeNull();
    expect(reorderRequestForDrop(at(1, 5), at(1, 0), columns)).toBeNull();
    expect(reorderRequestForDrop(at(1, 0), at(9, 0), columns)).toBeNull();
  });

  it('moves down within a column after the card that ends up above it', () => {
    expect(reorderRequestForDrop(at(1, 0), at(1, 2), columns)).toEqual({ id: 1, after_id: 3, status_id: 1 });
    expect(reorderRequestForDrop(at(1, 0), at(1, 1), columns)).toEqual({ id: 1, after_id: 2, status_id: 1 });
  });

  it('moves to the top of a column before its first card', () => {
    expect(reorderRequestForDrop(at(1, 2), at(1, 0), columns)).toEqual({ id: 3, before_id: 1, status_id: 1 });
    expect(reorderRequestForDrop(at(1, 1), at(2, 0), columns)).toEqual({ id: 2, before_id: 4, status_id: 2 });
  });

  it('moves into another column after the card above the drop', () => {
    expect(reorderRequestForDrop(at(1, 0), at(2, 1), columns)).toEqual({ id: 1, after_id: 4, status_id: 2 });
    expect(reorderRequestForDrop(at(2, 1), at(1, 3), columns)).toEqual({ id: 5, after_id: 3, status_id: 1 });
  });

  it('sends only the status for an empty column (the server puts the task last)', () => {
    expect(reorderRequestForDrop(at(2, 0), at(3, 0), columns)).toEqual({ id: 4, status_id: 3 });
  });

  it('clamps an index past the end to after the last card', () => {
    expect(reorderRequestForDrop(at(1, 0), at(2, 7), columns)).toEqual({ id: 1, after_id: 5, status_id: 2 });
  });
});
