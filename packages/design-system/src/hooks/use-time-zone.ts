import { localTimeZone } from '@kanri/contracts/constants';
import { useMemo } from 'react';

/** The browser's time zone (IANA name), sent with lists whose "today" or "overdue" are the user's own days. */
export const useTimeZone = (): string => useMemo(() => localTimeZone(), []);
