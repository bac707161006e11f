import { localTimeZone } from '@kanri/contracts';
import { useMemo } from 'react';

/** The browser's time zone (IANA name): "today" and "overdue" are the user's own days. */
export const useTimeZone = (): string => useMemo(() => localTimeZone(), []);
