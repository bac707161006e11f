import { makeTimeEntry } from '@kanri/testing';
import { liveExtraMs } from './live-time';

const at = (iso: string) => Date.parse(iso);

describe('liveExtraMs', () => {
  const running = makeTimeEntry(1, {
    started_at: '2026-11-03T09:00:00.000Z',
    ended_at: null,
    is_active: true,
    duration_ms: 0,
  });

  it('adds the time tracked since the figure was read', () => {
    expect(liveExtraMs(running, at('2026-11-03T10:00:00Z'), at('2026-11-03T10:00:05Z'))).toBe(5000);
  });

  it('adds nothing without an active timer, for a finished entry, or before the reply', () => {
    expect(liveExtraMs(null, 0, 10_000)).toBe(0);
    expect(liveExtraMs(makeTimeEntry(2), at('2026-11-01T09:00:00Z'), at('2026-11-01T09:30:00Z'))).toBe(0);
    expect(liveExtraMs(running, at('2026-11-03T10:00:10Z'), at('2026-11-03T10:00:05Z'))).toBe(0);
  });

  it('counts only the period’s share (a day ending at midnight)', () => {
    const period = { start: at('2026-11-03T00:00:00Z'), end: at('2026-11-04T00:00:00Z') };
    expect(liveExtraMs(running, at('2026-11-03T23:59:50Z'), at('2026-11-04T00:00:20Z'), period)).toBe(10_000);
  });

  it('leaves paused time out: a paused timer adds nothing more', () => {
    const paused = {
      ...running,
      is_paused: true,
      pauses: [{ started_at: '2026-11-03T10:00:02.000Z', ended_at: null }],
    };
    expect(liveExtraMs(paused, at('2026-11-03T10:00:00Z'), at('2026-11-03T10:05:00Z'))).toBe(2000);
  });
});
