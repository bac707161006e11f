import { addDays, dayOf, startOfDay } from '@kanri/contracts';
import { useTimeZone } from '@kanri/design-system';
import { useEffect, useReducer } from 'react';

/**
 * Today (`YYYY-MM-DD`) in the user's time zone (their profile's, else the workspace's default:
 * issue 19), not the browser's: what overdue marks, short due dates and leave checks count from.
 * Renewed at midnight in that zone while the page stays open (one render a day, no clock tick).
 */
export function useToday(): string {
  const timeZone = useTimeZone();
  const [renewals, renew] = useReducer((count: number) => count + 1, 0);
  const today = dayOf(Date.now(), timeZone);
  useEffect(() => {
    const timer = setTimeout(renew, startOfDay(addDays(today, 1), timeZone) - Date.now());
    return () => clearTimeout(timer);
  }, [today, timeZone, renewals]);
  return today;
}
