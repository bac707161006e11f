import { formatCalendarDate, formatCalendarDateShort, formatClockTime, formatDateTime, formatDay } from './date';

describe('formatCalendarDate', () => {
  it('shows YYYY-MM-DD as the date inputs do, without shifting by the time zone', () => {
    expect(formatCalendarDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatCalendarDate('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatCalendarDate('2026-01-01')).toBe('Jan 1, 2026');
  });
  it.each([[null], [undefined], [''], ['05/03/2026'], ['2026-02-30'], ['2026-13-01'], ['2026-11-01T10:00:00Z']])(
    'gives empty text for %p',
    (value) => {
      expect(formatCalendarDate(value)).toBe('');
    },
  );
});

describe('formatCalendarDateShort', () => {
  it('leaves out the year of today', () => {
    expect(formatCalendarDateShort('2026-11-03', '2026-05-20')).toBe('Nov 3');
    expect(formatCalendarDateShort('2027-11-03', '2026-05-20')).toBe('Nov 3, 2027');
    expect(formatCalendarDateShort('2025-01-09', '2026-05-20')).toBe('Jan 9, 2025');
  });
  it('gives empty text for no date or a malformed one', () => {
    expect(formatCalendarDateShort(null, '2026-05-20')).toBe('');
    expect(formatCalendarDateShort('2026-02-30', '2026-05-20')).toBe('');
  });
});

describe('formatDay', () => {
  it('shows a timestamp’s local day', () => {
    expect(formatDay(new Date(2026, 10, 1, 0, 0, 1).toISOString())).toBe('Nov 1, 2026');
    expect(formatDay(new Date(2026, 10, 1, 23, 59, 59).toISOString())).toBe('Nov 1, 2026');
  });
  it.each([[null], [undefined], [''], ['not a date']])('gives empty text for %p', (value) => {
    expect(formatDay(value)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows the local day and time', () => {
    expect(formatDateTime(new Date(2026, 10, 1, 10, 5).toISOString())).toMatch(/^Nov 1, 2026,? 10:05\sAM$/);
    expect(formatDateTime('nope')).toBe('');
  });
});

test('formatClockTime: the local time of day', () => {
  expect(formatClockTime(new Date(2026, 10, 1, 10, 5).toISOString())).toMatch(/^10:05\sAM$/);
  expect(formatClockTime('nope')).toBe('');
});
