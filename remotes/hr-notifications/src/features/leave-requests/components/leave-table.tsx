import type { LeaveStatus, LeaveType } from '@kanri/contracts/hr';
import type { LeaveRequest } from '@kanri/contracts/hr';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseOutlined,
  formatCalendarDate,
  formatDateTime,
  formatDay,
  StopOutlined,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableProps,
} from '@kanri/design-system';
import type { ReactNode } from 'react';
import type { LeaveAbilities } from '../leave-rules';
import { LEAVE_TEXTS } from '../texts';
import { LeaveActions, type LeaveActionHandlers } from './leave-actions';

const T = LEAVE_TEXTS.table;

const TYPE_COLORS: Record<LeaveType, string> = {
  annual: 'blue',
  sick: 'volcano',
  personal: 'purple',
  maternity: 'magenta',
  emergency: 'orange',
};

const STATUS_LOOK: Record<LeaveStatus, { color: string; icon: ReactNode }> = {
  pending: { color: 'gold', icon: <ClockCircleOutlined aria-hidden /> },
  approved: { color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
  rejected: { color: 'red', icon: <CloseOutlined aria-hidden /> },
  cancelled: { color: 'default', icon: <StopOutlined aria-hidden /> },
};

const nowrapHeader = () => ({ style: { whiteSpace: 'nowrap' as const } });

export const employeeName = (request: LeaveRequest) => request.user_name || T.userFallback(request.user_id);

function EmployeeCell({ request }: { request: LeaveRequest }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Typography.Text strong ellipsis={{ tooltip: employeeName(request) }} style={{ display: 'block' }}>
        {employeeName(request)}
      </Typography.Text>
      <Typography.Text
        type="secondary"
        ellipsis={{ tooltip: request.reason }}
        style={{ display: 'block', fontSize: 12 }}
        data-testid="leave-reason"
      >
        {request.reason}
      </Typography.Text>
    </div>
  );
}

/** The status badge with its icon; who decided, and a rejection's reason, on hover. */
export function LeaveStatusBadge({ request }: { request: LeaveRequest }) {
  const look = STATUS_LOOK[request.status];
  const decided =
    request.decided_by_name && (request.status === 'approved' || request.status === 'rejected')
      ? T.decided(LEAVE_TEXTS.statuses[request.status], request.decided_by_name)
      : null;
  const hint = [decided, request.status === 'rejected' ? request.comments : null].filter(Boolean).join(': ');
  const badge = (
    <Tag color={look.color} icon={look.icon} style={{ marginInlineEnd: 0 }}>
      {LEAVE_TEXTS.statuses[request.status]}
    </Tag>
  );
  return hint ? <Tooltip title={hint}>{badge}</Tooltip> : badge;
}

/**
 * The leave requests (spec §2): Employee (name, reason truncated), Leave Type badge, Duration
 * (start - end), Days, Status (icon and badge), Requested (created date), actions menu. Scrolls
 * sideways on narrow screens.
 */
export function LeaveTable({
  requests,
  loading,
  empty,
  abilities,
  ...handlers
}: LeaveActionHandlers & {
  requests: LeaveRequest[];
  loading: boolean;
  empty: ReactNode;
  abilities: LeaveAbilities;
}) {
  const columns: NonNullable<TableProps<LeaveRequest>['columns']> = [
    { title: T.employee, key: 'employee', render: (_, request) => <EmployeeCell request={request} /> },
    {
      title: T.type,
      key: 'type',
      width: 130,
      render: (_, request) => (
        <Tag color={TYPE_COLORS[request.leave_type]} style={{ marginInlineEnd: 0 }}>
          {LEAVE_TEXTS.types[request.leave_type]}
        </Tag>
      ),
    },
    {
      title: T.duration,
      key: 'duration',
      width: 230,
      render: (_, request) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatCalendarDate(request.start_date)} - {formatCalendarDate(request.end_date)}
        </span>
      ),
    },
    { title: T.days, key: 'days', width: 70, align: 'right', render: (_, request) => request.days_count },
    { title: T.status, key: 'status', width: 130, render: (_, request) => <LeaveStatusBadge request={request} /> },
    {
      title: T.requested,
      key: 'requested',
      width: 130,
      render: (_, request) => (
        <span style={{ whiteSpace: 'nowrap' }} title={formatDateTime(request.created_at)}>
          {formatDay(request.created_at)}
        </span>
      ),
    },
    {
      title: T.actions,
      key: 'actions',
      width: 96,
      align: 'right',
      render: (_, request) => <LeaveActions request={request} abilities={abilities} {...handlers} />,
    },
  ];

  return (
    <Table<LeaveRequest>
      aria-label={T.label}
      rowKey="id"
      columns={columns.map((column) => ({ ...column, onHeaderCell: nowrapHeader }))}
      dataSource={requests}
      loading={loading}
      tableLayout="fixed"
      scroll={{ x: 990 }}
      locale={{ emptyText: empty }}
      pagination={requests.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
    />
  );
}
