import { formatDay } from './date';

export const RELATIVE_TIME_TEXTS = {
  justNow: 'just now',
  minutesAgo: (minutes: number) => `${minutes} min ago`,
  hoursAgo: (hours: number) => `${hours}h ago`,
  daysAgo: (days: number) => `${days}d ago`,
} as const;

const T = RELATIVE_TIME_TEXTS;

/**
 * How long ago: under a minute `just now`, under an hour `N min ago`, under a day `Nh ago`, under a
 * week `Nd ago`, else the local date (`Nov 2, 2026`). A time slightly in the future (clock skew)
 * counts as now; '' when the timestamp is invalid. `justNow: false` keeps `N min ago` in the first
 * minute too (`0 min ago`): the spec's rule for notifications (formatNotificationTime).
 */
export function formatRelativeTime(iso: string, now: Date = new Date(), justNow = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < 60 && justNow) return T.justNow;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return T.minutesAgo(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return T.hoursAgo(hours);
  const days = Math.floor(hours / 24);
  if (days < 7) return T.daysAgo(days);
  return formatDay(iso);
}

/**
 * A notification's time exactly as the spec says it (§9): under 1 hour `N min ago` (`0 min ago` in
 * the first minute, and for a time slightly in the future), under 24 hours `Nh ago`, under 7 days
 * `Nd ago`, else the local date. The Notifications screen and the header bell show it.
 */
export const formatNotificationTime = (iso: string, now: Date = new Date()) => formatRelativeTime(iso, now, false);
