import { datesOf } from '@kanri/contracts';
import { makeTimeEntry } from '@kanri/testing';
import { buildTimesheet, cellKey, rowKey } from './timesheet-grid';

const H = 3_600_000;
const WEEK = datesOf('2026-11-01', '2026-11-07');
const NOW = Date.parse('2026-11-08T12:00:00Z');

const onTask = (id: number, taskId: number, start: string, end: string, overrides = {}) =>
  makeTimeEntry(id, {
    task_id: taskId,
    task_title: `Task ${taskId}`,
    project_id: 1,
    project_name: 'Website',
    project_color: '#8b5cf6',
    started_at: start,
    ended_at: end,
    duration_ms: Date.parse(end) - Date.parse(start),
    ...overrides,
  });

describe('buildTimesheet', () => {
  it('makes one row per task and per description without task, with day, row and week totals', () => {
    const grid = buildTimesheet({
      entries: [
        onTask(1, 7, '2026-11-02T09:00:00Z', '2026-11-02T11:00:00Z'),
        onTask(2, 7, '2026-11-03T09:00:00Z', '2026-11-03T09:30:00Z'),
        makeTimeEntry(3, { description: 'Research', started_at: '2026-11-02T13:00:00Z', ended_at: '2026-11-02T14:00:00Z' }),
        makeTimeEntry(4, { description: 'Research', started_at: '2026-11-04T13:00:00Z', ended_at: '2026-11-04T13:15:00Z' }),
      ],
      dates: WEEK,
      timeZone: 'UTC',
      now: NOW,
    });
    expect(grid.rows.map((row) => [row.key, row.title, row.projectName])).toEqual([
      ['text:Research', 'Research', null],
      ['task:7', 'Task 7', 'Website'],
    ]);
    const [research, task] = grid.rows;
    expect(task!.cells['2026-11-02']).toBe(2 * H);
    expect(task!.cells['2026-11-03']).toBe(0.5 * H);
    expect(task!.total).toBe(2.5 * H);
    expect(research!.total).toBe(1.25 * H);
    expect(grid.dayTotals['2026-11-02']).toBe(3 * H);
    expect(grid.dayTotals['2026-11-01']).toBe(0);
    expect(grid.total).toBe(3.75 * H);
  });

  it('splits an entry crossing midnight in the user’s time zone, and leaves out days outside the week', () => {
    // 22:00–02:00 in Paris (UTC+1 in November): 2 h on Nov 3, 2 h on Nov 4.
    const crossing = onTask(1, 7, '2026-11-03T21:00:00Z', '2026-11-04T01:00:00Z');
    // Saturday 23:00 → Sunday 01:00 in Paris: only the Saturday hour is in this week.
    const leaving = onTask(2, 7, '2026-11-07T22:00:00Z', '2026-11-08T00:00:00Z');
    const grid = buildTimesheet({ entries: [crossing, leaving], dates: WEEK, timeZone: 'Europe/Paris', now: NOW });
    const row = grid.rows[0]!;
    expect(row.cells['2026-11-03']).toBe(2 * H);
    expect(row.cells['2026-11-04']).toBe(2 * H);
    expect(row.cells['2026-11-07']).toBe(H);
    expect(row.total).toBe(5 * H);
    // The same entries in UTC fall on other days.
    const utc = buildTimesheet({ entries: [crossing], dates: WEEK, timeZone: 'UTC', now: NOW }).rows[0]!;
    expect(utc.cells['2026-11-03']).toBe(3 * H);
    expect(utc.cells['2026-11-04']).toBe(H);
  });

  it('leaves paused time out and counts an active entry up to now', () => {
    const paused = onTask(1, 7, '2026-11-05T09:00:00Z', '2026-11-05T12:00:00Z', {
      pauses: [{ started_at: '2026-11-05T10:00:00Z', ended_at: '2026-11-05T11:00:00Z' }],
    });
    const running = makeTimeEntry(2, {
      description: 'Support',
      started_at: '2026-11-06T10:00:00Z',
      ended_at: null,
      is_active: true,
    });
    const grid = buildTimesheet({
      entries: [paused, running],
      dates: WEEK,
      timeZone: 'UTC',
      now: Date.parse('2026-11-06T10:45:00Z'),
    });
    expect(grid.rows.find((row) => row.key === 'task:7')!.cells['2026-11-05']).toBe(2 * H);
    expect(grid.rows.find((row) => row.key === 'text:Support')!.cells['2026-11-06']).toBe(0.75 * H);
  });

  it('adds the rows the user added (empty) and shows saved values over the entries', () => {
    const entry = onTask(1, 7, '2026-11-02T09:00:00Z', '2026-11-02T10:00:00Z');
    const added = { taskId: null, description: 'Planning', title: 'Planning', projectName: null, projectColor: null };
    const again = { taskId: 7, description: '', title: 'Task 7', projectName: 'Website', projectColor: null };
    const grid = buildTimesheet({
      entries: [entry],
      dates: WEEK,
      timeZone: 'UTC',
      now: NOW,
      extraRows: [added, again],
      overrides: new Map([[cellKey('task:7', '2026-11-02'), 1.5 * H]]),
    });
    expect(grid.rows.map((row) => row.key)).toEqual(['text:Planning', 'task:7']);
    expect(grid.rows[0]!.total).toBe(0);
    expect(grid.rows[1]!.cells['2026-11-02']).toBe(1.5 * H);
    expect(grid.total).toBe(1.5 * H);
  });

  it('keys a blank description as General work', () => {
    expect(rowKey({ taskId: null, description: '  ' })).toBe('text:General work');
    expect(rowKey({ taskId: 3, description: 'x' })).toBe('task:3');
  });
});
