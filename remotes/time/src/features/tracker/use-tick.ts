import { TIMER_TICK_MS } from '@kanri/contracts';
import { useEffect, useState } from 'react';

/**
 * Re-renders every TIMER_TICK_MS (spec §9: 1 s) while `running`. The caller reads `Date.now()` at
 * render, so a figure is never a tick behind the entry it shows (a timer resumed elsewhere shows
 * its right time on the render that brings it, not one tick later).
 */
export function useTick(running: boolean) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
}
