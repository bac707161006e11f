import type { Member, Task } from '@kanri/contracts';
import {
  AssigneeAvatars,
  LEAVE_TEXTS,
  leaveDayOf,
  leaveMarksOf,
  NO_LEAVE,
  OnLeaveTag,
  PersonAvatar,
  personName,
  PriorityBadge,
  StatusBadge,
  warnAssignedOnLeave,
  type LeaveLookup,
} from '../../../shared';
import { DateInput, formatCalendarDateShort, Input, Select } from '@kanri/design-system';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TaskTimeCell } from '../../task-timer';
import { TASK_LIST_TEXTS as T } from '../texts';
import type { RowDraft } from '../row-draft';
import { cellId, useTaskListContext } from './task-list-context';

interface CellProps {
  task: Task;
  /** The row's draft when the row is in edit mode. */
  draft: RowDraft | null;
}

/** The button a cell shows until it is clicked (then its inline editor opens in its place). */
function CellButton({
  task,
  column,
  label,
  title,
  children,
}: {
  task: Task;
  column: string;
  label: string;
  title?: string;
  children: ReactNode;
}) {
  const ctx = useTaskListContext();
  return (
    <button
      type="button"
      className="kpt-tl-cell-button"
      aria-label={label}
      title={title}
      data-cell={cellId(task.id, column)}
      onClick={() => ctx.activate(task.id, column)}
    >
      {children}
    </button>
  );
}

const isActive = (ctx: ReturnType<typeof useTaskListContext>, task: Task, column: string) =>
  ctx.active?.taskId === task.id && ctx.active.column === column;

// Name ------------------------------------------------------------------------------------------

export function NameCell({ task, draft }: CellProps) {
  const ctx = useTaskListContext();
  const editing = ctx.controller.editing;
  if (draft) {
    return (
      <Input
        size="small"
        className="kpt-tl-editor"
        aria-label={T.taskName}
        value={draft.title}
        maxLength={500}
        autoFocus
        onFocus={(event) => {
          if (editing?.isNew) event.target.select();
        }}
        onChange={(event) => ctx.controller.updateDraft({ title: event.target.value })}
      />
    );
  }
  return (
    <Link to={`/dashboard/tasks/${task.id}`} className="kpt-tl-name" title={task.title} data-testid="task-name-link">
      {task.title}
    </Link>
  );
}

// Assignees -------------------------------------------------------------------------------------

/** A picker option; someone on approved leave on `day` gets an `On leave` tag. */
function memberOption(member: Member, leave: LeaveLookup, day: string) {
  const name = personName(member);
  return {
    value: member.id,
    title: name,
    label: (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
        <PersonAvatar person={member} size={20} />
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
        {leave.on(member.id, day) ? <OnLeaveTag title={LEAVE_TEXTS.onLeaveOn(name, day)} /> : null}
      </span>
    ),
  };
}

function AssigneeSelect({
  value,
  onCommit,
  onClose,
  autoOpen,
  label,
  day,
}: {
  value: number[];
  onCommit: (ids: number[]) => void;
  onClose?: () => void;
  autoOpen: boolean;
  label: string;
  /** `YYYY-MM-DD` the leave is checked on: the task's due date, else today. */
  day: string;
}) {
  const ctx = useTaskListContext();
  const leave = ctx.leave ?? NO_LEAVE;
  const [picked, setPicked] = useState(value);
  // Assigned people who are no longer active members stay visible (and removable).
  const known = new Set(ctx.members.map((member) => member.id));
  const nameOf = (id: number) => {
    const member = ctx.memberById.get(id);
    return member ? personName(member) : `#${id}`;
  };
  // Picking someone on leave on the day warns at once (the change is still made).
  const warn = (ids: number[], before: number[]) => warnAssignedOnLeave(leave, day, ids, before, nameOf);
  const options = [
    ...ctx.members.map((member) => memberOption(member, leave, day)),
    ...value.filter((id) => !known.has(id)).map((id) => ({ value: id, title: `#${id}`, label: `#${id}` })),
  ];
  const filterOption = (input: string, option?: { title?: string }) =>
    (option?.title ?? '').toLowerCase().includes(input.trim().toLowerCase());

  if (ctx.multipleAssignees) {
    return (
      <Select<number[]>
        mode="multiple"
        size="small"
        className="kpt-tl-editor"
        aria-label={label}
        value={autoOpen ? picked : value}
        options={options}
        maxTagCount="responsive"
        showSearch
        filterOption={filterOption}
        autoFocus={autoOpen}
        defaultOpen={autoOpen}
        popupMatchSelectWidth={240}
        onChange={(ids) => {
          warn(ids, autoOpen ? picked : value);
          if (autoOpen) setPicked(ids);
          else onCommit(ids);
        }}
        onOpenChange={(open) => {
          if (open || !autoOpen) return;
          onCommit(picked);
          onClose?.();
        }}
      />
    );
  }
  return (
    <Select<number | undefined>
      size="small"
      className="kpt-tl-editor"
      aria-label={label}
      value={value[0]}
      options={options}
      allowClear
      showSearch
      filterOption={filterOption}
      autoFocus={autoOpen}
      defaultOpen={autoOpen}
      popupMatchSelectWidth={240}
      placeholder={T.unassigned}
      onChange={(id) => {
        const ids = id === undefined || id === null ? [] : [id];
        warn(ids, value);
        onCommit(ids);
        onClose?.();
      }}
      onOpenChange={(open) => {
        if (!open && autoOpen) onClose?.();
      }}
    />
  );
}

