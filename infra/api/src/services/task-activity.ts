import { TASK_MESSAGES, type TaskActivity, type TaskActivityType } from '@kanri/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { taskActivities, tasks, users } from '../db/schema.js';
import { httpErrors } from '../lib/http-errors.js';
import type { RequestAuth } from '../plugins/app/auth.js';

export interface ActivityEntry {
  type: TaskActivityType;
  field?: string;
  customFieldId?: number;
  oldValue?: unknown;
  newValue?: unknown;
  body?: string;
}

/** Writes activity rows for one task, inside the caller's transaction (the same one as the change). */
export async function recordActivity(
  tx: Database,
  auth: RequestAuth,
  taskId: number,
  entries: readonly ActivityEntry[],
): Promise<(typeof taskActivities.$inferSelect)[]> {
  if (entries.length === 0) return [];
  return tx
    .insert(taskActivities)
    .values(
      entries.map((entry) => ({
        workspaceId: auth.workspaceId,
        taskId,
        userId: auth.user.id,
        type: entry.type,
        field: entry.field ?? null,
        customFieldId: entry.customFieldId ?? null,
        oldValue: jsonOrNull(entry.oldValue),
        newValue: jsonOrNull(entry.newValue),
        body: entry.body ?? null,
      })),
    )
    .returning();
}

/** GET /tasks/{id}/activity: oldest first, with who did each thing. */
export async function listActivity(db: Database, workspaceId: number, taskId: number): Promise<TaskActivity[]> {
  await assertTaskInWorkspace(db, workspaceId, taskId);
  const rows = await db
    .select({ activity: taskActivities, user: users })
    .from(taskActivities)
    .leftJoin(users, eq(users.id, taskActivities.userId))
    .where(and(eq(taskActivities.workspaceId, workspaceId), eq(taskActivities.taskId, taskId)))
    .orderBy(asc(taskActivities.id));
  return rows.map((row) => toActivityDto(row.activity, row.user));
}

/** POST /tasks/{id}/comments. */
export async function addComment(db: Database, auth: RequestAuth, taskId: number, body: string): Promise<TaskActivity> {
  const [row] = await db.transaction(async (tx) => {
    await assertTaskInWorkspace(tx, auth.workspaceId, taskId);
    return recordActivity(tx, auth, taskId, [{ type: 'comment', body }]);
  });
  return toActivityDto(row!, auth.user);
}

async function assertTaskInWorkspace(db: Database, workspaceId: number, taskId: number): Promise<void> {
  const [task] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.id, taskId)));
  if (!task) throw httpErrors.notFound(TASK_MESSAGES.taskNotFound);
}

function toActivityDto(row: typeof taskActivities.$inferSelect, user: typeof users.$inferSelect | null): TaskActivity {
  return {
    id: row.id,
    task_id: row.taskId,
    type: row.type,
    field: row.field,
    custom_field_id: row.customFieldId,
    old_value: row.oldValue ?? null,
    new_value: row.newValue ?? null,
    body: row.body,
    user: user
      ? {
          id: user.id,
          full_name: `${user.firstName} ${user.lastName}`.trim(),
          email: user.email,
          photo_url: user.photoUrl,
        }
      : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** SQL NULL for "no value" (undefined or null); jsonb for everything else. */
function jsonOrNull(value: unknown): unknown {
  return value === undefined ? null : value;
}
