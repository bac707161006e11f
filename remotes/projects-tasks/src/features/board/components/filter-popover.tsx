import type { Member, Priority } from '@kanri/contracts';
import { Button, DateInput, FilterOutlined, Input, Popover, Select } from '@kanri/design-system';
import { useState, type ReactNode } from 'react';
import { LEAVE_TEXTS, NO_LEAVE, OnLeaveTag, personName, type LeaveLookup } from '../../../shared';
import { activeFilterCount, NO_FILTERS, NONE, type BoardFilters } from '../board-filters';
import { BOARD_TEXTS as T } from '../texts';

export interface FilterPopoverProps {
  filters: BoardFilters;
  onChange: (filters: BoardFilters) => void;
  members: readonly Member[];
  priorities: readonly Priority[];
  /** Priority ClickApp on: the priority filter is offered. */
  showPriority: boolean;
  /** Approved leave: people away on the filtered due dates (else today) are marked. */
  leave?: LeaveLookup;
  /** `YYYY-MM-DD`. */
  today: string;
}

const field = { display: 'flex', flexDirection: 'column', gap: 4 } as const;
const label = { fontSize: 12, color: 'rgba(255,255,255,0.65)' } as const;

/** A filter with several choices (any of them matches). */
function ChoiceFilter(props: {
  label: string;
  placeholder: string;
  value: number[];
  onChange: (ids: number[]) => void;
  /** `title` is what the search matches. */
  options: { value: number; label: ReactNode; title: string }[];
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
        optionFilterProp="title"
        maxTagCount="responsive"
        data-testid={props.testId}
      />
    </div>
  );
}

/** The board's Filter button (with the number of filters on) and its popover. */
export function FilterPopover({
  filters,
  onChange,
  members,
  priorities,
  showPriority,
  leave = NO_LEAVE,
  today,
}: FilterPopoverProps) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  const set = (change: Partial<BoardFilters>) => onChange({ ...filters, ...change });
  // Away during the filtered due dates, else today.
  const from = filters.dueFrom ?? filters.dueTo ?? today;
  const to = filters.dueTo ?? filters.dueFrom ?? today;
  const awayText = (name: string) => (from === to ? LEAVE_TEXTS.onLeaveOn(name, from) : LEAVE_TEXTS.onLeaveDuring(name));
  const memberOption = (member: Member) => {
    const name = personName(member);
    const away = leave.during(member.id, from, to);
    return {
      value: member.id,
      title: name,
      label: away ? (
        <span>
          {name}
          <OnLeaveTag title={awayText(name)} />
        </span>
      ) : (
        name
      ),
    };
  };

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
        options={[{ value: NONE, label: T.filterUnassigned, title: T.filterUnassigned }, ...members.map(memberOption)]}
        testId="board-filter-assignees"
      />
      {showPriority ? (
        <ChoiceFilter
          label={T.filterPriority}
          placeholder={T.filterAnyPriority}
          value={filters.priorityIds}
          onChange={(ids) => set({ priorityIds: ids })}
          options={[
            ...priorities.map((priority) => ({ value: priority.id, label: priority.name, title: priority.name })),
            { value: NONE, label: T.filterNoPriority, title: T.filterNoPriority },
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
