import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createTransport, type Transporter } from 'nodemailer';
import type { ApiConfig } from '../../config.js';
import { outboxEmails } from '../../db/schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Records the mail in `outbox_emails`, then, with SMTP configured, delivers it in the background
   * (`sent_at` is set once the server accepted it). Never rejects: a failed delivery is logged and
   * the mail stays in the outbox. Callers send after their transaction committed.
   */
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  config: Pick<ApiConfig, 'smtpUrl' | 'mailFrom'>;
}

export const mailerPlugin = fp<MailerPluginOptions>(
  async (api, { config }) => {
    const transport = config.smtpUrl ? createTransport(config.smtpUrl, { from: config.mailFrom }) : undefined;
    const deliveries = new Set<Promise<void>>();

    const deliver = async (id: number, message: MailMessage, smtp: Transporter) => {
      try {
        await smtp.sendMail(message);
        await api.db.update(outboxEmails).set({ sentAt: new Date() }).where(eq(outboxEmails.id, id));
      } catch (error) {
        const context = { err: error, to: message.to, subject: message.subject };
        api.log.error(context, 'Mail delivery failed; kept in the outbox');
      }
    };

    const send = async (message: MailMessage) => {
      try {
        const [row] = await api.db
          .insert(outboxEmails)
          .values({ ...message, transport: transport ? 'smtp' : 'outbox' })
          .returning({ id: outboxEmails.id });
        if (!transport || !row) {
          const context = { to: message.to, subject: message.subject, links: linksIn(message.text) };
          api.log.info(context, 'Mail kept in the outbox');
          return;
        }
        const delivery = deliver(row.id, message, transport).finally(() => deliveries.delete(delivery));
        deliveries.add(delivery);
      } catch (error) {
        api.log.error({ err: error, to: message.to, subject: message.subject }, 'Mail could not be recorded');
      }
    };

    api.decorate('mailer', { send });
    api.addHook('onClose', async () => {
      await Promise.allSettled([...deliveries]);
      transport?.close();
    });
  },
  { name: 'kanri-mailer', dependencies: ['kanri-database'] },
);

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}
