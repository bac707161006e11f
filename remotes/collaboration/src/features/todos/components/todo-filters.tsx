import { Flex, Input, SearchOutlined, Select } from '@kanri/design-system';
import { PRIORITY_FILTERS, STATUS_FILTERS, type PriorityFilter, type StatusFilter, type TodoFilters } from '../todo-rules';
import { TODOS_TEXTS } from '../texts';

const T = TODOS_TEXTS;

const statusLabel = (status: StatusFilter) =>
  status === 'all' ? T.filters.allStatuses : status === 'overdue' ? T.overdue : T.statuses[status];
const priorityLabel = (priority: PriorityFilter) => (priority === 'all' ? T.filters.allPriorities : T.priorities[priority]);

/** Search (sent to the server once typing pauses), the status filter (with Overdue) and the priority filter. */
export function TodoFiltersBar({ filters, onChange }: { filters: TodoFilters; onChange: (filters: TodoFilters) => void }) {
  return (
    <Flex gap={12} wrap role="search" aria-label={T.filters.label} style={{ marginBottom: 16 }}>
      <Input
        allowClear
        aria-label={T.filters.search}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={T.filters.searchPlaceholder}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
        style={{ flex: '1 1 240px', maxWidth: 360 }}
      />
      <Select<StatusFilter>
        aria-label={T.filters.status}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
        options={STATUS_FILTERS.map((value) => ({ value, label: statusLabel(value) }))}
        style={{ width: 170 }}
      />
      <Select<PriorityFilter>
        aria-label={T.filters.priority}
        value={filters.priority}
        onChange={(priority) => onChange({ ...filters, priority })}
        options={PRIORITY_FILTERS.map((value) => ({ value, label: priorityLabel(value) }))}
        style={{ width: 170 }}
      />
    </Flex>
  );
}
