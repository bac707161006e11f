import websocket from '@fastify/websocket';
import { REALTIME_PROTOCOL, type Task } from '@kanri/contracts';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config.js';
import { HttpError } from '../../lib/http-errors.js';
import { ChatDelivery } from '../../realtime/chat-delivery.js';
import { PresenceTracker } from '../../realtime/presence.js';
import { RealtimeHub, RESYNC_CLOSE, type Connection, type RealtimeSocket, type SessionCheck } from '../../realtime/hub.js';
import type { Notice, TaskEventInput, TaskNotice } from '../../realtime/task-notice.js';
import { postgresTransport, type NoticeTransport } from '../../realtime/transports.js';
import { chatSource } from '../../services/chat/live.js';
import { notificationCreatedEvent, unreadNotifications } from '../../services/notifications/inbox.js';
import { findActiveSession } from '../../services/sessions.js';
import { getTask } from '../../services/tasks.js';
import { findTimeEntry } from '../../services/time-entries.js';
import { findMembership } from '../../services/users.js';

/** Live updates of this API process: what routes publish, and the sockets the realtime route accepts. */
export interface Realtime {
  /**
   * Announces a committed task change to every API process on the database, each of which sends
   * it to its sockets of that workspace. Never throws: a lost event must not fail the change.
   * `task`, the route's reply, is what this process sends (the others read it).
   */
  publishTaskEvent(event: TaskEventInput, task?: Task): Promise<void>;
  /** Takes an upgraded, admitted socket: greets it and keeps it until it closes. */
  accept(socket: RealtimeSocket, connection: Omit<Connection, 'socket'>): void;
  /** Open connections of the user on this process (to cap them). */
  connectionsOf(userId: number): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimePluginOptions {
  config: Pick<ApiConfig, 'sessionIdleMinutes' | 'sessionAbsoluteDays' | 'realtimePingSeconds'>;
}

/** Largest message a client may send (its presence report, a few dozen bytes). */
const MAX_CLIENT_MESSAGE_BYTES = 4096;

/**
 * WebSocket support and the fan-out of live task and time-entry changes (ARCHITECTURE §4 "Real
 * time"): through PostgreSQL LISTEN/NOTIFY, so every replica delivers every event to its own sockets.
 */
export const realtimePlugin = fp<RealtimePluginOptions>(
  async (api, { config }) => {
    await api.register(websocket, {
      options: {
        maxPayload: MAX_CLIENT_MESSAGE_BYTES,
        handleProtocols: (protocols: Set<string>) => (protocols.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false),
      },
    });

    const published = new PublishedTasks();
    const presence = new PresenceTracker({ db: api.db, pingMs: config.realtimePingSeconds * 1000, log: api.log });
    let transport: NoticeTransport | undefined;
    const chat = new ChatDelivery(
      { ...chatSource(api.db), publishTyping: async (notice) => transport?.publish(notice) },
      api.log,
    );
    const hub = new RealtimeHub({
      presence,
      chat,
      pingMs: config.realtimePingSeconds * 1000,
      log: api.log,
      loadTask: async (notice) => {
        const own = published.take(notice);
        if (own) return own;
        try {
          return await getTask(api.db, notice.workspaceId, notice.taskId);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 404) return undefined;
          throw error;
        }
      },
      loadTimeEntry: (notice) => findTimeEntry(api.db, notice.workspaceId, notice.userId, notice.entryId),
      notifications: {
        created: (notice) => notificationCreatedEvent(api.db, notice, notice.notificationId),
        changed: async (notice) => ({
          type: 'notifications.changed',
          workspace_id: notice.workspaceId,
          user_id: notice.userId,
          unread_count: await unreadNotifications(api.db, notice),
        }),
      },
      checkSession: async (connection): Promise<SessionCheck> => {
        const found = await findActiveSession(api.db, connection.token, config);
        if (!found || found.user.id !== connection.userId) return 'unauthorized';
        const membership = await findMembership(api.db, connection.userId, connection.workspaceId);
        return membership?.status === 'active' ? 'active' : 'forbidden';
      },
    });
    const deliver = (notice: Notice) => {
      // A new notification may be due by e-mail: the mail worker looks (one process claims it).
      if (notice.type === 'notification.created' && api.hasDecorator('notificationMails')) api.notificationMails.wake();
      hub.deliver(notice);
    };

    try {
      transport = await postgresTransport({
        pool: api.dbPool,
        onNotice: deliver,
        onResync: () => hub.closeAll(RESYNC_CLOSE.code, RESYNC_CLOSE.reason),
        log: api.log,
      });
    } catch (error) {
      await hub.close();
      await presence.close();
      throw error;
    }

    api.decorate('realtime', {
      publishTaskEvent: async (event, task) => {
        const notice = { ...event, at: new Date().toISOString() };
        if (task && hub.hasSockets(notice.workspaceId)) published.keep(notice, task);
        try {
          await transport.publish(notice);
        } catch (error) {
          published.take(notice);
          api.log.error({ err: error, event }, 'Could not publish a realtime event');
        }
      },
      accept: (socket, connection) => hub.add({ ...connection, socket }),
      connectionsOf: (userId) => hub.connectionsOf(userId),
    } satisfies Realtime);

    // The websocket plugin's preClose already closed the sockets.
    api.addHook('onClose', async () => {
      await transport.close();
      await hub.close();
      await presence.close();
    });
  },
  { name: 'kanri-realtime', dependencies: ['kanri-database'] },
);

/**
 * The tasks this process published with their notices, until the notice comes back through
 * LISTEN: the local delivery sends the reply's task instead of reading it again. Kept a few
 * seconds at most (a notice that never comes back, sockets gone meanwhile).
 */
class PublishedTasks {
  private readonly tasks = new Map<string, Task>();

  keep(notice: TaskNotice, task: Task): void {
    const key = PublishedTasks.keyOf(notice);
    this.tasks.set(key, task);
    setTimeout(() => this.tasks.delete(key), PUBLISHED_TASK_TTL_MS).unref();
  }

  take(notice: TaskNotice): Task | undefined {
    const key = PublishedTasks.keyOf(notice);
    const task = this.tasks.get(key);
    this.tasks.delete(key);
    return task;
  }

  private static keyOf(notice: TaskNotice): string {
    return `${notice.type} ${notice.workspaceId} ${notice.taskId} ${notice.actorId} ${notice.clientId} ${notice.at}`;
  }
}

const PUBLISHED_TASK_TTL_MS = 10_000;
