import { DAILY_GOAL_MS, type TimeReport } from '@kanri/contracts';
import { dailyProgress, topTasks } from './tracking-figures';

type TaskRow = TimeReport['by_task'][number];

const row = (overrides: Partial<TaskRow>): TaskRow => ({
  task_id: null,
  title: null,
  description: null,
  project_id: null,
  duration_ms: 0,
  billable_ms: 0,
  amounts: [],
  entries: 1,
  ...overrides,
});

describe('dailyProgress', () => {
  it('gives the percent of the 8-hour goal and the time remaining', () => {
    expect(dailyProgress(2 * 3_600_000)).toEqual({ percent: 25, remainingMs: 6 * 3_600_000, achieved: false });
    expect(dailyProgress(DAILY_GOAL_MS - 1)).toEqual({ percent: 99, remainingMs: 1, achieved: false });
  });

  it('says the goal is achieved at 8 hours and more, capped at 100 %', () => {
    expect(dailyProgress(DAILY_GOAL_MS)).toEqual({ percent: 100, remainingMs: 0, achieved: true });
    expect(dailyProgress(10 * 3_600_000)).toEqual({ percent: 100, remainingMs: 0, achieved: true });
  });
});

describe('topTasks', () => {
  it('keeps the 5 longest, longest first, with bars relative to the longest', () => {
    const rows = [1, 6, 3, 2, 5, 4].map((hours) =>
      row({ task_id: hours, title: `Task ${hours}`, duration_ms: hours * 3_600_000 }),
    );
    const top = topTasks(rows);
    expect(top.map((task) => task.label)).toEqual(['Task 6', 'Task 5', 'Task 4', 'Task 3', 'Task 2']);
    expect(top.map((task) => task.share)).toEqual([100, 83, 67, 50, 33]);
  });

  it('names a row without task by its description, and a blank one General work', () => {
    const top = topTasks([row({ description: 'Research', duration_ms: 2000 }), row({ description: '', duration_ms: 1000 })]);
    expect(top.map((task) => task.label)).toEqual(['Research', 'General work']);
  });

  it('leaves rows without time out', () => {
    expect(topTasks([row({ task_id: 1, title: 'Idle', duration_ms: 0 })])).toEqual([]);
  });
});
