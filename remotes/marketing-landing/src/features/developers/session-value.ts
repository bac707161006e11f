import { useCallback, useSyncExternalStore } from 'react';

/** Keys of what the page keeps in sessionStorage (this tab only; never localStorage). */
export const SESSION_KEYS = { token: 'kanri.developers.token', workspaceId: 'kanri.developers.workspace_id' } as const;

/** Values by key when storage is refused (privacy mode): then they live in memory only. */
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function read(key: string): string {
  try {
    return window.sessionStorage.getItem(key) ?? '';
  } catch {
    return memory.get(key) ?? '';
  }
}

function write(key: string, value: string) {
  memory.set(key, value);
  try {
    if (value) window.sessionStorage.setItem(key, value);
    else window.sessionStorage.removeItem(key);
  } catch {
    // storage refused: kept in memory
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A text the page keeps for this tab only, in sessionStorage: the pasted token dies with the tab.
 * Every "Try it" panel shows the same value (typing in one fills the others).
 */
export function useSessionValue(key: string): [string, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => '',
  );
  const update = useCallback((next: string) => write(key, next), [key]);
  return [value, update];
}
