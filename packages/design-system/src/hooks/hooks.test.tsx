import { act, renderHook } from '@testing-library/react';
import { useDebounced, useRetained } from './index';

describe('useDebounced', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the new value only once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 300), { initialProps: { value: 'a' } });
    rerender({ value: 'ab' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'abc' });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('abc');
  });
});

describe('useRetained', () => {
  it('keeps the last non-null value', () => {
    const { result, rerender } = renderHook(({ value }: { value: string | null }) => useRetained(value), {
      initialProps: { value: null as string | null },
    });
    expect(result.current).toBeNull();
    rerender({ value: 'record' });
    rerender({ value: null });
    expect(result.current).toBe('record');
  });
});
