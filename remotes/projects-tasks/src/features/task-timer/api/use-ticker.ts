import { TIMER_TICK_MS } from '@kanri/contracts';
import { useEffect, useReducer } from 'react';

/**
 * A figure that grows with the clock (spec §9: the timer ticks every second): `compute(now)` is read
 * when the component renders and, while `live`, again each time it reaches its next whole second, so
 * the shown seconds change exactly when one has passed. Without `live` (a paused timer, a task without
 * one) nothing is scheduled: only the task being tracked renders again.
 */
export function useLiveFigure(compute: (now: number) => number, live: boolean): number {
  const [renders, renderAgain] = useReducer((count: number) => count + 1, 0);
  const value = compute(Date.now());
  const untilNextTick = TIMER_TICK_MS - (((value % TIMER_TICK_MS) + TIMER_TICK_MS) % TIMER_TICK_MS);
  useEffect(() => {
    if (!live) return undefined;
    const timeout = setTimeout(renderAgain, untilNextTick);
    return () => clearTimeout(timeout);
  }, [live, untilNextTick, value, renders]);
  return value;
}
