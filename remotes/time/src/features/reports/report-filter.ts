import { startOfMonth, timeFilterSchema, type TimeFilter, type WeekStartDay } from '@kanri/contracts';

/**
 * The reports page's filter as chosen on screen, and the contract's `TimeFilter` it stands for
 * (pure). Members see only their own time, so they never send `user_id`.
 */
export interface ReportFilterState {
  period: 'week' | 'month' | 'custom';
  /** The custom range (`YYYY-MM-DD`, both included). */
  from: string | null;
  to: string | null;
  /** `all`, `me`, or one member's id (admins and managers). */
  member: 'all' | 'me' | number;
  project: number | null;
  billable: 'all' | 'billable' | 'non-billable';
}

/** Where the page starts: this week, everyone's time for those who may see it. */
export function initialReportFilter(canListAll: boolean): ReportFilterState {
  return { period: 'week', from: null, to: null, member: canListAll ? 'all' : 'me', project: null, billable: 'all' };
}

/** The custom range offered when Custom is chosen: the month so far. */
export function defaultCustomRange(today: string): { from: string; to: string } {
  return { from: startOfMonth(today), to: today };
}

/**
 * The request's filter, or the first message of why it cannot be sent (a custom range without both
 * dates, or the wrong way round: the contract's messages).
 */
export function toTimeFilter(
  state: ReportFilterState,
  { timeZone, canListAll, weekStartsOn = 0 }: { timeZone: string; canListAll: boolean; weekStartsOn?: WeekStartDay },
): { filter: TimeFilter; problem: string | null } {
  const filter: TimeFilter = { period: state.period, time_zone: timeZone };
  if (state.period === 'week' && weekStartsOn === 1) filter.week_start = 'monday';
  if (state.period === 'custom') {
    if (state.from) filter.from = state.from;
    if (state.to) filter.to = state.to;
  }
  if (canListAll && state.member !== 'me') filter.user_id = state.member === 'all' ? 'all' : String(state.member);
  if (state.project !== null) filter.project_id = String(state.project);
  if (state.billable !== 'all') filter.billable = state.billable === 'billable' ? 'true' : 'false';
  const checked = timeFilterSchema.safeParse(filter);
  return { filter, problem: checked.success ? null : (checked.error.issues[0]?.message ?? null) };
}

/** Whether the report lists everyone's time (then it has a By member table). */
export const listsAll = (filter: TimeFilter) => filter.user_id === 'all';
