import {
  dayOf,
  periodRange,
  ROLE_LABELS,
  TEAM_MESSAGES,
  type Member,
  type MemberIdRequest,
  type PresenceStatus,
  type userStoreRequestSchema,
  type userUpdateRequestSchema,
} from '@kanri/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApiConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { lockAccounts } from '../db/locks.js';
import {
  chatMembers,
  invitations,
  leaveRequests,
  memberPresence,
  roles,
  statuses,
  taskAssignees,
  tasks,
  timeEntries,
  users,
  workspaceMembers,
  workspaces,
} from '../db/schema.js';
import { httpErrors } from '../lib/http-errors.js';
import { splitFullName } from '../lib/names.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { busyOf, freshPresence, memberRemovedNoticeSql, PRESENCE_STALE_PINGS, presenceStatusOf } from '../realtime/presence.js';
import { invitationMail } from './account-mails.js';
import type { ServiceContext } from './context.js';
import { createInvitation } from './invitations.js';
import { instant, spanMeets, trackedMsOf } from './time-entry-sql.js';
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

type UpdateInput = z.output<typeof userUpdateRequestSchema>;

export interface MemberListOptions {
  /** The zone of "today" (leave) and "this month" (hours); UTC by default. */
  timeZone?: string | undefined;
  /** One member only. */
  userId?: number;
  now?: number;
}

/**
 * GET /users: every member of the workspace, invited ones included, oldest first, each with their
 * presence (the fresh `member_presence` rows of every API process), whether approved leave covers
 * today, the workspace's tasks assigned to them (completed: in a status of category `done`) and
 * the time they tracked this calendar month, in one statement.
 */
