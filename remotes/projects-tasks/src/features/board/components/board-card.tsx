import type { DraggableProvided } from '@hello-pangea/dnd';
import type { Task } from '@kanri/contracts';
import {
  ClockCircleOutlined,
  CopyOutlined,
  DeleteOutlined,
  Dropdown,
  EditOutlined,
  EllipsisOutlined,
  formatCalendarDateShort,
  type MenuProps,
} from '@kanri/design-system';
import { memo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AssigneeAvatars, leaveDayOf, leaveMarksOf, personName, PriorityBadge } from '../../../shared';
import { TaskTimeBadge } from '../../task-timer';
import { BOARD_TEXTS as T } from '../texts';
import { useBoardContext } from './board-context';

const taskPath = (task: Task) => `/dashboard/tasks/${task.id}`;

function CardMenu({ task }: { task: Task }) {
  const ctx = useBoardContext();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const button = (
    <button
      type="button"
      className="kpt-bd-icon-button"
      aria-label={T.cardActions(task.title)}
      aria-haspopup="menu"
      aria-expanded={open}
      data-testid="board-card-actions"
      // Once open, the dropdown handles clicks on this button itself (a second click closes it).
      onClick={open ? undefined : () => setOpen(true)}
    >
      <EllipsisOutlined aria-hidden />
    </button>
  );
  // Mounted only while open: two thousand cards keep one small button each.
  if (!open) return button;
  const items: MenuProps['items'] = [
    { key: 'edit', label: T.editTask, icon: <EditOutlined aria-hidden /> },
    { key: 'duplicate', label: T.duplicate, icon: <CopyOutlined aria-hidden /> },
    ...(ctx.canDelete(task)
      ? [{ type: 'divider' as const }, { key: 'delete', label: T.delete, danger: true, icon: <DeleteOutlined aria-hidden /> }]
      : []),
  ];
  return (
    <Dropdown
      open
      trigger={['click']}
      placement="bottomRight"
      onOpenChange={(next: boolean) => setOpen(next)}
      menu={{
        items,
        onClick: ({ key }) => {
          setOpen(false);
          if (key === 'edit') navigate(taskPath(task));
          else if (key === 'duplicate') ctx.duplicate(task);
          else if (key === 'delete') ctx.requestDelete(task);
        },
      }}
    >
      {button}
    </Dropdown>
  );
}

function ProgressLine({ value }: { value: number }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <span className="kpt-bd-progress" role="progressbar" aria-valuenow={clamped} aria-valuemin={0} aria-valuemax={100}>
      <span className="kpt-bd-progress-track">
        <span className="kpt-bd-progress-fill" style={{ width: `${clamped}%` }} />
      </span>
      <span className="kpt-bd-progress-text">{T.progress(clamped)}</span>
    </span>
  );
}

/**
 * The face of a card (spec §2 "Board"): name, menu, priority, the timer and time badge (Time
 * Tracking ClickApp), progress, assignees, due date.
 */
export const CardBody = memo(function CardBody({
  task,
  highlighted,
  dragging,
}: {
  task: Task;
  highlighted: boolean;
  dragging: boolean;
}) {
  const ctx = useBoardContext();
  const priority = task.priority_id === null ? null : ctx.priorityById.get(task.priority_id);
  const people = task.assignee_ids.map((id) => ctx.memberById.get(id) ?? { id, email: `#${id}`, full_name: `#${id}` });
  const marks = ctx.leave
    ? leaveMarksOf(ctx.leave, leaveDayOf(task, ctx.today), task.assignee_ids, (id) =>
        personName(people.find((person) => person.id === id)!),
      )
    : undefined;
  const overdue = Boolean(task.due_date && task.due_date < ctx.today && !ctx.doneStatusIds.has(task.status_id));
  const className = `kpt-bd-card${highlighted ? ' is-highlighted' : ''}${dragging ? ' is-dragging' : ''}`;
  return (
    <div className={className}>
      <div className="kpt-bd-card-top">
        <Link to={taskPath(task)} className="kpt-bd-card-name" title={task.title} data-testid="board-card-name">
          {task.title}
        </Link>
        <CardMenu task={task} />
      </div>
      <div className="kpt-bd-card-meta">
        {ctx.showPriority ? <PriorityBadge priority={priority} /> : null}
        {ctx.showTracked ? (
          <TaskTimeBadge
            task={task}
            buttonClassName="kpt-bd-icon-button kpt-bd-timer-button"
            badgeClassName="kpt-bd-tracked"
            badgeTitle={T.trackedTime}
            icon={<ClockCircleOutlined aria-hidden />}
          />
        ) : null}
      </div>
      <ProgressLine value={task.progress} />
      <div className="kpt-bd-card-foot">
        {people.length > 0 ? <AssigneeAvatars people={people} size={22} marks={marks} /> : <span />}
        {task.due_date ? (
          <Link
            to={taskPath(task)}
            className={`kpt-bd-due${overdue ? ' is-overdue' : ''}`}
            title={overdue ? T.overdue : undefined}
            aria-label={T.dueOn(formatCalendarDateShort(task.due_date, ctx.today))}
            data-testid="board-card-due"
          >
            {formatCalendarDateShort(task.due_date, ctx.today)}
          </Link>
        ) : null}
      </div>
    </div>
  );
});

export interface CardSlotProps {
  task: Task;
  provided: DraggableProvided;
  dragging: boolean;
  highlighted: boolean;
  /** The card's offset in its virtual column; none for the card being dragged (rendered in the body). */
  top?: number;
}

/** A card as a draggable: the whole card is the drag handle (focusable, described by the drag instructions). */
export function CardSlot({ task, provided, dragging, highlighted, top }: CardSlotProps) {
  const style = top === undefined ? provided.draggableProps.style : { ...provided.draggableProps.style, top };
  return (
    <div
      ref={provided.innerRef}
      {...provided.draggableProps}
      {...provided.dragHandleProps}
      role="group"
      aria-roledescription={T.cardRole}
      aria-label={T.cardLabel(task.title)}
      className={`kpt-bd-slot${top === undefined ? '' : ' is-virtual'}`}
      style={style}
      data-testid="board-card"
      data-task-id={task.id}
      data-highlighted={highlighted ? 'true' : undefined}
    >
      <CardBody task={task} highlighted={highlighted} dragging={dragging} />
    </div>
  );
}
