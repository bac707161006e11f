import type { ApprovedLeave } from '@kanri/contracts/hr';
import { leaveCovers } from '@kanri/contracts';

/** Who is on approved leave when: built once from GET /leave-requests/approved for the period shown. */
export interface LeaveLookup {
  /** The approved leave of `userId` covering `date` (`YYYY-MM-DD`), if any. */
  on(userId: number, date: string): ApprovedLeave | undefined;
  /** The approved leave of `userId` meeting `from`…`to` (both included), if any. */
  during(userId: number, from: string, to: string): ApprovedLeave | undefined;
}

/** Nobody is on leave (before the list arrives, or when it cannot be read). */
export const NO_LEAVE: LeaveLookup = { on: () => undefined, during: () => undefined };

export function leaveLookup(leaves: readonly ApprovedLeave[] | undefined): LeaveLookup {
  if (!leaves?.length) return NO_LEAVE;
  const byUser = new Map<number, ApprovedLeave[]>();
  for (const leave of leaves) {
    const list = byUser.get(leave.user_id);
    if (list) list.push(leave);
    else byUser.set(leave.user_id, [leave]);
  }
  return {
    on: (userId, date) => byUser.get(userId)?.find((leave) => leaveCovers(leave, date)),
    during: (userId, from, to) => byUser.get(userId)?.find((leave) => leave.start_date <= to && from <= leave.end_date),
  };
}

/**
 * The one period whose approved leave a screen reads: from the earliest to the latest of `dates`
 * (the tasks' due dates; null ones are skipped) and `today` (what tasks without a due date are
 * checked against).
 */
export function leavePeriod(dates: Iterable<string | null | undefined>, today: string): { from: string; to: string } {
  let from = today;
  let to = today;
  for (const date of dates) {
    if (!date) continue;
    if (date < from) from = date;
    if (date > to) to = date;
  }
  return { from, to };
}

/** The day a task's assignees are checked on: its due date, else today. */
export const leaveDayOf = (task: { due_date: string | null }, today: string) => task.due_date ?? today;
