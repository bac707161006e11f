import type { FastifyBaseLogger } from 'fastify';
import type { WebhookWorkerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { claimDueDeliveries, recordAttempt, type ClaimedDelivery } from '../services/webhooks.js';
import type { Resolver } from './address.js';
import { sendWebhook } from './send.js';

/** The delay before retry number `attempt` (1 = the first retry): base · 2^(attempt-1), ±20 % jitter, capped. */
export function retryDelayMs(
  attempt: number,
  config: Pick<WebhookWorkerConfig, 'baseDelayMs' | 'maxDelayMs'>,
  random = Math.random,
): number {
  const exponential = config.baseDelayMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30);
  return Math.round(Math.min(exponential, config.maxDelayMs) * (0.8 + 0.4 * random()));
}

export interface WebhookWorkerOptions {
  db: Database;
  config: WebhookWorkerConfig;
  log: FastifyBaseLogger;
  resolve?: Resolver;
}

/**
 * Sends the queued deliveries of every workspace: claims due ones in batches (a lease, so several
 * API processes share the work and none sends a delivery another holds), sends each, records the
 * attempt and settles or reschedules it. Runs on `wake()` (a NOTIFY, a new delivery) and every
 * `pollMs` (retries that come due, leases that ran out, wake-ups lost while disconnected).
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: WebhookWorkerOptions) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.options.config.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Looks for due deliveries now (or right after the current round). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
    });
  }

  /** Stops polling and waits for the sends in flight to be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    const { db, config, log } = this.options;
    do {
      this.again = false;
      let batch: ClaimedDelivery[];
      try {
        batch = await claimDueDeliveries(db, config.batchSize, config.leaseMs);
      } catch (error) {
        if (!this.stopped) log.error({ err: error }, 'Webhook worker could not claim deliveries');
        return;
      }
      await Promise.all(batch.map((delivery) => this.deliver(delivery)));
      if (batch.length === config.batchSize) this.again = true;
    } while (this.again && !this.stopped);
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const { db, config, log } = this.options;
    const startedAt = new Date();
    const result = await sendWebhook(
      {
        url: delivery.url,
        secret: delivery.secret,
        allowPrivateNetwork: delivery.allow_private_network,
        event: delivery.event,
        deliveryId: delivery.delivery_id,
        body: delivery.body,
      },
      { timeoutMs: config.timeoutMs, resolve: this.options.resolve },
    );
    try {
      await recordAttempt(db, delivery.id, {
        startedAt,
        ok: result.ok,
        durationMs: result.durationMs,
        responseCode: result.responseCode,
        error: result.error,
        responseExcerpt: result.responseExcerpt,
        retryDelayMs: retryDelayMs(delivery.attempts + 1, config),
        retryWindowMs: config.retryWindowMs,
      });
    } catch (error) {
      // The lease runs out and another round sends it again (at least once, never lost).
      log.error({ err: error, delivery: delivery.delivery_id }, 'Webhook worker could not record an attempt');
    }
  }
}
