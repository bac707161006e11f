import type { FastifyBaseLogger } from 'fastify';
import { Client, type Pool } from 'pg';
import { decodeNotice, encodeNotice, type TaskNotice } from './task-notice.js';

/** Carries notices to every API process on the same database, the publisher included. */
export interface NoticeTransport {
  /** Resolves once the notice is handed over (PostgreSQL: NOTIFY sent); delivery follows. */
  publish(notice: TaskNotice): Promise<void>;
  close(): Promise<void>;
}

export type NoticeHandler = (notice: TaskNotice) => void;

/** The NOTIFY channel; channels are per database, so deployments on other databases never mix. */
export const NOTICE_CHANNEL = 'kanri_events';
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

const MAX_RETRY_MS = 30_000;

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated connection per process LISTENs on NOTICE_CHANNEL;
 * publishing is `pg_notify` through the pool. Every process (the publisher too) delivers what it
 * hears to its own sockets, so replicas need no sticky sessions. A lost listener reconnects.
 */
export async function postgresTransport(options: PostgresTransportOptions): Promise<NoticeTransport> {
  const { pool, onNotice, onResync, log } = options;
  const firstRetryMs = options.retryMs ?? 1000;
  let listener: Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = firstRetryMs;
  let closed = false;

  const listen = async (): Promise<void> => {
    const client = new Client({ ...pool.options, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel !== NOTICE_CHANNEL) return;
      const notice = decodeNotice(message.payload);
      if (notice) onNotice(notice);
      else log.warn({ payload: message.payload }, 'Ignored a malformed realtime notice');
    });
    // Both may fire for one loss; `lose` acts once per client.
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTICE_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
  };

  const lose = (client: Client, error?: Error) => {
    if (client !== listener) return;
    listener = undefined;
    client.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err: error }, 'Realtime listener lost its connection; reconnecting');
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      if (closed) return;
      try {
        await listen();
        retryMs = firstRetryMs;
        if (!closed) {
          log.info('Realtime listener reconnected');
          onResync();
        }
      } catch (error) {
        log.warn({ err: error }, `Realtime listener could not reconnect; next try in ${retryMs} ms`);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        if (!closed) scheduleReconnect();
      }
    }, retryMs);
  };

  await listen();
  return {
    publish: async (notice) => {
      await pool.query('SELECT pg_notify($1, $2)', [NOTICE_CHANNEL, encodeNotice(notice)]);
    },
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
