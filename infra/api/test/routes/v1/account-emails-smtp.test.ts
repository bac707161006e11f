import { AUTH_MESSAGES } from '@kanri/contracts';
import { eq } from 'drizzle-orm';
import { DEFAULT_MAIL_FROM } from '../../../src/config.js';
import { outboxEmails, settings } from '../../../src/db/schema.js';
import { createUser, linkParams } from '../../helpers/accounts.js';
import { eventually } from '../../helpers/eventually.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../helpers/smtp-catcher.js';
import { startTestApp, TEST_CONFIG, type TestApp } from '../../helpers/test-app.js';

const PUBLIC_URL = TEST_CONFIG.publicUrl!;

/** The links of the account flows, delivered by real SMTP and followed. */
describe('account mails over SMTP', () => {
  let smtp: SmtpCatcher;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    testApp = await startTestApp({ config: { smtpUrl: smtp.url } });
    await createUser(testApp.database.db, { email: 'admin@example.com', role: 'admin' });
    await testApp.database.db.update(settings).set({ openRegistration: true }).where(eq(settings.workspaceId, 1));
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const post = (url: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { host: 'attacker.example' } });
  const login = (password: string) => post('/login', { email: 'ada@example.com', password });

  it('delivers the verification link of a registration, and the link verifies', async () => {
    const registered = await post('/register', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '0123456789',
      password: 'first password',
      password_confirmation: 'first password',
    });
    expect(registered.json().message).toBe(AUTH_MESSAGES.registeredNeedsVerification);

    const mail = await smtp.next();

    expect(mail.from).toBe('no-reply@kanri.local');
    expect(mail.to).toEqual(['ada@example.com']);
    expect(mail.body).toContain(`From: ${DEFAULT_MAIL_FROM}`);
    expect(mail.body).not.toContain('attacker.example');
    const token = linkParams(mail.body, PUBLIC_URL, '/email-verification').get('token')!;
    expect((await post('/email/verify', { token })).statusCode).toBe(200);
    expect((await login('first password')).statusCode).toBe(200);
  });

  it('delivers the reset link, and the link sets a new password', async () => {
    expect((await post('/password/reset-request', { email: 'ada@example.com' })).statusCode).toBe(200);

    const mail = await smtp.next();

    const params = linkParams(mail.body, PUBLIC_URL, '/reset-password');
    expect(params.get('email')).toBe('ada@example.com');
    const reset = await post('/password/reset', {
      email: params.get('email'),
      token: params.get('token'),
      password: 'second password',
      password_confirmation: 'second password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('first password')).statusCode).toBe(401);
    expect((await login('second password')).statusCode).toBe(200);
  });

  it('records every delivered mail with transport smtp and its sending time', async () => {
    await eventually(async () => {
      expect(await testApp.database.db.select().from(outboxEmails)).toEqual([
        expect.objectContaining({ transport: 'smtp', sentAt: expect.any(Date), subject: 'Verify your e-mail address' }),
        expect.objectContaining({ transport: 'smtp', sentAt: expect.any(Date), subject: 'Reset your password' }),
      ]);
    });
  });
});
