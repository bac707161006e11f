import { formatCalendarDate } from '@kanri/design-system';

/** The on-leave marks and warnings of the assignee pickers and the board's cards. */
export const LEAVE_TEXTS = {
  /** The warning when someone on leave is assigned, and the mark's tooltip. */
  onLeaveOn: (name: string, date: string) => `${name} is on leave on ${formatCalendarDate(date)}`,
  onLeaveDuring: (name: string) => `${name} is on leave during this period`,
  /** After a name in a picker's option. */
  tag: 'On leave',
  markLabel: 'On leave',
} as const;
