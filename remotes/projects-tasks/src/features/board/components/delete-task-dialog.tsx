import type { Task } from '@kanri/contracts';
import { Modal } from '@kanri/design-system';
import { useState } from 'react';
import { BOARD_TEXTS as T } from '../texts';

/** Delete's confirmation: the task goes only once confirmed and deleted by the server (the dialog stays open otherwise). */
export function DeleteTaskDialog({
  task,
  onClose,
  onConfirm,
}: {
  task: Task | null;
  onClose: () => void;
  onConfirm: (task: Task) => Promise<boolean>;
}) {
  const [pending, setPending] = useState(false);

  async function confirm() {
    if (!task) return;
    setPending(true);
    const deleted = await onConfirm(task);
    setPending(false);
    if (deleted) onClose();
  }

  return (
    <Modal
      open={task !== null}
      title={T.deleteTitle}
      okText={T.delete}
      okButtonProps={{ danger: true, loading: pending }}
      cancelText={T.cancel}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p style={{ margin: 0 }}>{T.deleteConfirm}</p>
      <p className="kpt-bd-delete-name" title={task?.title}>
        {task?.title}
      </p>
    </Modal>
  );
}
