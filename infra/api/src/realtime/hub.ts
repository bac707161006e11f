import {
  REALTIME_CLOSE_CODES,
  type RealtimeMessage,
  type Task,
  type TaskEvent,
  type TimeEntry,
  type TimeEntryEvent,
} from '@kanri/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { isMemberNotice, presenceEventOf, presenceReportOf, type MemberNotice, type PresenceHooks } from './presence.js';
import { isNotificationNotice, type NotificationNotice, type NotificationSource } from './notification-notice.js';
import { chatTypingReportOf, type ChatDelivery } from './chat-delivery.js';
import { isChatNotice } from './chat-notice.js';
import type { Notice, TaskNotice, TimeEntryNotice } from './task-notice.js';

/** What the hub needs of a server-side `ws` socket. */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'pong' | 'close', listener: () => void): unknown;
  on(event: 'message', listener: (data: unknown) => void): unknown;
}

/** `ws`'s readyState of an open socket. */
const OPEN = 1;
/**
 * Pings a socket may leave unanswered before it counts as dead and is dropped. More than one: a
 * busy event loop can hold a pong past the next tick.
 */
const MAX_UNANSWERED_PINGS = 2;

/** One accepted connection: whose, in which workspace, with which token (to re-check it). */
export interface Connection {
  readonly socket: RealtimeSocket;
  readonly userId: number;
  readonly workspaceId: number;
  readonly token: string;
}

export type SessionCheck = 'active' | 'unauthorized' | 'forbidden';

export interface RealtimeHubOptions {
  /** The task of a notice as GET /tasks returns it, or undefined when it is gone. */
  loadTask(notice: TaskNotice): Promise<Task | undefined>;
  /** The entry of a notice as GET /time-entries returns it, or undefined when it is gone. */
  loadTimeEntry(notice: TimeEntryNotice): Promise<TimeEntry | undefined>;
  /** Whether the connection's session is still live and its membership active. */
  checkSession(connection: Connection): Promise<SessionCheck>;
  /** Loads what a notification notice announces (to its recipient's sockets only). */
  notifications?: NotificationSource;
  /** Told of every socket's arrival, presence report (a client message) and departure. */
  presence?: PresenceHooks;
  /** Chat events to the conversations' members, and the sockets' typing reports. */
  chat?: ChatDelivery;
  pingMs: number;
  log: FastifyBaseLogger;
}

interface Tracked extends Connection {
  /** Pings sent since the last pong. */
  unanswered: number;
  checking: boolean;
}

export const RESYNC_CLOSE = { code: 1012, reason: 'Live updates restarted; reconnect.' } as const;

/**
 * The sockets of one API process, by workspace. Each notice is turned into one event (the task
 * loaded once) and sent to every socket of its workspace — a time entry's only to its owner's
 * sockets there; a workspace's events go out in the order their notices arrived. Every ping tick
 * also re-checks sessions and drops dead sockets.
 */
