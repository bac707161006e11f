import { failureMessage } from '@kanri/api-client';
import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type NotificationDelivery,
  type NotificationKind,
} from '@kanri/contracts/constants';
import type { NotificationPreferences } from '@kanri/contracts/hr';
import { Alert, Button, Modal, Segmented, Skeleton, toast, Typography } from '@kanri/design-system';
import { useState } from 'react';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/use-notifications';
import { NOTIFICATION_TEXTS } from '../texts';

const T = NOTIFICATION_TEXTS.preferences;

type Deliveries = NotificationPreferences['deliveries'];

/**
 * E-mail settings: for each kind of notification (labels from the contract), in the app only or
 * also by e-mail; saved in one PUT. Loaded when opened; the choices start from the saved ones on
 * every opening.
 */
export function NotificationPreferencesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const preferences = useNotificationPreferences(open);
  const { save, saving } = useSaveNotificationPreferences();
  // The choices changed in this opening, over the saved ones.
  const [changes, setChanges] = useState<Partial<Deliveries>>({});
  const saved = preferences.data?.deliveries;
  const delivery = (kind: NotificationKind): NotificationDelivery => changes[kind] ?? saved?.[kind] ?? 'in_app';

  function close() {
    if (saving) return;
    setChanges({});
    onClose();
  }

  async function submit() {
    const deliveries = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, delivery(kind)])) as Deliveries;
    try {
      await save(deliveries);
    } catch (error) {
      toast.error(failureMessage(error, T.saveFailed));
      return;
    }
    toast.success(T.saved);
    setChanges({});
    onClose();
  }

  let body;
  if (preferences.isError && !saved) {
    body = <Alert type="error" showIcon title={T.loadFailed} description={failureMessage(preferences.error, T.loadFailed)} />;
  } else if (!saved) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    body = (
      <ul aria-label={T.title} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
        {NOTIFICATION_KINDS.map((kind) => (
          <li
            key={kind}
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 12,
              padding: '8px 0',
              flexWrap: 'wrap',
            }}
          >
            <Typography.Text style={{ flex: '1 1 220px', minWidth: 0 }}>{NOTIFICATION_KIND_INFO[kind].label}</Typography.Text>
            <Segmented<NotificationDelivery>
              size="small"
              aria-label={NOTIFICATION_KIND_INFO[kind].label}
              value={delivery(kind)}
              onChange={(value) => setChanges((current) => ({ ...current, [kind]: value }))}
              options={[
                { value: 'in_app', label: T.inApp },
                { value: 'email', label: T.email },
              ]}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Modal
      open={open}
      title={T.title}
      width={620}
      destroyOnHidden
      closable={!saving}
      keyboard={!saving}
      mask={{ closable: false }}
      onCancel={close}
      footer={
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={close} disabled={saving}>
            {T.cancel}
          </Button>
          <Button type="primary" loading={saving} disabled={!saved} onClick={() => void submit()}>
            {T.save}
          </Button>
        </div>
      }
    >
      <Typography.Paragraph type="secondary">{T.intro}</Typography.Paragraph>
      {body}
    </Modal>
  );
}
