import type { Role } from '@kanri/contracts';
import { eq, sql } from 'drizzle-orm';
import { notifications, outboxEmails } from '../../../src/db/schema.js';
import { resetAccounts, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { eventually } from '../../helpers/eventually.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../helpers/smtp-catcher.js';
import { startReplicas, TEST_CONFIG, type Replicas } from '../../helpers/test-app.js';

/**
 * Notifications by e-mail, over real SMTP, with two API processes on one database (both mail
 * workers woken by the same notice): the recipient who chose e-mail gets one mail, once.
 */
describe('notification mails over SMTP', () => {
  let smtp: SmtpCatcher;
  let replicas: Replicas;
  let members: Record<Role, SeededMember>;
  /** Every mail the catcher received, in order. */
  const received: CaughtMail[] = [];

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    void (async () => {
      for (;;) received.push(await smtp.next());
    })();
    replicas = await startReplicas({ config: { smtpUrl: smtp.url } });
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
  });
  beforeEach(async () => {
    await db().execute(
      sql`truncate leave_requests, meetings, notifications, notification_preferences, outbox_emails restart identity cascade`,
    );
    received.length = 0;
  });
  afterAll(async () => {
    await replicas?.close();
    await smtp?.close();
  });

  const db = () => replicas.first.database.db;
  const call = caller(
    () => replicas.first.app,
    () => members.member.token,
  );
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('e-mails a notification to the recipient who chose e-mail for its kind, once', async () => {
    dataOf(
      await call('PUT', '/notifications/preferences', { deliveries: { 'leave.submitted': 'email' } }, members.manager.token),
    );
    dataOf(
      await call('POST', '/leave-requests/store', { start_date: '2030-03-02', end_date: '2030-03-04', reason: 'Trip' }),
      201,
    );

    await eventually(() => expect(received).toHaveLength(1));
    const [mail] = received;
    expect(mail!.to).toEqual([members.manager.email]);
    expect(mail!.body).toContain('Subject: New leave request');
    // The catcher undoes quoted-printable byte by byte: compare the ASCII part of the message.
    expect(mail!.body).toContain('Test Member requested 3 days of annual leave (Mar 2, 2030');
    expect(mail!.body).toContain(`${TEST_CONFIG.publicUrl}/dashboard/notifications`);

    // Another notification (in the app only) wakes both workers again: nothing more is due.
    dataOf(
      await call('POST', '/meetings/store', {
        title: 'Planning',
        start_time: '2030-01-01T09:00:00Z',
        end_time: '2030-01-01T10:00:00Z',
        participants: [members.manager.user.id],
      }),
      201,
    );
    await pause(500);
    expect(received).toHaveLength(1);
    const rows = await db().select().from(notifications).orderBy(notifications.id);
    expect(rows.map((row) => ({ kind: row.kind, user: row.userId, due: row.emailDue, emailed: row.emailedAt !== null }))).toEqual(
      [
        { kind: 'leave.submitted', user: members.admin.user.id, due: false, emailed: false },
        { kind: 'leave.submitted', user: members.manager.user.id, due: true, emailed: true },
        { kind: 'meeting.invited', user: members.manager.user.id, due: false, emailed: false },
      ],
    );
    await eventually(async () => {
      const sent = await db().select().from(outboxEmails).where(eq(outboxEmails.to, members.manager.email));
      expect(sent).toEqual([
        expect.objectContaining({ subject: 'New leave request', transport: 'smtp', sentAt: expect.any(Date) }),
      ]);
    });
  });

  it('sends each of many due notifications once, whichever process claims it', async () => {
    dataOf(await call('PUT', '/notifications/preferences', { deliveries: { 'leave.submitted': 'email' } }, members.admin.token));
    const days = Array.from({ length: 25 }, (_, index) => `2031-01-${String(index + 1).padStart(2, '0')}`);
    for (const day of days) {
      dataOf(await call('POST', '/leave-requests/store', { start_date: day, end_date: day, reason: day }), 201);
    }

    await eventually(() => expect(received.length).toBeGreaterThanOrEqual(days.length), 10_000);
    await pause(500);
    expect(received).toHaveLength(days.length);
    expect(received.every((mail) => mail.to[0] === members.admin.email)).toBe(true);
    expect(new Set(received.map((mail) => /\((Jan \d+, 2031)\)/.exec(mail.body)![1])).size).toBe(days.length);
  });
});
