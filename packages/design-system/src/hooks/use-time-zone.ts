import { isTimeZone, localTimeZone, weekStartDay, type WeekStartDay } from '@kanri/contracts/constants';
import { useSyncExternalStore } from 'react';

/**
 * The zone of the signed-in user's "today": their profile's (or their workspace's default), set by
 * the host from the session (`setPreferredTimeZone`, called by app-runtime's providers whenever the
 * session user changes), else the browser's. design-system is a singleton shared by the shell and
 * every remote, so one call reaches every area that uses `useTimeZone`.
 */
let preferred: string | null = null;
let weekStartsOn: WeekStartDay = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Sets (or, with null, clears) the user's zone; an unknown name is ignored (the browser's is used). */
export function setPreferredTimeZone(zone: string | null | undefined): void {
  const next = zone && isTimeZone(zone) ? zone : null;
  if (next === preferred) return;
  preferred = next;
  notify();
}

/** Sets the workspace's first day of the week (`week_start` of GET /user); anything but 'monday' is Sunday (spec §2). */
export function setPreferredWeekStart(weekStart: string | null | undefined): void {
  const next = weekStartDay(weekStart);
  if (next === weekStartsOn) return;
  weekStartsOn = next;
  notify();
}

const currentWeekStart = () => weekStartsOn;

/** The first day of the user's weeks: 0 Sunday, 1 Monday (for `startOfWeek` and `periodRange`). */
export const useWeekStartsOn = (): WeekStartDay => useSyncExternalStore(subscribe, currentWeekStart, currentWeekStart);

/** The zone in effect now, outside React. */
export function currentTimeZone(): string {
  return preferred ?? localTimeZone();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The user's time zone (IANA name), sent with lists whose "today" or "overdue" are the user's own days. */
export const useTimeZone = (): string => useSyncExternalStore(subscribe, currentTimeZone, currentTimeZone);
