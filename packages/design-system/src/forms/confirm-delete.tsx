import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import { errorMessages } from '@kanri/api-client';
import { Alert, Button, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { Modal } from '../components/lazy';

export interface ConfirmDeleteProps {
  open: boolean;
  title: ReactNode;
  /** What will go, and anything the user must choose first. */
  children?: ReactNode;
  okText: string;
  cancelText: string;
  /**
   * Deletes. Resolving closes the dialog, unless it resolves `false` (the caller reported why);
   * rejecting keeps it open with the failure's messages inside.
   */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  okDisabled?: boolean;
  width?: number;
  rootClassName?: string;
  /** For tests that need to tell this button from others. */
  okTestId?: string;
}

/** Asks before a delete: a danger button that waits for the server, a dialog that stays while it works. */
export function ConfirmDelete({
  open,
  title,
  children,
  okText,
  cancelText,
  onConfirm,
  onClose,
  okDisabled = false,
  width = 440,
  rootClassName,
  okTestId,
}: ConfirmDeleteProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const { token } = theme.useToken();

  function close() {
    if (pending) return;
    setFailure([]);
    onClose();
  }

  async function confirm() {
    if (pending || okDisabled) return;
    setPending(true);
    setFailure([]);
    try {
      const result = await onConfirm();
      setPending(false);
      if (result !== false) onClose();
    } catch (error) {
      setPending(false);
      setFailure(errorMessages(error));
    }
  }

  return (
    <Modal
      open={open}
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
          <ExclamationCircleOutlined style={{ color: token.colorError }} aria-hidden />
          <span style={{ overflowWrap: 'anywhere' }}>{title}</span>
        </span>
      }
      width={width}
      centered
      rootClassName={rootClassName}
      closable={!pending}
      keyboard={!pending}
      mask={{ closable: !pending }}
      destroyOnHidden
      onCancel={close}
      footer={
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={close} disabled={pending}>
            {cancelText}
          </Button>
          <Button
            type="primary"
            danger
            loading={pending}
            disabled={okDisabled}
            onClick={() => void confirm()}
            data-testid={okTestId}
          >
            {okText}
          </Button>
        </div>
      }
    >
      <div style={{ display: 'grid', gap: 12, overflowWrap: 'anywhere' }}>
        {children}
        {failure.length > 0 ? (
          <Alert
            type="error"
            showIcon
            title={
              failure.length === 1 ? (
                failure[0]
              ) : (
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {failure.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              )
            }
          />
        ) : null}
      </div>
    </Modal>
  );
}
