import { leaveCovers, leaveDaysCount, notificationRelativeTime } from './hr-constants';
import { leaveStoreRequestSchema, leaveUpdateRequestSchema, LEAVE_MESSAGES } from './hr';

describe('leaveDaysCount (spec §5: whole calendar days between the dates, plus 1)', () => {
  it.each([
    ['2026-03-02', '2026-03-02', 1],
    ['2026-03-02', '2026-03-03', 2],
    ['2026-02-27', '2026-03-02', 4],
    ['2028-02-28', '2028-03-01', 3],
    ['2026-12-31', '2027-01-01', 2],
    // The night the clocks change in Europe and the US counts as one day, as any other.
    ['2026-03-28', '2026-03-30', 3],
    ['2026-10-24', '2026-10-26', 3],
    ['2026-01-01', '2026-12-31', 365],
  ])('%s → %s: %i days', (start, end, days) => {
    expect(leaveDaysCount(start, end)).toBe(days);
  });

  it('a period covers its first and last day and nothing outside', () => {
    const leave = { start_date: '2026-03-02', end_date: '2026-03-04' };
    expect(['2026-03-01', '2026-03-02', '2026-03-04', '2026-03-05'].map((day) => leaveCovers(leave, day))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('notificationRelativeTime (spec §9 boundaries)', () => {
  const now = Date.parse('2026-11-26T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const MIN = 60_000;
  it.each([
    [0, '0 min ago'],
    [59_999, '0 min ago'],
    [MIN, '1 min ago'],
    [59 * MIN + 59_999, '59 min ago'],
    [60 * MIN, '1h ago'],
    [24 * 60 * MIN - 1, '23h ago'],
    [24 * 60 * MIN, '1d ago'],
    [7 * 24 * 60 * MIN - 1, '6d ago'],
  ])('%i ms ago → %s', (elapsed, text) => {
    expect(notificationRelativeTime(ago(elapsed), now)).toBe(text);
  });

  it('a week or more shows the local date, in the given time zone', () => {
    const created = '2026-11-19T02:00:00.000Z';
    expect(notificationRelativeTime(created, now, 'UTC')).toBe('11/19/2026');
    expect(notificationRelativeTime(created, now, 'America/Los_Angeles')).toBe('11/18/2026');
  });

  it('a time a little in the future (clock skew) counts as now', () => {
    expect(notificationRelativeTime(new Date(now + 5_000).toISOString(), now)).toBe('0 min ago');
  });
});

describe('leave request bodies (spec §5)', () => {
  const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('start, end and reason are required: All fields are required', () => {
    expect(errors(leaveStoreRequestSchema.safeParse({ start_date: '', end_date: '2026-01-02', reason: ' ' }))).toEqual([
      ['start_date', LEAVE_MESSAGES.allFieldsRequired],
      ['reason', LEAVE_MESSAGES.allFieldsRequired],
    ]);
    expect(errors(leaveStoreRequestSchema.safeParse({}))).toEqual([
      ['start_date', LEAVE_MESSAGES.allFieldsRequired],
      ['end_date', LEAVE_MESSAGES.allFieldsRequired],
      ['reason', LEAVE_MESSAGES.allFieldsRequired],
    ]);
  });

  it('an end before the start is refused; the same day is one day', () => {
    expect(errors(leaveStoreRequestSchema.safeParse({ start_date: '2026-01-02', end_date: '2026-01-01', reason: 'x' }))).toEqual([
      ['end_date', LEAVE_MESSAGES.endBeforeStart],
    ]);
    expect(leaveStoreRequestSchema.parse({ start_date: '2026-01-02', end_date: '2026-01-02', reason: 'x' })).toMatchObject({
      start_date: '2026-01-02',
    });
  });

  it('a rejection needs a reason', () => {
    expect(errors(leaveUpdateRequestSchema.safeParse({ id: 1, status: 'rejected', comments: '  ' }))).toEqual([
      ['comments', LEAVE_MESSAGES.reasonRequired],
    ]);
    expect(leaveUpdateRequestSchema.safeParse({ id: 1, status: 'approved' }).success).toBe(true);
  });
});
