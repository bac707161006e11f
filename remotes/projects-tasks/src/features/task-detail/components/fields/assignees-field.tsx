import type { Member, Task } from '@kanri/contracts';
import { Select, UserOutlined } from '@kanri/design-system';
import { PersonAvatar, personName } from '../../../../shared/components/workflow-badges';
import { LEAVE_TEXTS, NO_LEAVE, OnLeaveTag, warnAssignedOnLeave, type LeaveLookup } from '../../../../shared/leave';
import { TASK_DETAIL_TEXTS } from '../../texts';
import { InlineField, useInlineEdit, type SaveTask } from '../inline-field';
import { sameIds, useOpenMenus } from '../use-open-menus';

const T = TASK_DETAIL_TEXTS;

/** People a task can be given to: active members, plus anyone already assigned (so they stay shown). */
export function assignableMembers(members: readonly Member[], assigned: readonly number[]): Member[] {
  return members.filter((member) => member.membership_status === 'active' || assigned.includes(member.id));
}

export function PeopleChips({ ids, members }: { ids: readonly number[]; members: readonly Member[] }) {
  if (ids.length === 0) return <span className="ktd-muted">{T.empty.assignees}</span>;
  const byId = new Map(members.map((member) => [member.id, member]));
  return (
    <ul className="ktd-chips" aria-label={T.fields.assignees}>
      {ids.map((id) => {
        const member = byId.get(id);
        const name = member ? personName(member) : T.activity.formerMember;
        return (
          <li key={id} className="ktd-person">
            <PersonAvatar person={member ?? { id, email: '', full_name: name }} size={22} />
            <span className="ktd-ellipsis">{name}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The inline warning under the assignees: who of `ids` is on leave on `day`. */
function OnLeaveWarning({
  ids,
  members,
  leave,
  day,
}: {
  ids: readonly number[];
  members: readonly Member[];
  leave: LeaveLookup;
  day: string;
}) {
  const away = ids.filter((id) => leave.on(id, day));
  if (away.length === 0) return null;
  const nameOf = (id: number) => {
    const member = members.find((candidate) => candidate.id === id);
    return member ? personName(member) : T.activity.formerMember;
  };
  return (
    <div role="status" className="ktd-muted" style={{ color: '#fb923c', fontSize: 12 }} data-testid="assignees-on-leave">
      {away.map((id) => (
        <div key={id}>{LEAVE_TEXTS.onLeaveOn(nameOf(id), day)}</div>
      ))}
    </div>
  );
}

/**
 * Assignees: several people, or one when the project's `multiple-assignees` ClickApp is off
 * (the server refuses more). Saved in the chosen order. People on approved leave on `day` (the
 * task's due date, else today) are marked in the picker; picking one warns (a toast and a line
 * under the field).
 */
export function AssigneesField({
  task,
  save,
  members,
  multiple,
  leave = NO_LEAVE,
  day,
}: {
  task: Task;
  save: SaveTask;
  members: readonly Member[];
  multiple: boolean;
  leave?: LeaveLookup;
  /** `YYYY-MM-DD` the leave is checked on. */
  day?: string;
}) {
  const menus = useOpenMenus();
  const edit = useInlineEdit<number[]>({
    value: task.assignee_ids,
    toChanges: (draft) => (sameIds(draft, task.assignee_ids) ? null : { assignee_ids: draft }),
    save,
    errorKeys: ['assignee_ids', 'assigned_to'],
  });
  const options = assignableMembers(members, task.assignee_ids).map((member) => {
    const name = personName(member);
    const away = day ? leave.on(member.id, day) : undefined;
    return {
      value: member.id,
      title: name,
      label: (
        <span className="ktd-person">
          <PersonAvatar person={member} size={20} />
          <span className="ktd-ellipsis">{name}</span>
          {away && day ? <OnLeaveTag title={LEAVE_TEXTS.onLeaveOn(name, day)} /> : null}
        </span>
      ),
    };
  });
  const nameOf = (id: number) => {
    const member = members.find((candidate) => candidate.id === id);
    return member ? personName(member) : T.activity.formerMember;
  };
  const pick = (ids: number[]) => {
    if (day) warnAssignedOnLeave(leave, day, ids, edit.draft, nameOf);
    edit.setDraft(ids);
  };
  const warning = day ? (
    <OnLeaveWarning ids={edit.editing ? edit.draft : task.assignee_ids} members={members} leave={leave} day={day} />
  ) : null;
  const common = {
    autoFocus: true,
    'aria-label': T.fields.assignees,
    open: menus.isOpen('select'),
    onOpenChange: menus.handler('select'),
    disabled: edit.saving,
    virtual: false,
    options,
    showSearch: {
      filterOption: (input: string, option?: { title?: string }) =>
        (option?.title ?? '').toLowerCase().includes(input.trim().toLowerCase()),
    },
    style: { width: '100%', minWidth: 220 },
  } as const;
  return (
    <InlineField
      label={T.fields.assignees}
      icon={<UserOutlined />}
      testId="task-field-assignees"
      edit={{
        ...edit,
        start: () => {
          edit.start();
          menus.reset({ select: true });
        },
      }}
      enterSaves={() => !menus.anyOpen()}
      display={<PeopleChips ids={task.assignee_ids} members={members} />}
      extra={
        (!multiple && task.assignee_ids.length > 1) || warning ? (
          <>
            {!multiple && task.assignee_ids.length > 1 ? <span className="ktd-muted">{T.singleAssigneeHint}</span> : null}
            {warning}
          </>
        ) : undefined
      }
    >
      <div style={{ display: 'grid', gap: 4, width: '100%' }}>
        {multiple ? (
          <Select<number[]>
            {...common}
            mode="multiple"
            placeholder={T.placeholders.assignees}
            value={edit.draft}
            onChange={(value) => pick(value)}
          />
        ) : (
          <Select<number | null>
            {...common}
            allowClear
            placeholder={T.placeholders.assignee}
            value={edit.draft[0] ?? null}
            onChange={(value) => {
              pick(value === null || value === undefined ? [] : [value]);
              menus.setOpen('select', false);
            }}
          />
        )}
        {warning}
      </div>
    </InlineField>
  );
}
