import {
  AUTH_MESSAGES,
  isAllowed,
  WORKSPACE_MESSAGES,
  type Workspace,
  type workspaceStoreRequestSchema,
  type workspaceUpdateRequestSchema,
} from '@kanri/contracts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { roles, settings, workspaceMembers, workspaces } from '../db/schema.js';
import { httpErrors } from '../lib/http-errors.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { addMembership, findMembership, roleIdOf } from './users.js';

type StoreInput = z.output<typeof workspaceStoreRequestSchema>;
type UpdateInput = z.output<typeof workspaceUpdateRequestSchema>;

/** GET /workspaces: the caller's active memberships, by name (any case), then id. */
export async function listWorkspaces(db: Database, userId: number): Promise<Workspace[]> {
  return selectWorkspaces(db, userId);
}

/**
 * POST /workspaces/store: the workspace, its settings row and the caller as its active admin, in one
 * transaction. The `workspaces_seed_defaults` trigger (migration 0005) adds the default statuses,
 * priorities and tags inside that same transaction, so the projects and tasks screens work at once.
 */
export async function createWorkspace(db: Database, auth: RequestAuth, input: StoreInput): Promise<Workspace> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(workspaces).values({ name: input.name }).returning({ id: workspaces.id });
    const workspaceId = row!.id;
    await tx.insert(settings).values({ workspaceId });
    const roleId = await roleIdOf(tx, 'admin');
    await addMembership(tx, { workspaceId, userId: auth.user.id, roleId, status: 'active' });
    return ownWorkspace(tx, auth.user.id, workspaceId);
  });
}

/**
 * PUT /workspaces/update: only an admin of the workspace renamed (the `id` sent, whatever the header
 * says). Someone who is not an active member there gets 404, so ids reveal nothing.
 */
export async function updateWorkspace(db: Database, auth: RequestAuth, input: UpdateInput): Promise<Workspace> {
  return db.transaction(async (tx) => {
    const membership = await findMembership(tx, auth.user.id, input.id);
    if (membership?.status !== 'active') throw httpErrors.notFound(WORKSPACE_MESSAGES.notFound);
    if (!isAllowed(membership.role, 'workspaces.update')) throw httpErrors.forbidden(AUTH_MESSAGES.forbidden);
    await tx.update(workspaces).set({ name: input.name }).where(eq(workspaces.id, input.id));
    return ownWorkspace(tx, auth.user.id, input.id);
  });
}

async function ownWorkspace(db: Database, userId: number, workspaceId: number): Promise<Workspace> {
  const [workspace] = await selectWorkspaces(db, userId, eq(workspaces.id, workspaceId));
  if (!workspace) throw httpErrors.notFound(WORKSPACE_MESSAGES.notFound);
  return workspace;
}

/** Invited memberships neither list a workspace nor count as members. */
async function selectWorkspaces(db: Database, userId: number, filter?: SQL): Promise<Workspace[]> {
  const memberCount = sql<number>`(
    select count(*)::int from ${workspaceMembers} as "active_members"
    where "active_members"."workspace_id" = ${workspaces.id} and "active_members"."status" = 'active'
  )`.mapWith(Number);
  const rows = await db
    .select({ id: workspaces.id, name: workspaces.name, role: roles.slug, memberCount, createdAt: workspaces.createdAt })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(roles, eq(roles.id, workspaceMembers.roleId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.status, 'active'), filter))
    .orderBy(sql`lower(${workspaces.name})`, asc(workspaces.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    member_count: row.memberCount,
    created_at: row.createdAt.toISOString(),
  }));
}
