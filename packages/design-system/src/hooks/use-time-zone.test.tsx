import { localTimeZone } from '@kanri/contracts/constants';
import { act, renderHook } from '@testing-library/react';
import { currentTimeZone, setPreferredTimeZone, setPreferredWeekStart, useTimeZone, useWeekStartsOn } from './use-time-zone';

describe('useTimeZone', () => {
  afterEach(() => act(() => setPreferredTimeZone(null)));

  it("is the browser's zone until the signed-in user's is set, then follows it", () => {
    const { result } = renderHook(() => useTimeZone());
    expect(result.current).toBe(localTimeZone());

    act(() => setPreferredTimeZone('Pacific/Auckland'));
    expect(result.current).toBe('Pacific/Auckland');
    expect(currentTimeZone()).toBe('Pacific/Auckland');

    act(() => setPreferredTimeZone(null));
    expect(result.current).toBe(localTimeZone());
  });

  it('ignores a name the runtime does not know', () => {
    const { result } = renderHook(() => useTimeZone());
    act(() => setPreferredTimeZone('Mars/Olympus_Mons'));
    expect(result.current).toBe(localTimeZone());
  });

  it('starts weeks on Sunday unless the workspace says Monday', () => {
    const { result } = renderHook(() => useWeekStartsOn());
    expect(result.current).toBe(0);
    act(() => setPreferredWeekStart('monday'));
    expect(result.current).toBe(1);
    act(() => setPreferredWeekStart(undefined));
    expect(result.current).toBe(0);
  });
});
