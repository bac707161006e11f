import { NOTIFICATION_KIND_INFO, type NotificationKind } from '@kanri/contracts/hr';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notifications, users, workspaces } from '../../db/schema.js';
import { intArray, queryRows } from '../../db/statements.js';
import type { MailMessage } from '../../plugins/app/mailer.js';

/**
 * The e-mail side of notifications: a row whose recipient chose e-mail for its kind is written with
 * `email_due`; the worker (plugins/app/notification-mails.ts) claims due rows with `FOR UPDATE SKIP
 * LOCKED` (several API processes never take the same one) and sets `emailed_at` in one statement,
 * then hands each mail to the mailer (recorded in the outbox, then sent by SMTP): each is sent
 * once, after the claim committed, as the mailer wants.
 */

/** Rows claimed per transaction. */
export const NOTIFICATION_MAIL_BATCH = 20;

export interface DueNotification {
  id: number;
  kind: NotificationKind;
  title: string;
  message: string;
  email: string;
  first_name: string;
  workspace_name: string;
}

/** The mail of one notification: subject its title, its message and a link to the Notifications screen. */
export function notificationMail(publicUrl: string, due: DueNotification): MailMessage {
  const link = `${publicUrl}/dashboard/notifications`;
  const paragraphs = [
    `Hello ${due.first_name},`,
    due.message,
    `Open your notifications in ${due.workspace_name}:`,
    link,
    `You get this e-mail because you chose e-mail for "${NOTIFICATION_KIND_INFO[due.kind].label}". ` +
      'You can change it in your notification preferences.',
  ];
  const html = paragraphs
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph);
      return paragraph === link ? `<p><a href="${escaped}">${escaped}</a></p>` : `<p>${escaped}</p>`;
    })
    .join('\n');
  return { to: due.email, subject: due.title, text: paragraphs.join('\n\n'), html };
}

/**
 * Claims up to a batch of due notifications (skipping those another process holds) and marks them
 * e-mailed in one statement, then hands their mails to `send`; returns how many were claimed. Each
 * statement reads one table (the claim, then the recipients, then the workspaces' names): a
 * statement holding one table's lock never waits for another's.
 */
export async function sendDueNotificationMails(
  db: Database,
  publicUrl: string,
  send: (message: MailMessage) => Promise<void>,
): Promise<number> {
  const claimed = await queryRows<Omit<DueNotification, 'email' | 'first_name' | 'workspace_name'> & ClaimedIds>(
    db,
    sql`update ${notifications} n set emailed_at = now()
    where n.id in (
      select d.id from ${notifications} d
      where d.email_due and d.emailed_at is null
      order by d.id
      limit ${NOTIFICATION_MAIL_BATCH}
      for update skip locked
    )
    returning n.id, n.user_id, n.workspace_id, n.kind, n.title, n.message`,
  );
  if (claimed.length === 0) return 0;
  const ids = (values: number[]) => intArray([...new Set(values)]);
  const recipients = await queryRows<{ id: number; email: string; first_name: string }>(
    db,
    sql`select u.id, u.email, u.first_name from ${users} u where u.id = any(${ids(claimed.map((row) => row.user_id))})`,
  );
  const spaces = await queryRows<{ id: number; name: string }>(
    db,
    sql`select w.id, w.name from ${workspaces} w where w.id = any(${ids(claimed.map((row) => row.workspace_id))})`,
  );
  const recipientOf = new Map(recipients.map((row) => [row.id, row]));
  const workspaceName = new Map(spaces.map((row) => [row.id, row.name]));
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const recipient = recipientOf.get(row.user_id);
    // Gone since (the account was deleted, and its notifications with it).
    if (!recipient) continue;
    await send(
      notificationMail(publicUrl, {
        id: row.id,
        kind: row.kind,
        title: row.title,
        message: row.message,
        email: recipient.email,
        first_name: recipient.first_name,
        workspace_name: workspaceName.get(row.workspace_id) ?? 'Kanri',
      }),
    );
  }
  return claimed.length;
}

interface ClaimedIds {
  user_id: number;
  workspace_id: number;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
