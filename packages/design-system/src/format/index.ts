export { formatCalendarDate, formatCalendarDateShort, formatDateTime, formatDay } from './date';
export { formatRelativeTime, RELATIVE_TIME_TEXTS } from './relative-time';
export { formatDuration } from './duration';
export { currencyFractionDigits, currencySymbol, formatMoney, fromMinorUnits, toMinorUnits } from './money';
export { displayName, initials, type DisplayNameSource } from './person';
