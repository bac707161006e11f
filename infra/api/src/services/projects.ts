import {
  DEFAULT_CLICK_APPS,
  DEFAULT_PROJECT_COLOR,
  DEFAULT_PROJECT_TEMPLATE,
  isAllowed,
  PROJECT_MESSAGES,
  PROJECT_TEMPLATES,
  type ClickApps,
  type ClickAppsPatch,
  type Project,
  type projectStoreRequestSchema,
  type projectUpdateRequestSchema,
} from '@kanri/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { lockWorkspaceList } from '../db/locks.js';
import { queryRows } from '../db/statements.js';
import { clients, projects, projectStatuses, statuses, tasks } from '../db/schema.js';
import { httpErrors } from '../lib/http-errors.js';
import type { MediaStorage } from '../lib/media-storage.js';
import { moveInList, renumber } from '../lib/ordering.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { insertStatus } from './statuses.js';
import { lockMediaKeysOf } from './task-media.js';

export type ProjectRow = typeof projects.$inferSelect;
type StoreInput = z.output<typeof projectStoreRequestSchema>;
type UpdateInput = z.output<typeof projectUpdateRequestSchema>;

/** GET /projects: the workspace's projects in sidebar order, with task counts, in one statement. */
export async function listProjects(db: Database, workspaceId: number): Promise<Project[]> {
  return selectProjects(db, workspaceId, undefined);
}

/** GET /projects/{id}, and the reply of the writes. */
export async function getProject(db: Database, workspaceId: number, id: number): Promise<Project> {
  const [project] = await selectProjects(db, workspaceId, id);
  if (!project) throw httpErrors.notFound(PROJECT_MESSAGES.projectNotFound);
  return project;
}

export async function findProject(db: Database, workspaceId: number, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), eq(projects.id, id)));
  return row;
}

/**
 * POST /projects/store. The template's statuses are found in the workspace (by slug, else name)
 * or added to it; `status_ids` replaces them. ClickApps start at their defaults, then the sent ones.
 */
export async function createProject(db: Database, auth: RequestAuth, input: StoreInput): Promise<Project> {
  const workspaceId = auth.workspaceId;
  const linksClient = input.client_id !== undefined && input.client_id !== null;
  if (linksClient) assertMayLinkClient(auth);
  const id = await db.transaction(async (tx) => {
    if (linksClient) await checkClient(tx, workspaceId, input.client_id!);
    await lockWorkspaceList(tx, 'statuses', workspaceId);
    await lockWorkspaceList(tx, 'projects', workspaceId);
    const template = input.template ?? DEFAULT_PROJECT_TEMPLATE;
    const statusIds = input.status_ids
      ? await checkedStatusIds(tx, workspaceId, input.status_ids)
      : await templateStatusIds(tx, workspaceId, template);
    const position = await tx.$count(projects, eq(projects.workspaceId, workspaceId));
    const [row] = await tx
      .insert(projects)
      .values({
        workspaceId,
        name: input.name,
        description: input.description || null,
        color: input.color ?? DEFAULT_PROJECT_COLOR,
        status: input.status ?? 'active',
        startDate: input.start_date ?? null,
        endDate: input.end_date ?? null,
        template,
        clickApps: withClickApps(DEFAULT_CLICK_APPS, input),
        position,
        ...(input.billable !== undefined && { billable: input.billable }),
        ...(input.hourly_rate_minor !== undefined && { hourlyRateMinor: input.hourly_rate_minor }),
        ...(input.currency !== undefined && { currency: input.currency }),
        ...(linksClient && { clientId: input.client_id }),
        createdBy: auth.user.id,
      })
      .returning({ id: projects.id });
    await writeProjectStatuses(tx, row!.id, statusIds);
    return row!.id;
  });
  return getProject(db, workspaceId, id);
}

/**
 * PUT /projects/update. Dates are checked against the stored ones; a status still holding tasks
 * of the project cannot leave its list; `position` moves the project in the sidebar. A new rate or
 * currency counts for time tracked from then on (entries keep the rate they were tracked at).
 */
