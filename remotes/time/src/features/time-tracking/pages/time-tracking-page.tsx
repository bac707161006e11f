import { useActiveTimer } from '@kanri/api-client';
import { dateRange, dayOf, RECENT_ENTRIES_COUNT, type TimeEntry, type TimeReport } from '@kanri/contracts';
import {
  BarChartOutlined,
  ClockCircleOutlined,
  Col,
  ErrorPanel,
  FieldTimeOutlined,
  PageHeader,
  Row,
  Segmented,
  Skeleton,
  StatCard,
  formatDuration,
  useTimeZone,
  useWeekStartsOn,
} from '@kanri/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ExportButton } from '../../../shared/export-button';
import { liveExtraMs } from '../../../shared/live-time';
import { useTimeEntries, useTimeReport } from '../../../shared/queries';
import { TimeNav } from '../../../shared/time-nav';
import { useNow } from '../../../shared/use-now';
import { useTimerControls } from '../api/use-time-entry-actions';
import { ActiveTimerBanner } from '../components/active-timer-banner';
import { DailyProgress } from '../components/daily-progress';
import { DeleteEntryDialog } from '../components/delete-entry-dialog';
import { QuickStart } from '../components/quick-start';
import { RecentEntries } from '../components/recent-entries';
import { TimeEntryDialog } from '../components/time-entry-dialog';
import { TopTasks } from '../components/top-tasks';
import { TRACKING_TEXTS } from '../texts';

const T = TRACKING_TEXTS;

const PERIODS = ['today', 'week', 'month'] as const;
type Period = (typeof PERIODS)[number];
const DEFAULT_PERIOD: Period = 'week';

const isPeriod = (value: string | null): value is Period => (PERIODS as readonly (string | null)[]).includes(value);

/**
 * A report's total with the active timer's time since the reply added, within the report's days:
 * the figure ticks while the timer runs and stands still while it is paused.
 */
function liveTotal(query: UseQueryResult<TimeReport>, active: TimeEntry | null, now: number, timeZone: string) {
  const report = query.data;
  if (!report) return undefined;
  const since = query.isPlaceholderData ? now : query.dataUpdatedAt;
  return report.duration_ms + liveExtraMs(active, since, now, dateRange(report.from, report.to, timeZone));
}

const loading = <Skeleton.Input active size="small" />;

/**
 * `/dashboard/tasks`, the time tracking page (spec §2): the period (Today, This Week, This Month)
 * of Total Sessions, Top Tasks and Recent Time Entries, Export of that period as CSV, the active
 * timer, Today's Time and This Week live from the server's reports, Quick Start, and Daily Progress
 * towards the 8-hour goal.
 */
export default function TimeTrackingPage() {
  const timeZone = useTimeZone();
  // The zone of "today" and the workspace's first day of the week (Settings), for every request.
  const zone = { time_zone: timeZone, ...(useWeekStartsOn() === 1 ? { week_start: 'monday' as const } : {}) };
  const [params, setParams] = useSearchParams();
  const requested = params.get('period');
  const period: Period = isPeriod(requested) ? requested : DEFAULT_PERIOD;

  const activeQuery = useActiveTimer();
  const active = activeQuery.data ?? null;
  const now = useNow(active !== null && !active.is_paused);
  const day = dayOf(now, timeZone);
  const controls = useTimerControls();

  const today = useTimeReport({ period: 'today', ...zone }, { day });
  const week = useTimeReport({ period: 'week', ...zone }, { day });
  const chosen = useTimeReport({ period, ...zone }, { day, keepPrevious: true });
  const recent = useTimeEntries({ period, ...zone, per_page: RECENT_ENTRIES_COUNT }, { day, keepPrevious: true });

  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TimeEntry | null>(null);
  const [deleting, setDeleting] = useState<TimeEntry | null>(null);

  const todayMs = liveTotal(today, active, now, timeZone);
  const weekMs = liveTotal(week, active, now, timeZone);
  const statsFailed = today.error ?? week.error;

  const choosePeriod = (next: Period) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('period', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <>
      <TimeNav />
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <>
            <Segmented<Period>
              aria-label={T.periodLabel}
              value={period}
              onChange={choosePeriod}
              options={PERIODS.map((value) => ({ value, label: T.periods[value] }))}
            />
            <ExportButton filter={{ period, ...zone }} />
          </>
        }
      />

      {active ? (
        <ActiveTimerBanner
          entry={active}
          now={now}
          pending={controls.pending}
          onPause={() => void controls.pause()}
          onResume={() => void controls.resume()}
          onStop={() => void controls.stop()}
        />
      ) : null}

      <section aria-label={T.stats.label} style={{ marginBottom: 16 }}>
        {statsFailed ? (
          <ErrorPanel
            title={T.stats.loadFailed}
            description={statsFailed.message}
            onRetry={() => {
              void today.refetch();
              void week.refetch();
            }}
          />
        ) : (
          <Row gutter={[16, 16]}>
            <Col xs={12} lg={6}>
              <StatCard
                title={T.stats.today}
                value={todayMs === undefined ? loading : formatDuration(todayMs)}
                icon={<ClockCircleOutlined aria-hidden />}
              />
            </Col>
            <Col xs={12} lg={6}>
              <StatCard
                title={T.stats.week}
                value={weekMs === undefined ? loading : formatDuration(weekMs)}
                icon={<FieldTimeOutlined aria-hidden />}
              />
            </Col>
            <Col xs={12} lg={6}>
              <StatCard
                title={T.stats.avgDaily}
                value={weekMs === undefined ? loading : formatDuration(weekMs / 7)}
                icon={<BarChartOutlined aria-hidden />}
              />
            </Col>
            <Col xs={12} lg={6}>
              <StatCard
                title={T.stats.sessions}
                value={chosen.data ? chosen.data.entries : chosen.error ? '—' : loading}
                icon={<ClockCircleOutlined aria-hidden />}
              />
            </Col>
          </Row>
        )}
      </section>

      <Row gutter={[16, 0]}>
        <Col xs={24} lg={15}>
          <QuickStart pending={controls.pending} onStart={controls.start} />
          <RecentEntries
            page={recent.data}
            error={recent.error}
            now={now}
            onRetry={() => void recent.refetch()}
            onAdd={() => setAdding(true)}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        </Col>
        <Col xs={24} lg={9}>
          {todayMs !== undefined && todayMs > 0 ? <DailyProgress todayMs={todayMs} /> : null}
          <TopTasks report={chosen.data} error={chosen.error} onRetry={() => void chosen.refetch()} />
        </Col>
      </Row>

      <TimeEntryDialog open={adding} entry={null} timeZone={timeZone} onClose={() => setAdding(false)} />
      <TimeEntryDialog open={editing !== null} entry={editing} timeZone={timeZone} onClose={() => setEditing(null)} />
      <DeleteEntryDialog entry={deleting} now={now} onClose={() => setDeleting(null)} />
    </>
  );
}
