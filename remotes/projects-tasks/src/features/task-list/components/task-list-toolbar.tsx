import type { Project, Status } from '@kanri/contracts';
import { Button, Dropdown, PlusOutlined, TableOutlined, type MenuProps } from '@kanri/design-system';
import { TASK_LIST_TEXTS as T } from '../texts';

export interface StatusCount {
  status: Pick<Status, 'id' | 'name' | 'color'>;
  count: number;
}

/** The project's counts per status, in the project's status order (statuses not known yet are skipped). */
export function statusCountsOf(
  project: Pick<Project, 'status_ids' | 'status_counts'>,
  statusById: ReadonlyMap<number, Status>,
): StatusCount[] {
  const counts = new Map(project.status_counts.map((entry) => [entry.status_id, entry.count]));
  const ids = [
    ...project.status_ids,
    ...project.status_counts.map((entry) => entry.status_id).filter((id) => !project.status_ids.includes(id)),
  ];
  return ids.flatMap((id) => {
    const status = statusById.get(id);
    return status ? [{ status, count: counts.get(id) ?? 0 }] : [];
  });
}

export interface TaskListToolbarProps {
  counts: StatusCount[];
  /** Offer Add Column (Custom Fields on, and the user may create fields). */
  canAddColumn: boolean;
  onCreateField: () => void;
  onAddExistingFields: () => void;
  onAddTask: () => void;
  adding: boolean;
}

/** The list's header: counts per status, Add Column and Add Task (spec §2 "Task list"). */
export function TaskListToolbar({
  counts,
  canAddColumn,
  onCreateField,
  onAddExistingFields,
  onAddTask,
  adding,
}: TaskListToolbarProps) {
  const items: MenuProps['items'] = [
    { key: 'create', label: T.createField, icon: <PlusOutlined aria-hidden /> },
    { key: 'existing', label: T.addExistingFields, icon: <TableOutlined aria-hidden /> },
  ];
  return (
    <div className="kpt-tl-toolbar">
      <ul className="kpt-tl-counts" aria-label={T.statusCounts}>
        {counts.map(({ status, count }) => (
          <li
            key={status.id}
            className="kpt-tl-count"
            data-testid={`status-count-${status.id}`}
            title={`${status.name}: ${count}`}
          >
            <span className="kpt-tl-dot" style={{ background: status.color }} aria-hidden />
            <span className="kpt-tl-count-name">{status.name}</span>
            <span className="kpt-tl-count-value">{count.toLocaleString('en-US')}</span>
          </li>
        ))}
      </ul>
      <div className="kpt-tl-toolbar-actions">
        {canAddColumn ? (
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            menu={{ items, onClick: ({ key }) => (key === 'create' ? onCreateField() : onAddExistingFields()) }}
          >
            <Button icon={<TableOutlined aria-hidden />} data-testid="add-column">
              {T.addColumn}
            </Button>
          </Dropdown>
        ) : null}
        <Button icon={<PlusOutlined aria-hidden />} onClick={onAddTask} loading={adding} data-testid="task-list-add-task">
          {T.addTask}
        </Button>
      </div>
    </div>
  );
}
