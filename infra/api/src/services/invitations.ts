import { AUTH_MESSAGES, INVITATION_TTL_DAYS, type Invitation } from '@kanri/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens.js';
import type { Database } from '../db/database.js';
import { invitations, roles, workspaceMembers, workspaces } from '../db/schema.js';
import { httpErrors } from '../lib/http-errors.js';
import { invitationAcceptedNotifications } from './notifications/rules.js';
import { writeNotifications } from './notifications/write.js';

export type InvitationRow = typeof invitations.$inferSelect;

const DAY_MS = 24 * 60 * 60_000;

const pending = (now: Date) => and(isNull(invitations.acceptedAt), gt(invitations.expiresAt, now));

/** The unaccepted, unexpired invitation of a link token. */
export async function findPendingInvitation(db: Database, token: string): Promise<InvitationRow | undefined> {
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, hashToken(token)), pending(new Date())));
  return invitation;
}

/** GET /invitations/{token}: what the registration page prefills. 404 unless the invitation is pending. */
export async function describeInvitation(db: Database, token: string): Promise<Invitation> {
  const [row] = await db
    .select({ invitation: invitations, role: roles.slug, workspaceName: workspaces.name })
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .innerJoin(workspaces, eq(workspaces.id, invitations.workspaceId))
    .where(and(eq(invitations.tokenHash, hashToken(token)), pending(new Date())));
  if (!row) throw httpErrors.notFound(AUTH_MESSAGES.invitationInvalid);
  return {
    email: row.invitation.email,
    first_name: row.invitation.firstName,
    last_name: row.invitation.lastName,
    role: row.role,
    workspace_name: row.workspaceName,
    expires_at: row.invitation.expiresAt.toISOString(),
  };
}

export interface NewInvitation {
  workspaceId: number;
  email: string;
  firstName: string;
  lastName: string;
  roleId: number;
  invitedBy: number;
}

/** Records an invitation and returns its link token. Only the latest invitation of a person to a workspace works. */
export async function createInvitation(tx: Database, invitation: NewInvitation): Promise<string> {
  const token = newToken();
  await tx
    .delete(invitations)
    .where(
      and(
        eq(invitations.workspaceId, invitation.workspaceId),
        eq(invitations.email, invitation.email),
        isNull(invitations.acceptedAt),
      ),
    );
  await tx.insert(invitations).values({
    ...invitation,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
  });
  return token;
}

/**
 * Makes the user an active member of the invitation's workspace with its role, and closes the
 * invitation; the inviter is told (`invitation.accepted`) in the same transaction.
 */
export async function acceptInvitation(tx: Database, invitation: InvitationRow, userId: number): Promise<void> {
  const membership = { roleId: invitation.roleId, status: 'active' as const };
  await tx
    .insert(workspaceMembers)
    .values({ workspaceId: invitation.workspaceId, userId, ...membership })
    .onConflictDoUpdate({ target: [workspaceMembers.workspaceId, workspaceMembers.userId], set: membership });
  await tx.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, invitation.id));
  await writeNotifications(
    tx,
    invitationAcceptedNotifications({
      workspaceId: invitation.workspaceId,
      inviterId: invitation.invitedBy,
      joined: { id: userId },
    }),
  );
}

/** Accepts every pending invitation sent to this e-mail (its owner just proved they own it). */
export async function acceptPendingInvitations(tx: Database, userId: number, email: string): Promise<void> {
  const open = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.email, email), pending(new Date())));
  for (const invitation of open) await acceptInvitation(tx, invitation, userId);
}
