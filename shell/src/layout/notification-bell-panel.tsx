import { failureMessage, notificationTargetPath, useNotificationActions, useNotificationBell } from '@kanri/api-client';
import { NOTIFICATION_MESSAGES, type NotificationType } from '@kanri/contracts/constants';
import type { Notification } from '@kanri/contracts/hr';
import {
  BRAND_PRIMARY,
  Button,
  CheckCircleOutlined,
  CheckOutlined,
  CloseOutlined,
  ExclamationCircleOutlined,
  formatDateTime,
  formatNotificationTime,
  Spin,
  SURFACE,
  theme,
  toast,
  Typography,
} from '@kanri/design-system';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BELL_TEXTS, NOTIFICATIONS_PATH } from './notification-bell-texts';

const T = BELL_TEXTS;

/** The colour and icon of each type (as on the Notifications page: an info icon is an exclamation turned over). */
const TYPE_LOOK: Record<NotificationType, { color: string; icon: ReactNode }> = {
  info: { color: '#60a5fa', icon: <ExclamationCircleOutlined rotate={180} aria-hidden /> },
  success: { color: '#4ade80', icon: <CheckCircleOutlined aria-hidden /> },
  warning: { color: '#fbbf24', icon: <ExclamationCircleOutlined aria-hidden /> },
  error: { color: '#f87171', icon: <CloseOutlined aria-hidden /> },
};

const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
  overflowWrap: 'anywhere' as const,
  fontSize: 12,
  lineHeight: 1.5,
};

function BellItem({ notification, now, onOpen }: { notification: Notification; now: Date; onOpen: (n: Notification) => void }) {
  const { token } = theme.useToken();
  const unread = !notification.is_read;
  const look = TYPE_LOOK[notification.type];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(notification);
    }
  };
  return (
    <li style={{ listStyle: 'none' }}>
      <div
        role="button"
        tabIndex={0}
        aria-label={T.open(notification.title)}
        data-testid="bell-item"
        data-unread={unread || undefined}
        onClick={() => onOpen(notification)}
        onKeyDown={onKeyDown}
        style={{
          display: 'flex',
          gap: 10,
          alignItems: 'flex-start',
          padding: '10px 16px',
          cursor: 'pointer',
          borderLeft: `3px solid ${unread ? BRAND_PRIMARY : 'transparent'}`,
          background: unread ? 'rgba(190, 252, 169, 0.04)' : 'transparent',
        }}
      >
        <span aria-hidden style={{ color: look.color, fontSize: 16, lineHeight: '20px', flex: 'none' }}>
          {look.icon}
        </span>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <Typography.Text strong={unread} ellipsis style={{ flex: 1, minWidth: 0 }} data-testid="bell-item-title">
              {notification.title}
            </Typography.Text>
            {unread ? (
              <span
                role="img"
                aria-label={T.unread}
                style={{ width: 8, height: 8, borderRadius: '50%', background: BRAND_PRIMARY, flex: 'none' }}
              />
            ) : null}
          </div>
          <div style={{ ...twoLines, color: token.colorTextSecondary }}>{notification.message}</div>
          <Typography.Text type="secondary" style={{ fontSize: 11, display: 'block', marginTop: 2 }}>
            <time dateTime={notification.created_at} title={formatDateTime(notification.created_at)}>
              {formatNotificationTime(notification.created_at, now)}
            </time>
          </Typography.Text>
        </div>
      </div>
    </li>
  );
}

/**
 * The bell's panel (loaded on first opening): the latest ten notifications (title, message,
 * relative time, unread dot; a click reads it and opens what it is about), Mark All Read (one
 * request) and a link to the Notifications page.
 */
export default function NotificationBellPanel({ onClose }: { onClose: () => void }) {
  const bell = useNotificationBell();
  const actions = useNotificationActions();
  const navigate = useNavigate();
  const now = new Date();
  const items = bell.data?.items ?? [];
  const unread = bell.data?.counts.unread ?? 0;

  function open(notification: Notification) {
    if (!notification.is_read)
      actions
        .markRead(notification)
        .catch((error: unknown) => toast.error(failureMessage(error, NOTIFICATION_MESSAGES.markFailed)));
    onClose();
    void navigate(notificationTargetPath(notification.target) ?? NOTIFICATIONS_PATH);
  }

  async function markAllRead() {
    try {
      await actions.markAllRead();
      toast.success(NOTIFICATION_MESSAGES.allMarkedRead);
    } catch (error) {
      toast.error(failureMessage(error, NOTIFICATION_MESSAGES.markAllFailed));
    }
  }

  let body: ReactNode;
  if (bell.isError && !bell.data) {
    body = <div style={{ padding: 24, textAlign: 'center' }}>{failureMessage(bell.error, T.loadFailed)}</div>;
  } else if (!bell.data) {
    body = (
      <div role="status" style={{ padding: 24, display: 'flex', gap: 10, justifyContent: 'center', alignItems: 'center' }}>
        <Spin size="small" />
        <Typography.Text type="secondary">{T.loading}</Typography.Text>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <Typography.Text type="secondary" style={{ display: 'block', padding: 24, textAlign: 'center' }}>
        {T.empty}
      </Typography.Text>
    );
  } else {
    body = (
      <ul aria-label={T.title} style={{ margin: 0, padding: '4px 0', maxHeight: 420, overflowY: 'auto' }}>
        {items.map((notification) => (
          <BellItem key={notification.id} notification={notification} now={now} onOpen={open} />
        ))}
      </ul>
    );
  }

  return (
    <div role="dialog" aria-label={T.title} data-testid="bell-panel" style={{ width: 380, maxWidth: 'calc(100vw - 32px)' }}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          padding: '12px 16px',
          borderBottom: `1px solid ${SURFACE.border}`,
        }}
      >
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong>{T.title}</Typography.Text>
          {unread > 0 ? (
            <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
              {T.unreadCount(unread)}
            </Typography.Text>
          ) : null}
        </div>
        <Button
          size="small"
          type="text"
          icon={<CheckOutlined aria-hidden />}
          disabled={unread === 0}
          loading={actions.markingAll}
          onClick={() => void markAllRead()}
        >
          {T.markAllRead}
        </Button>
      </div>
      {body}
      <div style={{ borderTop: `1px solid ${SURFACE.border}`, padding: '10px 16px', textAlign: 'center' }}>
        <Link to={NOTIFICATIONS_PATH} onClick={onClose}>
          {T.viewAll}
        </Link>
      </div>
    </div>
  );
}
