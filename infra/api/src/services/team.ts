import { ROLE_LABELS, TEAM_MESSAGES, type Member, type userStoreRequestSchema } from '@kanri/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { lockAccounts } from '../db/locks.js';
import { roles, users, workspaceMembers, workspaces } from '../db/schema.js';
import { httpErrors } from '../lib/http-errors.js';
import { splitFullName } from '../lib/names.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { invitationMail } from './account-mails.js';
import type { ServiceContext } from './context.js';
import { createInvitation } from './invitations.js';
import {
  addMembership,
  findMembership,
  findUserByEmail,
  insertUser,
  membershipColumns,
  roleIdOf,
  toMemberDto,
  type Membership,
  type UserRow,
} from './users.js';

type InviteInput = z.infer<typeof userStoreRequestSchema>;

/** GET /users: every member of the workspace, invited ones included, oldest first. */
export async function listMembers(db: Database, workspaceId: number): Promise<Member[]> {
  const rows = await db
    .select({
      user: users,
      membership: membershipColumns,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .innerJoin(roles, eq(roles.id, workspaceMembers.roleId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt), asc(users.id));
  return rows.map((row) => toMemberDto(row.user, row.membership));
}

/**
 * POST /users/store: invites a person to the current workspace with a role. A new e-mail gets an
 * invited account (no password yet); an existing account is reused and keeps its profile. The
 * membership stays `invited` until the person registers through the mailed link.
 */
export async function inviteMember(ctx: ServiceContext, auth: RequestAuth, input: InviteInput): Promise<Member> {
  const names = splitName(input);
  const { user, membership, token } = await ctx.db.transaction(async (tx) => {
    await lockAccounts(tx);
    const roleId = await roleIdOf(tx, input.role);
    const invitee = (await findUserByEmail(tx, input.email)) ?? (await insertInvitedUser(tx, auth, input, names));
    const membership = await inviteMembership(tx, auth.workspaceId, invitee.id, roleId);
    const token = await createInvitation(tx, {
      workspaceId: auth.workspaceId,
      email: invitee.email,
      ...names,
      roleId,
      invitedBy: auth.user.id,
    });
    return { user: invitee, membership, token };
  });
  await ctx.mailer.send(
    invitationMail(
      ctx.config.publicUrl,
      {
        to: user.email,
        firstName: names.firstName,
        workspaceName: await workspaceName(ctx.db, auth.workspaceId),
        inviterName: `${auth.user.firstName} ${auth.user.lastName}`.trim(),
        roleLabel: ROLE_LABELS[input.role],
      },
      token,
    ),
  );
  return toMemberDto(user, membership);
}

function insertInvitedUser(
  tx: Database,
  auth: RequestAuth,
  input: InviteInput,
  names: { firstName: string; lastName: string },
): Promise<UserRow> {
  return insertUser(tx, {
    ...names,
    email: input.email,
    phone: input.phone || null,
    status: 'invited',
    defaultWorkspaceId: auth.workspaceId,
  });
}

/** The membership to invite into: new, or the existing invited one with the new role. */
async function inviteMembership(tx: Database, workspaceId: number, userId: number, roleId: number): Promise<Membership> {
  const existing = await findMembership(tx, userId, workspaceId);
  if (!existing) return addMembership(tx, { workspaceId, userId, roleId, status: 'invited' });
  if (existing.status === 'active') throw httpErrors.invalidField('email', TEAM_MESSAGES.alreadyMember);
  await tx
    .update(workspaceMembers)
    .set({ roleId })
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.workspaceId, workspaceId)));
  return (await findMembership(tx, userId, workspaceId)) ?? existing;
}

/** First and last name as given, else the Add User dialog's single name split at its first space. */
function splitName(input: InviteInput): { firstName: string; lastName: string } {
  const fromName = splitFullName(input.name);
  return { firstName: input.first_name || fromName.firstName, lastName: input.last_name || fromName.lastName };
}

async function workspaceName(db: Database, workspaceId: number): Promise<string> {
  const [workspace] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return workspace?.name ?? 'Kanri';
}
