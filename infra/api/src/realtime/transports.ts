import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import { listenTo } from '../db/listener.js';
import { decodeNotice, encodeNotice, NOTICE_CHANNEL, type Notice } from './task-notice.js';

/** Carries notices to every API process on the same database, the publisher included. */
export interface NoticeTransport {
  /** Resolves once the notice is handed over (PostgreSQL: NOTIFY sent); delivery follows. */
  publish(notice: Notice): Promise<void>;
  close(): Promise<void>;
}

export type NoticeHandler = (notice: Notice) => void;

/** The listening connection's name in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'kanri-realtime';

export interface PostgresTransportOptions {
  /** The API's pool: NOTIFY goes through it; the listener connects with its settings. */
  pool: Pool;
  onNotice: NoticeHandler;
  /**
   * Called when the listener is back after losing its connection: notices sent meanwhile were
   * missed, so the connected clients must resync.
   */
  onResync: () => void;
  log: FastifyBaseLogger;
  /** First delay before reconnecting; doubles up to 30 s. */
  retryMs?: number;
}

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated connection per process LISTENs on NOTICE_CHANNEL;
 * publishing is `pg_notify` through the pool. Every process (the publisher too) delivers what it
 * hears to its own sockets, so replicas need no sticky sessions. A lost listener reconnects.
 */
export async function postgresTransport(options: PostgresTransportOptions): Promise<NoticeTransport> {
  const { pool, onNotice, onResync, log } = options;
  const listener = await listenTo({
    pool,
    channel: NOTICE_CHANNEL,
    applicationName: LISTENER_APPLICATION_NAME,
    onMessage: (payload) => {
      const notice = decodeNotice(payload);
      if (notice) onNotice(notice);
      else log.warn({ payload }, 'Ignored a malformed realtime notice');
    },
    onResync,
    log,
    retryMs: options.retryMs,
  });
  return {
    publish: async (notice) => {
      await pool.query('SELECT pg_notify($1, $2)', [NOTICE_CHANNEL, encodeNotice(notice)]);
    },
    close: () => listener.close(),
  };
}
