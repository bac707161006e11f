import type { NotificationType } from '@kanri/contracts/constants';
import { CheckCircleOutlined, CloseOutlined, ExclamationCircleOutlined } from '@kanri/design-system';
import type { ReactNode } from 'react';

/** Per type: the icon's colour, the badge's colour and the icon (an info icon is an exclamation turned over). */
export const NOTIFICATION_TYPE_LOOK: Record<NotificationType, { color: string; tag: string; icon: ReactNode }> = {
  info: { color: '#60a5fa', tag: 'blue', icon: <ExclamationCircleOutlined rotate={180} aria-hidden /> },
  success: { color: '#4ade80', tag: 'green', icon: <CheckCircleOutlined aria-hidden /> },
  warning: { color: '#fbbf24', tag: 'gold', icon: <ExclamationCircleOutlined aria-hidden /> },
  error: { color: '#f87171', tag: 'red', icon: <CloseOutlined aria-hidden /> },
};

/** The round icon of a notification's type (spec §2: an icon by type). */
export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const look = NOTIFICATION_TYPE_LOOK[type];
  return (
    <span
      aria-hidden
      data-type={type}
      style={{
        width: 36,
        height: 36,
        flex: 'none',
        borderRadius: '50%',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 16,
        color: look.color,
        background: `${look.color}1f`,
      }}
    >
      {look.icon}
    </span>
  );
}
