import { weekOf } from './week';

describe('weekOf', () => {
  it('shows the week (Sunday to Saturday) of the requested date', () => {
    const week = weekOf('2026-11-04', '2026-11-20');
    expect(week).toMatchObject({ from: '2026-11-01', to: '2026-11-07', isCurrent: false });
    expect(week.dates).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
  });

  it('falls back to this week without a date, or with one the calendar does not have', () => {
    expect(weekOf(null, '2026-11-20')).toMatchObject({ from: '2026-11-15', to: '2026-11-21', isCurrent: true });
    expect(weekOf('2026-02-30', '2026-11-20').from).toBe('2026-11-15');
    expect(weekOf('soon', '2026-11-20').from).toBe('2026-11-15');
  });

  it('runs Monday to Sunday when the workspace starts weeks on Monday', () => {
    expect(weekOf('2026-11-08', '2026-11-20', 1)).toMatchObject({ from: '2026-11-02', to: '2026-11-08', isCurrent: false });
    expect(weekOf(null, '2026-11-22', 1)).toMatchObject({ from: '2026-11-16', to: '2026-11-22', isCurrent: true });
  });

  it('crosses months and years', () => {
    expect(weekOf('2027-01-01', '2026-11-20')).toMatchObject({ from: '2026-12-27', to: '2027-01-02' });
  });
});
