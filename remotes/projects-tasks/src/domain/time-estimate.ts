/**
 * Time Estimate of a task (spec §3 Task `timeEstimate`, issue 4): typed as free text such as
 * `2h 30m`, stored as whole minutes, shown back as `2h 30m`.
 *
 * Grammar (case-insensitive, surrounding blanks ignored):
 * - a bare number is minutes: `45` → 45, `90` → 90;
 * - one to three parts `<number><unit>`, blanks allowed between and inside parts, each unit at most
 *   once, in any order: `2h 30m`, `2h30m`, `2 hours 30 minutes`, `30m 2h`;
 *   units: `d`/`day`/`days`, `h`/`hr`/`hrs`/`hour`/`hours`, `m`/`min`/`mins`/`minute`/`minutes`;
 * - `H:MM` is hours and minutes: `1:30` → 90 (the minutes have two digits, 00–59);
 * - numbers may be decimal (`1.5h` → 90, `.5h` → 30); the total is rounded to the nearest minute.
 *
 * A day is a working day of 8 hours (`1d` = 480 minutes), the same 8 hours as the daily goal of
 * spec §9: an estimate counts working time, not calendar time. Formatting never writes days
 * (`1d 2h` is shown as `10h`), so what the user typed as `8h` is never shown back as `1d`.
 *
 * Refused (null): blank text, negative numbers, unknown units, a bare number mixed with unit parts
 * (`2h 30`), a repeated unit (`1h 2h`), anything else, and totals above {@link MAX_TIME_ESTIMATE_MINUTES}.
 * Zero is a valid estimate (`0`, `0m`) and is shown as `0m`.
 */

/** Minutes in one working day (`1d`). */
export const MINUTES_PER_WORKING_DAY = 8 * 60;

/** The largest estimate accepted: 10,000 hours. Anything larger is a typing mistake. */
export const MAX_TIME_ESTIMATE_MINUTES = 10_000 * 60;

type Unit = 'd' | 'h' | 'm';

const UNIT_MINUTES: Record<Unit, number> = { d: MINUTES_PER_WORKING_DAY, h: 60, m: 1 };

const UNIT_WORDS: Record<string, Unit> = {
  d: 'd',
  day: 'd',
  days: 'd',
  h: 'h',
  hr: 'h',
  hrs: 'h',
  hour: 'h',
  hours: 'h',
  m: 'm',
  min: 'm',
  mins: 'm',
  minute: 'm',
  minutes: 'm',
};

const NUMBER = String.raw`(?:\d+(?:\.\d+)?|\.\d+)`;
const BARE_NUMBER = new RegExp(`^${NUMBER}$`);
const CLOCK = /^(\d+):([0-5]\d)$/;
const PART = new RegExp(`(${NUMBER})\\s*([a-z]+)`, 'gy');

/** Parses a typed estimate into whole minutes; null when blank or not understood (see the grammar above). */
export function parseTimeEstimate(input: string | null | undefined): number | null {
  const text = (input ?? '').trim().toLowerCase();
  if (text === '') return null;

  if (BARE_NUMBER.test(text)) return within(Number(text));

  const clock = CLOCK.exec(text);
  if (clock) return within(Number(clock[1]) * 60 + Number(clock[2]));

  const seen = new Set<Unit>();
  let total = 0;
  let position = 0;
  PART.lastIndex = 0;
  while (position < text.length) {
    PART.lastIndex = position;
    const match = PART.exec(text);
    if (!match) return null;
    const unit = UNIT_WORDS[match[2]!];
    if (unit === undefined || seen.has(unit)) return null;
    seen.add(unit);
    total += Number(match[1]) * UNIT_MINUTES[unit];
    position = PART.lastIndex;
    // Parts are separated by optional blanks.
    while (text[position] === ' ' || text[position] === '\t') position += 1;
  }
  return within(total);
}

function within(minutes: number): number | null {
  if (!Number.isFinite(minutes)) return null;
  const rounded = Math.round(minutes);
  return rounded >= 0 && rounded <= MAX_TIME_ESTIMATE_MINUTES ? rounded : null;
}

/**
 * Shows minutes the way they are typed: `2h 30m`, `2h`, `45m`, `0m`. Fractions are rounded to the
 * nearest minute; null, negative or not-a-number values give '' (no estimate).
 */
export function formatTimeEstimate(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return '';
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** The canonical form of a typed estimate (`90m` → `1h 30m`), or null when it does not parse. */
export function normalizeTimeEstimate(input: string | null | undefined): string | null {
  const minutes = parseTimeEstimate(input);
  return minutes === null ? null : formatTimeEstimate(minutes);
}
