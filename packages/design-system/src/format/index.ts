export { formatCalendarDate, formatCalendarDateShort, formatClockTime, formatDateTime, formatDay } from './date';
export { formatFileSize } from './file-size';
export { formatNotificationTime, formatRelativeTime, RELATIVE_TIME_TEXTS } from './relative-time';
export { formatDuration } from './duration';
export { currencyFractionDigits, currencySymbol, formatMoney, fromMinorUnits, toMinorUnits } from './money';
export { displayName, initials, type DisplayNameSource } from './person';
