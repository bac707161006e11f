import type { PresenceEvent, PresenceReport } from '@kanri/contracts';
import { PRESENCE_IDLE_MINUTES } from '@kanri/contracts/constants';

/**
 * Presence over the live connection (contracts `presenceEventSchema`, `presenceReportSchema`): the
 * members' `presence.changed` events, and this tab's own report — `away` after PRESENCE_IDLE_MINUTES
 * without input, `online` at the next input. The report is sent on every open connection of the
 * tab and again after each reconnection (the server forgets a closed socket's report).
 */

type PresenceListener = (event: PresenceEvent) => void;
const listeners = new Set<PresenceListener>();

/** Members' presence changes in the current workspace (the tab's own user included). Returns the unsubscribe function. */
export function onPresenceEvent(listener: PresenceListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For realtime.ts: a `presence.changed` of the connection's workspace reaches the listeners. */
export function dispatchPresenceEvent(event: PresenceEvent, workspaceId: number): void {
  if (event.workspace_id !== workspaceId) return;
  for (const listener of [...listeners]) listener(event);
}

/** What realtime.ts gives: a socket that is open (its `ready` arrived). */
interface ReportTarget {
  send(data: string): void;
}

let tabStatus: PresenceReport['status'] = 'online';
const targets = new Set<ReportTarget>();

function sendReport(target: ReportTarget): void {
  const report: PresenceReport = { type: 'presence', status: tabStatus };
  try {
    target.send(JSON.stringify(report));
  } catch {
    // A socket closing meanwhile: the next connection reports again.
  }
}

/** For realtime.ts: the connection is ready; it learns the tab is away if it is (online is the server's default). */
export function presenceSocketOpened(target: ReportTarget): void {
  targets.add(target);
  if (tabStatus === 'away') sendReport(target);
}

/** For realtime.ts: the connection is gone. */
export function presenceSocketClosed(target: ReportTarget): void {
  targets.delete(target);
}

/** The tab's presence as last reported. */
export function tabPresence(): PresenceReport['status'] {
  return tabStatus;
}

/** Reports the tab idle (`away`) or in use (`online`) on its connections; nothing when unchanged. */
export function reportPresence(status: PresenceReport['status']): void {
  if (status === tabStatus) return;
  tabStatus = status;
  for (const target of targets) sendReport(target);
}

/** What counts as the person using the tab. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll', 'focus'] as const;

export interface IdleWatchOptions {
  /** Without input for this long, the tab is away (default PRESENCE_IDLE_MINUTES). */
  idleMs?: number;
  /** Where input is listened for (default: the window). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The document whose becoming visible counts as input (default: the page's). */
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/**
 * Watches the tab's input: `away` after `idleMs` without any, `online` at the next. Input is
 * handled at most once a second (pointer moves are many). Returns the function that stops
 * watching (and reports the tab online again).
 */
export function watchIdle({
  idleMs = PRESENCE_IDLE_MINUTES * 60_000,
  target = globalThis,
  document = globalThis.document,
}: IdleWatchOptions = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastInput = 0;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => reportPresence('away'), idleMs);
  };
  const onInput = () => {
    const now = Date.now();
    if (tabStatus === 'online' && now - lastInput < 1000) return;
    lastInput = now;
    reportPresence('online');
    arm();
  };
  const onVisibility = () => {
    if (document?.visibilityState === 'visible') onInput();
  };
  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onInput, { passive: true, capture: true });
  document?.addEventListener('visibilitychange', onVisibility);
  arm();
  return () => {
    clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onInput, { capture: true });
    document?.removeEventListener('visibilitychange', onVisibility);
    reportPresence('online');
  };
}
