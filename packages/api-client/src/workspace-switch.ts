import type { SessionUser, User } from '@kanri/contracts';
import { AUTH_MESSAGES } from '@kanri/contracts/constants';
import { useSyncExternalStore } from 'react';
import { getProfile } from './endpoints/session';
import { ApiError } from './http';
import { WORKSPACE_KEY, workspaceStorage } from './storage';

/**
 * Switching workspaces (ARCHITECTURE §4 Tenancy). The `workspace_id` header comes from
 * `workspaceStorage`; this module is the one way to change it, so every part of the app (the shell's
 * switcher, a remote's Workspaces page) switches the same way and the shell, subscribed through
 * `onWorkspaceChange`, resets what belonged to the old workspace (caches, UI state, routes with ids).
 */

/** Why the workspace changed: the user picked one, a sign-in restored one, the server refused the old one, another tab switched. */
export type WorkspaceChangeReason = 'switch' | 'sign-in' | 'fallback' | 'other-tab';

export interface WorkspaceChange {
  workspaceId: number;
  previousId: number;
  reason: WorkspaceChangeReason;
}

type Listener = (change: WorkspaceChange) => void;

const listeners = new Set<Listener>();

function emit(change: WorkspaceChange) {
  for (const listener of [...listeners]) listener(change);
}

/** The workspace every request is scoped to now. */
export const currentWorkspaceId = (): number => workspaceStorage.get();

const isWorkspaceId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/**
 * Makes `workspaceId` the current workspace (remembered in localStorage) and tells the subscribers.
 * Returns false, doing nothing, when it already is current or is not an id.
 */
export function switchWorkspace(workspaceId: number, reason: WorkspaceChangeReason = 'switch'): boolean {
  const previousId = workspaceStorage.get();
  if (!isWorkspaceId(workspaceId) || workspaceId === previousId) return false;
  workspaceStorage.set(workspaceId);
  emit({ workspaceId, previousId, reason });
  return true;
}

// localStorage is shared by the tabs: when another tab switches, this one's requests already go to
// the new workspace, so it must reset and reload like a switch of its own.
function onStorage(event: StorageEvent) {
  if (event.key !== WORKSPACE_KEY) return;
  const workspaceId = workspaceStorage.get();
  const previous = Number(event.oldValue);
  const previousId = isWorkspaceId(previous) ? previous : 1;
  if (workspaceId !== previousId) emit({ workspaceId, previousId, reason: 'other-tab' });
}

/** Calls `listener` after every change of the current workspace (this tab's or another's). Returns the unsubscribe. */
export function onWorkspaceChange(listener: Listener): () => void {
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The current workspace id, re-rendering when it changes. */
export function useWorkspaceId(): number {
  return useSyncExternalStore(onWorkspaceChange, currentWorkspaceId, currentWorkspaceId);
}

// Per user of this browser: `home`, where the server signed them in; `last`, the workspace they
// last worked in. Kept per user so that someone signing in after another person on the same browser
// never inherits that person's workspace.
export const WORKSPACE_CHOICES_KEY = 'kanri.workspace_choices';

export interface WorkspaceChoice {
  home?: number;
  last?: number;
}

function readChoices(): Record<string, WorkspaceChoice> {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(WORKSPACE_CHOICES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, WorkspaceChoice>) : {};
  } catch {
    return {};
  }
}

export function workspaceChoiceOf(userId: number | undefined): WorkspaceChoice {
  if (userId === undefined) return {};
  const choice = readChoices()[String(userId)] ?? {};
  return {
    home: isWorkspaceId(choice.home) ? choice.home : undefined,
    last: isWorkspaceId(choice.last) ? choice.last : undefined,
  };
}

export function rememberWorkspaceChoice(userId: number, choice: WorkspaceChoice): void {
  const choices = readChoices();
  choices[String(userId)] = { ...workspaceChoiceOf(userId), ...choice };
  try {
    globalThis.localStorage?.setItem(WORKSPACE_CHOICES_KEY, JSON.stringify(choices));
  } catch {
    /* storage full or blocked: the choice is simply not remembered */
  }
}

/**
 * After a sign-in (the login reply's user, whose `workspace_id` is where the server signed them in):
 * goes back to the workspace this user last worked in on this browser, else to that one. Another
 * user's choice is never kept. The last workspace is checked by `loadProfileInAccessibleWorkspace`.
 */
export function adoptSignInWorkspace(user: SessionUser): void {
  if (user.id === undefined || !isWorkspaceId(user.workspace_id)) return;
  rememberWorkspaceChoice(user.id, { home: user.workspace_id });
  switchWorkspace(workspaceChoiceOf(user.id).last ?? user.workspace_id, 'sign-in');
}

/** Whether a call was refused because the caller is not (or no longer) a member of the header's workspace. */
export function isNotWorkspaceMember(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.message === AUTH_MESSAGES.notWorkspaceMember;
}

let pendingProfile: Promise<User> | null = null;

/**
 * GET /user in the current workspace: the user as a member there (their role there). When they are
 * not a member (removed, or a workspace remembered from before), falls back (reason 'fallback') to
 * the workspace the session user was last confirmed in, then to their sign-in workspace, and asks
 * again. Rejects with the last error when none is accessible. Concurrent calls share one request.
 */
export function loadProfileInAccessibleWorkspace(user?: SessionUser | null): Promise<User> {
  pendingProfile ??= (async () => {
    const tried = new Set<number>();
    const candidates = [user?.workspace_id, workspaceChoiceOf(user?.id).home];
    for (;;) {
      tried.add(workspaceStorage.get());
      try {
        const profile = await getProfile();
        if (profile.id !== undefined) rememberWorkspaceChoice(profile.id, { last: profile.workspace_id });
        return profile;
      } catch (error) {
        const next = isNotWorkspaceMember(error) ? candidates.find((id) => isWorkspaceId(id) && !tried.has(id)) : undefined;
        if (next === undefined) throw error;
        switchWorkspace(next, 'fallback');
      }
    }
  })().finally(() => {
    pendingProfile = null;
  });
  return pendingProfile;
}
