import { TIMER_TICK_MS } from '@kanri/contracts';
import { useEffect, useState } from 'react';

/**
 * The current time in epoch milliseconds, refreshed every `TIMER_TICK_MS` while `ticking` (a timer
 * runs) and left alone otherwise (a paused timer's figures stand still).
 */
export function useNow(ticking: boolean, interval: number = TIMER_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), interval);
    return () => clearInterval(timer);
  }, [ticking, interval]);
  return ticking ? now : Date.now();
}
