import { localTimeZone, type TimeEntry, type TimeEntryPage, type TimeReport } from '@kanri/contracts';
import { screen, within } from '@testing-library/react';
import { fakeApi, makeTimeReport, renderWithApp, type ApiCall, type RenderWithAppOptions } from '../../test-utils';
import TimeTrackingPage from './pages/time-tracking-page';
import { TRACKING_TEXTS } from './texts';

const T = TRACKING_TEXTS;

export const page = (items: TimeEntry[], overrides: Partial<TimeEntryPage> = {}): TimeEntryPage => ({
  items,
  total: items.length,
  total_ms: items.reduce((sum, entry) => sum + entry.duration_ms, 0),
  per_page: 10,
  next_cursor: null,
  ...overrides,
});

type Period = 'today' | 'week' | 'month';

/**
 * The time tracking page over a fake API: the reports of each period (`reports`), the entries
 * listed (`entries`, whatever the period), the active timer; `handlers` replace any route.
 */
export function renderTrackingPage({
  active = null,
  reports = {},
  entries = [],
  handlers = {},
  options = {},
}: {
  active?: TimeEntry | null;
  reports?: Partial<Record<Period, Partial<TimeReport>>>;
  entries?: TimeEntry[];
  handlers?: Record<string, (call: ApiCall) => unknown>;
  options?: RenderWithAppOptions;
} = {}) {
  const timeZone = localTimeZone();
  const api = fakeApi({
    'GET /time-entries/active': () => active,
    'GET /time-entries/report': (call) => {
      const period = (call.query.get('period') ?? 'week') as Period;
      return makeTimeReport(reports[period] ?? {}, { period, timeZone });
    },
    'GET /time-entries': () => page(entries),
    ...handlers,
  });
  const view = renderWithApp([{ path: '/dashboard/tasks', element: <TimeTrackingPage /> }], {
    path: '/dashboard/tasks',
    ...options,
  });
  return { ...view, api, timeZone };
}

/** The value shown on a stat card (Today's Time, This Week, Avg Daily, Total Sessions). */
export function statValue(title: string): string {
  const stats = screen.getByRole('region', { name: T.stats.label });
  const label = within(stats).getByText(title);
  return label.parentElement!.children[1]!.textContent ?? '';
}
