import type { MailMessage } from '../plugins/app/mailer.js';
import { EMAIL_TOKEN_TTL_MINUTES, INVITATION_TTL_DAYS } from '@kanri/contracts';

/**
 * The mails of the account flows. Every link is built from the configured public URL, never from
 * the request's Host header (which a caller controls).
 */
export function verificationMail(publicUrl: string, to: string, firstName: string, token: string): MailMessage {
  const link = `${publicUrl}/email-verification?${new URLSearchParams({ token })}`;
  return compose(to, 'Verify your e-mail address', [
    `Hello ${firstName},`,
    'Please confirm your e-mail address to finish creating your Kanri account:',
    link,
    `The link expires in ${EMAIL_TOKEN_TTL_MINUTES} minutes. If you did not register, ignore this e-mail.`,
  ]);
}

export function passwordResetMail(publicUrl: string, to: string, firstName: string, token: string): MailMessage {
  const link = `${publicUrl}/reset-password?${new URLSearchParams({ token, email: to })}`;
  return compose(to, 'Reset your password', [
    `Hello ${firstName},`,
    'Someone asked to reset the password of your Kanri account. To choose a new password, open:',
    link,
    `The link expires in ${EMAIL_TOKEN_TTL_MINUTES} minutes. ` +
      'If you did not ask for it, ignore this e-mail: your password stays the same.',
  ]);
}

export interface InvitationMailDetails {
  to: string;
  firstName: string;
  workspaceName: string;
  inviterName: string;
  roleLabel: string;
}

export function invitationMail(publicUrl: string, details: InvitationMailDetails, token: string): MailMessage {
  const link = `${publicUrl}/register?${new URLSearchParams({ invite: token })}`;
  return compose(details.to, `You are invited to ${details.workspaceName} on Kanri`, [
    `Hello ${details.firstName},`,
    `${details.inviterName} invited you to join ${details.workspaceName} on Kanri as ${details.roleLabel}. ` + 'To accept, open:',
    link,
    `The invitation expires in ${INVITATION_TTL_DAYS} days. ` +
      'If you already have a Kanri account, sign up through the link with your current password.',
  ]);
}

/** Plain text paragraphs, and the same as HTML with the link(s) clickable. */
function compose(to: string, subject: string, paragraphs: string[]): MailMessage {
  const html = paragraphs
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph);
      return /^https?:\/\//.test(paragraph) ? `<p><a href="${escaped}">${escaped}</a></p>` : `<p>${escaped}</p>`;
    })
    .join('\n');
  return { to, subject, text: paragraphs.join('\n\n'), html };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
