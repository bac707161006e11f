import type { Member, Priority } from '@kanri/contracts';
import { Button, DateInput, FilterOutlined, Input, Popover, Select } from '@kanri/design-system';
import { useState } from 'react';
import { personName } from '../../../shared';
import { activeFilterCount, NO_FILTERS, NONE, type BoardFilters } from '../board-filters';
import { BOARD_TEXTS as T } from '../texts';

export interface FilterPopoverProps {
  filters: BoardFilters;
  onChange: (filters: BoardFilters) => void;
  members: readonly Member[];
  priorities: readonly Priority[];
  /** Priority ClickApp on: the priority filter is offered. */
  showPriority: boolean;
}

const field = { display: 'flex', flexDirection: 'column', gap: 4 } as const;
const label = { fontSize: 12, color: 'rgba(255,255,255,0.65)' } as const;

/** A filter with several choices (any of them matches). */
function ChoiceFilter(props: {
  label: string;
  placeholder: string;
  value: number[];
  onChange: (ids: number[]) => void;
  options: { value: number; label: string }[];
  testId: string;
}) {
  return (
    <div style={field}>
      <span style={label}>{props.label}</span>
      <Select<number[]>
        mode="multiple"
        allowClear
        aria-label={props.label}
        placeholder={props.placeholder}
        value={props.value}
        onChange={props.onChange}
        options={props.options}
        optionFilterProp="label"
        maxTagCount="responsive"
        data-testid={props.testId}
      />
    </div>
  );
}

/** The board's Filter button (with the number of filters on) and its popover. */
export function FilterPopover({ filters, onChange, members, priorities, showPriority }: FilterPopoverProps) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  const set = (change: Partial<BoardFilters>) => onChange({ ...filters, ...change });

  const content = (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, width: 280 }} data-testid="board-filter-panel">
      <label style={field}>
        <span style={label}>{T.filterText}</span>
        <Input
          allowClear
          aria-label={T.filterText}
          placeholder={T.filterTextPlaceholder}
          value={filters.text}
          onChange={(event) => set({ text: event.target.value })}
          data-testid="board-filter-text"
        />
      </label>
      <ChoiceFilter
        label={T.filterAssignees}
        placeholder={T.filterAnyone}
        value={filters.assigneeIds}
        onChange={(ids) => set({ assigneeIds: ids })}
        options={[
          { value: NONE, label: T.filterUnassigned },
          ...members.map((member) => ({ value: member.id, label: personName(member) })),
        ]}
        testId="board-filter-assignees"
      />
      {showPriority ? (
        <ChoiceFilter
          label={T.filterPriority}
          placeholder={T.filterAnyPriority}
          value={filters.priorityIds}
          onChange={(ids) => set({ priorityIds: ids })}
          options={[
            ...priorities.map((priority) => ({ value: priority.id, label: priority.name })),
            { value: NONE, label: T.filterNoPriority },
          ]}
          testId="board-filter-priorities"
        />
      ) : null}
      <div style={{ display: 'flex', gap: 8 }}>
        <div style={{ ...field, flex: 1, minWidth: 0 }}>
          <span style={label}>{T.filterDueFrom}</span>
          <DateInput
            allowClear
            aria-label={T.filterDueFrom}
            value={filters.dueFrom}
            max={filters.dueTo}
            onChange={(value) => set({ dueFrom: value })}
          />
        </div>
        <div style={{ ...field, flex: 1, minWidth: 0 }}>
          <span style={label}>{T.filterDueTo}</span>
          <DateInput
            allowClear
            aria-label={T.filterDueTo}
            value={filters.dueTo}
            min={filters.dueFrom}
            onChange={(value) => set({ dueTo: value })}
          />
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="small" disabled={count === 0} onClick={() => onChange(NO_FILTERS)} data-testid="board-filter-clear">
          {T.clearFilters}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" title={T.filterTitle} content={content}>
      <Button
        icon={<FilterOutlined aria-hidden />}
        aria-expanded={open}
        data-testid="board-filter-button"
        aria-label={count > 0 ? T.filterWithCount(count) : T.filter}
      >
        {T.filter}
        {count > 0 ? (
          <span className="kpt-bd-filter-count" data-testid="board-filter-count">
            {count}
          </span>
        ) : null}
      </Button>
    </Popover>
  );
}
