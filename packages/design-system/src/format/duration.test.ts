import { formatDuration } from './duration';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('formatDuration (spec §9: h m s, empty leading units left out)', () => {
  it.each([
    [0, '0s'],
    [999, '0s'],
    [SECOND, '1s'],
    [45 * SECOND, '45s'],
    [59 * SECOND + 999, '59s'],
    [MINUTE, '1m 0s'],
    [2 * MINUTE + 5 * SECOND, '2m 5s'],
    [59 * MINUTE + 59 * SECOND, '59m 59s'],
    [HOUR, '1h 0m 0s'],
    [HOUR + 2 * MINUTE + 3 * SECOND, '1h 2m 3s'],
    [HOUR + 5 * SECOND, '1h 0m 5s'],
    [25 * HOUR, '25h 0m 0s'],
    [100 * HOUR + 59 * MINUTE + 59 * SECOND, '100h 59m 59s'],
  ])('%i ms is %j', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('cuts partial seconds down rather than rounding up', () => {
    expect(formatDuration(1999)).toBe('1s');
    expect(formatDuration(HOUR - 1)).toBe('59m 59s');
  });

  it.each([[-1], [-HOUR], [Number.NaN], [Number.POSITIVE_INFINITY], [null], [undefined]])('shows 0s for %p', (value) => {
    expect(formatDuration(value)).toBe('0s');
  });
});
