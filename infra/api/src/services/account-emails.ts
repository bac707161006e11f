import { AUTH_MESSAGES, type passwordResetRequestSchema, type resetRequestSchema } from '@kanri/contracts';
import type { z } from 'zod';
import { hashPassword } from '../auth/passwords.js';
import { httpErrors } from '../lib/http-errors.js';
import type { MailMessage } from '../plugins/app/mailer.js';
import { passwordResetMail, verificationMail } from './account-mails.js';
import type { ServiceContext } from './context.js';
import { revokeAllSessions } from './sessions.js';
import { claimUserToken, issueUserToken } from './user-tokens.js';
import { findUserByEmail, findUserById, markEmailVerified, updateUser, type UserRow } from './users.js';

type LinkRequest = z.infer<typeof resetRequestSchema>;
type PasswordReset = z.infer<typeof passwordResetRequestSchema>;

/**
 * POST /password/reset-request. The reply never says whether the e-mail has an account: callers
 * answer the same whatever happens here. An invited person gets nothing (their invitation link is
 * the way in); `verification` mails only while the e-mail is unverified.
 */
export async function requestAccountLink(ctx: ServiceContext, input: LinkRequest): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || user.status === 'invited') return;
  const mail = input.purpose === 'verification' ? await verificationLink(ctx, user) : await resetLink(ctx, user);
  if (mail) await ctx.mailer.send(mail);
}

async function verificationLink(ctx: ServiceContext, user: UserRow): Promise<MailMessage | undefined> {
  if (user.emailVerifiedAt) return undefined;
  const token = await ctx.db.transaction((tx) => issueUserToken(tx, user.id, 'verify_email'));
  return verificationMail(ctx.config.publicUrl, user.email, user.firstName, token);
}

async function resetLink(ctx: ServiceContext, user: UserRow): Promise<MailMessage> {
  const token = await ctx.db.transaction((tx) => issueUserToken(tx, user.id, 'reset_password'));
  return passwordResetMail(ctx.config.publicUrl, user.email, user.firstName, token);
}

/** POST /email/verify: uses the link's token up and marks the e-mail verified. */
export async function verifyEmail(ctx: ServiceContext, token: string): Promise<{ email: string }> {
  return ctx.db.transaction(async (tx) => {
    const userId = await claimUserToken(tx, token, 'verify_email');
    const user = userId === undefined ? undefined : await findUserById(tx, userId);
    if (!user) throw httpErrors.invalidField('token', AUTH_MESSAGES.verificationInvalid);
    await markEmailVerified(tx, user);
    return { email: user.email };
  });
}

/**
 * POST /password/reset: a new password for the link's account. The link proves the e-mail, so it
 * is marked verified; every session of the account is revoked (whoever knew the old password is out).
 * Returns the account's id.
 */
export async function resetPassword(ctx: ServiceContext, input: PasswordReset): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const userId = await claimUserToken(tx, input.token, 'reset_password');
    const user = userId === undefined ? undefined : await findUserById(tx, userId);
    // Throwing rolls the claim back: a mistyped e-mail does not burn the link.
    if (user?.email !== input.email) throw httpErrors.invalidField('token', AUTH_MESSAGES.resetInvalid);
    await updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
    await revokeAllSessions(tx, user.id);
    return user.id;
  });
}
