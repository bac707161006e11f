import {
  DEFAULT_STATUS_COLOR,
  slugify,
  WORKFLOW_MESSAGES,
  type Status,
  type StatusCategory,
  type statusDestroyRequestSchema,
  type statusStoreRequestSchema,
  type statusUpdateRequestSchema,
} from '@kanri/contracts';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { lockWorkspaceList } from '../db/locks.js';
import { projects, projectStatuses, statuses, taskActivities, tasks } from '../db/schema.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { httpErrors } from '../lib/http-errors.js';
import { moveInList, renumber } from '../lib/ordering.js';
import type { RequestAuth } from '../plugins/app/auth.js';

export type StatusRow = typeof statuses.$inferSelect;
type StoreInput = z.output<typeof statusStoreRequestSchema>;
type UpdateInput = z.output<typeof statusUpdateRequestSchema>;
type DestroyInput = z.output<typeof statusDestroyRequestSchema>;

function toStatusDto(row: StatusRow, taskCount: number): Status {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    color: row.color,
    category: row.category,
    position: row.position,
    task_count: taskCount,
  };
}

/** GET /statuses: the workspace's statuses in order, with how many tasks each holds. */
export async function listStatuses(db: Database, workspaceId: number): Promise<Status[]> {
  const counts = db
    .select({ statusId: tasks.statusId, count: count().as('count') })
    .from(tasks)
    .where(eq(tasks.workspaceId, workspaceId))
    .groupBy(tasks.statusId)
    .as('counts');
  const rows = await db
    .select({ status: statuses, count: counts.count })
    .from(statuses)
    .leftJoin(counts, eq(counts.statusId, statuses.id))
    .where(eq(statuses.workspaceId, workspaceId))
    .orderBy(asc(statuses.position), asc(statuses.id));
  return rows.map((row) => toStatusDto(row.status, Number(row.count ?? 0)));
}

export async function findStatus(db: Database, workspaceId: number, id: number): Promise<StatusRow | undefined> {
  const [row] = await db
    .select()
    .from(statuses)
    .where(and(eq(statuses.workspaceId, workspaceId), eq(statuses.id, id)));
  return row;
}

async function statusDto(db: Database, row: StatusRow): Promise<Status> {
  const taskCount = await db.$count(tasks, and(eq(tasks.workspaceId, row.workspaceId), eq(tasks.statusId, row.id)));
  return toStatusDto(row, taskCount);
}

async function orderedIds(tx: Database, workspaceId: number): Promise<{ ids: number[]; positions: Map<number, number> }> {
  const rows = await tx
    .select({ id: statuses.id, position: statuses.position })
    .from(statuses)
    .where(eq(statuses.workspaceId, workspaceId))
    .orderBy(asc(statuses.position), asc(statuses.id));
  return { ids: rows.map((row) => row.id), positions: new Map(rows.map((row) => [row.id, row.position])) };
}

async function writeOrder(tx: Database, ids: number[], positions: Map<number, number>): Promise<void> {
  await renumber(ids, positions, (id, position) => tx.update(statuses).set({ position }).where(eq(statuses.id, id)));
}

