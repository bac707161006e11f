import { AUTH_MESSAGES, type AuthReply, type loginRequestSchema, type registerRequestSchema, type User } from '@kanri/contracts';
import type { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { Database } from '../db/database.js';
import { lockAccounts } from '../db/locks.js';
import { httpErrors } from '../lib/http-errors.js';
import { authReply } from '../lib/reply.js';
import type { MailMessage } from '../plugins/app/mailer.js';
import { verificationMail } from './account-mails.js';
import type { ClientInfo, ServiceContext } from './context.js';
import { acceptInvitation, findPendingInvitation, type InvitationRow } from './invitations.js';
import { createSession, revokeSession } from './sessions.js';
import { HOME_WORKSPACE_ID, isRegistrationOpen, workspaceDefaults } from './settings.js';
import { issueUserToken } from './user-tokens.js';
import {
  addMembership,
  countUsers,
  findMembership,
  findUserByEmail,
  insertUser,
  markEmailVerified,
  roleIdOf,
  signInMembership,
  toUserDto,
  updateUser,
  type Membership,
  type UserRow,
} from './users.js';

type LoginInput = z.infer<typeof loginRequestSchema>;
type RegisterInput = z.infer<typeof registerRequestSchema>;

/** POST /login: 401 for any wrong pair (unknown e-mail, wrong or no password), 403 until the e-mail is verified. */
export async function login(ctx: ServiceContext, input: LoginInput, client: ClientInfo): Promise<AuthReply> {
  const user = await findUserByEmail(ctx.db, input.email);
  const passwordMatches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordMatches) throw httpErrors.unauthorized(AUTH_MESSAGES.invalidCredentials);
  if (!user.emailVerifiedAt) throw httpErrors.forbidden(AUTH_MESSAGES.emailNotVerified);
  const { dto, token } = await signIn(ctx, ctx.db, user, client);
  return authReply(dto, AUTH_MESSAGES.loginSuccess, token);
}

/**
 * Opens a session in the workspace the user lands in. Used inside the transactions that create
 * accounts too, so an account never exists half-signed-in.
 */
export async function signIn(
  ctx: ServiceContext,
  db: Database,
  user: UserRow,
  client: ClientInfo,
  membership?: Membership,
): Promise<{ dto: User; token: string }> {
  const landing = membership ?? (await signInMembership(db, user));
  if (!landing) throw httpErrors.forbidden(AUTH_MESSAGES.notWorkspaceMember);
  const token = await createSession(db, user.id, ctx.config, client);
  return { dto: toUserDto(user, landing, await workspaceDefaults(db, landing.workspaceId)), token };
}

export async function logout(ctx: ServiceContext, sessionId: number): Promise<void> {
  await revokeSession(ctx.db, sessionId);
}

interface Registration {
  reply: AuthReply;
  /** Sent once the transaction committed. */
  mail?: MailMessage;
}

/**
 * POST /register, in one transaction under the accounts lock: the first account on the instance
 * becomes admin of workspace 1; an invitation link joins its workspace; open registration joins
 * workspace 1 as member pending e-mail verification; otherwise registration is closed.
 * The client's `type` is ignored: the server decides the role.
 */
export async function register(ctx: ServiceContext, input: RegisterInput, client: ClientInfo): Promise<AuthReply> {
  const registration = await ctx.db.transaction(async (tx): Promise<Registration> => {
    await lockAccounts(tx);
    if (input.invite) return registerWithInvitation(ctx, tx, input, input.invite, client);
    if (await findUserByEmail(tx, input.email)) throw httpErrors.invalidField('email', AUTH_MESSAGES.emailTaken);
    return (await roleOfNewAccount(tx)) === 'admin' ? registerFirstAdmin(ctx, tx, input, client) : registerMember(ctx, tx, input);
  });
  if (registration.mail) await ctx.mailer.send(registration.mail);
  return registration.reply;
}

/**
 * The role in workspace 1 of an account created without an invitation: admin for the first account
 * on the instance, member while registration is open; otherwise registration is closed (403).
 * Call it under the accounts lock.
 */
