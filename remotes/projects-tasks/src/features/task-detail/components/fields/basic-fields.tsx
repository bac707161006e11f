import { TASK_MESSAGES, TASK_TITLE_MAX_LENGTH, type Priority, type Status, type Task } from '@kanri/contracts';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  FieldTimeOutlined,
  FlagOutlined,
  Input,
  Select,
  TextArea,
} from '@kanri/design-system';
import { formatTimeEstimate, parseTimeEstimate } from '../../../../domain/time-estimate';
import { PriorityBadge, StatusBadge } from '../../../../shared/components/workflow-badges';
import { TaskTimerPanel, TaskTimerStyles } from '../../../task-timer';
import { TASK_DETAIL_TEXTS } from '../../texts';
import { InlineField, PropertyRow, useInlineEdit, type SaveTask } from '../inline-field';
import { useOpenMenus } from '../use-open-menus';

const T = TASK_DETAIL_TEXTS;

interface FieldProps {
  task: Task;
  save: SaveTask;
}

/** The task's name as the page heading; long names wrap. Blank is refused before sending. */
export function TitleField({ task, save }: FieldProps) {
  const edit = useInlineEdit<string>({
    value: task.title,
    toChanges: (draft) => (draft.trim() === task.title ? null : { title: draft.trim() }),
    validate: (draft) => (draft.trim() ? null : TASK_MESSAGES.titleRequired),
    save,
    errorKeys: ['title'],
  });
  return (
    <InlineField
      label={T.fields.title}
      testId="task-field-title"
      className="is-title"
      hideLabel
      edit={edit}
      display={<h1 className="ktd-title">{task.title}</h1>}
    >
      <TextArea
        autoFocus
        aria-label={T.fields.title}
        placeholder={T.placeholders.title}
        value={edit.draft}
        maxLength={TASK_TITLE_MAX_LENGTH}
        autoSize={{ minRows: 1, maxRows: 6 }}
        disabled={edit.saving}
        status={edit.error ? 'error' : undefined}
        onChange={(event: { target: { value: string } }) => edit.setDraft(event.target.value.replace(/[\r\n]+/g, ' '))}
        className="ktd-title-input"
      />
    </InlineField>
  );
}

/** Statuses of the task's project, in the project's order (every status when the project is unknown). */
export function projectStatuses(statuses: readonly Status[], statusIds: readonly number[] | undefined): Status[] {
  if (!statusIds || statusIds.length === 0) return [...statuses];
  const byId = new Map(statuses.map((status) => [status.id, status]));
  return statusIds.map((id) => byId.get(id)).filter((status): status is Status => Boolean(status));
}

export function StatusField({ task, save, statuses }: FieldProps & { statuses: readonly Status[] }) {
  const menus = useOpenMenus();
  const edit = useInlineEdit<number>({
    value: task.status_id,
    toChanges: (draft) => (draft === task.status_id ? null : { status_id: draft }),
    save,
    errorKeys: ['status_id'],
  });
  const current = statuses.find((status) => status.id === task.status_id);
  return (
    <InlineField
      label={T.fields.status}
      icon={<CheckCircleOutlined />}
      testId="task-field-status"
      edit={{
        ...edit,
        start: () => {
          edit.start();
          menus.reset({ select: true });
        },
      }}
      enterSaves={() => !menus.anyOpen()}
      display={<StatusBadge status={current} />}
    >
      <Select<number>
        autoFocus
        aria-label={T.fields.status}
        placeholder={T.placeholders.status}
        value={edit.draft}
        open={menus.isOpen('select')}
        onOpenChange={menus.handler('select')}
        onChange={(value) => edit.setDraft(value)}
        disabled={edit.saving}
        virtual={false}
        popupMatchSelectWidth={false}
        style={{ minWidth: 200, maxWidth: '100%' }}
        options={statuses.map((status) => ({ value: status.id, title: status.name, label: <StatusBadge status={status} /> }))}
      />
    </InlineField>
  );
}

