import { errorMessage, fieldError } from '@kanri/api-client';
import { Button, CheckOutlined, CloseOutlined, EditOutlined, Input, toast } from '@kanri/design-system';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { useWorkflowMutations } from '../api/use-workflow';
import { WORKFLOW_TEXTS } from '../texts';
import type { WorkflowItem, WorkflowKind } from '../workflow-kind';

const T = WORKFLOW_TEXTS.row;

export interface WorkflowNameCellProps {
  item: WorkflowItem;
  kind: WorkflowKind;
  canEdit: boolean;
  update: ReturnType<typeof useWorkflowMutations>['update'];
}

/**
 * The name, ellipsized, with inline renaming for editors: the pencil (or a double click) edits;
 * Enter or the check saves; Escape or X cancels. A name the server refuses (blank, taken, too long)
 * keeps the editor open with the server's message under it.
 */
export function WorkflowNameCell({ item, kind, canEdit, update }: WorkflowNameCellProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(item.name);
  const [error, setError] = useState<string>();
  const renameButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const errorId = useId();
  const saving = editing && update.isPending;

  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      renameButton.current?.focus();
    }
  }, [editing]);

  function start() {
    setDraft(item.name);
    setError(undefined);
    setEditing(true);
  }

  function stop() {
    refocus.current = true;
    setError(undefined);
    setEditing(false);
  }

  function save() {
    if (saving) return;
    const name = draft.trim();
    if (name === item.name) {
      stop();
      return;
    }
    update.mutate(
      { id: item.id, name },
      {
        onSuccess: () => {
          toast.success(kind.messages.updated);
          stop();
        },
        onError: (failure) => {
          const message = fieldError(failure, 'name');
          if (message) setError(message);
          else toast.error(errorMessage(failure));
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      stop();
    }
  }

  if (editing) {
    return (
      <div className="kpt-wf-name-editor">
        <div className="kpt-wf-name-editor-row">
          <Input
            autoFocus
            size="small"
            value={draft}
            disabled={saving}
            aria-label={T.nameInput(item.name)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            status={error ? 'error' : undefined}
            title={T.editHint}
            onChange={(event) => {
              setDraft(event.target.value);
              if (error) setError(undefined);
            }}
            onKeyDown={onKeyDown}
            data-testid="workflow-rename-input"
          />
          <Button
            size="small"
            type="text"
            icon={<CheckOutlined aria-hidden />}
            aria-label={T.save}
            onClick={save}
            loading={saving}
          />
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined aria-hidden />}
            aria-label={T.cancel}
            onClick={stop}
            disabled={saving}
          />
        </div>
        {error ? (
          <p id={errorId} className="kpt-wf-field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="kpt-wf-name">
      <span
        className="kpt-wf-name-text"
        title={item.name}
        onDoubleClick={canEdit ? start : undefined}
        data-testid="workflow-name"
      >
        {item.name}
      </span>
      {canEdit ? (
        <Button
          ref={renameButton}
          size="small"
          type="text"
          title={T.tooltips.rename}
          icon={<EditOutlined aria-hidden />}
          aria-label={T.rename(item.name)}
          onClick={start}
          style={{ flex: 'none' }}
        />
      ) : null}
    </div>
  );
}
