import websocket from '@fastify/websocket';
import { REALTIME_PROTOCOL } from '@kanri/contracts';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config.js';
import { HttpError } from '../../lib/http-errors.js';
import { RealtimeHub, RESYNC_CLOSE, type Connection, type RealtimeSocket, type SessionCheck } from '../../realtime/hub.js';
import type { TaskEventInput, TaskNotice } from '../../realtime/task-notice.js';
import { postgresTransport, type NoticeTransport } from '../../realtime/transports.js';
import { findActiveSession } from '../../services/sessions.js';
import { getTask } from '../../services/tasks.js';
import { findMembership } from '../../services/users.js';

/** Live updates of this API process: what routes publish, and the sockets the realtime route accepts. */
export interface Realtime {
  /**
   * Announces a committed task change to every API process on the database, each of which sends
   * it to its sockets of that workspace. Never throws: a lost event must not fail the change.
   */
  publishTaskEvent(event: TaskEventInput): Promise<void>;
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

/** Largest message a client may send (it is not expected to send any). */
const MAX_CLIENT_MESSAGE_BYTES = 4096;

/**
 * WebSocket support and the fan-out of live task changes (ARCHITECTURE §4 "Real time"): through
 * PostgreSQL LISTEN/NOTIFY, so every replica delivers every event to its own sockets.
 */
export const realtimePlugin = fp<RealtimePluginOptions>(
  async (api, { config }) => {
    await api.register(websocket, {
      options: {
        maxPayload: MAX_CLIENT_MESSAGE_BYTES,
        handleProtocols: (protocols: Set<string>) => (protocols.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false),
      },
    });

    const hub = new RealtimeHub({
      pingMs: config.realtimePingSeconds * 1000,
      log: api.log,
      loadTask: async (workspaceId, taskId) => {
        try {
          return await getTask(api.db, workspaceId, taskId);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 404) return undefined;
          throw error;
        }
      },
      checkSession: async (connection): Promise<SessionCheck> => {
        const found = await findActiveSession(api.db, connection.token, config);
        if (!found || found.user.id !== connection.userId) return 'unauthorized';
        const membership = await findMembership(api.db, connection.userId, connection.workspaceId);
        return membership?.status === 'active' ? 'active' : 'forbidden';
      },
    });
    const deliver = (notice: TaskNotice) => hub.deliver(notice);

    let transport: NoticeTransport;
    try {
      transport = await postgresTransport({
        pool: api.dbPool,
        onNotice: deliver,
        onResync: () => hub.closeAll(RESYNC_CLOSE.code, RESYNC_CLOSE.reason),
        log: api.log,
      });
    } catch (error) {
      await hub.close();
      throw error;
    }

    api.decorate('realtime', {
      publishTaskEvent: async (event) => {
        try {
          await transport.publish({ ...event, at: new Date().toISOString() });
        } catch (error) {
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
    });
  },
  { name: 'kanri-realtime', dependencies: ['kanri-database'] },
);
