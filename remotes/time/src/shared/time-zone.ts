import { localTimeZone } from '@kanri/contracts';
import { useMemo } from 'react';

/** The browser's time zone (IANA name): days and weeks are the user's own. */
export const useTimeZone = (): string => useMemo(() => localTimeZone(), []);
