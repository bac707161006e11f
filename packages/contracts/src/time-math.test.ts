import {
  addDays,
  dayOf,
  decimalHours,
  isTimeZone,
  periodRange,
  splitByDay,
  startOfDay,
  startOfWeek,
  trackedIntervals,
  weekStartDay,
  trackedBetween,
  trackedMs,
  zonedTime,
} from './time-math';

const at = (iso: string) => Date.parse(iso);

describe('tracked time', () => {
  it('counts start to end without the pauses', () => {
    const span = {
      started_at: '2026-03-04T09:00:00Z',
      ended_at: '2026-03-04T10:00:00Z',
      pauses: [{ started_at: '2026-03-04T09:10:00Z', ended_at: '2026-03-04T09:25:00Z' }],
    };
    expect(trackedMs(span, at('2026-03-05T00:00:00Z'))).toBe(45 * 60_000);
    expect(trackedIntervals(span, 0)).toEqual([
      [at('2026-03-04T09:00:00Z'), at('2026-03-04T09:10:00Z')],
      [at('2026-03-04T09:25:00Z'), at('2026-03-04T10:00:00Z')],
    ]);
  });

  it('runs to now while active and stops counting at an open pause', () => {
    const running = { started_at: '2026-03-04T09:00:00Z', ended_at: null, pauses: [] };
    expect(trackedMs(running, at('2026-03-04T09:00:03Z'))).toBe(3000);
    const paused = { ...running, pauses: [{ started_at: '2026-03-04T09:01:00Z', ended_at: null }] };
    expect(trackedMs(paused, at('2026-03-04T11:00:00Z'))).toBe(60_000);
  });
});

describe('days in a time zone', () => {
  it('knows time zones', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('takes the date of an instant in the zone', () => {
    expect(dayOf(at('2026-03-04T23:30:00Z'), 'UTC')).toBe('2026-03-04');
    expect(dayOf(at('2026-03-04T23:30:00Z'), 'Europe/Paris')).toBe('2026-03-05');
    expect(dayOf(at('2026-03-05T03:00:00Z'), 'America/New_York')).toBe('2026-03-04');
  });

  it('finds local midnight, also on DST change days', () => {
    expect(startOfDay('2026-03-04', 'Europe/Paris')).toBe(at('2026-03-03T23:00:00Z'));
    expect(startOfDay('2026-07-04', 'Europe/Paris')).toBe(at('2026-07-03T22:00:00Z'));
    // São Paulo had midnight DST starts; Paris changes at 02:00 (29 March 2026, 23-hour day).
    expect(startOfDay('2026-03-30', 'Europe/Paris') - startOfDay('2026-03-29', 'Europe/Paris')).toBe(23 * 3_600_000);
    expect(startOfDay('2026-10-26', 'Europe/Paris') - startOfDay('2026-10-25', 'Europe/Paris')).toBe(25 * 3_600_000);
    // 02:30 does not exist in Paris on 29 March: the instant after the gap.
    expect(zonedTime('2026-03-29', 'Europe/Paris', 2, 30)).toBe(at('2026-03-29T01:30:00Z'));
    expect(zonedTime('2026-03-29', 'Europe/Paris', 3, 0)).toBe(at('2026-03-29T01:00:00Z'));
  });

  it('splits an entry crossing midnight between its days', () => {
    const days = splitByDay([[at('2026-03-04T22:00:00Z'), at('2026-03-05T01:00:00Z')]], 'UTC');
    expect(Object.fromEntries(days)).toEqual({ '2026-03-04': 2 * 3_600_000, '2026-03-05': 3_600_000 });
    const paris = splitByDay([[at('2026-03-04T22:00:00Z'), at('2026-03-05T01:00:00Z')]], 'Europe/Paris');
    expect(Object.fromEntries(paris)).toEqual({ '2026-03-04': 3_600_000, '2026-03-05': 2 * 3_600_000 });
  });

  it('counts a whole DST day as 23 or 25 hours', () => {
    const spring = splitByDay(
      [[startOfDay('2026-03-29', 'Europe/Paris'), startOfDay('2026-03-30', 'Europe/Paris')]],
      'Europe/Paris',
    );
    expect(Object.fromEntries(spring)).toEqual({ '2026-03-29': 23 * 3_600_000 });
    const autumn = splitByDay(
      [[startOfDay('2026-10-25', 'Europe/Paris') + 1000, startOfDay('2026-10-26', 'Europe/Paris')]],
      'Europe/Paris',
    );
    expect(Object.fromEntries(autumn)).toEqual({ '2026-10-25': 25 * 3_600_000 - 1000 });
  });

  it('starts weeks on Sunday and gives period ranges', () => {
    expect(startOfWeek('2026-11-26')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-22')).toBe('2026-11-22');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    const now = at('2026-11-26T10:00:00Z');
    expect(periodRange('week', now, 'UTC')).toMatchObject({ from: '2026-11-22', to: '2026-11-28' });
    expect(periodRange('month', now, 'UTC')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    const today = periodRange('today', now, 'Asia/Tokyo');
    expect(today).toMatchObject({ from: '2026-11-26', start: at('2026-11-25T15:00:00Z'), end: at('2026-11-26T15:00:00Z') });
  });

  it('starts weeks on Monday when the workspace says so (Settings → week start)', () => {
    expect(startOfWeek('2026-11-26', 1)).toBe('2026-11-23');
    expect(startOfWeek('2026-11-22', 1)).toBe('2026-11-16');
    expect(startOfWeek('2026-11-23', 1)).toBe('2026-11-23');
    expect(weekStartDay('monday')).toBe(1);
    expect(weekStartDay('sunday')).toBe(0);
    expect(weekStartDay(undefined)).toBe(0);
    const now = at('2026-11-26T10:00:00Z');
    expect(periodRange('week', now, 'UTC', undefined, 1)).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('writes hours as decimals', () => {
    expect(decimalHours(90 * 60_000 + 36_000)).toBe('1.51');
    expect(decimalHours(0)).toBe('0.00');
  });
});

describe('tracked time between two moments', () => {
  it('counts only the tracked part of the stretch, up to its end for an active entry', () => {
    const span = {
      started_at: '2026-03-04T09:00:00Z',
      ended_at: null,
      pauses: [{ started_at: '2026-03-04T09:10:00Z', ended_at: '2026-03-04T09:20:00Z' }],
    };
    expect(trackedBetween(span, at('2026-03-04T09:05:00Z'), at('2026-03-04T09:25:00Z'))).toBe(10 * 60_000);
    expect(trackedBetween(span, at('2026-03-04T09:25:00Z'), at('2026-03-04T09:05:00Z'))).toBe(0);
  });
});