export function AssigneeCell({ task, draft }: CellProps) {
  const ctx = useTaskListContext();
  const label = T.editAssignees(task.title);
  if (draft) {
    return (
      <AssigneeSelect
        value={draft.assignee_ids}
        autoOpen={false}
        label={label}
        day={draft.due_date ?? ctx.today}
        onCommit={(ids) => ctx.controller.updateDraft({ assignee_ids: ids })}
      />
    );
  }
  if (isActive(ctx, task, 'assignee')) {
    return (
      <AssigneeSelect
        value={task.assignee_ids}
        autoOpen
        label={label}
        day={leaveDayOf(task, ctx.today)}
        onClose={ctx.deactivate}
        onCommit={(ids) => {
          const same = ids.length === task.assignee_ids.length && ids.every((id, index) => id === task.assignee_ids[index]);
          if (!same) void ctx.controller.actions.update(task, { assignee_ids: ids });
        }}
      />
    );
  }
  const people = task.assignee_ids.map((id) => ctx.memberById.get(id) ?? { id, email: `#${id}`, full_name: `#${id}` });
  const names = people.map(personName).join(', ');
  const marks = ctx.leave
    ? leaveMarksOf(ctx.leave, leaveDayOf(task, ctx.today), task.assignee_ids, (id) =>
        personName(people.find((person) => person.id === id)!),
      )
    : undefined;
  return (
    <CellButton task={task} column="assignee" label={`${label}: ${names || T.unassigned}`}>
      {people.length > 0 ? (
        <AssigneeAvatars people={people} marks={marks} />
      ) : (
        <span className="kpt-tl-placeholder">{T.unassigned}</span>
      )}
    </CellButton>
  );
}

// Due date --------------------------------------------------------------------------------------

export function DueDateCell({ task, draft }: CellProps) {
  const ctx = useTaskListContext();
  const label = T.editDueDate(task.title);
  if (draft) {
    return (
      <DateInput
        size="small"
        className="kpt-tl-editor"
        aria-label={label}
        value={draft.due_date}
        shortcuts
        allowClear
        min={task.start_date}
        displayFormat="MMM D, YYYY"
        onChange={(value) => ctx.controller.updateDraft({ due_date: value })}
      />
    );
  }
  if (isActive(ctx, task, 'due_date')) {
    return (
      <DateInput
        size="small"
        className="kpt-tl-editor"
        aria-label={label}
        value={task.due_date}
        shortcuts
        allowClear
        autoFocus
        open
        min={task.start_date}
        onOpenChange={(open) => {
          if (!open) ctx.deactivate();
        }}
        onChange={(value) => {
          ctx.deactivate();
          if (value !== task.due_date) void ctx.controller.actions.update(task, { due_date: value });
        }}
      />
    );
  }
  const done = ctx.statusById.get(task.status_id)?.category === 'done';
  const overdue = Boolean(task.due_date && task.due_date < ctx.today && !done);
  return (
    <CellButton
      task={task}
      column="due_date"
      label={`${label}: ${task.due_date ?? T.noDueDate}`}
      title={overdue ? T.overdue : undefined}
    >
      {task.due_date ? (
        <span className={`kpt-tl-date${overdue ? ' is-overdue' : ''}`}>{formatCalendarDateShort(task.due_date, ctx.today)}</span>
      ) : (
        <span className="kpt-tl-placeholder">{T.noDueDate}</span>
      )}
    </CellButton>
  );
}

