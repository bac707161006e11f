import { makeTask } from '../../test-utils';
import { activeFilterCount, NO_FILTERS, NONE, taskFilter, type BoardFilters } from './board-filters';

const tasks = [
  makeTask(1, { title: 'Write brief', assignee_ids: [1], priority_id: 3, due_date: '2026-11-05' }),
  makeTask(2, {
    title: 'Design mockups',
    description: 'Figma BRIEF',
    assignee_ids: [2, 1],
    priority_id: null,
    due_date: '2026-11-20',
  }),
  makeTask(3, { title: 'Ship it', assignee_ids: [], priority_id: 2, due_date: null }),
];
const ids = (filters: Partial<BoardFilters>) => tasks.filter(taskFilter({ ...NO_FILTERS, ...filters })).map((task) => task.id);

describe('board filters', () => {
  it('keeps every task without filters', () => {
    expect(ids({})).toEqual([1, 2, 3]);
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });

  it('matches the text in the name or the description, ignoring case and blanks', () => {
    expect(ids({ text: '  brief ' })).toEqual([1, 2]);
    expect(ids({ text: '   ' })).toEqual([1, 2, 3]);
  });

  it('matches any of the assignees, and Unassigned', () => {
    expect(ids({ assigneeIds: [1] })).toEqual([1, 2]);
    expect(ids({ assigneeIds: [NONE] })).toEqual([3]);
    expect(ids({ assigneeIds: [2, NONE] })).toEqual([2, 3]);
  });

  it('matches the priorities, and No priority', () => {
    expect(ids({ priorityIds: [3, NONE] })).toEqual([1, 2]);
  });

  it('keeps due dates within the range, both ends included, and drops tasks without one', () => {
    expect(ids({ dueFrom: '2026-11-05' })).toEqual([1, 2]);
    expect(ids({ dueTo: '2026-11-05' })).toEqual([1]);
    expect(ids({ dueFrom: '2026-11-06', dueTo: '2026-11-20' })).toEqual([2]);
  });

  it('counts each filter that is on once (the due range as one)', () => {
    expect(
      activeFilterCount({ text: 'a', assigneeIds: [1, 2], priorityIds: [1], dueFrom: '2026-11-01', dueTo: '2026-11-02' }),
    ).toBe(4);
    expect(activeFilterCount({ ...NO_FILTERS, dueTo: '2026-11-02' })).toBe(1);
  });
});
