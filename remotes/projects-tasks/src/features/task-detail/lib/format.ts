import { TASK_DETAIL_TEXTS } from '../texts';

const T = TASK_DETAIL_TEXTS.time;

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A calendar date `YYYY-MM-DD` as `Mar 5, 2026` (the same form as the date inputs); '' when empty or invalid. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return '';
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? '' : DAY_FORMAT.format(date);
}

/** A timestamp's local day, `Nov 1, 2026`; '' when invalid. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY_FORMAT.format(date);
}

/** A timestamp in full, `Nov 1, 2026, 10:00 AM` (shown on hover next to relative times). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME_FORMAT.format(date);
}

/**
 * How long ago, as the spec's notifications say it (§9): under a minute `just now`, under an hour
 * `N min ago`, under a day `Nh ago`, under a week `Nd ago`, else the date. A time slightly in the
 * future (clock skew) counts as now.
 */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < 60) return T.justNow;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return T.minutesAgo(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return T.hoursAgo(hours);
  const days = Math.floor(hours / 24);
  if (days < 7) return T.daysAgo(days);
  return DAY_FORMAT.format(date);
}

/** Bytes as `512 B`, `1.5 KB`, `10 MB` (1 KB = 1024 B). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}

/** The extension of a file name, lower-cased, without the dot ('' when none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}
