import type { Member, PresenceStatus, Role, User } from '@kanri/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { roles, users, workspaceMembers, type MembershipStatus } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** A user's place in one workspace. */
export interface Membership {
  workspaceId: number;
  roleId: number;
  role: Role;
  status: MembershipStatus;
  createdAt: Date;
}

/** The API's user (contracts `userSchema`), seen from one workspace: its role there and its id. */
export function toUserDto(
  user: UserRow,
  membership: Pick<Membership, 'workspaceId' | 'roleId' | 'role'>,
  /** The signed-in user's own replies: the workspace's default zone (when the user chose none) and week start. */
  workspace?: { timeZone: string | null; weekStart: 'sunday' | 'monday' },
): User {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    phone: user.phone,
    address: user.address,
    city: user.city,
    state: user.state,
    country: user.country,
    zip: user.zip,
    status: user.status,
    email_verified: user.emailVerifiedAt !== null,
    role: membership.role,
    role_id: membership.roleId,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    workspace_id: membership.workspaceId,
    guard: 'api',
    photo_url: user.photoUrl,
    time_zone: user.timeZone ?? workspace?.timeZone ?? null,
    ...(workspace ? { week_start: workspace.weekStart } : {}),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

/** A member's presence, leave and work in one workspace (GET /users). */
export interface MemberActivity {
  presence: PresenceStatus;
  onLeave: boolean;
  tasksAssigned: number;
  tasksCompleted: number;
  /** Milliseconds tracked this month. */
  trackedMs: number;
}

/** A member nobody has seen: offline, no leave, no work. */
export const NO_ACTIVITY: MemberActivity = {
  presence: 'offline',
  onLeave: false,
  tasksAssigned: 0,
  tasksCompleted: 0,
  trackedMs: 0,
};

const HOUR_MS = 3_600_000;

export function toMemberDto(user: UserRow, membership: Membership, activity: MemberActivity = NO_ACTIVITY): Member {
  return {
    ...toUserDto(user, membership),
    membership_status: membership.status,
    joined_at: membership.createdAt.toISOString(),
    presence: activity.presence,
    on_leave: activity.onLeave,
    tasks_assigned: activity.tasksAssigned,
    tasks_completed: activity.tasksCompleted,
    hours_this_month: Math.round((activity.trackedMs / HOUR_MS) * 100) / 100,
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function countUsers(db: Database): Promise<number> {
  return db.$count(users);
}

/** A membership with its role's slug, as `Membership` (select it joined to `roles`). */
export const membershipColumns = {
  workspaceId: workspaceMembers.workspaceId,
  roleId: workspaceMembers.roleId,
  role: roles.slug,
  status: workspaceMembers.status,
  createdAt: workspaceMembers.createdAt,
};

export async function findMembership(db: Database, userId: number, workspaceId: number): Promise<Membership | undefined> {
  const [membership] = await db
    .select(membershipColumns)
    .from(workspaceMembers)
    .innerJoin(roles, eq(roles.id, workspaceMembers.roleId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.workspaceId, workspaceId)));
  return membership;
}

/** Where a sign-in lands: the default workspace if the membership there is active, else the oldest active one. */
export async function signInMembership(db: Database, user: UserRow): Promise<Membership | undefined> {
  const [membership] = await db
    .select(membershipColumns)
    .from(workspaceMembers)
    .innerJoin(roles, eq(roles.id, workspaceMembers.roleId))
    .where(and(eq(workspaceMembers.userId, user.id), eq(workspaceMembers.status, 'active')))
    .orderBy(sql`${workspaceMembers.workspaceId} = ${user.defaultWorkspaceId} desc`, asc(workspaceMembers.createdAt))
    .limit(1);
  return membership;
}

export async function roleIdOf(db: Database, role: Role): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, role));
  if (!row) throw new Error(`Role ${role} is missing: the roles migration did not run`);
  return row.id;
}

/** Marks the e-mail verified unless it already is. */
export async function markEmailVerified(db: Database, user: UserRow): Promise<UserRow> {
  if (user.emailVerifiedAt) return user;
  return updateUser(db, user.id, { emailVerifiedAt: new Date() });
}

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertUser(tx: Database, values: NewUser): Promise<UserRow> {
  const [user] = await tx
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  if (!user) throw new Error('Inserting a user returned no row');
  return user;
}

export async function updateUser(tx: Database, userId: number, changes: Partial<NewUser>): Promise<UserRow> {
  const [user] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!user) throw new Error(`User ${userId} vanished during an update`);
  return user;
}

export async function addMembership(
  tx: Database,
  membership: { workspaceId: number; userId: number; roleId: number; status: MembershipStatus },
): Promise<Membership> {
  await tx.insert(workspaceMembers).values(membership);
  const added = await findMembership(tx, membership.userId, membership.workspaceId);
  if (!added) throw new Error('Inserting a membership returned no row');
  return added;
}
