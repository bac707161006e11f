import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config.js';
import { NOTIFICATION_MAIL_BATCH, sendDueNotificationMails } from '../../services/notifications/mails.js';

/** The notification mail worker of this API process. */
export interface NotificationMails {
  /** Looks for due notifications now (the realtime listener calls it for every new notification). */
  wake(): void;
  /** Resolves once the run under way, if any, is over. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationMails: NotificationMails;
  }
}

export interface NotificationMailsPluginOptions {
  config: Pick<ApiConfig, 'publicUrl'>;
  /** How often it also looks without being woken (a missed notice, a failed run). */
  pollMs?: number;
}

const DEFAULT_POLL_MS = 30_000;

/**
 * E-mails the notifications whose recipients chose e-mail for their kind
 * (services/notifications/mails.ts): woken by every `notification.created` notice, and every
 * `pollMs` anyway; one run at a time per process, batches until none is due. Mails go through the
 * mailer (recorded in the outbox, then sent by SMTP when configured).
 */
export const notificationMailsPlugin = fp<NotificationMailsPluginOptions>(
  async (api, { config, pollMs = DEFAULT_POLL_MS }) => {
    let running: Promise<void> | undefined;
    let again = false;
    let closed = false;

    const runOnce = async () => {
      do {
        again = false;
        try {
          while (
            (await sendDueNotificationMails(api.db, config.publicUrl, api.mailer.send)) === NOTIFICATION_MAIL_BATCH &&
            !closed
          );
        } catch (error) {
          api.log.error({ err: error }, 'Could not e-mail notifications; retrying later');
        }
      } while (again && !closed);
    };

    const wake = () => {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      running = runOnce().finally(() => (running = undefined));
    };

    const timer = setInterval(wake, pollMs);
    timer.unref();
    api.decorate('notificationMails', { wake, idle: async () => running } satisfies NotificationMails);
    api.addHook('onReady', async () => wake());
    api.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'kanri-notification-mails', dependencies: ['kanri-database', 'kanri-mailer'] },
);
