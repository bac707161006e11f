import { onPresenceEvent, realtimeStatus, tabPresence, useMembers } from '@kanri/api-client';
import { selectCurrentUser, useAppSelector } from '@kanri/app-state';
import type { PresenceStatus } from '@kanri/contracts';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The `presence.changed` events heard while any chat component listens, with when they were heard.
 * One store for the page: a component mounted later (View Members) knows what the sidebar heard.
 */
let heard: ReadonlyMap<number, { status: PresenceStatus; at: number }> = new Map();
const listeners = new Set<() => void>();
let stopListening: (() => void) | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stopListening ??= onPresenceEvent((event) => {
    heard = new Map(heard).set(event.user_id, { status: event.status, at: Date.now() });
    for (const notify of [...listeners]) notify();
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    // Nobody listens: what was heard would go stale.
    stopListening?.();
    stopListening = null;
    heard = new Map();
  };
}

const snapshot = () => heard;

/**
 * Each member's presence: the workspace member list's, overridden by every `presence.changed`
 * heard since it was loaded (online, away, busy, offline). Returns the lookup by user id.
 */
export function usePresence(): (userId: number) => PresenceStatus {
  const members = useMembers();
  const events = useSyncExternalStore(subscribe, snapshot, snapshot);
  const selfId = useAppSelector(selectCurrentUser)?.id;
  const loadedAt = members.dataUpdatedAt;
  return useCallback(
    (userId: number) => {
      const event = events.get(userId);
      // A fresh member list (after a reconnection, a change) knows better than the events heard before it.
      const status =
        (event && event.at >= loadedAt ? event.status : undefined) ??
        members.data?.find((member) => member.id === userId)?.presence ??
        'offline';
      // This tab is connected: the signed-in user is not offline (the list may predate the connection).
      if (userId === selfId && status === 'offline' && realtimeStatus() === 'open') return tabPresence();
      return status;
    },
    [events, loadedAt, members.data, selfId],
  );
}
