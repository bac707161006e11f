import { useRef } from 'react';

/**
 * The last non-null value: a dialog keeps showing its record while it closes (the caller has
 * already set it to null).
 */
export function useRetained<T>(value: T | null): T | null {
  const last = useRef(value);
  if (value !== null) last.current = value;
  return last.current;
}
