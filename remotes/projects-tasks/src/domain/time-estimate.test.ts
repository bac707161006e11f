import {
  formatTimeEstimate,
  MAX_TIME_ESTIMATE_MINUTES,
  MINUTES_PER_WORKING_DAY,
  normalizeTimeEstimate,
  parseTimeEstimate,
} from './time-estimate';

describe('parseTimeEstimate', () => {
  it.each([
    ['2h 30m', 150],
    ['2h30m', 150],
    ['2h   30m', 150],
    ['2 h 30 m', 150],
    ['  2h 30m  ', 150],
    ['2H 30M', 150],
    ['30m 2h', 150],
    ['90m', 90],
    ['90', 90],
    ['45', 45],
    ['0', 0],
    ['0m', 0],
    ['0h 0m', 0],
    ['2h', 120],
    ['1.5h', 90],
    ['.5h', 30],
    ['0.25h', 15],
    ['1.5', 2],
    ['0.4m', 0],
    ['1d', 480],
    ['1d 2h', 600],
    ['1d 2h 30m', 630],
    ['0.5d', 240],
    ['2 hours 30 minutes', 150],
    ['1 hour 1 minute', 61],
    ['3 hrs 15 mins', 195],
    ['1 hr 5 min', 65],
    ['2 days', 960],
    ['1 day 1 hour', 540],
    ['1:30', 90],
    ['0:05', 5],
    ['10:00', 600],
    ['007', 7],
  ])('%j is %i minutes', (input, minutes) => {
    expect(parseTimeEstimate(input)).toBe(minutes);
  });

  it('counts a day as an 8-hour working day', () => {
    expect(MINUTES_PER_WORKING_DAY).toBe(480);
    expect(parseTimeEstimate('1d')).toBe(parseTimeEstimate('8h'));
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['h'],
    ['2x'],
    ['2 weeks'],
    ['2h 30'],
    ['30 2h'],
    ['1h 2h'],
    ['1h 30m 15m'],
    ['1 hour 2 hrs'],
    ['-5'],
    ['-1h'],
    ['2h -30m'],
    ['1e3'],
    ['1,5h'],
    ['2h, 30m'],
    ['2h and 30m'],
    ['1.2.3h'],
    ['1:60'],
    ['1:5'],
    [':30'],
    ['1:30:00'],
    ['Infinity'],
    ['NaN'],
    ['two hours'],
  ])('refuses %j', (input) => {
    expect(parseTimeEstimate(input)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(parseTimeEstimate(null)).toBeNull();
    expect(parseTimeEstimate(undefined)).toBeNull();
  });

  it('accepts up to 10,000 hours and refuses more', () => {
    expect(MAX_TIME_ESTIMATE_MINUTES).toBe(600_000);
    expect(parseTimeEstimate('10000h')).toBe(600_000);
    expect(parseTimeEstimate('10000h 1m')).toBeNull();
    expect(parseTimeEstimate('600001')).toBeNull();
    expect(parseTimeEstimate('9'.repeat(400))).toBeNull();
  });
});

describe('formatTimeEstimate', () => {
  it.each([
    [0, '0m'],
    [1, '1m'],
    [45, '45m'],
    [59, '59m'],
    [60, '1h'],
    [61, '1h 1m'],
    [90, '1h 30m'],
    [150, '2h 30m'],
    [480, '8h'],
    [600, '10h'],
    [630, '10h 30m'],
    [1500, '25h'],
    [600_000, '10000h'],
  ])('%i minutes is %j', (minutes, text) => {
    expect(formatTimeEstimate(minutes)).toBe(text);
  });

  it('rounds fractions of a minute', () => {
    expect(formatTimeEstimate(89.6)).toBe('1h 30m');
    expect(formatTimeEstimate(0.4)).toBe('0m');
  });

  it.each([[null], [undefined], [-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('shows nothing for %p', (value) => {
    expect(formatTimeEstimate(value)).toBe('');
  });
});

describe('round trips', () => {
  it('every whole number of minutes survives format then parse', () => {
    for (let minutes = 0; minutes <= 3 * 24 * 60; minutes += 1) {
      expect(parseTimeEstimate(formatTimeEstimate(minutes))).toBe(minutes);
    }
  });

  it.each([['0m'], ['5m'], ['45m'], ['1h'], ['1h 1m'], ['2h 30m'], ['8h'], ['10h 30m'], ['120h 59m']])(
    'the canonical form %j is shown back unchanged',
    (text) => {
      expect(formatTimeEstimate(parseTimeEstimate(text))).toBe(text);
    },
  );

  it.each([
    ['90m', '1h 30m'],
    ['90', '1h 30m'],
    ['1.5h', '1h 30m'],
    ['2h30m', '2h 30m'],
    ['2 hours', '2h'],
    ['1d 2h', '10h'],
    ['1:05', '1h 5m'],
    ['120m', '2h'],
  ])('%j is shown back as %j', (input, shown) => {
    expect(normalizeTimeEstimate(input)).toBe(shown);
  });

  it('normalize gives null for what does not parse', () => {
    expect(normalizeTimeEstimate('soon')).toBeNull();
    expect(normalizeTimeEstimate('')).toBeNull();
  });
});
