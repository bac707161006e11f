import { zoneOffsetMs } from '@kanri/contracts';
import { HOME_TEXTS } from './texts';

export type DayPart = keyof typeof HOME_TEXTS.greeting;

/** Spec §2 and §9: morning before 12, afternoon before 17, otherwise evening. */
export function dayPartOf(hour: number, minute = 0): DayPart {
  const minutes = hour * 60 + minute;
  if (minutes < 12 * 60) return 'morning';
  if (minutes < 17 * 60) return 'afternoon';
  return 'evening';
}

/** The wall-clock hour and minute of an instant in a time zone. */
export function wallClockOf(date: Date, timeZone: string): { hour: number; minute: number } {
  const local = new Date(date.getTime() + zoneOffsetMs(date.getTime(), timeZone));
  return { hour: local.getUTCHours(), minute: local.getUTCMinutes() };
}

/** `Good morning, Ada` (or without a name). */
export function greetingOf(date: Date, timeZone: string, firstName: string | null | undefined): string {
  const { hour, minute } = wallClockOf(date, timeZone);
  const words = HOME_TEXTS.greeting[dayPartOf(hour, minute)];
  const name = firstName?.trim();
  return name ? `${words}, ${name}` : words;
}

/** The date line: `Friday, November 27, 2026` in the time zone. */
export function dateLineOf(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(
    date,
  );
}
