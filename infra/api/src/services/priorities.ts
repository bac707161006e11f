import {
  DEFAULT_PRIORITY_COLOR,
  slugify,
  WORKFLOW_MESSAGES,
  type Priority,
  type priorityDestroyRequestSchema,
  type priorityStoreRequestSchema,
  type priorityUpdateRequestSchema,
} from '@kanri/contracts';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { lockWorkspaceList } from '../db/locks.js';
import { priorities, taskActivities, tasks } from '../db/schema.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { httpErrors } from '../lib/http-errors.js';
import { moveInList, renumber } from '../lib/ordering.js';
import type { RequestAuth } from '../plugins/app/auth.js';

export type PriorityRow = typeof priorities.$inferSelect;
type StoreInput = z.output<typeof priorityStoreRequestSchema>;
type UpdateInput = z.output<typeof priorityUpdateRequestSchema>;
type DestroyInput = z.output<typeof priorityDestroyRequestSchema>;

function toPriorityDto(row: PriorityRow, taskCount: number): Priority {
  return { id: row.id, name: row.name, slug: row.slug, color: row.color, position: row.position, task_count: taskCount };
}

/** GET /priorities: the workspace's priorities in order (lowest first by default), with their task counts. */
export async function listPriorities(db: Database, workspaceId: number): Promise<Priority[]> {
  const counts = db
    .select({ priorityId: tasks.priorityId, count: count().as('count') })
    .from(tasks)
    .where(eq(tasks.workspaceId, workspaceId))
    .groupBy(tasks.priorityId)
    .as('counts');
  const rows = await db
    .select({ priority: priorities, count: counts.count })
    .from(priorities)
    .leftJoin(counts, eq(counts.priorityId, priorities.id))
    .where(eq(priorities.workspaceId, workspaceId))
    .orderBy(asc(priorities.position), asc(priorities.id));
  return rows.map((row) => toPriorityDto(row.priority, Number(row.count ?? 0)));
}

export async function findPriority(db: Database, workspaceId: number, id: number): Promise<PriorityRow | undefined> {
  const [row] = await db
    .select()
    .from(priorities)
    .where(and(eq(priorities.workspaceId, workspaceId), eq(priorities.id, id)));
  return row;
}

async function orderedIds(tx: Database, workspaceId: number): Promise<{ ids: number[]; positions: Map<number, number> }> {
  const rows = await tx
    .select({ id: priorities.id, position: priorities.position })
    .from(priorities)
    .where(eq(priorities.workspaceId, workspaceId))
    .orderBy(asc(priorities.position), asc(priorities.id));
  return { ids: rows.map((row) => row.id), positions: new Map(rows.map((row) => [row.id, row.position])) };
}

async function writeOrder(tx: Database, ids: number[], positions: Map<number, number>): Promise<void> {
  await renumber(ids, positions, (id, position) => tx.update(priorities).set({ position }).where(eq(priorities.id, id)));
}

