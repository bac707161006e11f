import { useProjects } from '@kanri/api-client';
import { useCan } from '@kanri/app-state';
import { dayOf } from '@kanri/contracts';
import {
  Alert,
  Card,
  ClockCircleOutlined,
  Col,
  DateInput,
  DollarOutlined,
  EmptyState,
  ErrorPanel,
  FieldTimeOutlined,
  Flex,
  formatDuration,
  PageHeader,
  Row,
  Segmented,
  Select,
  Skeleton,
  StatCard,
  useTimeZone,
  useWeekStartsOn,
} from '@kanri/design-system';
import { useState } from 'react';
import { ExportButton } from '../../../shared/export-button';
import { useTimeReport } from '../../../shared/queries';
import { TimeNav } from '../../../shared/time-nav';
import { DayChart } from '../components/day-chart';
import { MemberFilter } from '../components/member-filter';
import { formatAmounts, ReportTables } from '../components/report-tables';
import { defaultCustomRange, initialReportFilter, listsAll, toTimeFilter, type ReportFilterState } from '../report-filter';
import { REPORT_TEXTS } from '../texts';

const T = REPORT_TEXTS;
const F = T.filters;

/**
 * `/dashboard/time/reports`: tracked time of a period (this week, this month or a custom range),
 * of one member or everyone (admins and managers; members see their own), one project, billable or
 * not: totals (hours, billable hours, amounts per currency), hours per day, and tables by project,
 * member and task. Export downloads the same filter's entries as CSV.
 */
export default function ReportsPage() {
  const timeZone = useTimeZone();
  const canListAll = useCan('time.listAll');
  const today = dayOf(Date.now(), timeZone);
  const [state, setState] = useState<ReportFilterState>(() => initialReportFilter(canListAll));
  const weekStartsOn = useWeekStartsOn();
  const { filter, problem } = toTimeFilter(state, { timeZone, canListAll, weekStartsOn });
  const report = useTimeReport(filter, { day: today, keepPrevious: true, enabled: problem === null });
  const projects = useProjects();

  const change = (changes: Partial<ReportFilterState>) => setState((current) => ({ ...current, ...changes }));

  const filters = (
    <section aria-label={F.label}>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented<ReportFilterState['period']>
          aria-label={F.period}
          value={state.period}
          onChange={(period) =>
            change(period === 'custom' && !state.from ? { period, ...defaultCustomRange(today) } : { period })
          }
          options={(['week', 'month', 'custom'] as const).map((value) => ({ value, label: F.periods[value] }))}
        />
        {state.period === 'custom' ? (
          <>
            <DateInput aria-label={F.from} value={state.from} max={state.to} onChange={(from) => change({ from })} />
            <DateInput aria-label={F.to} value={state.to} min={state.from} onChange={(to) => change({ to })} />
          </>
        ) : null}
        {canListAll ? (
          <MemberFilter value={state.member === 'me' ? 'all' : state.member} onChange={(member) => change({ member })} />
        ) : null}
        <Select<number | 'all'>
          aria-label={F.project}
          value={state.project ?? 'all'}
          onChange={(project) => change({ project: project === 'all' ? null : project })}
          options={[
            { value: 'all', label: F.allProjects },
            ...(projects.data ?? []).map((project) => ({ value: project.id, label: project.name })),
          ]}
          style={{ minWidth: 180 }}
          virtual={false}
        />
        <Select<ReportFilterState['billable']>
          aria-label={F.billable}
          value={state.billable}
          onChange={(billable) => change({ billable })}
          options={[
            { value: 'all', label: F.billableOptions.all },
            { value: 'billable', label: F.billableOptions.billable },
            { value: 'non-billable', label: F.billableOptions.nonBillable },
          ]}
          style={{ minWidth: 200 }}
          virtual={false}
        />
      </Flex>
      {problem ? <Alert type="warning" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
    </section>
  );

  const data = report.data;
  let body;
  if (report.isError) {
    body = <ErrorPanel title={T.loadFailed} description={report.error.message} onRetry={() => void report.refetch()} />;
  } else if (problem && !data) {
    body = null;
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    const stale = report.isPlaceholderData;
    body = (
      <div aria-busy={stale || undefined} style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 0.2s' }}>
        <section aria-label={T.totals.label} style={{ marginBottom: 16 }}>
          <Row gutter={[16, 16]}>
            <Col xs={12} lg={6}>
              <StatCard
                title={T.totals.total}
                value={formatDuration(data.duration_ms)}
                icon={<ClockCircleOutlined aria-hidden />}
              />
            </Col>
            <Col xs={12} lg={6}>
              <StatCard
                title={T.totals.billable}
                value={formatDuration(data.billable_ms)}
                icon={<FieldTimeOutlined aria-hidden />}
              />
            </Col>
            <Col xs={12} lg={6}>
              <StatCard
                title={T.totals.amount}
                value={
                  data.amounts.length > 1 ? (
                    <div style={{ fontSize: 18 }} data-testid="report-amounts">
                      {data.amounts.map((amount) => (
                        <div key={amount.currency}>{formatAmounts([amount])}</div>
                      ))}
                    </div>
                  ) : (
                    <span data-testid="report-amounts">{formatAmounts(data.amounts)}</span>
                  )
                }
                icon={<DollarOutlined aria-hidden />}
              />
            </Col>
            <Col xs={12} lg={6}>
              <StatCard title={T.totals.entries} value={data.entries} icon={<ClockCircleOutlined aria-hidden />} />
            </Col>
          </Row>
        </section>
        {data.entries === 0 ? (
          <Card size="small">
            <div style={{ padding: '32px 0' }}>
              <EmptyState title={T.empty} />
            </div>
          </Card>
        ) : (
          <>
            <Card size="small" style={{ marginBottom: 16 }}>
              <DayChart days={data.by_day} today={today} />
            </Card>
            <ReportTables report={data} showMembers={listsAll(filter)} />
          </>
        )}
      </div>
    );
  }

  return (
    <>
      <TimeNav />
      <PageHeader title={T.title} subtitle={T.subtitle} actions={problem ? null : <ExportButton filter={filter} />} />
      {filters}
      {body}
    </>
  );
}
