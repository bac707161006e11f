import { useLiveNotifications, useNotificationBell } from '@kanri/api-client';
import { Badge, BellOutlined, Button, Popover, Spin } from '@kanri/design-system';
import { lazy, Suspense, useState } from 'react';
import { BELL_TEXTS } from './notification-bell-texts';

// The list is only needed once the bell is opened: its code loads then, not with every page.
const NotificationBellPanel = lazy(() => import('./notification-bell-panel'));

/**
 * The header's notification bell: the unread count as a badge (GET /notifications?limit=10, kept
 * live by the `notification.created` / `notifications.changed` events and by every action of the
 * Notifications page through the shared query cache), and on click a panel with the latest ten,
 * Mark All Read and a link to the Notifications page.
 */
export function NotificationBell() {
  useLiveNotifications();
  const bell = useNotificationBell();
  const unread = bell.data?.counts.unread ?? 0;
  const [open, setOpen] = useState(false);

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      styles={{ container: { padding: 0 } }}
      // antd renders the content on the first opening only: the panel's code loads then.
      content={
        <Suspense
          fallback={
            <div style={{ width: 380, padding: 24, display: 'flex', justifyContent: 'center' }}>
              <Spin />
            </div>
          }
        >
          <NotificationBellPanel onClose={() => setOpen(false)} />
        </Suspense>
      }
    >
      <Button
        type="text"
        shape="circle"
        aria-label={BELL_TEXTS.label(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
        icon={
          <Badge count={unread} overflowCount={99} size="small" offset={[4, -2]}>
            <BellOutlined style={{ fontSize: 18, color: 'rgba(255, 255, 255, 0.85)' }} />
          </Badge>
        }
      />
    </Popover>
  );
}
