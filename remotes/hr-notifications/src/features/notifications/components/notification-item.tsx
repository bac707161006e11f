import type { Notification } from '@kanri/contracts/hr';
import {
  BRAND_PRIMARY,
  Button,
  CheckOutlined,
  DeleteOutlined,
  Dropdown,
  formatDateTime,
  formatNotificationTime,
  MoreOutlined,
  SURFACE,
  Tag,
  theme,
  Typography,
  type MenuProps,
} from '@kanri/design-system';
import type { KeyboardEvent } from 'react';
import { NOTIFICATION_TEXTS } from '../texts';
import { NOTIFICATION_TYPE_LOOK, NotificationTypeIcon } from './notification-type-icon';

const T = NOTIFICATION_TEXTS;

/** Two lines at most (spec §2), the rest cut with an ellipsis. */
const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
  overflowWrap: 'anywhere' as const,
  margin: 0,
};

export interface NotificationItemHandlers {
  /** A click on the notification: read it and go to what it is about. */
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}

/**
 * One notification (spec §2): the icon of its type, title, message on two lines, type badge and
 * relative time; an unread one has an accent left border and a dot. Its menu: Mark as Read (unread
 * only) and Delete.
 */
export function NotificationItem({
  notification,
  now,
  onOpen,
  onMarkRead,
  onDelete,
}: NotificationItemHandlers & { notification: Notification; now: Date }) {
  const { token } = theme.useToken();
  const unread = !notification.is_read;
  const items: MenuProps['items'] = [
    ...(unread ? [{ key: 'read', icon: <CheckOutlined aria-hidden />, label: T.menu.markAsRead }] : []),
    { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: T.menu.delete, danger: true },
  ];
  const open = () => onOpen(notification);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  return (
    <li
      data-testid="notification-item"
      data-unread={unread || undefined}
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 8,
        padding: '14px 12px 14px 16px',
        borderRadius: 10,
        border: `1px solid ${SURFACE.border}`,
        borderLeft: `3px solid ${unread ? BRAND_PRIMARY : SURFACE.border}`,
        background: unread ? SURFACE.raised : SURFACE.panel,
        listStyle: 'none',
      }}
    >
      <div
        role="button"
        tabIndex={0}
        aria-label={T.list.open(notification.title)}
        onClick={open}
        onKeyDown={onKeyDown}
        style={{ display: 'flex', alignItems: 'flex-start', gap: 12, flex: 1, minWidth: 0, cursor: 'pointer' }}
      >
        <NotificationTypeIcon type={notification.type} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
            <Typography.Text
              strong={unread}
              ellipsis={{ tooltip: notification.title }}
              style={{ minWidth: 0 }}
              data-testid="notification-title"
            >
              {notification.title}
            </Typography.Text>
            {unread ? (
              <span
                role="img"
                aria-label={T.list.unread}
                style={{ width: 8, height: 8, borderRadius: '50%', background: BRAND_PRIMARY, flex: 'none' }}
              />
            ) : null}
          </div>
          <p
            style={{ ...twoLines, marginTop: 2, color: token.colorTextSecondary }}
            title={notification.message}
            data-testid="notification-message"
          >
            {notification.message}
          </p>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 8, flexWrap: 'wrap' }}>
            <Tag color={NOTIFICATION_TYPE_LOOK[notification.type].tag} style={{ marginInlineEnd: 0 }}>
              {T.types[notification.type]}
            </Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <time dateTime={notification.created_at} title={formatDateTime(notification.created_at)}>
                {formatNotificationTime(notification.created_at, now)}
              </time>
            </Typography.Text>
          </div>
        </div>
      </div>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'read') onMarkRead(notification);
            else if (key === 'delete') onDelete(notification);
          },
        }}
      >
        <Button type="text" size="small" icon={<MoreOutlined />} aria-label={T.list.actionsLabel(notification.title)} />
      </Dropdown>
    </li>
  );
}
