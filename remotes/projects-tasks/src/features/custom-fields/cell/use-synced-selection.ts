import { useEffect, useState } from 'react';

/**
 * A multi-select editor's picks: its own state (so a pick shows at once), brought back in line
 * whenever the task's value changes (the parent's optimistic update, or its undo after a refusal).
 */
export function useSyncedSelection<T>(value: unknown, derive: (value: unknown) => T[]) {
  const [selected, setSelected] = useState<T[]>(() => derive(value));
  const key = JSON.stringify(value ?? null);
  useEffect(() => {
    setSelected(derive(value));
    // The value is compared by content: a new array with the same ids changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return [selected, setSelected] as const;
}
