import { NEW_TASK_DEFAULTS } from '@kanri/contracts';
import {
  addLocalDays,
  DUE_DATE_SHORTCUTS,
  dueDateFromShortcut,
  FIRST_TASK_NAME,
  newTaskDefaults,
  parseProgress,
  toLocalDateString,
} from './task-defaults';

describe('new task defaults (spec §9)', () => {
  it("are the contract's: priority medium, progress 0, status to-do, no assignees, named New Task", () => {
    expect(newTaskDefaults()).toEqual(NEW_TASK_DEFAULTS);
    expect(newTaskDefaults()).toEqual({
      title: 'New Task',
      progress: 0,
      statusSlug: 'to-do',
      prioritySlug: 'medium',
      assignee_ids: [],
    });
  });

  it('can carry the first-task name', () => {
    expect(FIRST_TASK_NAME).toBe('My First Task');
    expect(newTaskDefaults(FIRST_TASK_NAME)).toEqual({ ...NEW_TASK_DEFAULTS, title: 'My First Task' });
  });

  it('is a fresh object each time, with its own assignee list (not the shared one of the contract)', () => {
    const first = newTaskDefaults();
    const second = newTaskDefaults();
    expect(first).not.toBe(second);
    expect(first.assignee_ids).not.toBe(second.assignee_ids);
    first.assignee_ids.push(7);
    expect(NEW_TASK_DEFAULTS.assignee_ids).toEqual([]);
    expect(newTaskDefaults().assignee_ids).toEqual([]);
  });
});

describe('parseProgress (spec §5: 0–100, non-numeric → 0)', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    ['100', 100],
    [' 55 ', 55],
    ['55%', 55],
    ['55 %', 55],
    ['33.4', 33],
    ['33.5', 34],
    ['1e2', 100],
    ['150', 100],
    ['101', 100],
    ['-5', 0],
    ['-0.4', 0],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['12abc', 0],
    ['%', 0],
    ['50%%', 0],
    ['Infinity', 0],
    ['NaN', 0],
  ])('%j is %i', (input, progress) => {
    expect(parseProgress(input)).toBe(progress);
  });

  it.each([
    [70, 70],
    [70.6, 71],
    [-3, 0],
    [250, 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [null, 0],
    [undefined, 0],
  ])('the number %p is %i', (input, progress) => {
    expect(parseProgress(input)).toBe(progress);
  });
});

describe('due-date shortcuts', () => {
  it('are Today, Tomorrow and Next Week', () => {
    expect(DUE_DATE_SHORTCUTS).toEqual(['today', 'tomorrow', 'next-week']);
  });

  it('count from the given day', () => {
    const now = new Date(2026, 2, 10, 15, 30); // Tue 10 March 2026, 15:30 local
    expect(dueDateFromShortcut('today', now)).toBe('2026-03-10');
    expect(dueDateFromShortcut('tomorrow', now)).toBe('2026-03-11');
    expect(dueDateFromShortcut('next-week', now)).toBe('2026-03-17');
  });

  it('use the local day, also late in the evening and just after midnight', () => {
    expect(dueDateFromShortcut('today', new Date(2026, 5, 30, 23, 59, 59))).toBe('2026-06-30');
    expect(dueDateFromShortcut('today', new Date(2026, 6, 1, 0, 0, 1))).toBe('2026-07-01');
  });

  it('cross month and year ends, and leap days', () => {
    expect(dueDateFromShortcut('tomorrow', new Date(2026, 0, 31, 12))).toBe('2026-02-01');
    expect(dueDateFromShortcut('next-week', new Date(2026, 11, 28, 12))).toBe('2027-01-04');
    expect(dueDateFromShortcut('tomorrow', new Date(2028, 1, 28, 12))).toBe('2028-02-29');
    expect(dueDateFromShortcut('tomorrow', new Date(2027, 1, 28, 12))).toBe('2027-03-01');
  });

  it('count calendar days, not 24-hour steps, across daylight-saving changes', () => {
    // Jest cannot switch the time zone inside a test; this bites when the suite runs in a zone with
    // daylight saving (checked with TZ=Europe/Berlin and TZ=America/New_York), where a day is not always 24 hours.
    const calendarDay = (year: number, month: number, day: number) =>
      new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
    for (let day = 1; day <= 366; day += 1) {
      for (const [hour, minute] of [
        [0, 30],
        [23, 30],
      ] as const) {
        const now = new Date(2026, 0, day, hour, minute);
        expect(dueDateFromShortcut('today', now)).toBe(calendarDay(2026, 0, day));
        expect(dueDateFromShortcut('tomorrow', now)).toBe(calendarDay(2026, 0, day + 1));
        expect(dueDateFromShortcut('next-week', now)).toBe(calendarDay(2026, 0, day + 7));
      }
    }
  });

  it('does not change the given date', () => {
    const now = new Date(2026, 2, 10, 15, 30);
    dueDateFromShortcut('next-week', now);
    expect(now.getDate()).toBe(10);
  });

  it('formats with padding', () => {
    expect(toLocalDateString(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(addLocalDays(new Date(2026, 0, 5), -5)).toBe('2025-12-31');
  });
});
