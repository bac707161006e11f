import { onRealtimeEvent } from '@kanri/api-client';
import type { Task } from '@kanri/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §4: a moved card is highlighted for 2 seconds. */
export const HIGHLIGHT_MS = 2000;

/** Cards highlighted for HIGHLIGHT_MS after they moved (highlighting one again restarts its time). */
export function useHighlights() {
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const highlight = useCallback((id: number) => {
    const previous = timers.current.get(id);
    if (previous) clearTimeout(previous);
    setHighlighted((current) => (current.has(id) ? current : new Set(current).add(id)));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setHighlighted((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
      }, HIGHLIGHT_MS),
    );
  }, []);

  return { highlighted, highlight };
}

/**
 * Highlights the cards that someone else moved (a live `task.moved`, or a `task.updated` whose status
 * or position differs from the card shown). The cache itself is refreshed by the shell.
 */
export function useLiveMoves(projectId: number, tasks: readonly Task[], highlight: (id: number) => void) {
  const shown = useRef(new Map<number, Task>());
  useEffect(() => {
    shown.current = new Map(tasks.map((task) => [task.id, task]));
  }, [tasks]);

  useEffect(
    () =>
      onRealtimeEvent((event) => {
        if (event.project_id !== projectId || !event.task) return;
        if (event.type !== 'task.moved' && event.type !== 'task.updated') return;
        const before = shown.current.get(event.task_id);
        const moved =
          event.type === 'task.moved' ||
          !before ||
          before.status_id !== event.task.status_id ||
          before.position !== event.task.position;
        if (moved) highlight(event.task_id);
      }),
    [projectId, highlight],
  );
}
