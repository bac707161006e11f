import type { Notification } from '@kanri/contracts/hr';
import { ConfirmDelete, Typography, useRetained } from '@kanri/design-system';
import { NOTIFICATION_TEXTS } from '../texts';

const T = NOTIFICATION_TEXTS.deleteDialog;

/** Asks before deleting a notification (spec §5's question). `onConfirm` resolves false to keep it open. */
export function DeleteNotificationDialog({
  notification: given,
  onConfirm,
  onClose,
}: {
  notification: Notification | null;
  onConfirm: (notification: Notification) => Promise<boolean>;
  onClose: () => void;
}) {
  const notification = useRetained(given);
  return (
    <ConfirmDelete
      open={given !== null}
      title={T.title}
      okText={T.ok}
      cancelText={T.cancel}
      onConfirm={() => onConfirm(notification!)}
      onClose={onClose}
    >
      <p style={{ margin: 0 }}>{T.body}</p>
      {notification ? (
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {notification.title}
        </Typography.Text>
      ) : null}
    </ConfirmDelete>
  );
}
