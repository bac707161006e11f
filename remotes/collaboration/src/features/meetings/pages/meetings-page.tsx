import { failureMessage, listMeetings } from '@kanri/api-client';
import {
  SEARCH_DEBOUNCE_MS,
  useDebounced,
  Button,
  CalendarOutlined,
  Card,
  CheckCircleOutlined,
  ClockCircleOutlined,
  Col,
  EmptyState,
  ErrorPanel,
  FieldTimeOutlined,
  Flex,
  Input,
  LinkOutlined,
  PageHeader,
  PlusOutlined,
  Row,
  SearchOutlined,
  Segmented,
  Skeleton,
  StatCard,
  useTimeZone,
} from '@kanri/design-system';
import type { Meeting, MeetingCounts, MeetingStatus } from '@kanri/contracts';
import { COLLAB_MAX_PER_PAGE, MEETING_STATUSES } from '@kanri/contracts';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { findInPages, useLinkedRecord } from '@kanri/app-runtime';
import { useMeetingsQuery } from '../api/use-meetings';
import { CalendarFeedDialog } from '../components/calendar-feed-dialog';
import { DeleteMeetingDialog } from '../components/delete-meeting-dialog';
import { MeetingDialog } from '../components/meeting-dialog';
import { MeetingsTable } from '../components/meetings-table';
import { MEETING_TEXTS } from '../texts';

const T = MEETING_TEXTS;

/** Rows per page of the table (the server pages). */
export const MEETINGS_PER_PAGE = 20;

type StatusFilter = MeetingStatus | 'all';
const STATUS_FILTERS: StatusFilter[] = ['all', ...MEETING_STATUSES];

const CARDS: { key: keyof MeetingCounts; title: string; icon: ReactNode }[] = [
  { key: 'total', title: T.cards.total, icon: <CalendarOutlined aria-hidden /> },
  { key: 'upcoming', title: T.cards.upcoming, icon: <ClockCircleOutlined aria-hidden /> },
  { key: 'today', title: T.cards.today, icon: <FieldTimeOutlined aria-hidden /> },
  { key: 'completed', title: T.cards.completed, icon: <CheckCircleOutlined aria-hidden /> },
];

/** `?meeting=ID` (a search result, a notification): the meeting, whatever the table shows. */
const MEETING_PARAM = 'meeting';
const lookupMeeting = (id: number) => findInPages(id, (page) => listMeetings({ page, per_page: COLLAB_MAX_PER_PAGE }));

/**
 * `/dashboard/meetings` (spec §2 Meetings screen): the caller's meetings (organised or invited to),
 * searched, filtered by status and paged on the server; the cards Total Meetings, Upcoming, Today
 * and Completed from the reply's counts (today in the user's time zone); Schedule Meeting, the row
 * menu (Join Meeting, Download .ics, Edit, Delete) and the calendar subscription.
 */
export default function MeetingsPage() {
  const timeZone = useTimeZone();
  const [search, setSearch] = useState('');
  const searched = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<StatusFilter>('all');
  // The page chosen for one search and filter; another search or filter starts on page 1.
  const filterKey = JSON.stringify([searched, status]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  const meetings = useMeetingsQuery({
    ...(searched ? { search: searched } : {}),
    ...(status === 'all' ? {} : { status }),
    time_zone: timeZone,
    page,
    per_page: MEETINGS_PER_PAGE,
  });
  const data = meetings.data;

  // A page emptied by a delete (or by others) goes back to the last page that has rows.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  useEffect(() => {
    if (data && !meetings.isPlaceholderData && data.items.length === 0 && page > lastPage)
      setPaging({ filterKey, page: lastPage });
  }, [data, meetings.isPlaceholderData, page, lastPage, filterKey]);

  const [scheduling, setScheduling] = useState(false);
  const [editing, setEditing] = useState<Meeting | null>(null);
  const [deleting, setDeleting] = useState<Meeting | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  // `?meeting=ID` opens the organiser's edit dialog (closing it takes the parameter off the URL);
  // an invitee, who cannot edit, finds the meeting's row by its title in the search.
  const openLinked = useCallback((meeting: Meeting) => {
    if (meeting.is_organizer) setEditing(meeting);
    else {
      setStatus('all');
      setSearch(meeting.title);
    }
  }, []);
  const clearLinked = useLinkedRecord(MEETING_PARAM, lookupMeeting, openLinked, T.notFound);

  const scheduleButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setScheduling(true)}>
      {T.schedule}
    </Button>
  );
  const filtered = searched !== '' || status !== 'all';
  const clearFilters = () => {
    setSearch('');
    setStatus('all');
  };

  let body: ReactNode;
  if (meetings.isError && !data) {
    body = (
      <ErrorPanel
        title={T.loadFailed}
        description={failureMessage(meetings.error, T.loadFailed)}
        onRetry={() => void meetings.refetch()}
      />
    );
  } else if (data && data.counts.total === 0 && !filtered) {
    body = (
      <Card>
        <EmptyState title={T.empty.title} hint={T.empty.hint} action={scheduleButton} />
      </Card>
    );
  } else {
    body = (
      <MeetingsTable
        page={data}
        loading={meetings.isPending || (meetings.isFetching && meetings.isPlaceholderData)}
        empty={
          <EmptyState
            title={T.noMatch.title}
            hint={T.noMatch.hint}
            action={filtered ? <Button onClick={clearFilters}>{T.noMatch.clear}</Button> : null}
          />
        }
        onPage={(next) => setPaging({ filterKey, page: next })}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <>
            <Button icon={<LinkOutlined aria-hidden />} onClick={() => setSubscribing(true)}>
              {T.subscribe}
            </Button>
            {scheduleButton}
          </>
        }
      />

      <section aria-label={T.cards.label} style={{ marginBottom: 24 }}>
        <Row gutter={[16, 16]}>
          {CARDS.map((card) => (
            <Col key={card.key} xs={12} lg={6}>
              <StatCard
                title={card.title}
                value={data ? data.counts[card.key] : meetings.isError ? '—' : <Skeleton.Input active size="small" />}
                icon={card.icon}
              />
            </Col>
          ))}
        </Row>
      </section>

      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input
          allowClear
          aria-label={T.search.label}
          prefix={<SearchOutlined aria-hidden />}
          placeholder={T.search.placeholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Segmented<StatusFilter>
          aria-label={T.statusFilter.label}
          value={status}
          onChange={setStatus}
          options={STATUS_FILTERS.map((value) => ({
            value,
            label: value === 'all' ? T.statusFilter.all : T.statuses[value],
          }))}
        />
      </Flex>

      {body}

      <MeetingDialog open={scheduling} meeting={null} onClose={() => setScheduling(false)} />
      <MeetingDialog
        open={editing !== null}
        meeting={editing}
        onClose={() => {
          setEditing(null);
          clearLinked();
        }}
      />
      <DeleteMeetingDialog meeting={deleting} onClose={() => setDeleting(null)} />
      <CalendarFeedDialog open={subscribing} onClose={() => setSubscribing(false)} />
    </>
  );
}
