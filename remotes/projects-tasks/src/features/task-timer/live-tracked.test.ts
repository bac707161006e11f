import { makeTimeEntry } from '../../test-utils';
import { trackedMs } from '@kanri/contracts';
import { activeEntryOn, isRunning, liveTrackedMs, stoppedAt, TrackedObservations } from './live-tracked';

const T0 = Date.parse('2026-11-02T10:00:00.000Z');
const at = (seconds: number) => T0 + seconds * 1000;
const iso = (seconds: number) => new Date(at(seconds)).toISOString();

/** Ada's timer on task 7, started at T0, running (or with the given pauses). */
const running = (pauses: { started_at: string; ended_at: string | null }[] = []) =>
  makeTimeEntry(1, {
    task_id: 7,
    started_at: iso(0),
    ended_at: null,
    is_active: true,
    is_paused: pauses.some((pause) => pause.ended_at === null),
    pauses,
    duration_ms: 0,
  });

describe('liveTrackedMs', () => {
  it('is the server’s figure when the caller’s timer is not on the task', () => {
    expect(liveTrackedMs(90_000, null, at(0), at(500))).toBe(90_000);
    expect(liveTrackedMs(90_000, undefined, at(0), at(500))).toBe(90_000);
  });

  it('adds only the time tracked since the figure was read: the server counted the running entry up to its reply', () => {
    // Read 60 s into the timer: the server's 5 min of earlier entries + those 60 s.
    const serverMs = 300_000 + 60_000;
    expect(liveTrackedMs(serverMs, running(), at(60), at(60))).toBe(360_000);
    expect(liveTrackedMs(serverMs, running(), at(60), at(61))).toBe(361_000);
    expect(liveTrackedMs(serverMs, running(), at(60), at(125))).toBe(425_000);
  });

  it('adds the whole entry when the figure was read before the timer started', () => {
    expect(liveTrackedMs(300_000, running(), at(-30), at(0))).toBe(300_000);
    expect(liveTrackedMs(300_000, running(), at(-30), at(42))).toBe(342_000);
  });

  it('leaves paused time out: a paused timer adds nothing more, a resumed one counts again', () => {
    const paused = running([{ started_at: iso(100), ended_at: null }]);
    expect(liveTrackedMs(0, paused, at(0), at(100))).toBe(100_000);
    expect(liveTrackedMs(0, paused, at(0), at(400))).toBe(100_000);
    const resumed = running([{ started_at: iso(100), ended_at: iso(160) }]);
    expect(liveTrackedMs(0, resumed, at(0), at(170))).toBe(110_000);
    // Read during the pause: only the time since the resume is added.
    expect(liveTrackedMs(100_000, resumed, at(130), at(170))).toBe(110_000);
  });

  it('never goes below the server’s figure (a reading time after now)', () => {
    expect(liveTrackedMs(50_000, running(), at(90), at(80))).toBe(50_000);
  });
});

describe('stoppedAt', () => {
  it('ends a running entry at the stop: its time no longer grows', () => {
    const stopped = stoppedAt(running(), at(90));
    expect(trackedMs(stopped, at(90))).toBe(90_000);
    expect(trackedMs(stopped, at(500))).toBe(90_000);
    expect(liveTrackedMs(360_000, stopped, at(60), at(500))).toBe(390_000);
  });

  it('closes an open pause at the stop, and keeps an entry that already ended', () => {
    const paused = stoppedAt(running([{ started_at: iso(40), ended_at: null }]), at(90));
    expect(trackedMs(paused, at(500))).toBe(40_000);
    const ended = { ...running(), ended_at: iso(20) };
    expect(stoppedAt(ended, at(90)).ended_at).toBe(iso(20));
  });
});

describe('activeEntryOn and isRunning', () => {
  it('finds the caller’s active timer when it is on the task', () => {
    const entry = running();
    expect(activeEntryOn(entry, 7)).toBe(entry);
    expect(activeEntryOn(entry, 8)).toBeNull();
    expect(activeEntryOn(null, 7)).toBeNull();
    expect(activeEntryOn({ ...entry, is_active: false, ended_at: iso(10) }, 7)).toBeNull();
  });

  it('tells a running timer from a paused one', () => {
    expect(isRunning(running())).toBe(true);
    expect(isRunning(running([{ started_at: iso(5), ended_at: null }]))).toBe(false);
    expect(isRunning(null)).toBe(false);
  });
});

describe('TrackedObservations', () => {
  it('keeps the time a value was first seen, per task and value', () => {
    const seen = new TrackedObservations();
    expect(seen.observe(7, 1000, at(0))).toBe(at(0));
    expect(seen.observe(7, 1000, at(30))).toBe(at(0));
    expect(seen.observe(7, 2000, at(31))).toBe(at(31));
    expect(seen.observe(8, 1000, at(32))).toBe(at(32));
  });

  it('takes a value as seen now when the clock went back', () => {
    const seen = new TrackedObservations();
    seen.observe(7, 1000, at(100));
    expect(seen.observe(7, 1000, at(50))).toBe(at(50));
    expect(seen.observe(7, 1000, at(60))).toBe(at(50));
  });

  it('forgets the values seen longest ago beyond its capacity, not the ones still in use', () => {
    const seen = new TrackedObservations(2);
    seen.observe(1, 0, at(0));
    seen.observe(2, 0, at(1));
    seen.observe(1, 0, at(2)); // task 1 is still shown: it moves to the end
    seen.observe(3, 0, at(3)); // task 2 goes
    expect(seen.size).toBe(2);
    expect(seen.observe(1, 0, at(4))).toBe(at(0));
    expect(seen.observe(2, 0, at(5))).toBe(at(5));
  });
});