async function assertNameFree(tx: Database, workspaceId: number, name: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: priorities.id })
    .from(priorities)
    .where(
      and(
        eq(priorities.workspaceId, workspaceId),
        sql`lower(${priorities.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(priorities.id, exceptId),
      ),
    );
  if (taken) throw httpErrors.invalidField('name', WORKFLOW_MESSAGES.priorityNameTaken);
}

async function freeSlug(tx: Database, workspaceId: number, name: string): Promise<string> {
  const base = slugify(name);
  const rows = await tx
    .select({ slug: priorities.slug })
    .from(priorities)
    .where(and(eq(priorities.workspaceId, workspaceId), sql`${priorities.slug} like ${`${base}%`}`));
  const used = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** POST /priority/store: last unless a position is given. */
export async function createPriority(db: Database, auth: RequestAuth, input: StoreInput): Promise<Priority> {
  return withNameRace(async () => {
    const row = await db.transaction(async (tx) => {
      await lockWorkspaceList(tx, 'priorities', auth.workspaceId);
      await assertNameFree(tx, auth.workspaceId, input.name);
      const order = await orderedIds(tx, auth.workspaceId);
      const [inserted] = await tx
        .insert(priorities)
        .values({
          workspaceId: auth.workspaceId,
          name: input.name,
          slug: await freeSlug(tx, auth.workspaceId, input.name),
          color: input.color ?? DEFAULT_PRIORITY_COLOR,
          position: order.ids.length,
        })
        .returning();
      if (!inserted) throw new Error('Inserting a priority returned no row');
      if (input.position === undefined || input.position >= order.ids.length) return inserted;
      const ids = moveInList([...order.ids, inserted.id], inserted.id, input.position);
      await writeOrder(tx, ids, new Map([...order.positions, [inserted.id, inserted.position]]));
      return { ...inserted, position: ids.indexOf(inserted.id) };
    });
    return toPriorityDto(row, 0);
  });
}

/** PUT /priority/update: name (unique in the workspace), colour, position. The slug stays. */
export async function updatePriority(db: Database, auth: RequestAuth, input: UpdateInput): Promise<Priority> {
  return withNameRace(async () => {
    const row = await db.transaction(async (tx) => {
      await lockWorkspaceList(tx, 'priorities', auth.workspaceId);
      const priority = await findPriority(tx, auth.workspaceId, input.id);
      if (!priority) throw httpErrors.notFound(WORKFLOW_MESSAGES.priorityNotFound);
      if (input.name !== undefined) await assertNameFree(tx, auth.workspaceId, input.name, priority.id);
      const changes = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.color !== undefined && { color: input.color }),
      };
      if (Object.keys(changes).length > 0) {
        await tx.update(priorities).set(changes).where(eq(priorities.id, priority.id));
      }
      if (input.position !== undefined) {
        const order = await orderedIds(tx, auth.workspaceId);
        await writeOrder(tx, moveInList(order.ids, priority.id, input.position), order.positions);
      }
      return (await findPriority(tx, auth.workspaceId, priority.id))!;
    });
    const taskCount = await db.$count(tasks, and(eq(tasks.workspaceId, auth.workspaceId), eq(tasks.priorityId, row.id)));
    return toPriorityDto(row, taskCount);
  });
}

/**
 * DELETE /priority/destroy: refused while tasks use it unless `move_to` names another priority of
 * the workspace; the tasks move there first (recorded in their activity).
 */
export async function destroyPriority(db: Database, auth: RequestAuth, input: DestroyInput): Promise<{ id: number }> {
  const workspaceId = auth.workspaceId;
  await db.transaction(async (tx) => {
    await lockWorkspaceList(tx, 'priorities', workspaceId);
    const priority = await findPriority(tx, workspaceId, input.id);
    if (!priority) throw httpErrors.notFound(WORKFLOW_MESSAGES.priorityNotFound);
    const inUse = await tx.$count(tasks, and(eq(tasks.workspaceId, workspaceId), eq(tasks.priorityId, priority.id)));
    if (input.move_to !== undefined) {
      if (input.move_to === priority.id) {
        throw httpErrors.invalidField('move_to', WORKFLOW_MESSAGES.priorityMoveToSame);
      }
      const target = await findPriority(tx, workspaceId, input.move_to);
      if (!target) throw httpErrors.invalidField('move_to', WORKFLOW_MESSAGES.priorityNotFound);
      await tx.execute(sql`
        insert into ${taskActivities} (workspace_id, task_id, user_id, type, field, old_value, new_value)
        select t.workspace_id, t.id, ${auth.user.id}::int, 'updated', 'priority_id', to_jsonb(${priority.id}::int), to_jsonb(${target.id}::int)
        from ${tasks} t where t.workspace_id = ${workspaceId} and t.priority_id = ${priority.id}`);
      await tx
        .update(tasks)
        .set({ priorityId: target.id })
        .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.priorityId, priority.id)));
    } else if (inUse > 0) {
      throw httpErrors.invalidField('move_to', WORKFLOW_MESSAGES.priorityInUse(inUse));
    }
    const order = await orderedIds(tx, workspaceId);
    await tx.delete(priorities).where(eq(priorities.id, priority.id));
    await writeOrder(
      tx,
      order.ids.filter((id) => id !== priority.id),
      order.positions,
    );
  });
  return { id: input.id };
}

async function withNameRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'priorities_workspace_id_name_unique')) {
      throw httpErrors.invalidField('name', WORKFLOW_MESSAGES.priorityNameTaken);
    }
    throw error;
  }
}
