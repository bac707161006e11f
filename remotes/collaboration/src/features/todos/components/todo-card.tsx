import type { Todo } from '@kanri/contracts';
import {
  Button,
  CalendarOutlined,
  Card,
  Checkbox,
  DeleteOutlined,
  Dropdown,
  EditOutlined,
  Flex,
  formatCalendarDateShort,
  MoreOutlined,
  Tag,
  theme,
  Typography,
  type MenuProps,
} from '@kanri/design-system';
import { memo, useId, useState } from 'react';
import { isDueToday, isOverdue, PRIORITY_COLORS, STATUS_COLORS } from '../todo-rules';
import { TODOS_TEXTS } from '../texts';

const T = TODOS_TEXTS;
/** A long description shows this many lines until expanded. */
const DESCRIPTION_ROWS = 4;

export interface TodoCardActions {
  canUpdate: boolean;
  canDelete: boolean;
  onToggle: (todo: Todo) => void;
  onEdit: (todo: Todo) => void;
  onDelete: (todo: Todo) => void;
}

function CardMenu({ todo, actions }: { todo: Todo; actions: TodoCardActions }) {
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      type="text"
      size="small"
      icon={<MoreOutlined aria-hidden />}
      aria-label={T.card.actions(todo.title)}
      aria-haspopup="menu"
      aria-expanded={open}
      // Once open, the dropdown handles clicks on this button itself (a second click closes it).
      onClick={open ? undefined : () => setOpen(true)}
    />
  );
  // Mounted only while open: a long list keeps one small button per card.
  if (!open) return button;
  const items: MenuProps['items'] = [
    ...(actions.canUpdate ? [{ key: 'edit', label: T.card.edit, icon: <EditOutlined aria-hidden /> }] : []),
    ...(actions.canDelete ? [{ key: 'delete', label: T.card.delete, danger: true, icon: <DeleteOutlined aria-hidden /> }] : []),
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
          if (key === 'edit') actions.onEdit(todo);
          else if (key === 'delete') actions.onDelete(todo);
        },
      }}
    >
      {button}
    </Dropdown>
  );
}

/**
 * One todo (spec §2 Todos screen): the completion checkbox, the title (struck through once
 * completed), the description with its line breaks, priority and status tags, the due date
 * (Overdue against the reply's `today`), and the Edit / Delete menu.
 */
export const TodoCard = memo(function TodoCard({
  todo,
  today,
  actions,
}: {
  todo: Todo;
  today: string;
  actions: TodoCardActions;
}) {
  const { token } = theme.useToken();
  const titleId = useId();
  const completed = todo.status === 'completed';
  const overdue = isOverdue(todo, today);
  const dueToday = isDueToday(todo, today);
  const dueColor = overdue ? token.colorError : dueToday ? token.colorWarning : token.colorTextSecondary;
  return (
    <Card
      size="small"
      data-testid="todo-card"
      data-todo-id={todo.id}
      style={overdue ? { borderColor: token.colorErrorBorder } : undefined}
      styles={{ body: { padding: '12px 16px' } }}
    >
      <Flex gap={12} align="flex-start">
        <Checkbox
          checked={completed}
          disabled={!actions.canUpdate}
          aria-labelledby={titleId}
          onChange={() => actions.onToggle(todo)}
          style={{ marginTop: 2 }}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          {/* On a narrow screen the tags and menu go under the title rather than squeezing it. */}
          <Flex gap={8} align="flex-start" justify="space-between" wrap>
            <Typography.Text
              id={titleId}
              data-testid="todo-title"
              strong
              delete={completed}
              type={completed || todo.status === 'cancelled' ? 'secondary' : undefined}
              style={{ fontSize: 15, overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 220px' }}
            >
              {todo.title}
            </Typography.Text>
            <Flex gap={4} align="center" style={{ flexShrink: 0, marginInlineStart: 'auto' }}>
              <Tag
                color={PRIORITY_COLORS[todo.priority]}
                style={{ marginInlineEnd: 0 }}
                title={T.card.priority(T.priorities[todo.priority])}
              >
                {T.priorities[todo.priority]}
              </Tag>
              <Tag color={STATUS_COLORS[todo.status]} style={{ marginInlineEnd: 0 }}>
                {T.statuses[todo.status]}
              </Tag>
              {actions.canUpdate || actions.canDelete ? <CardMenu todo={todo} actions={actions} /> : null}
            </Flex>
          </Flex>
          {todo.description ? (
            <Typography.Paragraph
              type="secondary"
              ellipsis={{
                rows: DESCRIPTION_ROWS,
                expandable: 'collapsible',
                symbol: (expanded: boolean) => (expanded ? T.card.less : T.card.more),
              }}
              style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="todo-description"
            >
              {todo.description}
            </Typography.Paragraph>
          ) : null}
          {todo.due_date ? (
            <Flex gap={8} align="center" style={{ marginTop: 8, fontSize: 12, color: dueColor }} data-testid="todo-due">
              <CalendarOutlined aria-hidden />
              <span>{dueToday ? T.card.dueToday : T.card.due(formatCalendarDateShort(todo.due_date, today))}</span>
              {overdue ? (
                <Tag color="error" style={{ marginInlineEnd: 0 }}>
                  {T.overdue}
                </Tag>
              ) : null}
            </Flex>
          ) : null}
        </div>
      </Flex>
    </Card>
  );
});
