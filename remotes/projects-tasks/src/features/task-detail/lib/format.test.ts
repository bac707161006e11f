import { fileExtension, formatCalendarDate, formatDay, formatFileSize, formatRelativeTime } from './format';

describe('formatCalendarDate', () => {
  it('shows YYYY-MM-DD as the date inputs do, without shifting by the time zone', () => {
    expect(formatCalendarDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatCalendarDate('2026-12-31')).toBe('Dec 31, 2026');
  });
  it('gives empty text for no date or a malformed one', () => {
    expect(formatCalendarDate(null)).toBe('');
    expect(formatCalendarDate('05/03/2026')).toBe('');
  });
});

describe('formatDay', () => {
  it('shows a timestamp’s local day', () => {
    const local = new Date(2026, 10, 1, 12, 0, 0);
    expect(formatDay(local.toISOString())).toBe('Nov 1, 2026');
    expect(formatDay('not a date')).toBe('');
  });
});

describe('formatRelativeTime (spec §9 notification rules)', () => {
  const now = new Date('2026-11-10T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
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
  it('a week or more shows the date; the future counts as now', () => {
    expect(formatRelativeTime(ago(8 * 86_400_000), now)).toMatch(/^Nov 2, 2026$/);
    expect(formatRelativeTime(new Date(now.getTime() + 5000).toISOString(), now)).toBe('just now');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 * 1024, '10 MB'],
    [15_000, '15 KB'],
  ])('%i → %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});

describe('fileExtension', () => {
  it('takes the last extension, lower-cased', () => {
    expect(fileExtension('Report.Final.PDF')).toBe('pdf');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
});
