/**
 * Durations as people type them in a timesheet cell or a form: `1:30` (hours:minutes, or
 * `1:30:15` with seconds), `1h 30m`, `90m`, `45s`, `1h30`, `1.5` or `1,5` (decimal hours), and what
 * `formatDuration` shows (`1h 30m 0s`), so a shown value can be typed back. Pure.
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;
const SECOND = 1000;

const UNIT_MS: Record<string, number> = {
  h: HOUR,
  hr: HOUR,
  hrs: HOUR,
  hour: HOUR,
  hours: HOUR,
  m: MINUTE,
  min: MINUTE,
  mins: MINUTE,
  minute: MINUTE,
  minutes: MINUTE,
  s: SECOND,
  sec: SECOND,
  secs: SECOND,
  second: SECOND,
  seconds: SECOND,
};

const CLOCK = /^(\d{1,3}):([0-5]?\d)(?::([0-5]\d))?$/;
const DECIMAL_HOURS = /^(\d+(?:[.,]\d*)?|[.,]\d+)$/;
const TOKEN = /(\d+(?:[.,]\d+)?|[.,]\d+)\s*([a-z]*)\s*/gy;

const toNumber = (text: string) => Number(text.replace(',', '.'));

/**
 * The milliseconds `text` stands for: 0 for an empty text, null when it is not a duration. The
 * result is a whole number of milliseconds; it is not capped (callers check the contract's limits).
 */
export function parseDurationInput(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (value === '') return 0;

  const clock = CLOCK.exec(value);
  if (clock) return Number(clock[1]) * HOUR + Number(clock[2]) * MINUTE + Number(clock[3] ?? 0) * SECOND;

  if (DECIMAL_HOURS.test(value)) return Math.round(toNumber(value) * HOUR);

  // Units, largest first, each at most once: `1h 30m 15s`, `90m`; a bare number after hours is
  // minutes (`1h30`), after minutes seconds (`2m30`).
  const order = [HOUR, MINUTE, SECOND];
  let rank = -1;
  let total = 0;
  let position = 0;
  TOKEN.lastIndex = 0;
  while (position < value.length) {
    TOKEN.lastIndex = position;
    const match = TOKEN.exec(value);
    if (!match) return null;
    position = TOKEN.lastIndex;
    const [, amount, unit] = match as unknown as [string, string, string];
    let unitMs: number | undefined;
    if (unit === '') {
      // Only as the last token, right after hours or minutes.
      if (position < value.length || rank < 0 || rank >= 2) return null;
      unitMs = order[rank + 1];
    } else {
      unitMs = UNIT_MS[unit];
    }
    if (unitMs === undefined) return null;
    const unitRank = order.indexOf(unitMs);
    if (unitRank <= rank) return null;
    rank = unitRank;
    total += toNumber(amount) * unitMs;
  }
  return Math.round(total);
}
