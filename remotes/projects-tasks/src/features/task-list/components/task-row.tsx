import type { Task } from '@kanri/contracts';
import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  Dropdown,
  EditOutlined,
  EyeOutlined,
  Tooltip,
  type MenuProps,
} from '@kanri/design-system';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CustomFieldCell } from '../../custom-fields';
import { HANDLE_COLUMN_WIDTH, type TaskListColumn } from '../columns';
import { draftTask, type RowDraft } from '../row-draft';
import { TASK_LIST_TEXTS as T } from '../texts';
import { ACTIONS_COLUMN_WIDTH } from '../../../domain';
import { AssigneeCell, DueDateCell, NameCell, PriorityCell, ProgressCell, StatusCell, TimeTrackedCell } from './task-cells';
import { cellId, useTaskListContext } from './task-list-context';
import { ROW_HEIGHT } from './task-list-styles';

export interface TaskRowProps {
  task: Task;
  index: number;
  /** Offset of the row from the top of the body. */
  top: number;
  width: number;
  columns: TaskListColumn[];
  isDragging: boolean;
}

/** Whether a key press belongs to an open dropdown or date picker (it handles Enter and Escape itself). */
function insideOpenPopup(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  if (target.getAttribute('aria-expanded') === 'true' || target.closest('.ant-select-open')) return true;
  return Boolean(
    target.closest('.ant-picker') && document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)'),
  );
}

/**
 * One task as a row of the list: its cells in the columns' order, a drag handle, and its actions.
 * In edit mode every editable cell shows an input; Enter or Save saves them together, Escape or
 * Cancel drops them.
 */
export function TaskRow({ task, index, top, width, columns, isDragging }: TaskRowProps) {
  const ctx = useTaskListContext();
  const editing = ctx.controller.editing;
  const draft: RowDraft | null = editing?.taskId === task.id ? editing.draft : null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!draft || event.defaultPrevented || insideOpenPopup(event)) return;
    if (event.key === 'Enter' && !(event.target instanceof HTMLTextAreaElement)) {
      event.preventDefault();
      void ctx.controller.saveEdit(task);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      ctx.controller.cancelEdit();
    }
  }

  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={`kpt-tl-row${draft ? ' is-editing' : ''}${isDragging ? ' is-dragging' : ''}`}
      style={{ top, width, height: ROW_HEIGHT }}
      data-testid="task-row"
      data-task-id={task.id}
      onKeyDown={onKeyDown}
    >
      <div role="cell" className="kpt-tl-cell kpt-tl-sticky-handle" style={{ width: HANDLE_COLUMN_WIDTH }}>
        <DragHandle task={task} index={index} />
      </div>
      {columns.map((column) => (
        <div
          key={column.key}
          role="cell"
          className={`kpt-tl-cell${column.key === 'name' ? ' kpt-tl-sticky-name' : ''}`}
          style={{ width: column.width }}
          data-column={column.key}
        >
          <Cell column={column} task={task} draft={draft} />
        </div>
      ))}
      <div role="cell" className="kpt-tl-cell" style={{ width: ACTIONS_COLUMN_WIDTH, justifyContent: 'center' }}>
        {draft ? <EditActions task={task} /> : <RowMenu task={task} index={index} />}
      </div>
    </div>
  );
}

function Cell({ column, task, draft }: { column: TaskListColumn; task: Task; draft: RowDraft | null }) {
  const ctx = useTaskListContext();
  if (column.field) {
    const field = column.field;
    const key = String(field.id);
    return (
      <CustomFieldCell
        field={field}
        task={draft ? draftTask(task, draft) : task}
        projectFields={ctx.fields}
        editable
        onChange={async (value: unknown) => {
          if (draft) ctx.controller.updateDraft({ custom: { [key]: value } });
          // The cell shows a refusal and undoes its own state, so it must see the rejection.
          else await ctx.controller.actions.update(task, { custom_field_values: { [key]: value } }, { rethrow: true });
        }}
      />
    );
  }
  switch (column.builtIn) {
    case 'name':
      return <NameCell task={task} draft={draft} />;
    case 'assignee':
      return <AssigneeCell task={task} draft={draft} />;
    case 'due_date':
      return <DueDateCell task={task} draft={draft} />;
    case 'priority':
      return <PriorityCell task={task} draft={draft} />;
    case 'status':
      return <StatusCell task={task} draft={draft} />;
    case 'time_tracked':
      return <TimeTrackedCell task={task} draft={draft} />;
    case 'progress':
      return <ProgressCell task={task} draft={draft} />;
    default:
      return null;
  }
}

