import type { Task } from '@kanri/contracts';
import { ConfirmDelete } from '@kanri/design-system';
import { useState } from 'react';
import { TASK_LIST_TEXTS as T } from '../texts';

/**
 * Delete's confirmation, in the list and on the board: the task goes only once confirmed and deleted
 * by the server (the dialog stays open otherwise).
 */
export function DeleteTaskDialog({
  task,
  onClose,
  onConfirm,
}: {
  task: Task | null;
  onClose: () => void;
  /** Deletes; resolves false when refused (the caller toasts why). */
  onConfirm: (task: Task) => Promise<boolean>;
}) {
  // The title stays in the dialog while it closes.
  const [shown, setShown] = useState(task);
  if (task && task !== shown) setShown(task);

  return (
    <ConfirmDelete
      open={task !== null}
      title={T.deleteTitle}
      okText={T.delete}
      cancelText={T.cancel}
      onConfirm={() => (shown ? onConfirm(shown) : Promise.resolve(false))}
      onClose={onClose}
    >
      <p style={{ margin: 0 }}>{T.deleteConfirm}</p>
      <p
        style={{ margin: 0, fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        title={shown?.title}
      >
        {shown?.title}
      </p>
    </ConfirmDelete>
  );
}
