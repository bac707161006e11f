import { failureMessage, notificationTargetPath, useNotificationActions } from '@kanri/api-client';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TYPES, type NotificationType } from '@kanri/contracts/constants';
import type { Notification, NotificationCounts } from '@kanri/contracts/hr';
import {
  BellOutlined,
  Button,
  CalendarOutlined,
  Card,
  CheckOutlined,
  ClockCircleOutlined,
  Col,
  EmptyState,
  ErrorPanel,
  Flex,
  Input,
  MailOutlined,
  PageHeader,
  Row,
  SEARCH_DEBOUNCE_MS,
  SearchOutlined,
  Select,
  Skeleton,
  Spin,
  StatCard,
  toast,
  Typography,
  useDebounced,
  useNow,
  useTimeZone,
} from '@kanri/design-system';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotificationsList } from '../api/use-notifications';
import { DeleteNotificationDialog } from '../components/delete-notification-dialog';
import { NotificationItem } from '../components/notification-item';
import { NotificationPreferencesDialog } from '../components/notification-preferences-dialog';
import { NOTIFICATION_TEXTS } from '../texts';

const T = NOTIFICATION_TEXTS;
const M = NOTIFICATION_MESSAGES;

type TypeFilter = NotificationType | 'all';
type StatusFilter = 'all' | 'unread' | 'read';

const CARDS: { key: keyof NotificationCounts; title: string; icon: ReactNode }[] = [
  { key: 'total', title: T.cards.total, icon: <BellOutlined aria-hidden /> },
  { key: 'unread', title: T.cards.unread, icon: <MailOutlined aria-hidden /> },
  { key: 'today', title: T.cards.today, icon: <ClockCircleOutlined aria-hidden /> },
  { key: 'this_week', title: T.cards.thisWeek, icon: <CalendarOutlined aria-hidden /> },
];

/**
 * `/dashboard/notifications` (spec §2 Notifications screen): the caller's notifications, newest
 * first, searched and filtered by type and read state on the server and paged with Load more; the
 * cards Total, Unread, Today and This Week; Mark All Read in one request; each item's menu; a click
 * reads it and opens what it is about. New ones appear at the top as they arrive (the shell's live
 * events update the shared cache), and the header bell follows every change made here.
 */
export default function NotificationsPage() {
  const navigate = useNavigate();
  const actions = useNotificationActions();
  const timeZone = useTimeZone();
  const now = useNow();
  const filterId = useId();

  const [search, setSearch] = useState('');
  const searched = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [type, setType] = useState<TypeFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const list = useNotificationsList({
    ...(searched ? { search: searched } : {}),
    ...(type === 'all' ? {} : { type }),
    ...(status === 'all' ? {} : { status }),
    time_zone: timeZone,
  });
  const pages = list.data?.pages;
  const counts = pages?.[0]?.counts;
  const items = useMemo(() => {
    const seen = new Set<number>();
    return (pages ?? []).flatMap((page) => page.items).filter((item) => !seen.has(item.id) && seen.add(item.id));
  }, [pages]);

  const [deleting, setDeleting] = useState<Notification | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const filtered = searched !== '' || type !== 'all' || status !== 'all';

  async function markRead(notification: Notification) {
    try {
      await actions.markRead(notification);
      toast.success(M.markedRead);
    } catch (error) {
      toast.error(failureMessage(error, M.markFailed));
    }
  }

  async function markAllRead() {
    try {
      await actions.markAllRead();
      toast.success(M.allMarkedRead);
    } catch (error) {
      toast.error(failureMessage(error, M.markAllFailed));
    }
  }

  async function remove(notification: Notification): Promise<boolean> {
    try {
      await actions.remove(notification);
    } catch (error) {
      toast.error(failureMessage(error, M.deleteFailed));
      return false;
    }
    toast.success(M.deleted);
    return true;
  }

  /** A click: read it (quietly; a failure is toasted) and go to what it is about. */
  function open(notification: Notification) {
    if (!notification.is_read)
      actions.markRead(notification).catch((error: unknown) => toast.error(failureMessage(error, M.markFailed)));
    const path = notificationTargetPath(notification.target);
    if (path) void navigate(path);
  }

  let body: ReactNode;
  if (list.isError && !pages) {
    body = (
      <ErrorPanel
        title={T.loadFailed}
        description={failureMessage(list.error, T.loadFailed)}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!pages) {
    body = (
      <Card>
        <Flex gap={12} align="center" justify="center" role="status" style={{ padding: 32 }}>
          <Spin />
          <Typography.Text type="secondary">{T.loading}</Typography.Text>
        </Flex>
      </Card>
    );
  } else if (items.length === 0) {
    body = (
      <Card>
        <EmptyState title={filtered ? T.emptyFiltered : T.empty} />
      </Card>
    );
  } else {
    body = (
      <>
        <ul
          aria-label={T.list.label}
          aria-busy={list.isFetching && list.isPlaceholderData}
          style={{ display: 'grid', gap: 10, margin: 0, padding: 0, opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              now={now}
              onOpen={open}
              onMarkRead={(item) => void markRead(item)}
              onDelete={setDeleting}
            />
          ))}
        </ul>
        {list.hasNextPage ? (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {T.list.loadMore}
            </Button>
          </Flex>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <>
            <Button icon={<MailOutlined aria-hidden />} onClick={() => setSettingsOpen(true)}>
              {T.preferences.open}
            </Button>
            <Button
              type="primary"
              icon={<CheckOutlined aria-hidden />}
              disabled={!counts || counts.unread === 0}
              loading={actions.markingAll}
              onClick={() => void markAllRead()}
            >
              {T.markAllRead}
            </Button>
          </>
        }
      />

      <section aria-label={T.cards.label} style={{ marginBottom: 24 }}>
        <Row gutter={[16, 16]}>
          {CARDS.map((card) => (
            <Col key={card.key} xs={12} lg={6}>
              <StatCard
                title={card.title}
                value={counts ? counts[card.key] : list.isError ? '—' : <Skeleton.Input active size="small" />}
                icon={card.icon}
              />
            </Col>
          ))}
        </Row>
      </section>

      <Flex gap={12} wrap align="center" role="search" aria-label={T.filters.label} style={{ marginBottom: 16 }}>
        <Input
          allowClear
          aria-label={T.search.label}
          prefix={<SearchOutlined aria-hidden />}
          placeholder={T.search.placeholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ flex: '1 1 240px', maxWidth: 360 }}
        />
        <Select<TypeFilter>
          id={`${filterId}-type`}
          aria-label={T.filters.type}
          prefix={<Typography.Text type="secondary">{T.filters.type}:</Typography.Text>}
          value={type}
          onChange={setType}
          options={(['all', ...NOTIFICATION_TYPES] as TypeFilter[]).map((value) => ({
            value,
            label: value === 'all' ? T.filters.all : T.types[value],
          }))}
          virtual={false}
          style={{ width: 180 }}
        />
        <Select<StatusFilter>
          id={`${filterId}-status`}
          aria-label={T.filters.status}
          prefix={<Typography.Text type="secondary">{T.filters.status}:</Typography.Text>}
          value={status}
          onChange={setStatus}
          options={[
            { value: 'all', label: T.filters.all },
            { value: 'unread', label: T.filters.unread },
            { value: 'read', label: T.filters.read },
          ]}
          virtual={false}
          style={{ width: 180 }}
        />
      </Flex>

      {body}

      <DeleteNotificationDialog notification={deleting} onConfirm={remove} onClose={() => setDeleting(null)} />
      <NotificationPreferencesDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}
