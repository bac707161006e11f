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
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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

const PAGE_SIZE = 20;
const LINKED_ROW_CLASS = 'kh-leave-linked';
const LINKED_ROW_STYLE = `.${LINKED_ROW_CLASS} > td { background: rgba(250, 204, 21, 0.1) !important; }
.${LINKED_ROW_CLASS} > td:first-child { box-shadow: inset 3px 0 0 #facc15; }`;

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
 * sideways on narrow screens. The request a link names (`highlightedId`) is highlighted: the table
 * turns to its page once and scrolls it into view.
 */
export function LeaveTable({
  requests,
  loading,
  empty,
  abilities,
  highlightedId = null,
  ...handlers
}: LeaveActionHandlers & {
  requests: LeaveRequest[];
  loading: boolean;
  empty: ReactNode;
  abilities: LeaveAbilities;
  /** The request a link named (`?request=ID`). */
  highlightedId?: number | null;
}) {
  const [page, setPage] = useState(1);
  const index = highlightedId === null ? -1 : requests.findIndex((request) => request.id === highlightedId);
  // Once per link followed: its page, then (once that page shows) its row scrolled to.
  const shownFor = useRef<number | null>(null);
  const scrollTo = useRef<number | null>(null);
  useEffect(() => {
    if (highlightedId === null) shownFor.current = null;
    if (index < 0 || shownFor.current === highlightedId) return;
    shownFor.current = highlightedId;
    scrollTo.current = highlightedId;
    setPage(Math.floor(index / PAGE_SIZE) + 1);
  }, [index, highlightedId]);
  useLayoutEffect(() => {
    if (scrollTo.current === null) return;
    const row = document.querySelector(`tr[data-row-key="${scrollTo.current}"]`);
    if (!row) return;
    scrollTo.current = null;
    row.scrollIntoView?.({ block: 'center' });
  });

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
    <>
      {index >= 0 ? <style>{LINKED_ROW_STYLE}</style> : null}
      <Table<LeaveRequest>
        aria-label={T.label}
        rowKey="id"
        columns={columns.map((column) => ({ ...column, onHeaderCell: nowrapHeader }))}
        dataSource={requests}
        loading={loading}
        tableLayout="fixed"
        scroll={{ x: 990 }}
        locale={{ emptyText: empty }}
        pagination={
          requests.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, current: page, onChange: setPage, showSizeChanger: false } : false
        }
        rowClassName={(request) => (request.id === highlightedId ? LINKED_ROW_CLASS : '')}
        onRow={(request) => (request.id === highlightedId ? { 'aria-current': 'true' } : {})}
      />
    </>
  );
}