function DragHandle({ task, index }: { task: Task; index: number }) {
  const ctx = useTaskListContext();
  const handle = (
    <button
      type="button"
      className="kpt-tl-handle"
      aria-label={T.dragHandle(task.title)}
      data-testid="task-drag-handle"
      disabled={ctx.searchActive}
      onPointerDown={(event) => ctx.startRowDrag(event, index)}
      onKeyDown={(event) => {
        // Alt+Arrow moves the row with the keyboard (the row menu has Move up / Move down too).
        if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        event.preventDefault();
        ctx.moveBy(index, event.key === 'ArrowUp' ? -1 : 1);
      }}
    >
      {/* Drawn by CSS: one node per row instead of an icon's three. */}
    </button>
  );
  if (!ctx.searchActive) return handle;
  return (
    <Tooltip title={T.dragDisabled}>
      <span style={{ display: 'inline-flex' }} data-testid="task-drag-disabled">
        {handle}
      </span>
    </Tooltip>
  );
}

function EditActions({ task }: { task: Task }) {
  const ctx = useTaskListContext();
  return (
    <>
      <button
        type="button"
        className="kpt-tl-icon-button is-primary"
        aria-label={T.save}
        title={T.save}
        data-testid="task-row-save"
        onClick={() => void ctx.controller.saveEdit(task)}
      >
        <CheckOutlined aria-hidden />
      </button>
      <button
        type="button"
        className="kpt-tl-icon-button"
        aria-label={T.cancel}
        title={T.cancel}
        data-testid="task-row-cancel"
        onClick={ctx.controller.cancelEdit}
      >
        <CloseOutlined aria-hidden />
      </button>
    </>
  );
}

function RowMenu({ task, index }: { task: Task; index: number }) {
  const ctx = useTaskListContext();
  const navigate = useNavigate();
  const open = ctx.active?.taskId === task.id && ctx.active.column === 'actions';
  const button = (
    <button
      type="button"
      className="kpt-tl-icon-button"
      aria-label={T.rowActions(task.title)}
      aria-haspopup="menu"
      aria-expanded={open}
      data-testid="task-row-actions"
      data-cell={cellId(task.id, 'actions')}
      onClick={() => (open ? ctx.deactivate() : ctx.activate(task.id, 'actions'))}
    >
      ⋯
    </button>
  );
  // The menu is mounted only while open: a long list keeps one small button per row.
  if (!open) return button;
  const items: MenuProps['items'] = [
    { key: 'edit', label: T.editRow, icon: <EditOutlined aria-hidden /> },
    { key: 'open', label: T.open, icon: <EyeOutlined aria-hidden /> },
    { type: 'divider' },
    { key: 'up', label: T.moveUp, disabled: !ctx.canMoveBy(index, -1) },
    { key: 'down', label: T.moveDown, disabled: !ctx.canMoveBy(index, 1) },
    ...(ctx.canDelete(task)
      ? [{ type: 'divider' as const }, { key: 'delete', label: T.delete, danger: true, icon: <DeleteOutlined aria-hidden /> }]
      : []),
  ];
  return (
    <Dropdown
      open
      trigger={['click']}
      placement="bottomRight"
      onOpenChange={(next: boolean) => {
        if (!next) ctx.deactivate();
      }}
      menu={{
        items,
        onClick: ({ key }) => {
          ctx.deactivate();
          if (key === 'edit') ctx.controller.startEdit(task);
          else if (key === 'open') navigate(`/dashboard/tasks/${task.id}`);
          else if (key === 'up') ctx.moveBy(index, -1);
          else if (key === 'down') ctx.moveBy(index, 1);
          else if (key === 'delete') ctx.requestDelete(task);
        },
      }}
    >
      {button}
    </Dropdown>
  );
}