export async function updateProject(db: Database, auth: RequestAuth, input: UpdateInput): Promise<Project> {
  const workspaceId = auth.workspaceId;
  await db.transaction(async (tx) => {
    await lockWorkspaceList(tx, 'statuses', workspaceId);
    await lockWorkspaceList(tx, 'projects', workspaceId);
    const project = await findProject(tx, workspaceId, input.id);
    if (!project) throw httpErrors.notFound(PROJECT_MESSAGES.projectNotFound);
    // Changing the client link (setting or clearing it) takes clients.update; sending the current one back does not.
    const relinks = input.client_id !== undefined && input.client_id !== project.clientId;
    if (relinks) {
      assertMayLinkClient(auth);
      if (input.client_id) await checkClient(tx, workspaceId, input.client_id);
    }
    const startDate = input.start_date === undefined ? project.startDate : input.start_date;
    const endDate = input.end_date === undefined ? project.endDate : input.end_date;
    if (startDate && endDate && startDate > endDate) {
      throw httpErrors.invalidField(input.end_date === undefined ? 'start_date' : 'end_date', PROJECT_MESSAGES.endBeforeStart);
    }
    if (input.status_ids) {
      const statusIds = await checkedStatusIds(tx, workspaceId, input.status_ids);
      await assertRemovedStatusesUnused(tx, project.id, statusIds);
      await tx.delete(projectStatuses).where(eq(projectStatuses.projectId, project.id));
      await writeProjectStatuses(tx, project.id, statusIds);
    }
    const changes: Partial<typeof projects.$inferInsert> = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description || null }),
      ...(input.color !== undefined && { color: input.color }),
      ...(input.status !== undefined && { status: input.status }),
      ...(input.start_date !== undefined && { startDate: input.start_date }),
      ...(input.end_date !== undefined && { endDate: input.end_date }),
      ...((input.click_apps || input.clickApps) && { clickApps: withClickApps(project.clickApps, input) }),
      ...(input.billable !== undefined && { billable: input.billable }),
      ...(input.hourly_rate_minor !== undefined && { hourlyRateMinor: input.hourly_rate_minor }),
      ...(input.currency !== undefined && { currency: input.currency }),
      ...(relinks && { clientId: input.client_id }),
    };
    // Touch updated_at whatever changed (status lists and positions included).
    await tx
      .update(projects)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(projects.id, project.id));
    if (input.position !== undefined) {
      const order = await projectOrder(tx, workspaceId);
      await writeProjectOrder(tx, moveInList(order.ids, project.id, input.position), order.positions);
    }
  });
  return getProject(db, workspaceId, input.id);
}

/** DELETE /projects/destroy: the project and everything in it (tasks, fields, layouts), in one transaction. */
export async function destroyProject(
  db: Database,
  auth: RequestAuth,
  id: number,
  storage?: MediaStorage,
): Promise<{ id: number }> {
  const workspaceId = auth.workspaceId;
  const mediaKeys = await db.transaction(async (tx) => {
    await lockWorkspaceList(tx, 'projects', workspaceId);
    const project = await findProject(tx, workspaceId, id);
    if (!project) throw httpErrors.notFound(PROJECT_MESSAGES.projectNotFound);
    const keys = await lockMediaKeysOf(tx, workspaceId, { projectId: project.id });
    await tx.delete(tasks).where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.projectId, project.id)));
    await tx.delete(projects).where(eq(projects.id, project.id));
    const order = await projectOrder(tx, workspaceId);
    await writeProjectOrder(tx, order.ids, order.positions);
    return keys;
  });
  // The attachment rows went with the tasks; their files go now (best effort).
  await storage?.remove(mediaKeys);
  return { id };
}

/** Linking a project to a client is for the roles that manage clients (403 `clientForbidden` otherwise). */
function assertMayLinkClient(auth: RequestAuth): void {
  if (!isAllowed(auth.role, 'clients.update')) throw httpErrors.forbidden(PROJECT_MESSAGES.clientForbidden);
}

/**
 * A client of the workspace that is not archived (422 `clientInvalid` on `client_id` otherwise),
 * share-locked until commit so it cannot be deleted or archived under the link.
 */
async function checkClient(tx: Database, workspaceId: number, clientId: number): Promise<void> {
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.workspaceId, workspaceId), eq(clients.id, clientId), eq(clients.isArchived, false)))
    .for('share');
  if (!client) throw httpErrors.invalidField('client_id', PROJECT_MESSAGES.clientInvalid);
}

function withClickApps(current: ClickApps, input: { click_apps?: ClickAppsPatch; clickApps?: ClickAppsPatch }): ClickApps {
  return { ...DEFAULT_CLICK_APPS, ...current, ...input.clickApps, ...input.click_apps };
}

/** The ids, if every one is a status of the workspace (422 on `status_ids` otherwise). */
async function checkedStatusIds(tx: Database, workspaceId: number, ids: number[]): Promise<number[]> {
  const found = await tx
    .select({ id: statuses.id })
    .from(statuses)
    .where(and(eq(statuses.workspaceId, workspaceId), inArray(statuses.id, ids)));
  if (found.length !== ids.length) throw httpErrors.invalidField('status_ids', PROJECT_MESSAGES.statusUnknown);
  return ids;
}

