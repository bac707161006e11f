import { dayOf, localTimeZone } from '@kanri/contracts';
import { setPreferredTimeZone } from '@kanri/design-system';
import { act, renderHook } from '@testing-library/react';
import { useToday } from './use-today';

describe('useToday', () => {
  afterEach(() => {
    act(() => setPreferredTimeZone(null));
    jest.useRealTimers();
  });

  it("is today in the user's time zone, not the browser's", () => {
    // 20:00 UTC on Nov 27: already Nov 28 in Auckland (UTC+13).
    jest.useFakeTimers({ now: Date.parse('2026-11-27T20:00:00.000Z') });
    const { result } = renderHook(() => useToday());
    expect(result.current).toBe(dayOf(Date.now(), localTimeZone()));
    act(() => setPreferredTimeZone('Pacific/Auckland'));
    expect(result.current).toBe('2026-11-28');
  });

  it('rolls over at midnight in that zone while the page stays open', () => {
    // 07:59 UTC on Nov 28: the browser (UTC here) is on the 28th, Los Angeles still on the 27th (23:59).
    jest.useFakeTimers({ now: Date.parse('2026-11-28T07:59:00.000Z') });
    act(() => setPreferredTimeZone('America/Los_Angeles'));
    const { result } = renderHook(() => useToday());
    expect(result.current).toBe('2026-11-27');
    act(() => jest.advanceTimersByTime(59_999));
    expect(result.current).toBe('2026-11-27');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('2026-11-28');
    // And again the next midnight there.
    act(() => jest.advanceTimersByTime(24 * 3_600_000));
    expect(result.current).toBe('2026-11-29');
  });
});
