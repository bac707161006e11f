import type { FastifyBaseLogger } from 'fastify';
import { Client, type Pool } from 'pg';

export interface ListenerOptions {
  /** The API's pool: the listener connects with its settings. */
  pool: Pool;
  channel: string;
  /** The connection's name in pg_stat_activity. */
  applicationName: string;
  onMessage: (payload: string) => void;
  /** The connection is gone: messages sent from now until `onResync` are missed. */
  onLost?: () => void;
  /** The listener is back after a loss; what was sent meanwhile was missed. */
  onResync: () => void;
  log: FastifyBaseLogger;
  /** First delay before reconnecting; doubles up to 30 s. */
  retryMs?: number;
}

export interface Listener {
  close(): Promise<void>;
}

const MAX_RETRY_MS = 30_000;

/**
 * A dedicated PostgreSQL connection that LISTENs on one channel and reconnects when lost
 * (ARCHITECTURE §4: NOTIFY is how API replicas tell each other what changed). Resolves once
 * listening; rejects when the first connection fails.
 */
export async function listenTo(options: ListenerOptions): Promise<Listener> {
  const { pool, channel, applicationName, onMessage, onLost, onResync, log } = options;
  const firstRetryMs = options.retryMs ?? 1000;
  let listener: Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = firstRetryMs;
  let closed = false;

  const listen = async (): Promise<void> => {
    const client = new Client({ ...pool.options, application_name: applicationName, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    // Both may fire for one loss; `lose` acts once per client.
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
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
    onLost?.();
    log.warn({ err: error }, `Listener ${applicationName} lost its connection; reconnecting`);
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
          log.info(`Listener ${applicationName} reconnected`);
          onResync();
        }
      } catch (error) {
        log.warn({ err: error }, `Listener ${applicationName} could not reconnect; next try in ${retryMs} ms`);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        if (!closed) scheduleReconnect();
      }
    }, retryMs);
  };

  await listen();
  return {
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