/** The template's statuses in the workspace: found by slug, else by name, else added (the caller holds the statuses lock). */
async function templateStatusIds(tx: Database, workspaceId: number, templateId: string): Promise<number[]> {
  const template = PROJECT_TEMPLATES.find((option) => option.id === templateId) ?? PROJECT_TEMPLATES[0]!;
  const existing = await tx.select().from(statuses).where(eq(statuses.workspaceId, workspaceId));
  const ids: number[] = [];
  for (const wanted of template.statuses) {
    const found =
      existing.find((status) => status.slug === wanted.slug) ??
      existing.find((status) => status.name.toLowerCase() === wanted.name.toLowerCase()) ??
      (await insertStatus(tx, workspaceId, { ...wanted }));
    if (!ids.includes(found.id)) ids.push(found.id);
  }
  return ids;
}

async function writeProjectStatuses(tx: Database, projectId: number, statusIds: number[]): Promise<void> {
  await tx.insert(projectStatuses).values(statusIds.map((statusId, position) => ({ projectId, statusId, position })));
}

async function assertRemovedStatusesUnused(tx: Database, projectId: number, kept: number[]): Promise<void> {
  const [used] = await tx
    .select({ name: statuses.name, count: count() })
    .from(tasks)
    .innerJoin(statuses, eq(statuses.id, tasks.statusId))
    .where(
      and(
        eq(tasks.projectId, projectId),
        sql`${tasks.statusId} not in (${sql.join(
          kept.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    )
    .groupBy(statuses.id, statuses.name, statuses.position)
    .orderBy(asc(statuses.position))
    .limit(1);
  if (used) throw httpErrors.invalidField('status_ids', PROJECT_MESSAGES.statusStillUsed(used.name, used.count));
}

async function projectOrder(tx: Database, workspaceId: number) {
  const rows = await tx
    .select({ id: projects.id, position: projects.position })
    .from(projects)
    .where(eq(projects.workspaceId, workspaceId))
    .orderBy(asc(projects.position), asc(projects.id));
  return { ids: rows.map((row) => row.id), positions: new Map(rows.map((row) => [row.id, row.position])) };
}

async function writeProjectOrder(tx: Database, ids: number[], positions: Map<number, number>): Promise<void> {
  await renumber(ids, positions, (id, position) => tx.update(projects).set({ position }).where(eq(projects.id, id)));
}

/** Rows → API projects: status lists and task counts per status in two grouped queries. */
interface ProjectStatement {
  id: number;
  workspace_id: number;
  name: string;
  description: string | null;
  color: string;
  status: Project['status'];
  start_date: string | null;
  end_date: string | null;
  template: Project['template'];
  click_apps: Partial<ClickApps>;
  position: number;
  billable: boolean;
  hourly_rate_minor: number | null;
  currency: string;
  client_id: number | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  status_ids: number[];
  counts: { status_id: number; count: number }[];
}

/**
 * Projects with their listed statuses and their tasks counted per status (the
 * (workspace_id, project_id, status_id) index), in one prepared statement.
 */
async function selectProjects(db: Database, workspaceId: number, id: number | undefined): Promise<Project[]> {
  const rows = await queryRows<ProjectStatement>(
    db,
    sql`select p.id, p.workspace_id, p.name, p.description, p.color, p.status,
        p.start_date::text as start_date, p.end_date::text as end_date, p.template, p.click_apps, p.position,
        p.billable, p.hourly_rate_minor, p.currency, p.client_id, p.created_by,
        to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
        coalesce((select array_agg(ps.status_id order by ps.position, ps.status_id) from ${projectStatuses} ps where ps.project_id = p.id), '{}') as status_ids,
        coalesce((select json_agg(json_build_object('status_id', c.status_id, 'count', c.count)) from (
          select t.status_id, count(*)::int as count from ${tasks} t
          where t.workspace_id = p.workspace_id and t.project_id = p.id group by t.status_id
        ) c), '[]') as counts
      from ${projects} p
      where p.workspace_id = ${workspaceId} ${id === undefined ? sql`` : sql`and p.id = ${id}`}
      order by p.position, p.id`,
  );
  return rows.map((row) => {
    const statusIds = row.status_ids;
    const mine = row.counts;
    // Tasks in a status the project no longer lists still count, after the listed ones.
    const order = [
      ...statusIds,
      ...mine
        .map((entry) => entry.status_id)
        .filter((id) => !statusIds.includes(id))
        .sort((a, b) => a - b),
    ];
    return {
      id: row.id,
      workspace_id: row.workspace_id,
      name: row.name,
      description: row.description,
      color: row.color,
      status: row.status,
      start_date: row.start_date,
      end_date: row.end_date,
      template: row.template,
      click_apps: { ...DEFAULT_CLICK_APPS, ...row.click_apps },
      status_ids: statusIds,
      position: row.position,
      task_count: mine.reduce((total, entry) => total + entry.count, 0),
      status_counts: order.map((statusId) => ({
        status_id: statusId,
        count: mine.find((entry) => entry.status_id === statusId)?.count ?? 0,
      })),
      billable: row.billable,
      hourly_rate_minor: row.hourly_rate_minor,
      currency: row.currency,
      client_id: row.client_id,
      created_by: row.created_by,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}
