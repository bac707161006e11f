import { TASK_MESSAGES, type TaskActivity, type TaskActivityType } from '@kanri/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { taskActivities, taskAssignees, tasks, users, workspaceMembers } from '../db/schema.js';
import { queryRows } from '../db/statements.js';
import { httpErrors } from '../lib/http-errors.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { commentNotifications, type MentionableMember, type NotifiedTask } from './notifications/rules.js';
import { writeNotifications } from './notifications/write.js';

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

/**
 * POST /tasks/{id}/comments. The notifications module tells the task's creator and assignees
 * (`task.commented`) and the members the comment mentions (`comment.mentioned`), in the comment's
 * transaction.
 */
export async function addComment(db: Database, auth: RequestAuth, taskId: number, body: string): Promise<TaskActivity> {
  const [row] = await db.transaction(async (tx) => {
    const task = await readCommentedTask(tx, auth.workspaceId, taskId, body);
    const written = await recordActivity(tx, auth, taskId, [{ type: 'comment', body }]);
    await writeNotifications(
      tx,
      commentNotifications({
        workspaceId: auth.workspaceId,
        task,
        commentId: written[0]!.id,
        body,
        actor: { id: auth.user.id, name: `${auth.user.firstName} ${auth.user.lastName}`.trim() },
        members: task.members ?? [],
      }),
    );
    return written;
  });
  return toActivityDto(row!, auth.user);
}

/**
 * What a comment's notifications need of its task, in one statement (404 when it is not in the
 * workspace): its creator and assignees, and the active members the body may mention (those whose
 * first name follows an `@` in it; the rule checks the exact mention).
 */
async function readCommentedTask(
  tx: Database,
  workspaceId: number,
  taskId: number,
  body: string,
): Promise<NotifiedTask & { created_by: number | null; assignee_ids: number[]; members: MentionableMember[] | null }> {
  const [task] = await queryRows<
    NotifiedTask & { created_by: number | null; assignee_ids: number[]; members: MentionableMember[] | null }
  >(
    tx,
    sql`select t.id, t.project_id, t.title, t.created_by,
      array(select a.user_id from ${taskAssignees} a where a.task_id = t.id order by a.position) as assignee_ids,
      (
        select json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name))
        from ${workspaceMembers} m join ${users} u on u.id = m.user_id
        where ${body.includes('@')} and m.workspace_id = ${workspaceId} and m.status = 'active' and u.first_name <> ''
          and strpos(lower(${body}), lower('@' || u.first_name)) > 0
      ) as members
    from ${tasks} t where t.workspace_id = ${workspaceId} and t.id = ${taskId}`,
  );
  if (!task) throw httpErrors.notFound(TASK_MESSAGES.taskNotFound);
  return task;
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