export async function roleOfNewAccount(tx: Database): Promise<'admin' | 'member'> {
  if ((await countUsers(tx)) === 0) return 'admin';
  if (await isRegistrationOpen(tx)) return 'member';
  throw httpErrors.forbidden(AUTH_MESSAGES.registrationClosed);
}

async function registerFirstAdmin(
  ctx: ServiceContext,
  tx: Database,
  input: RegisterInput,
  client: ClientInfo,
): Promise<Registration> {
  const user = await insertUser(tx, {
    ...profileOf(input),
    passwordHash: await hashPassword(input.password),
    emailVerifiedAt: new Date(),
    defaultWorkspaceId: HOME_WORKSPACE_ID,
  });
  const membership = await addMembership(tx, {
    workspaceId: HOME_WORKSPACE_ID,
    userId: user.id,
    roleId: await roleIdOf(tx, 'admin'),
    status: 'active',
  });
  const { dto, token } = await signIn(ctx, tx, user, client, membership);
  return { reply: authReply(dto, AUTH_MESSAGES.registered, token) };
}

async function registerMember(ctx: ServiceContext, tx: Database, input: RegisterInput): Promise<Registration> {
  const user = await insertUser(tx, {
    ...profileOf(input),
    passwordHash: await hashPassword(input.password),
    defaultWorkspaceId: HOME_WORKSPACE_ID,
  });
  const membership = await addMembership(tx, {
    workspaceId: HOME_WORKSPACE_ID,
    userId: user.id,
    roleId: await roleIdOf(tx, 'member'),
    status: 'active',
  });
  const token = await issueUserToken(tx, user.id, 'verify_email');
  return {
    reply: authReply(toUserDto(user, membership), AUTH_MESSAGES.registeredNeedsVerification),
    mail: verificationMail(ctx.config.publicUrl, user.email, user.firstName, token),
  };
}

/**
 * Registration through a `/register?invite=…` link. The link reached the invited e-mail, so the
 * account is verified. An invited person without an account password sets theirs here; a person
 * who already has an account (invited to one more workspace) proves it with their current password,
 * which stays unchanged, as do their profile fields.
 */
async function registerWithInvitation(
  ctx: ServiceContext,
  tx: Database,
  input: RegisterInput,
  inviteToken: string,
  client: ClientInfo,
): Promise<Registration> {
  const invitation = await findPendingInvitation(tx, inviteToken);
  if (!invitation) throw httpErrors.invalidField('invite', AUTH_MESSAGES.invitationInvalid);
  if (invitation.email !== input.email) throw httpErrors.invalidField('email', AUTH_MESSAGES.invitationEmailMismatch);

  const user = await claimInvitedAccount(tx, invitation, input);
  await acceptInvitation(tx, invitation, user.id);
  const membership = await findMembership(tx, user.id, invitation.workspaceId);
  const { dto, token } = await signIn(ctx, tx, user, client, membership);
  return { reply: authReply(dto, AUTH_MESSAGES.registered, token) };
}

async function claimInvitedAccount(tx: Database, invitation: InvitationRow, input: RegisterInput): Promise<UserRow> {
  const existing = await findUserByEmail(tx, invitation.email);
  if (existing?.passwordHash) {
    if (!(await verifyPassword(existing.passwordHash, input.password))) {
      throw httpErrors.invalidField('password', AUTH_MESSAGES.invalidCredentials);
    }
    return markEmailVerified(tx, existing);
  }
  // The first workspace an invited person joins becomes their default one.
  const account = {
    ...profileOf(input),
    passwordHash: await hashPassword(input.password),
    emailVerifiedAt: new Date(),
    status: 'active' as const,
    defaultWorkspaceId: invitation.workspaceId,
  };
  // Invitations always come with an invited account; recreate it if it was removed since.
  return existing ? updateUser(tx, existing.id, account) : insertUser(tx, account);
}

function profileOf(input: RegisterInput) {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phone: input.phone,
    company: input.company || null,
  };
}
