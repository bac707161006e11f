import { displayName, type MoneyTotal, type TimeReport } from '@kanri/contracts';
import { Card, formatDuration, formatMoney, Table, type TableProps, Typography } from '@kanri/design-system';
import type { HTMLAttributes } from 'react';
import { REPORT_TEXTS } from '../texts';

const T = REPORT_TEXTS;

type Totals = { duration_ms: number; billable_ms: number; amounts: MoneyTotal[]; entries: number };

/** Money per currency, each formatted (`$120.00, €40.00`); a dash without any. */
export const formatAmounts = (amounts: readonly MoneyTotal[]) =>
  amounts.length === 0
    ? T.totals.noAmount
    : amounts.map((amount) => formatMoney(amount.amount_minor, amount.currency)).join(', ');

function totalColumns<Row extends Totals>(): NonNullable<TableProps<Row>['columns']> {
  const figure = { textAlign: 'right' as const, fontVariantNumeric: 'tabular-nums' };
  return [
    {
      title: T.columns.hours,
      key: 'hours',
      align: 'right',
      width: 130,
      render: (_, row) => <span style={figure}>{formatDuration(row.duration_ms)}</span>,
    },
    {
      title: T.columns.billable,
      key: 'billable',
      align: 'right',
      width: 130,
      render: (_, row) => <span style={figure}>{formatDuration(row.billable_ms)}</span>,
    },
    { title: T.columns.amount, key: 'amount', align: 'right', width: 180, render: (_, row) => formatAmounts(row.amounts) },
    { title: T.columns.entries, key: 'entries', align: 'right', width: 90, dataIndex: 'entries' },
  ];
}

function Swatch({ color }: { color: string | null }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 8,
        height: 8,
        borderRadius: '50%',
        marginInlineEnd: 8,
        background: color ?? 'rgba(255,255,255,0.25)',
      }}
    />
  );
}

type ProjectRow = TimeReport['by_project'][number];
type MemberRow = TimeReport['by_member'][number];
type TaskRow = TimeReport['by_task'][number];

const projectColumns: TableProps<ProjectRow>['columns'] = [
  {
    title: T.byProject.column,
    key: 'project',
    render: (_, row) => (
      <span>
        <Swatch color={row.color} />
        {row.name ?? T.noProject}
      </span>
    ),
  },
  ...totalColumns<ProjectRow>(),
];

const memberColumns: TableProps<MemberRow>['columns'] = [
  { title: T.byMember.column, key: 'member', render: (_, row) => displayName(row.user) },
  ...totalColumns<MemberRow>(),
];

function taskColumns(projectNames: ReadonlyMap<number, string>): TableProps<TaskRow>['columns'] {
  return [
    {
      title: T.byTask.column,
      key: 'task',
      render: (_, row) => (
        <div style={{ minWidth: 0 }}>
          <Typography.Text ellipsis style={{ display: 'block' }}>
            {row.title ?? row.description ?? ''}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.task_id === null
              ? T.noTask
              : row.project_id !== null
                ? (projectNames.get(row.project_id) ?? T.noProject)
                : T.noProject}
          </Typography.Text>
        </div>
      ),
    },
    ...totalColumns<TaskRow>(),
  ];
}

const rowAttributes = (testId: string) => () => ({ 'data-testid': testId }) as HTMLAttributes<HTMLElement>;

/** The report's tables: by project, by member (only when it lists everyone), by task. */
export function ReportTables({ report, showMembers }: { report: TimeReport; showMembers: boolean }) {
  const projectNames = new Map(
    report.by_project.filter((row) => row.project_id !== null).map((row) => [row.project_id!, row.name ?? T.noProject]),
  );
  return (
    <>
      <Card size="small" title={T.byProject.title} style={{ marginBottom: 16 }}>
        <section aria-label={T.byProject.title}>
          <Table<ProjectRow>
            rowKey={(row) => String(row.project_id ?? 'none')}
            columns={projectColumns}
            dataSource={report.by_project}
            pagination={false}
            size="small"
            scroll={{ x: 640 }}
            onRow={rowAttributes('project-row')}
          />
        </section>
      </Card>
      {showMembers ? (
        <Card size="small" title={T.byMember.title} style={{ marginBottom: 16 }}>
          <section aria-label={T.byMember.title}>
            <Table<MemberRow>
              rowKey={(row) => String(row.user.id)}
              columns={memberColumns}
              dataSource={report.by_member}
              pagination={false}
              size="small"
              scroll={{ x: 640 }}
              onRow={rowAttributes('member-row')}
            />
          </section>
        </Card>
      ) : null}
      <Card size="small" title={T.byTask.title} style={{ marginBottom: 16 }}>
        <section aria-label={T.byTask.title}>
          <Table<TaskRow>
            rowKey={(row) => (row.task_id !== null ? `task-${row.task_id}` : `text-${row.description ?? ''}`)}
            columns={taskColumns(projectNames)}
            dataSource={report.by_task}
            pagination={report.by_task.length > 20 ? { pageSize: 20 } : false}
            size="small"
            scroll={{ x: 640 }}
            onRow={rowAttributes('task-row')}
          />
        </section>
      </Card>
    </>
  );
}