export class RealtimeHub {
  private readonly byWorkspace = new Map<number, Set<Tracked>>();
  private readonly queues = new Map<number, Promise<void>>();
  private readonly checks = new Set<Promise<void>>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly options: RealtimeHubOptions) {
    this.timer = setInterval(() => this.tick(), options.pingMs);
  }

  /** Registers an accepted socket and greets it with `ready`. */
  add(connection: Connection): void {
    // Gone already (the client left during the upgrade): its close event has fired.
    if (connection.socket.readyState !== OPEN) return;
    const tracked: Tracked = { ...connection, unanswered: 0, checking: false };
    let sockets = this.byWorkspace.get(connection.workspaceId);
    if (!sockets) this.byWorkspace.set(connection.workspaceId, (sockets = new Set()));
    sockets.add(tracked);
    connection.socket.on('pong', () => (tracked.unanswered = 0));
    connection.socket.on('close', () => this.remove(tracked));
    connection.socket.on('message', (data) => {
      // The messages a client sends (presence, typing); anything else is ignored.
      if (!sockets.has(tracked)) return;
      const status = presenceReportOf(data);
      if (status) return this.options.presence?.reported(tracked, status);
      const typing = this.options.chat && chatTypingReportOf(data);
      if (typing) void this.options.chat!.typing(tracked, typing);
    });
    this.send(tracked, { type: 'ready', workspace_id: connection.workspaceId });
    this.options.presence?.connected(tracked);
  }

  /** Open connections of a user on this process. */
  connectionsOf(userId: number): number {
    let count = 0;
    for (const sockets of this.byWorkspace.values()) {
      for (const connection of sockets) if (connection.userId === userId) count += 1;
    }
    return count;
  }

  /** Whether sockets of the workspace are open on this process. */
  hasSockets(workspaceId: number): boolean {
    return this.byWorkspace.has(workspaceId);
  }

  /** Queues the notice's event for the sockets of its workspace (nothing to do when there are none). */
  deliver(notice: Notice): void {
    if (isMemberNotice(notice)) return this.deliverMemberNotice(notice);
    const workspaceId = notice.workspaceId;
    if (!this.byWorkspace.has(workspaceId)) return;
    if ((notice.type === 'time_entry.changed' || isNotificationNotice(notice)) && !this.socketsOf(notice).length) return;
    const previous = this.queues.get(workspaceId) ?? Promise.resolve();
    const next = previous
      .then(() => this.broadcast(notice))
      .catch((error: unknown) => this.options.log.error({ err: error }, 'Could not deliver a realtime event'));
    this.queues.set(workspaceId, next);
    void next.then(() => {
      if (this.queues.get(workspaceId) === next) this.queues.delete(workspaceId);
    });
  }

  /** Closes every socket (e.g. so clients reconnect and reload after missed notices). */
  closeAll(code: number, reason: string): void {
    for (const sockets of this.byWorkspace.values()) {
      for (const connection of sockets) connection.socket.close(code, reason);
    }
  }

  /** Stops pinging and waits for the deliveries and checks under way. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([...this.queues.values(), ...this.checks]);
  }

  /** The open connections of a user-scoped notice's user (a time entry's owner, a notification's recipient) in its workspace. */
  private socketsOf(notice: { workspaceId: number; userId: number }): Tracked[] {
    return [...(this.byWorkspace.get(notice.workspaceId) ?? [])].filter((connection) => connection.userId === notice.userId);
  }

  private async broadcast(notice: Exclude<Notice, MemberNotice>): Promise<void> {
    if (isChatNotice(notice)) return this.options.chat?.deliver(notice, this.byWorkspace.get(notice.workspaceId) ?? []);
    if (notice.type === 'time_entry.changed') return this.sendTimeEntryEvent(notice);
    if (isNotificationNotice(notice)) return this.sendNotificationEvent(notice);
    if (!this.byWorkspace.get(notice.workspaceId)?.size) return;
    let task: Task | null = null;
    if (notice.type !== 'task.deleted') {
      const found = await this.options.loadTask(notice);
      // Deleted since: its own task.deleted event follows.
      if (!found) return;
      task = found;
    }
    const event: TaskEvent = {
      type: notice.type,
      workspace_id: notice.workspaceId,
      project_id: task?.project_id ?? notice.projectId,
      task_id: notice.taskId,
      task,
      actor_id: notice.actorId,
      client_id: notice.clientId,
      at: notice.at,
    };
    const text = JSON.stringify(event);
    for (const connection of this.byWorkspace.get(notice.workspaceId) ?? []) {
      if (connection.socket.readyState === OPEN) connection.socket.send(text);
    }
  }

  /** A time entry's change goes to its owner's sockets in the workspace, and to no one else's. */
  private async sendTimeEntryEvent(notice: TimeEntryNotice): Promise<void> {
    if (this.socketsOf(notice).length === 0) return;
    let entry: TimeEntry | null = null;
    if (notice.action !== 'deleted') {
      const found = await this.options.loadTimeEntry(notice);
      // Deleted since: its own `deleted` event follows.
      if (!found) return;
      entry = found;
    }
    const event: TimeEntryEvent = {
      type: 'time_entry.changed',
      action: notice.action,
      workspace_id: notice.workspaceId,
      user_id: notice.userId,
      entry_id: notice.entryId,
      entry,
      client_id: notice.clientId,
      at: notice.at,
    };
    const text = JSON.stringify(event);
    for (const connection of this.socketsOf(notice)) {
      if (connection.socket.readyState === OPEN) connection.socket.send(text);
    }
  }

  /** A notification's events go to its recipient's sockets in the workspace, and to no one else's. */
  private async sendNotificationEvent(notice: NotificationNotice): Promise<void> {
    const source = this.options.notifications;
    if (!source || this.socketsOf(notice).length === 0) return;
    const event = notice.type === 'notification.created' ? await source.created(notice) : await source.changed(notice);
    // Deleted since: its `notifications.changed` follows.
    if (!event) return;
    const text = JSON.stringify(event);
    for (const connection of this.socketsOf(notice)) {
      if (connection.socket.readyState === OPEN) connection.socket.send(text);
    }
  }

  /** A presence change goes to every socket of the workspace; a removed member's sockets of it close (4403). */
  private deliverMemberNotice(notice: MemberNotice): void {
    const sockets = [...(this.byWorkspace.get(notice.workspaceId) ?? [])];
    if (notice.type === 'member.removed') {
      this.options.chat?.forget();
      for (const connection of sockets) {
        if (connection.userId === notice.userId) connection.socket.close(REALTIME_CLOSE_CODES.forbidden, 'No longer a member.');
      }
      return;
    }
    const text = JSON.stringify(presenceEventOf(notice));
    for (const connection of sockets) if (connection.socket.readyState === OPEN) connection.socket.send(text);
  }

  private remove(connection: Tracked): void {
    const sockets = this.byWorkspace.get(connection.workspaceId);
    if (!sockets?.delete(connection)) return;
    if (sockets.size === 0) this.byWorkspace.delete(connection.workspaceId);
    this.options.presence?.disconnected(connection);
  }

  private tick(): void {
    for (const sockets of this.byWorkspace.values()) {
      for (const connection of sockets) {
        if (connection.unanswered >= MAX_UNANSWERED_PINGS) {
          connection.socket.terminate();
          continue;
        }
        connection.unanswered += 1;
        connection.socket.ping();
        this.send(connection, { type: 'ping', workspace_id: connection.workspaceId });
        if (connection.checking) continue;
        const check = this.recheck(connection);
        this.checks.add(check);
        void check.then(() => this.checks.delete(check));
      }
    }
  }

  private async recheck(connection: Tracked): Promise<void> {
    connection.checking = true;
    try {
      const result = await this.options.checkSession(connection);
      if (result === 'unauthorized') connection.socket.close(REALTIME_CLOSE_CODES.unauthorized, 'Session ended.');
      if (result === 'forbidden') connection.socket.close(REALTIME_CLOSE_CODES.forbidden, 'No longer a member.');
    } catch (error) {
      this.options.log.warn({ err: error }, 'Could not re-check a realtime session');
    } finally {
      connection.checking = false;
    }
  }

  private send(connection: Connection, message: RealtimeMessage): void {
    if (connection.socket.readyState === OPEN) connection.socket.send(JSON.stringify(message));
  }
}
