import type { Task } from '@kanri/contracts';
import { CalendarOutlined, DateInput, formatCalendarDate } from '@kanri/design-system';
import { useToday } from '../../../../shared/use-today';
import { TASK_DETAIL_TEXTS } from '../../texts';
import { InlineField, useInlineEdit, type SaveTask } from '../inline-field';
import { useOpenMenus } from '../use-open-menus';

const T = TASK_DETAIL_TEXTS;

interface Dates {
  start: string | null;
  due: string | null;
}

/**
 * Start and due dates, each with the Today / Tomorrow / Next Week shortcuts (the user's days) and
 * calendars whose weeks start on the workspace's first day. A due date before the start is refused
 * by the server; its message shows under the field.
 */
export function DatesField({ task, save, done }: { task: Task; save: SaveTask; done: boolean }) {
  const menus = useOpenMenus();
  const edit = useInlineEdit<Dates>({
    value: { start: task.start_date, due: task.due_date },
    toChanges: (draft) => {
      const changes: { start_date?: string | null; due_date?: string | null } = {};
      if (draft.start !== task.start_date) changes.start_date = draft.start;
      if (draft.due !== task.due_date) changes.due_date = draft.due;
      return Object.keys(changes).length === 0 ? null : changes;
    },
    save,
    errorKeys: ['due_date', 'start_date'],
  });
  const today = useToday();
  const overdue = !done && task.due_date !== null && task.due_date < today;
  const start = formatCalendarDate(task.start_date);
  const due = formatCalendarDate(task.due_date);
  return (
    <InlineField
      label={T.fields.dates}
      icon={<CalendarOutlined />}
      testId="task-field-dates"
      edit={{
        ...edit,
        start: () => {
          edit.start();
          menus.reset();
        },
      }}
      enterSaves={() => !menus.anyOpen()}
      display={
        start || due ? (
          <span className="ktd-dates">
            <span data-testid="task-start-date">
              <span className="ktd-muted">{T.fields.startDate}: </span>
              {start || T.empty.none}
            </span>
            <span aria-hidden className="ktd-muted">
              →
            </span>
            <span data-testid="task-due-date" className={overdue ? 'ktd-overdue' : undefined}>
              <span className="ktd-muted">{T.fields.dueDate}: </span>
              {due || T.empty.none}
            </span>
          </span>
        ) : (
          <span className="ktd-muted">{T.empty.dates}</span>
        )
      }
    >
      <span className="ktd-dates-editor">
        <DateInput
          autoFocus
          shortcuts
          allowClear
          aria-label={T.fields.startDate}
          placeholder={T.placeholders.start}
          value={edit.draft.start}
          open={menus.isOpen('start')}
          onOpenChange={menus.handler('start')}
          onChange={(value) => edit.setDraft((draft) => ({ ...draft, start: value }))}
          disabled={edit.saving}
          style={{ width: 170 }}
        />
        <span aria-hidden className="ktd-muted">
          →
        </span>
        <DateInput
          shortcuts
          allowClear
          aria-label={T.fields.dueDate}
          placeholder={T.placeholders.due}
          value={edit.draft.due}
          open={menus.isOpen('due')}
          onOpenChange={menus.handler('due')}
          onChange={(value) => edit.setDraft((draft) => ({ ...draft, due: value }))}
          disabled={edit.saving}
          style={{ width: 170 }}
        />
      </span>
    </InlineField>
  );
}
