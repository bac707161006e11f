import fp from 'fastify-plugin';
import { WEBHOOK_WORKER_DEFAULTS, type ApiConfig } from '../../config.js';
import { listenTo, type Listener } from '../../db/listener.js';
import { WEBHOOK_CHANNEL } from '../../services/webhooks.js';
import type { Resolver } from '../../webhooks/address.js';
import { WebhookWorker } from '../../webhooks/worker.js';

export interface WebhooksPluginOptions {
  config: Pick<ApiConfig, 'webhooks'>;
  /** Host name resolution of the sends (tests map names to addresses); the system's by default. */
  resolve?: Resolver;
}

/** The application name of the worker's LISTEN connection in pg_stat_activity. */
export const WEBHOOK_LISTENER_APPLICATION_NAME = 'kanri-webhooks';

/**
 * The webhook delivery worker of this API process (every process runs one): woken by the
 * enqueueing triggers' NOTIFY and by a poll, stopped (its sends in flight recorded) on close.
 */
export const webhooksPlugin = fp<WebhooksPluginOptions>(
  async (api, { config, resolve }) => {
    const settings = { ...WEBHOOK_WORKER_DEFAULTS, ...config.webhooks };
    if (!settings.enabled) return;
    const worker = new WebhookWorker({ db: api.db, config: settings, log: api.log, resolve });
    let listener: Listener | undefined;
    api.addHook('onReady', async () => {
      listener = await listenTo({
        pool: api.dbPool,
        channel: WEBHOOK_CHANNEL,
        applicationName: WEBHOOK_LISTENER_APPLICATION_NAME,
        onMessage: () => worker.wake(),
        // What was queued while disconnected is found by this look and the poll.
        onResync: () => worker.wake(),
        log: api.log,
      });
      worker.start();
    });
    api.addHook('onClose', async () => {
      await listener?.close();
      await worker.stop();
    });
  },
  { name: 'kanri-webhooks', dependencies: ['kanri-database'] },
);
