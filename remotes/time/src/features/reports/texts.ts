import { TEXTS } from '../../texts';

/** User-visible texts of the reports page (`/dashboard/time/reports`); screens and tests share them. */
export const REPORT_TEXTS = {
  title: TEXTS.reports.title,
  subtitle: TEXTS.reports.subtitle,
  filters: {
    label: 'Report filters',
    period: 'Period',
    periods: { week: 'This Week', month: 'This Month', custom: 'Custom range' },
    from: 'From',
    to: 'To',
    member: 'Member',
    allMembers: 'All members',
    project: 'Project',
    allProjects: 'All projects',
    billable: 'Billable',
    billableOptions: { all: 'Billable and non-billable', billable: 'Billable only', nonBillable: 'Non-billable only' },
  },
  totals: {
    label: 'Totals',
    total: 'Total Hours',
    billable: 'Billable Hours',
    amount: 'Billable Amount',
    entries: 'Entries',
    noAmount: '—',
  },
  chart: {
    title: 'Hours per day',
    bar: (day: string, total: string, billable: string) => `${day}: ${total} (${billable} billable)`,
  },
  byProject: { title: 'By project', column: 'Project' },
  byMember: { title: 'By member', column: 'Member' },
  byTask: { title: 'By task', column: 'Task' },
  columns: { hours: 'Hours', billable: 'Billable', amount: 'Amount', entries: 'Entries' },
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  noProject: TEXTS.common.noProject,
  noTask: TEXTS.common.noTask,
  empty: 'No time tracked in this period.',
  loadFailed: 'The report could not be loaded',
} as const;
