export { SEARCH_DEBOUNCE_MS, useDebounced } from './use-debounced';
export { useRetained } from './use-retained';
export { currentTimeZone, setPreferredTimeZone, setPreferredWeekStart, useTimeZone, useWeekStartsOn } from './use-time-zone';
export { useNow } from './use-now';