export async function listMembers(
  ctx: { db: Database; config: Pick<ApiConfig, 'realtimePingSeconds'> },
  workspaceId: number,
  { timeZone, userId, now = Date.now() }: MemberListOptions = {},
): Promise<Member[]> {
  const zone = timeZone ?? 'UTC';
  const today = dayOf(now, zone);
  const month = periodRange('month', now, zone);
  const from = instant(month.start);
  const to = instant(month.end);
  const staleMs = PRESENCE_STALE_PINGS * ctx.config.realtimePingSeconds * 1000;
  const e = sql`e`;
  const work = sql`(select ta.user_id, count(*)::int as assigned, (count(*) filter (where s.category = 'done'))::int as completed
    from ${taskAssignees} ta join ${tasks} t on t.id = ta.task_id join ${statuses} s on s.id = t.status_id
    where t.workspace_id = ${workspaceId} group by ta.user_id) work`;
  const tracked = sql`(select e.user_id, sum(${trackedMsOf(e, { from, to })})::float8 as ms
    from ${timeEntries} e where e.workspace_id = ${workspaceId} and ${spanMeets(e, from, to)} group by e.user_id) tracked`;
  const presence = sql`(select p.user_id, sum(p.connections)::int as connections, sum(p.idle_connections)::int as idle
    from ${memberPresence} p where p.workspace_id = ${workspaceId} and ${freshPresence(staleMs)} group by p.user_id) presence`;
  const leave = sql`(select distinct l.user_id from ${leaveRequests} l
    where l.workspace_id = ${workspaceId} and l.status = 'approved'
      and l.start_date <= ${today}::date and l.end_date >= ${today}::date) on_leave`;
  const rows = await ctx.db
    .select({
      user: users,
      membership: membershipColumns,
      presence: sql<PresenceStatus>`${presenceStatusOf(sql`presence.connections`, sql`presence.idle`, busyOf(sql`${workspaceId}::int`, sql`${workspaceMembers.userId}`))}`,
      onLeave: sql<boolean>`on_leave.user_id is not null`,
      tasksAssigned: sql<number>`coalesce(work.assigned, 0)`,
      tasksCompleted: sql<number>`coalesce(work.completed, 0)`,
      trackedMs: sql<number>`coalesce(tracked.ms, 0)`,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .innerJoin(roles, eq(roles.id, workspaceMembers.roleId))
    .leftJoin(work, sql`work.user_id = ${workspaceMembers.userId}`)
    .leftJoin(tracked, sql`tracked.user_id = ${workspaceMembers.userId}`)
    .leftJoin(presence, sql`presence.user_id = ${workspaceMembers.userId}`)
    .leftJoin(leave, sql`on_leave.user_id = ${workspaceMembers.userId}`)
    .where(
      and(eq(workspaceMembers.workspaceId, workspaceId), userId === undefined ? undefined : eq(workspaceMembers.userId, userId)),
    )
    .orderBy(asc(workspaceMembers.createdAt), asc(users.id));
  return rows.map(({ user, membership, ...activity }) => toMemberDto(user, membership, activity));
}

async function getMember(ctx: Parameters<typeof listMembers>[0], workspaceId: number, userId: number, timeZone?: string) {
  const [member] = await listMembers(ctx, workspaceId, { userId, timeZone });
  if (!member) throw httpErrors.notFound(TEAM_MESSAGES.memberNotFound);
  return member;
}

/** First key of the two-key advisory lock that serialises the admins' changes to one workspace's members. */
const MEMBERS_LOCK_KEY = 7_246_207;

/**
 * The member's membership and account; 404 when not a member of the workspace. Changes to the
 * workspace's members are serialised until the transaction ends (an advisory lock: two admins
 * demoting each other at once wait for each other instead of deadlocking on the admins' rows).
 */
async function lockMember(tx: Database, workspaceId: number, userId: number): Promise<{ user: UserRow; membership: Membership }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MEMBERS_LOCK_KEY}::int, ${workspaceId}::int)`);
  const [row] = await tx
    .select({ user: users, membership: membershipColumns })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .innerJoin(roles, eq(roles.id, workspaceMembers.roleId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .for('update', { of: workspaceMembers });
  if (!row) throw httpErrors.notFound(TEAM_MESSAGES.memberNotFound);
  return row;
}

/**
 * Refuses (422, on `field`) to take the admin role from an active admin unless another active admin
 * stays. Under `lockMember`'s lock: two admins demoting each other at once cannot leave the
 * workspace without one.
 */
async function keepAnAdmin(
  tx: Database,
  workspaceId: number,
  target: Membership,
  userId: number,
  field: string,
  message: string,
) {
  if (target.role !== 'admin' || target.status !== 'active') return;
  const admins = await tx.execute<{ user_id: number }>(sql`select user_id from ${workspaceMembers}
    where workspace_id = ${workspaceId} and status = 'active' and role_id = (select id from ${roles} where slug = 'admin')`);
  if (!admins.rows.some((row) => row.user_id !== userId)) throw httpErrors.invalidField(field, message);
}

/**
 * PUT /users/update `{id, role}` (admin): the member's role in the workspace (and in their pending
 * invitation, which sets the role when accepted). The last active admin keeps the role (422).
 */
export async function updateMemberRole(ctx: ServiceContext, auth: RequestAuth, input: UpdateInput): Promise<Member> {
  const workspaceId = auth.workspaceId;
  await ctx.db.transaction(async (tx) => {
    const { user, membership } = await lockMember(tx, workspaceId, input.id);
    if (membership.role === input.role) return;
    if (input.role !== 'admin') await keepAnAdmin(tx, workspaceId, membership, input.id, 'role', TEAM_MESSAGES.lastAdminDemote);
    const roleId = await roleIdOf(tx, input.role);
    await tx
      .update(workspaceMembers)
      .set({ roleId })
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, input.id)));
    await tx
      .update(invitations)
      .set({ roleId })
      .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.email, user.email), isNull(invitations.acceptedAt)));
  });
  return getMember(ctx, workspaceId, input.id, input.time_zone);
}

/**
 * DELETE /users/destroy `{id}` (admin): removes the member from the workspace; the account, their
 * other memberships, and what they made here (tasks, time entries, leave) stay. A pending
 * invitation is revoked. The last active admin cannot be removed (422). Their access ends at
 * commit: the membership trigger evicts cached sessions on every process (migration 0007), and
 * the `member.removed` notice closes their sockets of the workspace (4403) on every process.
 */
export async function removeMember(
  ctx: ServiceContext,
  auth: RequestAuth,
  input: MemberIdRequest,
): Promise<{ invited: boolean }> {
  const workspaceId = auth.workspaceId;
  return ctx.db.transaction(async (tx) => {
    const { user, membership } = await lockMember(tx, workspaceId, input.id);
    await keepAnAdmin(tx, workspaceId, membership, input.id, 'id', TEAM_MESSAGES.lastAdminRemove);
    await tx
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, input.id)));
    await tx
      .delete(invitations)
      .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.email, user.email), isNull(invitations.acceptedAt)));
    // Their chat memberships go too: no conversation of this workspace lists or reaches them.
    await tx.delete(chatMembers).where(and(eq(chatMembers.workspaceId, workspaceId), eq(chatMembers.userId, input.id)));
    await tx.execute(memberRemovedNoticeSql(workspaceId, input.id));
    return { invited: membership.status === 'invited' };
  });
}

/**
 * POST /users/resend-invitation `{id}` (admin): mails an invited member a new link with their
 * current role; the previous link stops working. 422 for a member who already joined.
 */
export async function resendInvitation(ctx: ServiceContext, auth: RequestAuth, input: MemberIdRequest): Promise<Member> {
  const workspaceId = auth.workspaceId;
  const { user, membership, token } = await ctx.db.transaction(async (tx) => {
    const { user, membership } = await lockMember(tx, workspaceId, input.id);
    if (membership.status !== 'invited') throw httpErrors.invalidField('id', TEAM_MESSAGES.notInvited);
    const token = await createInvitation(tx, {
      workspaceId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roleId: membership.roleId,
      invitedBy: auth.user.id,
    });
    return { user, membership, token };
  });
  await ctx.mailer.send(
    invitationMail(
      ctx.config.publicUrl,
      {
        to: user.email,
        firstName: user.firstName,
        workspaceName: await workspaceName(ctx.db, workspaceId),
        inviterName: `${auth.user.firstName} ${auth.user.lastName}`.trim(),
        roleLabel: ROLE_LABELS[membership.role],
      },
      token,
    ),
  );
  return getMember(ctx, workspaceId, input.id);
}

/**
 * POST /users/store: invites a person to the current workspace with a role. A new e-mail gets an
 * invited account (no password yet); an existing account is reused and keeps its profile. The
 * membership stays `invited` until the person registers through the mailed link.
 */
export async function inviteMember(ctx: ServiceContext, auth: RequestAuth, input: InviteInput): Promise<Member> {
  const names = splitName(input);
  const { user, token } = await ctx.db.transaction(async (tx) => {
    await lockAccounts(tx);
    const roleId = await roleIdOf(tx, input.role);
    const invitee = (await findUserByEmail(tx, input.email)) ?? (await insertInvitedUser(tx, auth, input, names));
    await inviteMembership(tx, auth.workspaceId, invitee.id, roleId);
    const token = await createInvitation(tx, {
      workspaceId: auth.workspaceId,
      email: invitee.email,
      ...names,
      roleId,
      invitedBy: auth.user.id,
    });
    return { user: invitee, token };
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
  return getMember(ctx, auth.workspaceId, user.id);
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
