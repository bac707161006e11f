import type { Todo } from '@kanri/contracts';
import { ConfirmDelete, Typography } from '@kanri/design-system';
import { useTodoActions } from '../api/use-todos';
import { TODOS_TEXTS } from '../texts';

const T = TODOS_TEXTS.deleteDialog;

/** Spec §5: `Are you sure you want to delete this todo?`, naming the todo; a refusal is toasted and the dialog stays. */
export function DeleteTodoDialog({ open, todo, onClose }: { open: boolean; todo: Todo | null; onClose: () => void }) {
  const actions = useTodoActions();
  return (
    <ConfirmDelete
      open={open}
      title={T.title}
      okText={T.ok}
      cancelText={T.cancel}
      onConfirm={() => (todo ? actions.remove(todo) : Promise.resolve())}
      onClose={onClose}
    >
      <span>{T.body}</span>
      {todo ? (
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {todo.title}
        </Typography.Text>
      ) : null}
    </ConfirmDelete>
  );
}
