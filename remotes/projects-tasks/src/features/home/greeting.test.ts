import { dateLineOf, dayPartOf, greetingOf, wallClockOf } from './greeting';

describe('the greeting (spec §9: boundaries 12 and 17)', () => {
  it.each([
    [0, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [16, 59, 'afternoon'],
    [17, 0, 'evening'],
    [23, 59, 'evening'],
  ] as const)('%i:%i is %s', (hour, minute, part) => {
    expect(dayPartOf(hour, minute)).toBe(part);
  });

  it('takes the hour in the time zone and the first name', () => {
    // 02:59 UTC is 11:59 in Tokyo, 03:00 UTC is 12:00.
    expect(greetingOf(new Date('2026-11-27T02:59:00Z'), 'Asia/Tokyo', 'Ada')).toBe('Good morning, Ada');
    expect(greetingOf(new Date('2026-11-27T03:00:00Z'), 'Asia/Tokyo', 'Ada')).toBe('Good afternoon, Ada');
    expect(greetingOf(new Date('2026-11-27T07:59:00Z'), 'Asia/Tokyo', ' Ada ')).toBe('Good afternoon, Ada');
    expect(greetingOf(new Date('2026-11-27T08:00:00Z'), 'Asia/Tokyo', '')).toBe('Good evening');
    expect(wallClockOf(new Date('2026-11-27T16:59:00Z'), 'UTC')).toEqual({ hour: 16, minute: 59 });
  });

  it('writes the date line in the time zone', () => {
    expect(dateLineOf(new Date('2026-11-27T20:00:00Z'), 'Asia/Tokyo')).toBe('Saturday, November 28, 2026');
    expect(dateLineOf(new Date('2026-11-27T20:00:00Z'), 'America/New_York')).toBe('Friday, November 27, 2026');
  });
});