async function assertNameFree(tx: Database, workspaceId: number, name: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: statuses.id })
    .from(statuses)
    .where(
      and(
        eq(statuses.workspaceId, workspaceId),
        sql`lower(${statuses.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(statuses.id, exceptId),
      ),
    );
  if (taken) throw httpErrors.invalidField('name', WORKFLOW_MESSAGES.statusNameTaken);
}

/** A slug not yet used in the workspace: the name's, else with -2, -3... */
export async function freeStatusSlug(tx: Database, workspaceId: number, name: string): Promise<string> {
  const base = slugify(name);
  const rows = await tx
    .select({ slug: statuses.slug })
    .from(statuses)
    .where(and(eq(statuses.workspaceId, workspaceId), sql`${statuses.slug} like ${`${base}%`}`));
  const used = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/**
 * Adds a status to the workspace (last unless a position is given), inside the caller's
 * transaction, which must hold the statuses lock. Used by POST /status/store and by project
 * templates that bring statuses the workspace lacks.
 */
export async function insertStatus(
  tx: Database,
  workspaceId: number,
  values: { name: string; color: string; category: StatusCategory; slug?: string; position?: number },
): Promise<StatusRow> {
  await assertNameFree(tx, workspaceId, values.name);
  const order = await orderedIds(tx, workspaceId);
  const [row] = await tx
    .insert(statuses)
    .values({
      workspaceId,
      name: values.name,
      slug: values.slug ?? (await freeStatusSlug(tx, workspaceId, values.name)),
      color: values.color,
      category: values.category,
      position: order.ids.length,
    })
    .returning();
  if (!row) throw new Error('Inserting a status returned no row');
  if (values.position !== undefined && values.position < order.ids.length) {
    const ids = moveInList([...order.ids, row.id], row.id, values.position);
    await writeOrder(tx, ids, new Map([...order.positions, [row.id, row.position]]));
    return { ...row, position: ids.indexOf(row.id) };
  }
  return row;
}

/** POST /status/store. */
export async function createStatus(db: Database, auth: RequestAuth, input: StoreInput): Promise<Status> {
  return withNameRace(async () => {
    const row = await db.transaction(async (tx) => {
      await lockWorkspaceList(tx, 'statuses', auth.workspaceId);
      return insertStatus(tx, auth.workspaceId, {
        name: input.name,
        color: input.color ?? DEFAULT_STATUS_COLOR,
        category: input.category ?? 'todo',
        position: input.position,
      });
    });
    return toStatusDto(row, 0);
  });
}

/** PUT /status/update: name (unique in the workspace), colour, category, position. The slug stays. */
export async function updateStatus(db: Database, auth: RequestAuth, input: UpdateInput): Promise<Status> {
  return withNameRace(async () => {
    const row = await db.transaction(async (tx) => {
      await lockWorkspaceList(tx, 'statuses', auth.workspaceId);
      const status = await findStatus(tx, auth.workspaceId, input.id);
      if (!status) throw httpErrors.notFound(WORKFLOW_MESSAGES.statusNotFound);
      if (input.name !== undefined) await assertNameFree(tx, auth.workspaceId, input.name, status.id);
      const changes = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.color !== undefined && { color: input.color }),
        ...(input.category !== undefined && { category: input.category }),
      };
      if (Object.keys(changes).length > 0) await tx.update(statuses).set(changes).where(eq(statuses.id, status.id));
      if (input.position !== undefined) {
        const order = await orderedIds(tx, auth.workspaceId);
        await writeOrder(tx, moveInList(order.ids, status.id, input.position), order.positions);
      }
      return (await findStatus(tx, auth.workspaceId, status.id))!;
    });
    return statusDto(db, row);
  });
}

/**
 * DELETE /status/destroy. While tasks use the status it is refused unless `move_to` names another
 * status: the tasks move there (each move recorded in its activity), and projects that listed the
 * deleted status list `move_to` in its place. A project left without statuses gets the
 * workspace's first. The last status of a workspace stays.
 */
export async function destroyStatus(db: Database, auth: RequestAuth, input: DestroyInput): Promise<{ id: number }> {
  const workspaceId = auth.workspaceId;
  await db.transaction(async (tx) => {
    await lockWorkspaceList(tx, 'statuses', workspaceId);
    const status = await findStatus(tx, workspaceId, input.id);
    if (!status) throw httpErrors.notFound(WORKFLOW_MESSAGES.statusNotFound);
    const order = await orderedIds(tx, workspaceId);
    if (order.ids.length <= 1) throw httpErrors.invalidField('id', WORKFLOW_MESSAGES.statusLast);
    const inUse = await tx.$count(tasks, and(eq(tasks.workspaceId, workspaceId), eq(tasks.statusId, status.id)));

    if (input.move_to !== undefined) {
      if (input.move_to === status.id) throw httpErrors.invalidField('move_to', WORKFLOW_MESSAGES.moveToSame);
      const target = await findStatus(tx, workspaceId, input.move_to);
      if (!target) throw httpErrors.invalidField('move_to', WORKFLOW_MESSAGES.statusNotFound);
      await moveTasks(tx, auth, status.id, target.id);
      await tx.execute(sql`
        insert into ${projectStatuses} (project_id, status_id, position)
        select ps.project_id, ${target.id}, ps.position from ${projectStatuses} ps
        where ps.status_id = ${status.id}
          and not exists (select 1 from ${projectStatuses} other where other.project_id = ps.project_id and other.status_id = ${target.id})`);
    } else if (inUse > 0) {
      throw httpErrors.invalidField('move_to', WORKFLOW_MESSAGES.statusInUse(inUse));
    }

    await tx.delete(statuses).where(eq(statuses.id, status.id));
    const remaining = order.ids.filter((id) => id !== status.id);
    await writeOrder(tx, remaining, order.positions);
    await tx.execute(sql`
      insert into ${projectStatuses} (project_id, status_id, position)
      select p.id, ${remaining[0]!}::int, 0 from ${projects} p
      where p.workspace_id = ${workspaceId}
        and not exists (select 1 from ${projectStatuses} ps where ps.project_id = p.id)`);
  });
  return { id: input.id };
}

/** Moves every task of the workspace in status `from` to `to`, recording each change. */
async function moveTasks(tx: Database, auth: RequestAuth, from: number, to: number): Promise<void> {
  const where = and(eq(tasks.workspaceId, auth.workspaceId), eq(tasks.statusId, from));
  await tx.execute(sql`
    insert into ${taskActivities} (workspace_id, task_id, user_id, type, field, old_value, new_value)
    select t.workspace_id, t.id, ${auth.user.id}::int, 'updated', 'status_id', to_jsonb(${from}::int), to_jsonb(${to}::int)
    from ${tasks} t where t.workspace_id = ${auth.workspaceId} and t.status_id = ${from}`);
  await tx.update(tasks).set({ statusId: to }).where(where);
}

/** A concurrent insert with the same name (unique index) answers like the check does. */
async function withNameRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'statuses_workspace_id_name_unique')) {
      throw httpErrors.invalidField('name', WORKFLOW_MESSAGES.statusNameTaken);
    }
    throw error;
  }
}
