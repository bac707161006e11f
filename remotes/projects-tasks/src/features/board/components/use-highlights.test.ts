import { act, renderHook } from '@testing-library/react';
import { HIGHLIGHT_MS, useHighlights } from './use-highlights';

describe('useHighlights', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('highlights a card for 2 seconds, and again from the start when it moves again', () => {
    expect(HIGHLIGHT_MS).toBe(2000);
    const { result } = renderHook(() => useHighlights());
    act(() => result.current.highlight(7));
    expect(result.current.highlighted.has(7)).toBe(true);
    act(() => jest.advanceTimersByTime(1500));
    act(() => result.current.highlight(7));
    act(() => jest.advanceTimersByTime(1999));
    expect(result.current.highlighted.has(7)).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.highlighted.has(7)).toBe(false);
  });

  it('keeps each card on its own clock', () => {
    const { result } = renderHook(() => useHighlights());
    act(() => result.current.highlight(1));
    act(() => jest.advanceTimersByTime(1000));
    act(() => result.current.highlight(2));
    act(() => jest.advanceTimersByTime(1000));
    expect([...result.current.highlighted]).toEqual([2]);
  });
});
