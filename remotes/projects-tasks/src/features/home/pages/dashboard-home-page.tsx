import { selectCurrentUser, useAppSelector, useCan } from '@kanri/app-state';
import { DEFAULT_DASHBOARD_PERIOD, type DashboardPeriod } from '@kanri/contracts/dashboard-constants';
import { ErrorPanel, GlobalOutlined, useNow, useTimeZone } from '@kanri/design-system';
import { useState } from 'react';
import { useDashboardLiveUpdates, useDashboardStatistics } from '../api/dashboard-queries';
import { ActivityWidget } from '../components/activity-widget';
import { HOME_ROOT_CLASS, HomeStyles } from '../components/home-styles';
import { NotificationsWidget } from '../components/notifications-widget';
import { StartProjectPanel } from '../components/start-project-panel';
import { ProjectStatsWidget, TaskStatsWidget, TodosWidget } from '../components/stat-widgets';
import { CurrentProjects, SummaryCards } from '../components/summary-cards';
import { TeamWidget } from '../components/team-widget';
import { TimeSheetWidget } from '../components/time-sheet-widget';
import { dateLineOf, greetingOf } from '../greeting';
import { HOME_TEXTS } from '../texts';

/**
 * `/dashboard` (spec §2 Dashboard home, issue 19): the greeting by the hour with the user's first
 * name, the date line, the four cards, Your Current Projects and the widgets, every figure from
 * `GET /dashboard/statistics` in the user's time zone, live as tasks, timers and presence change.
 */
export default function DashboardHomePage() {
  const user = useAppSelector(selectCurrentUser);
  const timeZone = useTimeZone();
  const now = useNow();
  const [period, setPeriod] = useState<DashboardPeriod>(DEFAULT_DASHBOARD_PERIOD);
  const statistics = useDashboardStatistics(timeZone, period);
  useDashboardLiveUpdates();
  // Only admins and managers get the start-new-project panel: Your Current Projects takes the row otherwise.
  const canCreate = useCan('projects.create');
  const data = statistics.data;

  return (
    <div className={HOME_ROOT_CLASS} data-testid="dashboard-home" data-ready={data ? '' : undefined}>
      <HomeStyles />
      <header className="kph-head">
        <div style={{ minWidth: 0 }}>
          <h1 className="kph-greeting">{greetingOf(now, timeZone, user?.first_name)}</h1>
          <p className="kph-date">{dateLineOf(now, timeZone)}</p>
        </div>
        <span className="kph-lang" aria-label="Language">
          <GlobalOutlined aria-hidden /> {HOME_TEXTS.language}
        </span>
      </header>

      {statistics.isError && !data ? (
        <ErrorPanel title={HOME_TEXTS.loadFailed} onRetry={() => void statistics.refetch()} retryLabel={HOME_TEXTS.retry} />
      ) : (
        <>
          <SummaryCards data={data} fetchedAt={statistics.dataUpdatedAt} />
          <div className="kph-grid">
            <div className={canCreate ? 'kph-span-8' : 'kph-span-12'}>
              <CurrentProjects data={data} />
            </div>
            {canCreate ? (
              <div className="kph-span-4">
                <StartProjectPanel />
              </div>
            ) : null}
            <div className="kph-span-5">
              <ProjectStatsWidget data={data} />
            </div>
            <div className="kph-span-7" style={{ gridRow: 'span 2' }}>
              <TaskStatsWidget data={data} />
            </div>
            <div className="kph-span-5">
              <TodosWidget data={data} />
            </div>
            <div className="kph-span-7">
              <TimeSheetWidget data={data} period={period} onPeriodChange={setPeriod} />
            </div>
            <div className="kph-span-5">
              <TeamWidget data={data} />
            </div>
            <div className="kph-span-7">
              <ActivityWidget data={data} />
            </div>
            <div className="kph-span-5">
              <NotificationsWidget />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
