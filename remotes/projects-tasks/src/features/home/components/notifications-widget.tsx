import { failureMessage, notificationTargetPath, useNotificationActions, useNotificationBell } from '@kanri/api-client';
import { NOTIFICATION_MESSAGES } from '@kanri/contracts/constants';
import type { Notification } from '@kanri/contracts/hr';
import { Badge, Button, formatNotificationTime, toast, useNow } from '@kanri/design-system';
import { Link, useNavigate } from 'react-router-dom';
import { HOME_TEXTS } from '../texts';
import { Widget } from './widget';

const T = HOME_TEXTS.notifications;
const SHOWN = 5;

/** The latest notifications with the unread count and Mark All Read (the header bell's data and actions). */
export function NotificationsWidget() {
  const bell = useNotificationBell();
  const actions = useNotificationActions();
  const navigate = useNavigate();
  const now = useNow();
  const items = bell.data?.items.slice(0, SHOWN) ?? [];
  const unread = bell.data?.counts.unread ?? 0;

  async function markAllRead() {
    try {
      await actions.markAllRead();
      toast.success(NOTIFICATION_MESSAGES.allMarkedRead);
    } catch (error) {
      toast.error(failureMessage(error, NOTIFICATION_MESSAGES.markAllFailed));
    }
  }

  function open(notification: Notification) {
    if (!notification.is_read) void actions.markRead(notification).catch(() => undefined);
    const path = notificationTargetPath(notification.target);
    if (path) void navigate(path);
  }

  return (
    <Widget
      title={
        <>
          {T.title}
          <Badge count={unread} size="small" title={T.unread(unread)} data-testid="notifications-unread" />
        </>
      }
      extra={
        <Button size="small" type="link" disabled={unread === 0 || actions.markingAll} onClick={() => void markAllRead()}>
          {T.markAllRead}
        </Button>
      }
      loading={!bell.data}
      rows={4}
      testId="notifications-widget"
      empty={bell.data && items.length === 0 && { title: T.empty }}
    >
      <ul className="kph-list" aria-label={T.title}>
        {items.map((notification) => (
          <li key={notification.id} className={`kph-row kph-notification${notification.is_read ? '' : ' is-unread'}`}>
            <div
              className="kph-row-main"
              role="button"
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              onClick={() => open(notification)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') open(notification);
              }}
            >
              <div className="kph-ellipsis" title={notification.title}>
                {notification.title}
              </div>
              <div className="kph-row-sub kph-ellipsis" title={notification.message}>
                {notification.message}
              </div>
            </div>
            <time className="kph-row-end" dateTime={notification.created_at}>
              {formatNotificationTime(notification.created_at, now)}
            </time>
          </li>
        ))}
      </ul>
      <Link className="kph-link" to="/dashboard/notifications">
        {T.viewAll}
      </Link>
    </Widget>
  );
}
