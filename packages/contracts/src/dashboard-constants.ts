/**
 * `@kanri/contracts/dashboard-constants`: the dashboard home's periods, labels, limits and messages,
 * without zod (the page imports these; the schemas are in `@kanri/contracts/dashboard`).
 */

/** The time-sheet periods (spec §9), and how the dashboard labels them. */
export const DASHBOARD_PERIODS = ['this-week', 'last-week', 'this-month', 'last-month'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  'this-week': 'This Week',
  'last-week': 'Last Week',
  'this-month': 'This Month',
  'last-month': 'Last Month',
};
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'this-week';

/** How many recent activities, current projects and team members the reply holds at most. */
export const DASHBOARD_ACTIVITY_LIMIT = 10;
export const DASHBOARD_PROJECT_LIMIT = 6;
export const DASHBOARD_TEAM_LIMIT = 24;

export const DASHBOARD_MESSAGES = {
  statisticsRetrieved: 'Dashboard statistics retrieved successfully',
  periodInvalid: 'The period must be one of this-week, last-week, this-month, last-month.',
} as const;

export const DASHBOARD_ACTIVITY_TYPES = ['create', 'update', 'comment', 'attachment', 'start', 'stop'] as const;
export type DashboardActivityType = (typeof DASHBOARD_ACTIVITY_TYPES)[number];
