import type { ApprovedLeave } from '@kanri/contracts/hr';
import { leaveDayOf, leaveLookup, leavePeriod, NO_LEAVE } from './leave-lookup';
import { LEAVE_TEXTS } from './texts';

const leave = (id: number, userId: number, start: string, end: string): ApprovedLeave => ({
  id,
  user_id: userId,
  user_name: `User ${userId}`,
  leave_type: 'annual',
  start_date: start,
  end_date: end,
});

describe('leaveLookup', () => {
  const lookup = leaveLookup([
    leave(1, 7, '2031-03-04', '2031-03-06'),
    leave(2, 7, '2031-04-01', '2031-04-01'),
    leave(3, 8, '2031-03-05', '2031-03-05'),
  ]);

  it('finds the leave covering a day, both ends included', () => {
    expect(lookup.on(7, '2031-03-04')?.id).toBe(1);
    expect(lookup.on(7, '2031-03-06')?.id).toBe(1);
    expect(lookup.on(7, '2031-03-07')).toBeUndefined();
    expect(lookup.on(7, '2031-04-01')?.id).toBe(2);
    expect(lookup.on(8, '2031-03-04')).toBeUndefined();
    expect(lookup.on(9, '2031-03-05')).toBeUndefined();
  });

  it('finds leave meeting a period', () => {
    expect(lookup.during(8, '2031-03-01', '2031-03-05')?.id).toBe(3);
    expect(lookup.during(8, '2031-03-06', '2031-03-31')).toBeUndefined();
    expect(lookup.during(7, '2031-03-07', '2031-03-31')).toBeUndefined();
  });

  it('knows nobody without leave', () => {
    expect(leaveLookup([])).toBe(NO_LEAVE);
    expect(leaveLookup(undefined).on(7, '2031-03-05')).toBeUndefined();
  });
});

describe('leavePeriod', () => {
  it('spans today and every due date, skipping tasks without one', () => {
    expect(leavePeriod(['2031-03-05', null, '2030-12-31', undefined], '2031-01-10')).toEqual({
      from: '2030-12-31',
      to: '2031-03-05',
    });
    expect(leavePeriod([], '2031-01-10')).toEqual({ from: '2031-01-10', to: '2031-01-10' });
  });

  it('checks a task on its due date, else today', () => {
    expect(leaveDayOf({ due_date: '2031-03-05' }, '2031-01-10')).toBe('2031-03-05');
    expect(leaveDayOf({ due_date: null }, '2031-01-10')).toBe('2031-01-10');
  });
});

test('the warning names the person and the day', () => {
  expect(LEAVE_TEXTS.onLeaveOn('Ada Lovelace', '2026-03-05')).toBe('Ada Lovelace is on leave on Mar 5, 2026');
});
