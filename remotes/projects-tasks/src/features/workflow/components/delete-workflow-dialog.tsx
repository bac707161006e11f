import { errorMessage, fieldError } from '@kanri/api-client';
import { Alert, ConfirmDelete, Select, toast } from '@kanri/design-system';
import { useId, useState } from 'react';
import { useWorkflowMutations } from '../api/use-workflow';
import { WORKFLOW_TEXTS } from '../texts';
import type { WorkflowItem, WorkflowKind } from '../workflow-kind';
import { WORKFLOW_DIALOG_CLASS } from './workflow-styles';

const T = WORKFLOW_TEXTS.deleteDialog;

export interface DeleteWorkflowDialogProps {
  kind: WorkflowKind;
  /** The item to delete; null when closed. */
  item: WorkflowItem | null;
  /** The whole list, for the move-to choice. */
  items: readonly WorkflowItem[];
  onClose: () => void;
}

/**
 * Confirms a delete. While tasks use the item (as the list counts them, or as the server says when
 * it refuses) the dialog shows the server's message and a choice of another item to move them to,
 * and sends `move_to`. The last status cannot go: the dialog says so (and so does the server).
 * Render it with `key={item.id}` so each item starts afresh.
 */
export function DeleteWorkflowDialog({ kind, item, items, onClose }: DeleteWorkflowDialogProps) {
  const { remove } = useWorkflowMutations(kind);
  const [moveTo, setMoveTo] = useState<number | undefined>();
  const [refusal, setRefusal] = useState<{ message: string; needsMove: boolean } | null>(null);
  const selectId = useId();

  if (!item) return null;
  const current = item;
  const others = items.filter((other) => other.id !== current.id);
  const isLast = Boolean(kind.lastMessage) && others.length === 0;
  const needsMove = !isLast && (current.task_count > 0 || Boolean(refusal?.needsMove));
  const notice =
    refusal?.message ?? (isLast ? kind.lastMessage : needsMove ? kind.messages.inUse(current.task_count) : undefined);

  /** Resolves false when refused: the dialog shows why (and what to do) and stays open. */
  async function confirm(): Promise<boolean> {
    try {
      await remove.mutateAsync({ id: current.id, ...(needsMove && moveTo !== undefined ? { move_to: moveTo } : {}) });
    } catch (error) {
      const moveMessage = fieldError(error, 'move_to');
      const idMessage = fieldError(error, 'id');
      if (moveMessage) setRefusal({ message: moveMessage, needsMove: true });
      else if (idMessage) setRefusal({ message: idMessage, needsMove: false });
      else setRefusal({ message: errorMessage(error), needsMove });
      toast.error(moveMessage ?? idMessage ?? errorMessage(error));
      return false;
    }
    toast.success(kind.messages.deleted);
    return true;
  }

  return (
    <ConfirmDelete
      open
      title={kind.texts.deleteTitle}
      okText={needsMove ? T.moveAndConfirm : T.confirm}
      cancelText={T.cancel}
      okDisabled={isLast || (needsMove && moveTo === undefined)}
      okTestId="workflow-delete-confirm"
      width={460}
      rootClassName={WORKFLOW_DIALOG_CLASS}
      onConfirm={confirm}
      onClose={onClose}
    >
      <div className="kpt-wf-dialog-body" data-testid="workflow-delete-dialog">
        <div className="kpt-wf-dialog-name">
          <span className="kpt-wf-swatch" style={{ background: current.color }} aria-hidden />
          <span title={current.name}>{current.name}</span>
        </div>
        {notice ? <Alert type="warning" showIcon title={notice} /> : <p style={{ margin: 0 }}>{T.body}</p>}
        {needsMove ? (
          <div className="kpt-wf-field">
            <label className="kpt-wf-field-label" htmlFor={selectId}>
              {T.moveTo}
            </label>
            <Select<number>
              id={selectId}
              value={moveTo}
              onChange={setMoveTo}
              placeholder={T.moveToPlaceholder(kind.texts.singular)}
              options={others.map((other) => ({ value: other.id, label: other.name, color: other.color }))}
              optionRender={(option) => (
                <span className="kpt-wf-option">
                  <span className="kpt-wf-swatch" style={{ background: (option.data as { color: string }).color }} aria-hidden />
                  <span>{option.data.label as string}</span>
                </span>
              )}
              virtual={false}
              style={{ width: '100%' }}
              data-testid="workflow-move-to"
            />
          </div>
        ) : null}
      </div>
    </ConfirmDelete>
  );
}
