import { useRef, useState } from 'react';

/**
 * Which dropdowns or calendars of an editor are open, so Enter can pick in an open one and save
 * only when all are closed. Read through a ref: the key handler runs before React re-renders.
 */
export function useOpenMenus() {
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const current = useRef(open);
  current.current = open;
  return {
    anyOpen: () => Object.values(current.current).some(Boolean),
    isOpen: (name: string) => Boolean(open[name]),
    setOpen: (name: string, value: boolean) => {
      current.current = { ...current.current, [name]: value };
      setOpen(current.current);
    },
    handler: (name: string) => (value: boolean) => {
      current.current = { ...current.current, [name]: value };
      setOpen(current.current);
    },
    reset: (initial: Record<string, boolean> = {}) => {
      current.current = initial;
      setOpen(initial);
    },
  };
}

/** Two lists hold the same ids in the same order. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}
