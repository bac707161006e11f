import { failureMessage, listLeaveRequests, queryKeys } from '@kanri/api-client';
import { useLinkedRecord } from '@kanri/app-runtime';
import { selectCurrentUser, useAppSelector, useCan } from '@kanri/app-state';
import { LEAVE_STATUSES, LEAVE_TYPES, type LeaveStatus, type LeaveType } from '@kanri/contracts/hr';
import type { LeaveCounts, LeaveRequest } from '@kanri/contracts/hr';
import {
  Button,
  CalendarOutlined,
  Card,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseOutlined,
  Col,
  EmptyState,
  ErrorPanel,
  FileTextOutlined,
  Flex,
  PageHeader,
  PlusOutlined,
  Row,
  SEARCH_DEBOUNCE_MS,
  Select,
  Skeleton,
  Spin,
  StatCard,
  Typography,
  useDebounced,
  useTimeZone,
} from '@kanri/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useLeaveActions, useLeaveRequestsQuery } from '../api/use-leave-requests';
import { DeleteLeaveDialog } from '../components/delete-leave-dialog';
import { HeaderSearch } from '../components/header-search';
import { LeaveRequestDialog } from '../components/leave-request-dialog';
import { LeaveTable } from '../components/leave-table';
import { RejectLeaveDialog } from '../components/reject-leave-dialog';
import { LEAVE_TEXTS } from '../texts';

const T = LEAVE_TEXTS;

/** `?request=ID` (a notification, a link): the request's row, whatever the filters were, highlighted. */
const REQUEST_PARAM = 'request';

type StatusFilter = LeaveStatus | 'all';
type TypeFilter = LeaveType | 'all';

const CARDS: { key: keyof LeaveCounts; title: string; icon: ReactNode }[] = [
  { key: 'total', title: T.cards.total, icon: <FileTextOutlined aria-hidden /> },
  { key: 'pending', title: T.cards.pending, icon: <ClockCircleOutlined aria-hidden /> },
  { key: 'approved', title: T.cards.approved, icon: <CheckCircleOutlined aria-hidden /> },
  { key: 'rejected', title: T.cards.rejected, icon: <CloseOutlined aria-hidden /> },
  { key: 'this_month', title: T.cards.thisMonth, icon: <CalendarOutlined aria-hidden /> },
];

/**
 * `/dashboard/leave-requests` (spec §2 Leave Requests screen): the header search, Request Leave,
 * the five cards from the server's counts, the status and type filters (sent to the server), the
 * table and its actions. Members see their own requests; admins and managers everyone's, and
 * approve or reject the pending requests of others. `?request=ID` shows that request: the filters
 * cleared, its row highlighted and scrolled to; one the caller may not see is toasted as not found.
 */