// Priority --------------------------------------------------------------------------------------

/** The "no priority" choice (the server's null). */
const NO_PRIORITY = 0;

export function PriorityCell({ task, draft }: CellProps) {
  const ctx = useTaskListContext();
  const label = T.editPriority(task.title);
  const options = [
    ...ctx.priorities.map((priority) => ({
      value: priority.id,
      title: priority.name,
      label: <PriorityBadge priority={priority} />,
    })),
    { value: NO_PRIORITY, title: T.noPriority, label: <span className="kpt-tl-empty-value">{T.noPriority}</span> },
  ];
  if (draft || isActive(ctx, task, 'priority')) {
    const inline = !draft;
    const current = draft ? draft.priority_id : task.priority_id;
    return (
      <Select<number>
        size="small"
        className="kpt-tl-editor"
        aria-label={label}
        value={current ?? NO_PRIORITY}
        options={options}
        popupMatchSelectWidth={160}
        autoFocus={inline}
        defaultOpen={inline}
        onOpenChange={(open) => {
          if (!open && inline) ctx.deactivate();
        }}
        onChange={(value) => {
          const priorityId = value === NO_PRIORITY ? null : value;
          if (draft) ctx.controller.updateDraft({ priority_id: priorityId });
          else {
            ctx.deactivate();
            if (priorityId !== task.priority_id) void ctx.controller.actions.update(task, { priority_id: priorityId });
          }
        }}
      />
    );
  }
  const priority = task.priority_id === null ? null : ctx.priorityById.get(task.priority_id);
  return (
    <CellButton task={task} column="priority" label={`${label}: ${priority?.name ?? T.noPriority}`}>
      <PriorityBadge priority={priority} />
    </CellButton>
  );
}

// Status ----------------------------------------------------------------------------------------

export function StatusCell({ task, draft }: CellProps) {
  const ctx = useTaskListContext();
  const label = T.editStatus(task.title);
  const status = ctx.statusById.get(task.status_id);
  if (draft || isActive(ctx, task, 'status')) {
    const inline = !draft;
    const statuses =
      ctx.statuses.some((candidate) => candidate.id === task.status_id) || !status ? ctx.statuses : [status, ...ctx.statuses];
    return (
      <Select<number>
        size="small"
        className="kpt-tl-editor"
        aria-label={label}
        value={draft ? draft.status_id : task.status_id}
        options={statuses.map((option) => ({ value: option.id, title: option.name, label: <StatusBadge status={option} /> }))}
        popupMatchSelectWidth={180}
        autoFocus={inline}
        defaultOpen={inline}
        onOpenChange={(open) => {
          if (!open && inline) ctx.deactivate();
        }}
        onChange={(value) => {
          if (draft) ctx.controller.updateDraft({ status_id: value });
          else {
            ctx.deactivate();
            if (value !== task.status_id) void ctx.controller.actions.update(task, { status_id: value });
          }
        }}
      />
    );
  }
  return (
    <CellButton task={task} column="status" label={`${label}: ${status?.name ?? '—'}`}>
      <StatusBadge status={status} />
    </CellButton>
  );
}

// Time tracked ----------------------------------------------------------------------------------

/** The task's tracked time (live while the caller's timer runs on it) and the timer's buttons. */
export function TimeTrackedCell({ task }: CellProps) {
  return <TaskTimeCell task={task} buttonClassName="kpt-tl-icon-button" textClassName="kpt-tl-muted" />;
}

// Progress --------------------------------------------------------------------------------------

export function ProgressBar({ value }: { value: number }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <span className="kpt-tl-progress" role="progressbar" aria-valuenow={clamped} aria-valuemin={0} aria-valuemax={100}>
      <span className="kpt-tl-progress-track">
        <span className="kpt-tl-progress-fill" style={{ width: `${clamped}%`, display: 'block' }} />
      </span>
      <span className="kpt-tl-progress-text">{T.progressValue(clamped)}</span>
    </span>
  );
}

export function ProgressCell({ task, draft }: CellProps) {
  const ctx = useTaskListContext();
  if (draft) {
    return (
      <Input
        size="small"
        className="kpt-tl-editor"
        aria-label={T.editProgress(task.title)}
        inputMode="numeric"
        suffix="%"
        value={draft.progress}
        onChange={(event) => ctx.controller.updateDraft({ progress: event.target.value })}
      />
    );
  }
  return <ProgressBar value={task.progress} />;
}
