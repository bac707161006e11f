import { errorMessage } from '@kanri/api-client';
import { isComputedFieldType, type CustomField, type Task } from '@kanri/contracts';
import { Checkbox, EditOutlined, toast } from '@kanri/design-system';
import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isEmptyValue, sameValue } from '../format';
import { CustomFieldStyles } from '../styles';
import { CF_TEXTS } from '../texts';
import { DateEditor, DropdownEditor, LabelsEditor, PeopleEditor, RatingEditor, useMyVote } from './choice-editors';
import type { EditorProps, SaveOptions } from './editor-types';
import { FieldDisplay, hasLinkDisplay, VoteButton } from './field-display';
import { FilesEditor } from './files';
import { SignatureEditor } from './signature';
import { TaskLinksEditor } from './task-links';
import { NumberEditor, TextAreaEditor, TextLikeEditor } from './text-editors';

const T = CF_TEXTS.cell;

export interface CustomFieldCellProps {
  field: CustomField;
  task: Task;
  /** The project's fields (a formula's readable form, a rollup over money). */
  projectFields: readonly CustomField[];
  /** Whether the user may change the value (computed types never are). */
  editable: boolean;
  /**
   * Saves the value (null clears it), e.g. `PUT /tasks/update { id, custom_field_values: { [id]: value } }`.
   * Reject on failure: the cell shows the error's message as a toast and keeps the old value.
   */
  onChange: (value: unknown | null) => Promise<void>;
}

/**
 * One custom field of one task in the task list: the value as a 40 px row shows it, and on click
 * (when editable) an editor that fits the type. Checkbox and voting change at once; text-like
 * editors save on Enter or when left and cancel on Escape.
 */
export function CustomFieldCell({ field, task, projectFields, editable, onChange }: CustomFieldCellProps) {
  const value = task.custom_field_values[String(field.id)] ?? null;
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState(false);
  const canEdit = editable && !isComputedFieldType(field.type);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  const save = useCallback(async (next: unknown, options: SaveOptions = {}): Promise<boolean> => {
    const normalized = isEmptyValue(next) ? null : next;
    if (sameValue(normalized, latest.current.value) && !(normalized === null && latest.current.value !== null)) {
      if (!options.keepOpen) setEditing(false);
      return true;
    }
    setPending(true);
    try {
      await latest.current.onChange(normalized);
      if (!options.keepOpen) setEditing(false);
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      if (!options.keepOpen) setEditing(false);
      return false;
    } finally {
      setPending(false);
    }
  }, []);

  const cancel = useCallback(() => setEditing(false), []);

  const testId = `custom-field-cell-${field.id}`;

  if (field.type === 'checkbox') {
    return (
      <div className="kpt-cf-cell" data-testid={testId} data-field-type={field.type}>
        <CustomFieldStyles />
        <Checkbox
          checked={value === true}
          disabled={!canEdit || pending}
          aria-label={field.name}
          onChange={(event) => void save(event.target.checked)}
        />
      </div>
    );
  }

  if (field.type === 'voting')
    return <VotingCell field={field} value={value} canEdit={canEdit} pending={pending} save={save} testId={testId} />;

  const display = <FieldDisplay field={field} value={value} task={task} projectFields={projectFields} />;

  if (editing && canEdit) {
    const props: EditorProps = { field, value, task, onSave: save, onCancel: cancel };
    let editor: ReactNode;
    let inline = true;
    switch (field.type) {
      case 'text':
      case 'email':
      case 'phone':
      case 'website':
      case 'location':
      case 'progress-manual':
        editor = <TextLikeEditor {...props} />;
        break;
      case 'number':
      case 'money':
        editor = <NumberEditor {...props} />;
        break;
      case 'dropdown':
        editor = <DropdownEditor {...props} />;
        break;
      case 'labels':
        editor = <LabelsEditor {...props} />;
        break;
      case 'people':
        editor = <PeopleEditor {...props} />;
        break;
      case 'date':
        editor = <DateEditor {...props} />;
        break;
      case 'rating':
        editor = <RatingEditor {...props} />;
        break;
      case 'tasks':
      case 'relationship':
        editor = <TaskLinksEditor {...props} />;
        break;
      case 'text-area':
        inline = false;
        editor = (
          <TextAreaEditor {...props}>
            <span className="kpt-cf-cell-anchor" style={{ display: 'flex', alignItems: 'center', minWidth: 0, width: '100%' }}>
              {display}
            </span>
          </TextAreaEditor>
        );
        break;
      case 'files':
        inline = false;
        editor = (
          <FilesEditor {...props}>
            <span className="kpt-cf-cell-anchor" style={{ display: 'flex', alignItems: 'center', minWidth: 0, width: '100%' }}>
              {display}
            </span>
          </FilesEditor>
        );
        break;
      case 'signature':
        inline = false;
        editor = (
          <>
            {display}
            <SignatureEditor {...props} />
          </>
        );
        break;
      default:
        editor = display;
    }
    return (
      <div
        className={inline ? 'kpt-cf-cell is-editing' : 'kpt-cf-cell'}
        data-testid={testId}
        data-field-type={field.type}
        data-editing="true"
        aria-busy={pending || undefined}
        // The open editor owns its keys (Enter, Escape) and pointer: the row (edit mode, drag) must not act on them,
        // including from the editor's popover or dialog, which React bubbles through this cell.
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
        onPointerDown={(event) => event.stopPropagation()}
      >
        <CustomFieldStyles />
        {editor}
      </div>
    );
  }

  if (!canEdit) {
    return (
      <div className="kpt-cf-cell" data-testid={testId} data-field-type={field.type}>
        <CustomFieldStyles />
        {display}
      </div>
    );
  }

  const open = () => setEditing(true);
  const openOnKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'F2') {
      event.preventDefault();
      open();
    }
  };

  // Links inside (website, email, phone, location, tasks): the cell is clickable, a pencil button edits by keyboard.
  if (hasLinkDisplay(field.type)) {
    return (
      <div className="kpt-cf-cell is-editable" data-testid={testId} data-field-type={field.type} onClick={open}>
        <CustomFieldStyles />
        {display}
        <button
          type="button"
          className="kpt-cf-edit"
          aria-label={T.edit(field.name)}
          onClick={(event) => {
            event.stopPropagation();
            open();
          }}
        >
          <EditOutlined aria-hidden />
        </button>
      </div>
    );
  }

  return (
    <div
      className="kpt-cf-cell is-editable"
      role="button"
      tabIndex={0}
      aria-label={T.edit(field.name)}
      data-testid={testId}
      data-field-type={field.type}
      onClick={open}
      onKeyDown={openOnKey}
    >
      <CustomFieldStyles />
      {display}
    </div>
  );
}

function VotingCell({
  field,
  value,
  canEdit,
  pending,
  save,
  testId,
}: {
  field: CustomField;
  value: unknown;
  canEdit: boolean;
  pending: boolean;
  save: (value: unknown) => Promise<boolean>;
  testId: string;
}) {
  const vote = useMyVote(value);
  return (
    <div className="kpt-cf-cell" data-testid={testId} data-field-type={field.type}>
      <CustomFieldStyles />
      <VoteButton
        field={field}
        voters={vote.voters}
        mine={vote.mine}
        disabled={!canEdit || pending || !vote.signedIn}
        onToggle={() => void save(vote.toggled())}
      />
    </div>
  );
}
