import type { ApprovedLeave } from '@kanri/contracts/hr';
import { Tag, toast, Tooltip } from '@kanri/design-system';
import type { ReactNode } from 'react';
import { LEAVE_TEXTS } from './texts';
import type { LeaveLookup } from './leave-lookup';

/** A picker option's `On leave` tag, with the reason on hover. */
export function OnLeaveTag({ title }: { title: string }) {
  return (
    <Tooltip title={title}>
      <Tag
        color="orange"
        style={{ marginInlineStart: 6, marginInlineEnd: 0, fontSize: 11, lineHeight: '16px', paddingInline: 4 }}
      >
        {LEAVE_TEXTS.tag}
      </Tag>
    </Tooltip>
  );
}

/** A small mark on an avatar's corner for someone on leave, with `title` on hover. */
export function OnLeaveMark({ title, children }: { title: string; children: ReactNode }) {
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      <Tooltip title={title}>
        <span
          role="img"
          aria-label={title}
          data-testid="on-leave-mark"
          style={{
            position: 'absolute',
            right: -2,
            bottom: -2,
            width: 9,
            height: 9,
            borderRadius: '50%',
            background: '#fb923c',
            boxShadow: '0 0 0 2px #1f1f1f',
          }}
        />
      </Tooltip>
    </span>
  );
}

/**
 * The marks of the people of `ids` on leave on `day` (person id → `Ada Lovelace is on leave on
 * Mar 5, 2026`), for `AssigneeAvatars`; undefined when nobody is.
 */
export function leaveMarksOf(
  leave: LeaveLookup,
  day: string,
  ids: readonly number[],
  nameOf: (id: number) => string,
): ReadonlyMap<number, string> | undefined {
  let marks: Map<number, string> | undefined;
  for (const id of ids) {
    if (!leave.on(id, day)) continue;
    (marks ??= new Map()).set(id, LEAVE_TEXTS.onLeaveOn(nameOf(id), day));
  }
  return marks;
}

/**
 * Warns (one toast per person) when people on leave on `date` were just assigned: `ids` are the
 * assignees after the change, `before` those before it.
 */
export function warnAssignedOnLeave(
  leave: LeaveLookup,
  date: string,
  ids: readonly number[],
  before: readonly number[],
  nameOf: (id: number) => string,
): ApprovedLeave[] {
  const added = ids.filter((id) => !before.includes(id));
  const away = added.flatMap((id) => {
    const found = leave.on(id, date);
    return found ? [found] : [];
  });
  for (const found of away) toast.warning(LEAVE_TEXTS.onLeaveOn(nameOf(found.user_id), date));
  return away;
}