export default function LeaveRequestsPage() {
  const user = useAppSelector(selectCurrentUser);
  const canApprove = useCan('leave.approve');
  const canDeleteAny = useCan('leave.deleteAny');
  const actions = useLeaveActions();
  const timeZone = useTimeZone();
  const filterId = useId();

  const [search, setSearch] = useState('');
  const searched = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [type, setType] = useState<TypeFilter>('all');

  const leave = useLeaveRequestsQuery({
    ...(searched ? { search: searched } : {}),
    ...(status === 'all' ? {} : { status }),
    ...(type === 'all' ? {} : { leave_type: type }),
    time_zone: timeZone,
  });
  const data = leave.data;

  const [requesting, setRequesting] = useState(false);
  const [rejecting, setRejecting] = useState<LeaveRequest | null>(null);
  const [deleting, setDeleting] = useState<LeaveRequest | null>(null);

  // `?request=ID`: looked up among all the caller may see (the unfiltered list, fetched afresh: a
  // request just submitted is there), shown with the filters cleared; changing a filter lets go of it.
  const queryClient = useQueryClient();
  const [linkedId, setLinkedId] = useState<number | null>(null);
  const lookupRequest = useCallback(
    async (id: number) => {
      const all = await queryClient.fetchQuery({
        queryKey: queryKeys.leaveRequests.list({ time_zone: timeZone }),
        queryFn: () => listLeaveRequests({ time_zone: timeZone }),
        staleTime: 0,
      });
      return all.items.find((request) => request.id === id);
    },
    [queryClient, timeZone],
  );
  const showLinked = useCallback((request: LeaveRequest) => {
    setSearch('');
    setStatus('all');
    setType('all');
    setLinkedId(request.id);
  }, []);
  const clearLinked = useLinkedRecord(REQUEST_PARAM, lookupRequest, showLinked, T.notFound);
  const letGo = () => {
    if (linkedId === null) return;
    setLinkedId(null);
    clearLinked();
  };
  const changeSearch = (value: string) => {
    setSearch(value);
    letGo();
  };
  const changeStatus = (value: StatusFilter) => {
    setStatus(value);
    letGo();
  };
  const changeType = (value: TypeFilter) => {
    setType(value);
    letGo();
  };

  const filtered = searched !== '' || status !== 'all' || type !== 'all';
  const clearFilters = () => {
    setSearch('');
    setStatus('all');
    setType('all');
    letGo();
  };

  const requestButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setRequesting(true)}>
      {T.requestLeave}
    </Button>
  );

  let body: ReactNode;
  if (leave.isError && !data) {
    body = (
      <ErrorPanel
        title={T.loadFailed}
        description={failureMessage(leave.error, T.loadFailed)}
        onRetry={() => void leave.refetch()}
      />
    );
  } else if (!data) {
    body = (
      <Card>
        <Flex gap={12} align="center" justify="center" role="status" style={{ padding: 32 }}>
          <Spin />
          <Typography.Text type="secondary">{T.loading}</Typography.Text>
        </Flex>
      </Card>
    );
  } else {
    body = (
      <LeaveTable
        requests={data.items}
        loading={leave.isFetching && leave.isPlaceholderData}
        abilities={{ userId: user?.id, canApprove, canDeleteAny }}
        highlightedId={linkedId}
        empty={
          <EmptyState
            title={T.empty.title}
            hint={filtered ? T.empty.filteredHint : T.empty.hint}
            action={filtered ? <Button onClick={clearFilters}>{T.empty.clear}</Button> : null}
          />
        }
        onApprove={(request) => void actions.approve(request)}
        onReject={setRejecting}
        onCancel={(request) => void actions.cancel(request)}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} actions={requestButton} />

      <section aria-label={T.cards.label} style={{ marginBottom: 24 }}>
        <Row gutter={[16, 16]}>
          {CARDS.map((card) => (
            <Col key={card.key} xs={12} md={8} xl={{ flex: '1 1 0' }}>
              <StatCard
                title={card.title}
                value={data ? data.counts[card.key] : leave.isError ? '—' : <Skeleton.Input active size="small" />}
                icon={card.icon}
              />
            </Col>
          ))}
        </Row>
      </section>

      <Flex gap={12} wrap align="center" role="search" aria-label={T.filters.label} style={{ marginBottom: 16 }}>
        <HeaderSearch label={T.search.label} placeholder={T.search.placeholder} value={search} onChange={changeSearch} />
        <Select<StatusFilter>
          id={`${filterId}-status`}
          aria-label={T.filters.status}
          prefix={<Typography.Text type="secondary">{T.filters.status}:</Typography.Text>}
          value={status}
          onChange={changeStatus}
          options={(['all', ...LEAVE_STATUSES] as StatusFilter[]).map((value) => ({
            value,
            label: value === 'all' ? T.filters.all : T.statuses[value],
          }))}
          virtual={false}
          style={{ width: 200 }}
        />
        <Select<TypeFilter>
          id={`${filterId}-type`}
          aria-label={T.filters.type}
          prefix={<Typography.Text type="secondary">{T.filters.type}:</Typography.Text>}
          value={type}
          onChange={changeType}
          options={(['all', ...LEAVE_TYPES] as TypeFilter[]).map((value) => ({
            value,
            label: value === 'all' ? T.filters.all : T.types[value],
          }))}
          virtual={false}
          style={{ width: 220 }}
        />
      </Flex>

      {body}

      <LeaveRequestDialog open={requesting} onClose={() => setRequesting(false)} />
      <RejectLeaveDialog request={rejecting} onClose={() => setRejecting(null)} />
      <DeleteLeaveDialog request={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
