import { TASK_DESCRIPTION_MAX_LENGTH, type Task } from '@kanri/contracts';
import { Button, EditOutlined, FileTextOutlined, TextArea, Tooltip } from '@kanri/design-system';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { TASK_DETAIL_TEXTS } from '../../texts';
import { useInlineEdit, type SaveTask } from '../inline-field';

const T = TASK_DETAIL_TEXTS;

/**
 * A multi-line description: Enter makes new lines, `Save` stores it (Ctrl/⌘+Enter too) and
 * `Cancel` goes back to the saved text. A blank description is stored as none.
 */
export function DescriptionField({ task, save }: { task: Task; save: SaveTask }) {
  const saved = task.description ?? '';
  const edit = useInlineEdit<string>({
    value: saved,
    toChanges: (draft) => {
      const next = draft.trim() === '' ? null : draft.replace(/\s+$/, '');
      return next === task.description ? null : { description: next };
    },
    save,
    errorKeys: ['description'],
  });
  const pencilRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !edit.editing) pencilRef.current?.focus();
    wasEditing.current = edit.editing;
  }, [edit.editing]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void edit.commit();
    }
  }

  return (
    <section className="ktd-section" data-testid="task-field-description" aria-labelledby="ktd-description-title">
      <div className="ktd-section-head">
        <h2 id="ktd-description-title" className="ktd-section-title">
          <FileTextOutlined aria-hidden /> {T.fields.description}
        </h2>
        {!edit.editing ? (
          <Tooltip title={T.edit(T.fields.description)}>
            <Button
              ref={pencilRef}
              className="ktd-pencil"
              size="small"
              type="text"
              icon={<EditOutlined />}
              aria-label={T.edit(T.fields.description)}
              onClick={edit.start}
            />
          </Tooltip>
        ) : null}
      </div>
      {edit.editing ? (
        <div className="ktd-description-editor" onKeyDown={onKeyDown}>
          <TextArea
            autoFocus
            aria-label={T.fields.description}
            placeholder={T.placeholders.description}
            value={edit.draft}
            maxLength={TASK_DESCRIPTION_MAX_LENGTH}
            autoSize={{ minRows: 4, maxRows: 20 }}
            disabled={edit.saving}
            onChange={(event: { target: { value: string } }) => edit.setDraft(event.target.value)}
          />
          {edit.error ? (
            <div className="ktd-field-error" role="alert">
              {edit.error}
            </div>
          ) : null}
          <div className="ktd-description-actions">
            <Button onClick={edit.cancel} disabled={edit.saving}>
              {T.descriptionCancel}
            </Button>
            <Button type="primary" loading={edit.saving} onClick={() => void edit.commit()}>
              {T.descriptionSave}
            </Button>
          </div>
        </div>
      ) : saved ? (
        <div className="ktd-description" data-testid="task-description-text">
          {saved}
        </div>
      ) : (
        <button type="button" className="ktd-description-empty" onClick={edit.start}>
          {T.empty.description}
        </button>
      )}
    </section>
  );
}
