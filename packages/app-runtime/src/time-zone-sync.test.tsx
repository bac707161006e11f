import { createAppStore, signedIn, signedOut, userRefreshed } from '@kanri/app-state';
import { localTimeZone } from '@kanri/contracts/constants';
import { currentTimeZone } from '@kanri/design-system/essentials';
import { useWeekStartsOn } from '@kanri/design-system';
import { act, renderHook } from '@testing-library/react';
import { syncTimeZone } from './providers';

describe('syncTimeZone', () => {
  it("keeps design-system's zone and week start on the session user's", () => {
    const store = createAppStore();
    const stop = syncTimeZone(store);
    expect(currentTimeZone()).toBe(localTimeZone());

    const weekStart = renderHook(() => useWeekStartsOn());
    act(() => {
      store.dispatch(signedIn({ email: 'ada@kanri.test', time_zone: 'America/Denver', week_start: 'monday' }));
    });
    expect(currentTimeZone()).toBe('America/Denver');
    expect(weekStart.result.current).toBe(1);
    act(() => {
      store.dispatch(userRefreshed({ email: 'ada@kanri.test', time_zone: 'Asia/Kolkata', week_start: 'monday' }));
    });
    expect(currentTimeZone()).toBe('Asia/Kolkata');
    act(() => {
      store.dispatch(signedOut());
    });
    expect(currentTimeZone()).toBe(localTimeZone());
    expect(weekStart.result.current).toBe(0);
    stop();
  });
});
