import { formatNotificationTime, formatRelativeTime } from './relative-time';

const now = new Date('2026-11-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatNotificationTime (spec §9: under 1 hour N min ago, under 24 hours Nh ago, under 7 days Nd ago)', () => {
  it.each([
    [0, '0 min ago'],
    [10_000, '0 min ago'],
    [59_999, '0 min ago'],
    [60_000, '1 min ago'],
    [59 * 60_000 + 59_999, '59 min ago'],
    [60 * 60_000, '1h ago'],
    [23 * 3_600_000 + 3_599_999, '23h ago'],
    [24 * 3_600_000, '1d ago'],
    [7 * 86_400_000 - 1, '6d ago'],
  ])('%i ms ago → %s', (ms, text) => {
    expect(formatNotificationTime(ago(ms), now)).toBe(text);
  });

  it('7 days or more shows the local date', () => {
    for (const ms of [7 * 86_400_000, 40 * 86_400_000]) {
      const date = new Date(now.getTime() - ms);
      const expected = date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
      expect(formatNotificationTime(date.toISOString(), now)).toBe(expected);
    }
  });

  it('counts the near future (clock skew) as now and an invalid time as nothing', () => {
    expect(formatNotificationTime(new Date(now.getTime() + 5000).toISOString(), now)).toBe('0 min ago');
    expect(formatNotificationTime('not a date', now)).toBe('');
  });
});

describe('formatRelativeTime (the same rule elsewhere, with just now in the first minute)', () => {
  it.each([
    [10_000, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 min ago'],
    [59 * 60_000, '59 min ago'],
    [60 * 60_000, '1h ago'],
    [23 * 3_600_000, '23h ago'],
    [24 * 3_600_000, '1d ago'],
    [6 * 86_400_000, '6d ago'],
  ])('%i ms ago → %s', (ms, text) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(text);
  });

  it('a week or more shows the local date', () => {
    const eightDaysAgo = new Date(now.getTime() - 8 * 86_400_000);
    const expected = eightDaysAgo.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    expect(formatRelativeTime(eightDaysAgo.toISOString(), now)).toBe(expected);
  });

  it('counts the near future as now and an invalid time as nothing', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5000).toISOString(), now)).toBe('just now');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
