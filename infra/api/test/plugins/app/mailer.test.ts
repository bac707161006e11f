import { Writable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxEmails } from '../../../src/db/schema.js';
import { eventually } from '../../helpers/eventually.js';
import { startSmtpCatcher } from '../../helpers/smtp-catcher.js';
import { startTestApp, type TestApp, type TestAppOptions } from '../../helpers/test-app.js';

const testRoutes: FastifyPluginAsyncZod = async (routes) => {
  routes.post('/mail', async () => {
    await routes.mailer.send({
      to: 'ada@example.com',
      subject: 'Hello',
      text: 'Open https://kanri.test/a?token=1 or https://kanri.test/b',
      html: '<p>Hello</p>',
    });
    return { sent: true };
  });
};

describe('mailer', () => {
  let testApp: TestApp | undefined;
  let log = '';
  const start = async (options: TestAppOptions = {}) => {
    log = '';
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    testApp = await startTestApp({ routes: testRoutes, logStream, logLevel: 'info', ...options });
    return testApp;
  };
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });
  const send = (app: TestApp) => app.app.inject({ method: 'POST', url: '/api/v1/test/mail' });

  it('without SMTP, keeps the mail in the outbox and logs its links', async () => {
    const app = await start();

    expect((await send(app)).statusCode).toBe(200);

    expect(await app.database.db.select().from(outboxEmails)).toEqual([
      expect.objectContaining({ to: 'ada@example.com', subject: 'Hello', transport: 'outbox', sentAt: null }),
    ]);
    const entry = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'Mail kept in the outbox');
    expect(entry).toMatchObject({ to: 'ada@example.com', links: ['https://kanri.test/a?token=1', 'https://kanri.test/b'] });
  });

  it('with SMTP, delivers the mail and records when', async () => {
    const smtp = await startSmtpCatcher();
    try {
      const app = await start({ config: { smtpUrl: smtp.url, mailFrom: 'Team <team@example.com>' } });

      await send(app);

      const mail = await smtp.next();
      expect(mail).toMatchObject({ from: 'team@example.com', to: ['ada@example.com'] });
      expect(mail.body).toContain('Open https://kanri.test/a?token=1');
      await eventually(async () => {
        const [row] = await app.database.db.select().from(outboxEmails);
        expect(row).toMatchObject({ transport: 'smtp', sentAt: expect.any(Date) });
      });
    } finally {
      await testApp?.close();
      testApp = undefined;
      await smtp.close();
    }
  });

  it('when the SMTP server cannot be reached, still answers, keeps the mail unsent and logs the failure', async () => {
    const app = await start({ config: { smtpUrl: 'smtp://127.0.0.1:1?ignoreTLS=true' } });

    expect((await send(app)).statusCode).toBe(200);

    await eventually(() => expect(log).toContain('Mail delivery failed; kept in the outbox'));
    const [row] = await app.database.db.select().from(outboxEmails);
    expect(row).toMatchObject({ transport: 'smtp', sentAt: null });
  });
});
