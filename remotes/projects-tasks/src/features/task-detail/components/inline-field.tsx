import { Button, CheckOutlined, CloseOutlined, EditOutlined, toast, Tooltip } from '@kanri/design-system';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { SaveResult, TaskChanges } from '../api/task-detail-queries';
import { TASK_DETAIL_TEXTS } from '../texts';

const T = TASK_DETAIL_TEXTS;

export type SaveTask = (changes: TaskChanges) => Promise<SaveResult>;

export interface InlineEditOptions<D> {
  /** The saved value, as the editor's draft type. */
  value: D;
  /** The changes to send for a draft; null when the draft equals the saved value (nothing is sent). */
  toChanges: (draft: D) => TaskChanges | null;
  /** A message when the draft cannot be sent (shown inline; nothing is sent). */
  validate?: (draft: D) => string | null;
  save: SaveTask;
  /** Which keys of a 422's per-field messages belong to this field (the first found is shown). */
  errorKeys: readonly string[];
}

/**
 * The state of one inline-edited field (spec §2 Task detail): the pencil starts editing with a
 * draft of the saved value; commit validates, sends only a change and leaves editing once the
 * server saved it; cancel drops the draft (nothing is sent). A 422 keeps the editor open with the
 * server's message under it; any other failure shows a toast and goes back to the saved value.
 */
export function useInlineEdit<D>({ value, toChanges, validate, save, errorKeys }: InlineEditOptions<D>) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<D>(value);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function start() {
    setDraft(value);
    setError(null);
    setEditing(true);
  }

  function cancel() {
    if (saving) return;
    setEditing(false);
    setError(null);
    setDraft(value);
  }

  async function commit(next: D = draft) {
    if (saving) return;
    const problem = validate?.(next) ?? null;
    if (problem) {
      setError(problem);
      return;
    }
    const changes = toChanges(next);
    if (changes === null) {
      setEditing(false);
      setError(null);
      return;
    }
    setSaving(true);
    setError(null);
    const result = await save(changes);
    setSaving(false);
    if (result.ok) {
      setEditing(false);
      return;
    }
    if (result.status === 422) {
      const fieldMessage = errorKeys.map((key) => result.fieldErrors?.[key]?.[0]).find(Boolean);
      setError(fieldMessage ?? result.message);
      return;
    }
    toast.error(result.message);
    setEditing(false);
    setDraft(value);
  }

  return { editing, draft, setDraft, start, cancel, commit, saving, error, setError };
}

export type InlineEdit<D> = ReturnType<typeof useInlineEdit<D>>;

export interface InlineFieldProps<D> {
  /** The field's name, as the label and in the button names (`Edit Status`, `Save Status`). */
  label: string;
  icon?: ReactNode;
  /** `task-field-{name}` on the row. */
  testId: string;
  edit: InlineEdit<D>;
  /** The saved value as shown when not editing. */
  display: ReactNode;
  /** The editor, shown while editing. */
  children: ReactNode;
  /**
   * Whether Enter saves right now; false while a dropdown or calendar of the editor is open (Enter
   * then picks in it). Default: always.
   */
  enterSaves?: () => boolean;
  /** Stack the editor and its buttons (wide editors: relationships). */
  block?: boolean;
  /** Shown under the value when not editing (e.g. a hint). */
  extra?: ReactNode;
  /** Extra class on the row (`is-title` for the heading). */
  className?: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
}

/**
 * A labelled task property with inline editing: the pencil edits; Enter or the check saves; Escape
 * or the X reverts. Keys are caught before the editor's own controls see them, so a closed
 * dropdown does not reopen on Enter and Escape always reverts. While a dropdown is open Enter picks
 * in it (a multiple choice stays open), so Ctrl/⌘+Enter saves at any time.
 */
export function InlineField<D>({
  label,
  icon,
  testId,
  edit,
  display,
  children,
  enterSaves,
  block,
  extra,
  className,
  hideLabel,
}: InlineFieldProps<D>) {
  const pencilRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    // Back to the pencil once editing ends, so keyboard users keep their place.
    if (wasEditing.current && !edit.editing) pencilRef.current?.focus();
    wasEditing.current = edit.editing;
  }, [edit.editing]);

  function onKeyDownCapture(event: KeyboardEvent<HTMLDivElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      edit.cancel();
    } else if (event.key === 'Enter' && !event.shiftKey && (event.ctrlKey || event.metaKey || (enterSaves?.() ?? true))) {
      event.preventDefault();
      event.stopPropagation();
      void edit.commit();
    }
  }

  const errorId = `${testId}-error`;
  return (
    <div className={`ktd-field${edit.editing ? ' is-editing' : ''}${className ? ` ${className}` : ''}`} data-testid={testId}>
      <div className={`ktd-field-label${hideLabel ? ' ktd-visually-hidden' : ''}`}>
        {icon ? (
          <span className="ktd-field-icon" aria-hidden>
            {icon}
          </span>
        ) : null}
        <span>{label}</span>
      </div>
      <div className="ktd-field-body">
        {edit.editing ? (
          <div
            className={`ktd-editor${block ? ' is-block' : ''}`}
            role="group"
            aria-label={label}
            aria-describedby={edit.error ? errorId : undefined}
            onKeyDownCapture={onKeyDownCapture}
          >
            <div className="ktd-editor-control">{children}</div>
            <div className="ktd-editor-actions">
              <Tooltip title={T.save(label)}>
                <Button
                  size="small"
                  type="primary"
                  icon={<CheckOutlined />}
                  aria-label={T.save(label)}
                  loading={edit.saving}
                  onClick={() => void edit.commit()}
                />
              </Tooltip>
              <Tooltip title={T.cancel(label)}>
                <Button
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={T.cancel(label)}
                  disabled={edit.saving}
                  onClick={edit.cancel}
                />
              </Tooltip>
            </div>
            {edit.error ? (
              <div className="ktd-field-error" id={errorId} role="alert">
                {edit.error}
              </div>
            ) : null}
          </div>
        ) : (
          <div className="ktd-field-display">
            <div className="ktd-field-value">{display}</div>
            <Tooltip title={T.edit(label)}>
              <Button
                ref={pencilRef}
                className="ktd-pencil"
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={T.edit(label)}
                onClick={edit.start}
              />
            </Tooltip>
          </div>
        )}
        {!edit.editing && extra ? <div className="ktd-field-extra">{extra}</div> : null}
      </div>
    </div>
  );
}

/** A read-only-looking property row without inline editing (e.g. the Track Time switch saves at once). */
export function PropertyRow({
  label,
  icon,
  testId,
  children,
}: {
  label: string;
  icon?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="ktd-field" data-testid={testId}>
      <div className="ktd-field-label">
        {icon ? (
          <span className="ktd-field-icon" aria-hidden>
            {icon}
          </span>
        ) : null}
        <span>{label}</span>
      </div>
      <div className="ktd-field-body">
        <div className="ktd-field-display">
          <div className="ktd-field-value">{children}</div>
        </div>
      </div>
    </div>
  );
}
