import { formatDuration } from '@kanri/design-system';
import { parseDurationInput } from './duration-input';

const H = 3_600_000;
const M = 60_000;

describe('parseDurationInput', () => {
  it.each([
    ['1:30', H + 30 * M],
    ['0:45', 45 * M],
    ['10:05', 10 * H + 5 * M],
    ['1:30:15', H + 30 * M + 15_000],
    ['1h 30m', H + 30 * M],
    ['1h30m', H + 30 * M],
    ['1h30', H + 30 * M],
    ['2h', 2 * H],
    ['90m', 90 * M],
    ['90 min', 90 * M],
    ['45s', 45_000],
    ['2m30', 2 * M + 30_000],
    ['1.5', 1.5 * H],
    ['1,5', 1.5 * H],
    ['.25', 0.25 * H],
    ['8', 8 * H],
    ['1.5h', 1.5 * H],
    ['2 hours 15 minutes', 2 * H + 15 * M],
    ['  1H 30M  ', H + 30 * M],
    ['1h 30m 0s', H + 30 * M],
  ])('reads %p', (text, expected) => {
    expect(parseDurationInput(text)).toBe(expected);
  });

  it('reads an empty text as no time', () => {
    expect(parseDurationInput('')).toBe(0);
    expect(parseDurationInput('   ')).toBe(0);
  });

  it.each(['abc', '1:75', '1h 2h', '30m 1h', '1x', '-1', '1:', 'h', '5s 3', '1 2', '1..5'])('refuses %p', (text) => {
    expect(parseDurationInput(text)).toBeNull();
  });

  it('reads back every duration formatDuration shows', () => {
    for (const ms of [0, 45_000, 2 * M + 5_000, H, 7 * H + 59 * M + 59_000, 25 * H]) {
      expect(parseDurationInput(formatDuration(ms))).toBe(ms);
    }
  });
});
