import { TIME_MESSAGES } from '@kanri/contracts';
import { defaultCustomRange, initialReportFilter, listsAll, toTimeFilter } from './report-filter';

const options = { timeZone: 'Europe/Paris', canListAll: true };

describe('toTimeFilter', () => {
  it('lists everyone’s time for admins and managers, only the caller’s for others', () => {
    const all = toTimeFilter(initialReportFilter(true), options);
    expect(all).toEqual({ filter: { period: 'week', time_zone: 'Europe/Paris', user_id: 'all' }, problem: null });
    expect(listsAll(all.filter)).toBe(true);
    const own = toTimeFilter(initialReportFilter(false), { ...options, canListAll: false });
    expect(own.filter).toEqual({ period: 'week', time_zone: 'Europe/Paris' });
    // A workspace whose weeks start on Monday (Settings) says so with the week.
    expect(toTimeFilter(initialReportFilter(false), { ...options, canListAll: false, weekStartsOn: 1 }).filter).toEqual({
      period: 'week',
      time_zone: 'Europe/Paris',
      week_start: 'monday',
    });
    expect(listsAll(own.filter)).toBe(false);
    // A member never sends user_id, whatever the state says.
    expect(
      toTimeFilter({ ...initialReportFilter(false), member: 5 }, { ...options, canListAll: false }).filter,
    ).not.toHaveProperty('user_id');
  });

  it('sends one member, a project and billable', () => {
    const { filter } = toTimeFilter({ ...initialReportFilter(true), member: 7, project: 3, billable: 'non-billable' }, options);
    expect(filter).toEqual({ period: 'week', time_zone: 'Europe/Paris', user_id: '7', project_id: '3', billable: 'false' });
  });

  it('sends a custom range, and says why one cannot be sent', () => {
    const state = { ...initialReportFilter(false), period: 'custom' as const };
    expect(toTimeFilter({ ...state, from: '2026-11-01', to: '2026-11-10' }, options)).toEqual({
      filter: { period: 'custom', from: '2026-11-01', to: '2026-11-10', time_zone: 'Europe/Paris' },
      problem: null,
    });
    expect(toTimeFilter({ ...state, from: '2026-11-10', to: '2026-11-01' }, options).problem).toBe(TIME_MESSAGES.rangeInvalid);
    expect(toTimeFilter({ ...state, from: '2026-11-10', to: null }, options).problem).toBe(TIME_MESSAGES.rangeRequired);
    expect(toTimeFilter({ ...state, from: '2025-01-01', to: '2026-11-10' }, options).problem).toBe(TIME_MESSAGES.rangeTooLong);
  });

  it('offers the month so far as the custom range', () => {
    expect(defaultCustomRange('2026-11-20')).toEqual({ from: '2026-11-01', to: '2026-11-20' });
  });
});
