import { trackedBetween, type TimeEntry, type TrackedSpan } from '@kanri/contracts';

/**
 * A task's tracked time, live. The server's `tracked_ms` counts every entry of the task, a running
 * one up to the moment of the reply. Adding the whole running entry again would count that part
 * twice; the figure grows instead by what the caller's active entry tracked since the value was
 * read (`observedAt`), its pauses left out:
 *
 *   tracked_ms + (entry's tracked time by now) − (its tracked time by observedAt)
 *
 * An entry started after the value was read adds all of its time (its time before `observedAt` is
 * 0); a paused entry adds nothing more. Both instants are the browser's clock, so a server clock
 * that is off does not change how much is added.
 */
export function liveTrackedMs(serverMs: number, entry: TrackedSpan | null | undefined, observedAt: number, now: number): number {
  if (!entry) return serverMs;
  return serverMs + trackedBetween(entry, Math.min(observedAt, now), now);
}

/**
 * An entry as it stood when it stopped at `at` (its open pause closed there): what a task's figure
 * keeps counting between the stop — the active timer is gone at once — and the task's new
 * `tracked_ms`, so the figure does not fall back to the value read before the timer ran.
 */
export function stoppedAt(entry: TrackedSpan, at: number): TrackedSpan {
  const end = new Date(Math.max(at, Date.parse(entry.started_at))).toISOString();
  return {
    started_at: entry.started_at,
    ended_at: entry.ended_at ?? end,
    pauses: entry.pauses.map((pause) => (pause.ended_at === null ? { ...pause, ended_at: end } : pause)),
  };
}

/** The caller's active timer when it is on this task (running or paused), else null. */
export function activeEntryOn(active: TimeEntry | null | undefined, taskId: number): TimeEntry | null {
  return active && active.is_active && active.task_id === taskId ? active : null;
}

/** Whether an entry's time is running now (active and not paused). */
export const isRunning = (entry: Pick<TimeEntry, 'is_active' | 'is_paused'> | null | undefined): boolean =>
  Boolean(entry?.is_active && !entry.is_paused);

/**
 * When each `tracked_ms` value of a task was first seen, for `liveTrackedMs`: the value arrives
 * with a reply and is seen when the page renders it (or when the list or board receives it, see
 * `useObserveTracked`). A value stays with the time it was first seen, whatever renders it later
 * (a row scrolled back into view, a card moved by an unrelated change). Kept for the tasks seen
 * last; a value seen again moves to the end.
 */
export class TrackedObservations {
  private readonly seen = new Map<string, number>();

  constructor(private readonly capacity = 2000) {}

  /** When `value` of task `taskId` was first seen; `now` when it is new (or the clock went back). */
  observe(taskId: number, value: number, now: number): number {
    const key = `${taskId}:${value}`;
    const at = this.seen.get(key);
    // A time after `now` means the clock went back: the value counts as seen now.
    if (at !== undefined && at <= now) {
      this.seen.delete(key);
      this.seen.set(key, at);
      return at;
    }
    this.seen.delete(key);
    this.seen.set(key, now);
    if (this.seen.size > this.capacity) {
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    return now;
  }

  get size(): number {
    return this.seen.size;
  }

  /** Forgets every value (tests start afresh). */
  clear(): void {
    this.seen.clear();
  }
}

/** The observations of this page (every list, board and detail of the tab). */
export const trackedObservations = new TrackedObservations();
