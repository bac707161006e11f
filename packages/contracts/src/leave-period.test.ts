import { leaveCovers, leaveDaysCount } from './leave-period';
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