/** `0` stands for "no priority" in the editor (a Select cannot hold null as a chosen option). */
const NO_PRIORITY = 0;

export function PriorityField({ task, save, priorities }: FieldProps & { priorities: readonly Priority[] }) {
  const menus = useOpenMenus();
  const edit = useInlineEdit<number>({
    value: task.priority_id ?? NO_PRIORITY,
    toChanges: (draft) => {
      const next = draft === NO_PRIORITY ? null : draft;
      return next === task.priority_id ? null : { priority_id: next };
    },
    save,
    errorKeys: ['priority_id'],
  });
  const current = priorities.find((priority) => priority.id === task.priority_id);
  return (
    <InlineField
      label={T.fields.priority}
      icon={<FlagOutlined />}
      testId="task-field-priority"
      edit={{
        ...edit,
        start: () => {
          edit.start();
          menus.reset({ select: true });
        },
      }}
      enterSaves={() => !menus.anyOpen()}
      display={current ? <PriorityBadge priority={current} /> : <span className="ktd-muted">{T.empty.priority}</span>}
    >
      <Select<number>
        autoFocus
        aria-label={T.fields.priority}
        placeholder={T.placeholders.priority}
        value={edit.draft}
        open={menus.isOpen('select')}
        onOpenChange={menus.handler('select')}
        onChange={(value) => edit.setDraft(value)}
        disabled={edit.saving}
        virtual={false}
        popupMatchSelectWidth={false}
        style={{ minWidth: 180, maxWidth: '100%' }}
        options={[
          { value: NO_PRIORITY, title: T.noPriority, label: <span className="ktd-muted">{T.noPriority}</span> },
          ...priorities.map((priority) => ({
            value: priority.id,
            title: priority.name,
            label: <PriorityBadge priority={priority} />,
          })),
        ]}
      />
    </InlineField>
  );
}

/**
 * Free text such as `2h 30m`, parsed into minutes (stored as `time_estimate_minutes`) and shown back
 * in the same form. Blank clears the estimate; text that does not parse is refused inline.
 */
export function TimeEstimateField({ task, save }: FieldProps) {
  const edit = useInlineEdit<string>({
    value: formatTimeEstimate(task.time_estimate_minutes),
    validate: (draft) => (draft.trim() === '' || parseTimeEstimate(draft) !== null ? null : T.timeEstimateInvalid),
    toChanges: (draft) => {
      const minutes = draft.trim() === '' ? null : parseTimeEstimate(draft);
      return minutes === task.time_estimate_minutes ? null : { time_estimate_minutes: minutes };
    },
    save,
    errorKeys: ['time_estimate_minutes'],
  });
  const shown = formatTimeEstimate(task.time_estimate_minutes);
  return (
    <InlineField
      label={T.fields.timeEstimate}
      icon={<ClockCircleOutlined />}
      testId="task-field-time-estimate"
      edit={edit}
      display={shown ? <span className="ktd-strong">{shown}</span> : <span className="ktd-muted">{T.empty.timeEstimate}</span>}
    >
      <Input
        autoFocus
        aria-label={T.fields.timeEstimate}
        placeholder={T.placeholders.timeEstimate}
        value={edit.draft}
        maxLength={40}
        disabled={edit.saving}
        status={edit.error ? 'error' : undefined}
        onChange={(event: { target: { value: string } }) => {
          edit.setDraft(event.target.value);
          if (edit.error) edit.setError(null);
        }}
        style={{ width: 200, maxWidth: '100%' }}
      />
    </InlineField>
  );
}

/**
 * Track Time: the caller's timer on this task (Start timer, or Tracking / Paused with Pause or
 * Resume and Stop) with the task's tracked time, live while the timer runs.
 */
export function TrackTimeField({ task }: Pick<FieldProps, 'task'>) {
  return (
    <PropertyRow label={T.fields.trackTime} icon={<FieldTimeOutlined />} testId="task-field-track-time">
      <span className="ktd-track-time">
        <TaskTimerStyles />
        <TaskTimerPanel task={task} />
      </span>
    </PropertyRow>
  );
}
