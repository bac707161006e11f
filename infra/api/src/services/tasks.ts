import {
  isComputedFieldType,
  NEW_TASK_DEFAULTS,
  TASK_MESSAGES,
  TASKS_DEFAULT_PER_PAGE,
  TRACKED_TASK_FIELDS,
  type FieldErrors,
  type Task,
  type TaskPage,
  type TaskRelationshipInput,
  type taskListQuerySchema,
  type taskReorderRequestSchema,
  type taskStoreRequestSchema,
  type taskUpdateRequestSchema,
} from '@kanri/contracts';
import { and, asc, desc, eq, gt, ilike, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isAllowed } from '../auth/permissions.js';
import type { Database } from '../db/database.js';
import {
  priorities,
  projects,
  statuses,
  tags,
  taskAssignees,
  taskLinks,
  tasks,
  taskTags,
} from '../db/schema.js';
import { httpErrors } from '../lib/http-errors.js';
import type { MediaStorage } from '../lib/media-storage.js';
import { keyBetween } from '../lib/order-keys.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { applyCustomFieldValues, existingIds, projectFields } from './custom-field-values.js';
import { findProject, projectStatusIds, type ProjectRow } from './projects.js';
import { recordActivity, type ActivityEntry } from './task-activity.js';
import { selectTasks, selectTasksById } from './task-reads.js';
import { lockMediaKeysOf } from './task-media.js';

export type TaskRow = typeof tasks.$inferSelect;
type ListQuery = z.output<typeof taskListQuerySchema>;
type StoreInput = z.output<typeof taskStoreRequestSchema>;
type UpdateInput = z.output<typeof taskUpdateRequestSchema>;
type ReorderInput = z.output<typeof taskReorderRequestSchema>;

// Reading ----------------------------------------------------------------------------------------

/**
 * GET /tasks: tasks of the workspace in row order (project, then position), filtered, one page
 * at a time by page number or cursor, in one statement (`selectTasks`). The (project_id, position)
 * index serves the order. `total` is counted only when the page cannot tell it: a page number whose
 * page is full (more may follow) or empty past the first, and every cursor page; a short page on
 * page N gives it for free.
 */
export async function listTasks(db: Database, workspaceId: number, query: ListQuery): Promise<TaskPage> {
  const perPage = query.per_page ?? TASKS_DEFAULT_PER_PAGE;
  const filters = and(
    eq(tasks.workspaceId, workspaceId),
    query.project_id === undefined ? undefined : eq(tasks.projectId, query.project_id),
    query.status_id === undefined ? undefined : eq(tasks.statusId, query.status_id),
    query.assignee_id === undefined
      ? undefined
      : sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id} and ${taskAssignees.userId} = ${query.assignee_id})`,
    query.search ? ilike(tasks.title, `%${escapeLike(query.search)}%`) : undefined,
  )!;
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const page = cursor ? null : (query.page ?? 1);
  const offset = page ? (page - 1) * perPage : 0;
  const countAll = sql`(select count(*)::int from ${tasks} where ${filters})`;
  const read = await selectTasks(db, workspaceId, {
    where: and(
      filters,
      cursor ? sql`(${tasks.projectId}, ${tasks.position}) > (${cursor.projectId}::int, ${cursor.position}::text collate "C")` : undefined,
    )!,
    limit: perPage + 1,
    offset,
    total: cursor
      ? countAll
      : sql`case when (select count(*) from matched) between ${offset === 0 ? 0 : 1} and ${perPage}
          then ${offset}::int + (select count(*)::int from matched) else ${countAll} end`,
  });
  const items = read.items.slice(0, perPage);
  const last = items[items.length - 1];
  return {
    items,
    total: read.total!,
    page,
    per_page: perPage,
    next_cursor: read.items.length > perPage && last ? encodeCursor({ projectId: last.project_id, position: last.position }) : null,
  };
}

/** GET /tasks/{id}, and the reply of every write. */
export async function getTask(db: Database, workspaceId: number, id: number): Promise<Task> {
  const [task] = await selectTasksById(db, workspaceId, [id]);
  if (!task) throw httpErrors.notFound(TASK_MESSAGES.taskNotFound);
  return task;
}

export async function findTask(
  db: Database,
  workspaceId: number,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<TaskRow | undefined> {
  const query = db
    .select()
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.id, id)));
  const [row] = lock ? await query.for('no key update') : await query;
  return row;
}

// Writing ----------------------------------------------------------------------------------------

/** The parts of a task that live in other tables. */
interface TaskLists {
  assigneeIds: number[];
  tagIds: number[];
  relationships: TaskRelationshipInput[];
}

/**
 * POST /tasks/store: the spec §9 defaults (New Task, the project's first to-do status, priority
 * medium, progress 0, no assignees) for what is not sent; the task goes last in its project.
 */
export async function createTask(db: Database, auth: RequestAuth, input: StoreInput): Promise<Task> {
  const workspaceId = auth.workspaceId;
  const id = await db.transaction(async (tx) => {
    const errors: FieldErrors = {};
    // Checked first, locked last: the project lock (one insert at a time per project) is held
    // only for the order key, the insert and the activity.
    const project = await findProject(tx, workspaceId, input.project_id);
    if (!project) throw httpErrors.invalidField('project_id', TASK_MESSAGES.projectNotFound);
    const statusIds = await projectStatusIds(tx, project.id);
    const statusId =
      input.status_id === undefined
        ? await defaultStatus(tx, statusIds)
        : await checkStatus(tx, workspaceId, statusIds, input.status_id, errors);
    const priorityId =
      input.priority_id === undefined
        ? await defaultPriority(tx, workspaceId)
        : await checkPriority(tx, workspaceId, input.priority_id, errors);
    const lists = await checkLists(tx, workspaceId, project, undefined, input, errors);
    const fields = await projectFields(tx, project.id);
    const custom = await applyCustomFieldValues(tx, workspaceId, fields, {}, input.custom_field_values ?? {});
    Object.assign(errors, custom.errors);
    if (Object.keys(errors).length > 0) throw httpErrors.unprocessable(errors);
    if (!(await lockProject(tx, workspaceId, project.id))) throw httpErrors.invalidField('project_id', TASK_MESSAGES.projectNotFound);

    const [row] = await tx
      .insert(tasks)
      .values({
        workspaceId,
        projectId: project.id,
        title: input.title ?? NEW_TASK_DEFAULTS.title,
        description: input.description ?? null,
        statusId: statusId!,
        priorityId,
        startDate: input.start_date ?? null,
        dueDate: input.due_date ?? null,
        progress: input.progress ?? NEW_TASK_DEFAULTS.progress,
        timeEstimateMinutes: input.time_estimate_minutes ?? null,
        trackTime: input.track_time ?? false,
        position: keyBetween(await lastPosition(tx, project.id), null),
        customFieldValues: custom.values,
        createdBy: auth.user.id,
      })
      .returning({ id: tasks.id });
    await writeLists(tx, row!.id, lists, { assignees: true, tags: true, relationships: true });
    await recordActivity(tx, auth, row!.id, [{ type: 'created' }]);
    return row!.id;
  });
  return getTask(db, workspaceId, id);
}

/**
 * PUT /tasks/update `{ id, ...fields }`: validates everything first, then writes the changes
 * and one activity row per changed field, in one transaction.
 */
export async function updateTask(db: Database, auth: RequestAuth, input: UpdateInput): Promise<Task> {
  const workspaceId = auth.workspaceId;
  return db.transaction(async (tx) => {
    const errors: FieldErrors = {};
    // The task row is locked (edits of one task run one at a time, so the activity's old values are
    // right); the project only when the task moves to it and needs an order key there.
    const task = await findTask(tx, workspaceId, input.id, { lock: true });
    if (!task) throw httpErrors.notFound(TASK_MESSAGES.taskNotFound);
    const moving = input.project_id !== undefined && input.project_id !== task.projectId;
    const project = moving
      ? await lockProject(tx, workspaceId, input.project_id!)
      : await findProject(tx, workspaceId, task.projectId);
    if (!project) throw httpErrors.invalidField('project_id', TASK_MESSAGES.projectNotFound);
    const [before] = await selectTasksById(tx, workspaceId, [task.id], { computed: false });

    const statusIds = await projectStatusIds(tx, project.id);
    let statusId = task.statusId;
    if (input.status_id !== undefined) statusId = (await checkStatus(tx, workspaceId, statusIds, input.status_id, errors)) ?? statusId;
    else if (moving && !statusIds.includes(statusId)) statusId = (await defaultStatus(tx, statusIds)) ?? statusId;
    const priorityId =
      input.priority_id === undefined ? task.priorityId : await checkPriority(tx, workspaceId, input.priority_id, errors);
    const startDate = input.start_date === undefined ? task.startDate : input.start_date;
    const dueDate = input.due_date === undefined ? task.dueDate : input.due_date;
    if (startDate && dueDate && startDate > dueDate) {
      (errors[input.due_date === undefined ? 'start_date' : 'due_date'] ??= []).push(TASK_MESSAGES.dueBeforeStart);
    }
    const lists = await checkLists(tx, workspaceId, project, before, input, errors);
    const fields = await projectFields(tx, project.id);
    const custom = await applyCustomFieldValues(
      tx,
      workspaceId,
      fields,
      moving ? {} : task.customFieldValues,
      input.custom_field_values ?? {},
    );
    Object.assign(errors, custom.errors);
    if (Object.keys(errors).length > 0) throw httpErrors.unprocessable(errors);

    const changes: Partial<typeof tasks.$inferInsert> = {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      statusId,
      priorityId,
      startDate,
      dueDate,
      ...(input.progress !== undefined && { progress: input.progress }),
      ...(input.time_estimate_minutes !== undefined && { timeEstimateMinutes: input.time_estimate_minutes }),
      ...(input.track_time !== undefined && { trackTime: input.track_time }),
      customFieldValues: custom.values,
      ...(moving && { projectId: project.id, position: keyBetween(await lastPosition(tx, project.id), null) }),
    };
    await tx
      .update(tasks)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(tasks.id, task.id));
    const written = {
      assignees: input.assignee_ids !== undefined || input.assigned_to !== undefined,
      tags: input.tag_ids !== undefined,
      relationships: input.relationships !== undefined,
    };
    await writeLists(tx, task.id, lists, written, true);
    // The reply, read once: the task row stays locked until commit, so it is what gets committed.
    // The activity compares stored values only: computed ones are left out of the diff.
    const [after] = await selectTasksById(tx, workspaceId, [task.id]);
    const computedKeys = new Set(fields.filter((field) => isComputedFieldType(field.type)).map((field) => String(field.id)));
    const stored = {
      ...after!,
      custom_field_values: Object.fromEntries(Object.entries(after!.custom_field_values).filter(([key]) => !computedKeys.has(key))),
    };
    await recordActivity(tx, auth, task.id, changedFields(before!, stored));
    return after!;
  });
}

/** DELETE /tasks/destroy: admins and managers delete any task, the others only those they created. */
export async function destroyTask(
  db: Database,
  auth: RequestAuth,
  id: number,
  storage?: MediaStorage,
): Promise<{ id: number; project_id: number }> {
  const { mediaKeys, projectId } = await db.transaction(async (tx) => {
    const task = await findTask(tx, auth.workspaceId, id);
    if (!task) throw httpErrors.notFound(TASK_MESSAGES.taskNotFound);
    if (!isAllowed(auth.role, 'tasks.deleteAny') && task.createdBy !== auth.user.id) {
      throw httpErrors.forbidden(TASK_MESSAGES.onlyOwnTasks);
    }
    const keys = await lockMediaKeysOf(tx, auth.workspaceId, { taskId: task.id });
    await tx.delete(tasks).where(eq(tasks.id, task.id));
    return { mediaKeys: keys, projectId: task.projectId };
  });
  // The attachment rows went with the task; their files go now (best effort).
  await storage?.remove(mediaKeys);
  return { id, project_id: projectId };
}

/**
 * PUT /tasks/reorder: one new order key between the anchor and its neighbour; nothing else moves.
 * With `status_id` (a board drop) the status changes in the same transaction and is recorded in
 * the activity like an edit; `status_id` alone puts the task last in its project.
 */
export async function reorderTask(db: Database, auth: RequestAuth, input: ReorderInput): Promise<Task> {
  const workspaceId = auth.workspaceId;
  await db.transaction(async (tx) => {
    const task = await findTask(tx, workspaceId, input.id);
    if (!task) throw httpErrors.notFound(TASK_MESSAGES.taskNotFound);
    const anchorId = input.before_id ?? input.after_id;
    const field = input.before_id !== undefined ? 'before_id' : 'after_id';
    if (anchorId === task.id) throw httpErrors.invalidField(field, TASK_MESSAGES.reorderItself);
    await lockProject(tx, workspaceId, task.projectId);
    const anchor = anchorId === undefined ? undefined : await findTask(tx, workspaceId, anchorId);
    if (anchorId !== undefined) {
      if (!anchor) throw httpErrors.invalidField(field, TASK_MESSAGES.taskNotFound);
      if (anchor.projectId !== task.projectId) throw httpErrors.invalidField(field, TASK_MESSAGES.reorderOtherProject);
    }
    let statusId = task.statusId;
    if (input.status_id !== undefined) {
      const errors: FieldErrors = {};
      statusId = (await checkStatus(tx, workspaceId, await projectStatusIds(tx, task.projectId), input.status_id, errors)) ?? statusId;
      if (Object.keys(errors).length > 0) throw httpErrors.unprocessable(errors);
    }

    const others = and(eq(tasks.projectId, task.projectId), ne(tasks.id, task.id));
    let position: string;
    if (!anchor) {
      position = keyBetween(await lastPosition(tx, task.projectId), null);
    } else if (field === 'before_id') {
      const [previous] = await tx
        .select({ position: tasks.position })
        .from(tasks)
        .where(and(others, lt(tasks.position, anchor.position)))
        .orderBy(desc(tasks.position))
        .limit(1);
      position = keyBetween(previous?.position ?? null, anchor.position);
    } else {
      const [following] = await tx
        .select({ position: tasks.position })
        .from(tasks)
        .where(and(others, gt(tasks.position, anchor.position)))
        .orderBy(asc(tasks.position))
        .limit(1);
      position = keyBetween(anchor.position, following?.position ?? null);
    }
    if (statusId === task.statusId) {
      await tx.update(tasks).set({ position }).where(eq(tasks.id, task.id));
      return;
    }
    await tx.update(tasks).set({ position, statusId, updatedAt: new Date() }).where(eq(tasks.id, task.id));
    await recordActivity(tx, auth, task.id, [
      { type: 'updated', field: 'status_id', oldValue: task.statusId, newValue: statusId },
    ]);
  });
  return getTask(db, workspaceId, input.id);
}

// Helpers ----------------------------------------------------------------------------------------

/**
 * The project row, locked until the transaction ends (FOR NO KEY UPDATE): task inserts and moves
 * in one project run one at a time, so order keys never collide; foreign-key checks are not blocked.
 */
async function lockProject(tx: Database, workspaceId: number, projectId: number): Promise<ProjectRow | undefined> {
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.workspaceId, workspaceId), eq(projects.id, projectId)))
    .for('no key update');
  return row;
}

async function lastPosition(tx: Database, projectId: number): Promise<string | null> {
  const [last] = await tx
    .select({ position: tasks.position })
    .from(tasks)
    .where(eq(tasks.projectId, projectId))
    .orderBy(desc(tasks.position))
    .limit(1);
  return last?.position ?? null;
}

/** The project's first status of category todo (spec §9: status to-do), else its first. */
async function defaultStatus(tx: Database, statusIds: readonly number[]): Promise<number | undefined> {
  if (statusIds.length === 0) return undefined;
  const rows = await tx
    .select({ id: statuses.id, category: statuses.category })
    .from(statuses)
    .where(inArray(statuses.id, [...statusIds]));
  const todo = statusIds.find((id) => rows.find((row) => row.id === id)?.category === 'todo');
  return todo ?? statusIds[0];
}

async function checkStatus(
  tx: Database,
  workspaceId: number,
  statusIds: readonly number[],
  statusId: number,
  errors: FieldErrors,
): Promise<number | undefined> {
  if (statusIds.includes(statusId)) return statusId;
  const [exists] = await tx
    .select({ id: statuses.id })
    .from(statuses)
    .where(and(eq(statuses.workspaceId, workspaceId), eq(statuses.id, statusId)));
  (errors.status_id ??= []).push(exists ? TASK_MESSAGES.statusNotInProject : TASK_MESSAGES.statusNotFound);
  return undefined;
}

/** The workspace's medium priority (spec §9), else none. */
async function defaultPriority(tx: Database, workspaceId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: priorities.id })
    .from(priorities)
    .where(and(eq(priorities.workspaceId, workspaceId), eq(priorities.slug, NEW_TASK_DEFAULTS.prioritySlug)));
  return row?.id ?? null;
}

async function checkPriority(
  tx: Database,
  workspaceId: number,
  priorityId: number | null,
  errors: FieldErrors,
): Promise<number | null> {
  if (priorityId === null) return null;
  const [row] = await tx
    .select({ id: priorities.id })
    .from(priorities)
    .where(and(eq(priorities.workspaceId, workspaceId), eq(priorities.id, priorityId)));
  if (!row) (errors.priority_id ??= []).push(TASK_MESSAGES.priorityNotFound);
  return priorityId;
}

/** Assignees, tags and links to write: the sent ones (checked), else the current ones. */
async function checkLists(
  tx: Database,
  workspaceId: number,
  project: ProjectRow,
  current: Task | undefined,
  input: Pick<StoreInput, 'assignee_ids' | 'assigned_to' | 'tag_ids' | 'relationships'> & { id?: number },
  errors: FieldErrors,
): Promise<TaskLists> {
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const assigneeIds =
    input.assignee_ids ??
    (input.assigned_to === undefined ? (current?.assignee_ids ?? []) : input.assigned_to === null ? [] : [input.assigned_to]);
  const assigneeField = input.assignee_ids === undefined && input.assigned_to !== undefined ? 'assigned_to' : 'assignee_ids';
  if (input.assignee_ids !== undefined || input.assigned_to !== undefined) {
    const members = await existingIds(tx, 'members', workspaceId, assigneeIds);
    if (!assigneeIds.every((id) => members.has(id))) fail(assigneeField, TASK_MESSAGES.assigneeNotMember);
    if (assigneeIds.length > 1 && project.clickApps['multiple-assignees'] === false) {
      fail(assigneeField, TASK_MESSAGES.singleAssignee);
    }
  }

  const tagIds = input.tag_ids ?? current?.tag_ids ?? [];
  if (input.tag_ids !== undefined && tagIds.length > 0) {
    const found = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.workspaceId, workspaceId), inArray(tags.id, tagIds)));
    if (found.length !== tagIds.length) fail('tag_ids', TASK_MESSAGES.tagNotFound);
  }

  const relationships =
    input.relationships ?? current?.relationships.map(({ task_id, type }) => ({ task_id, type })) ?? [];
  if (input.relationships !== undefined) {
    const ids = relationships.map((link) => link.task_id);
    if (input.id !== undefined && ids.includes(input.id)) fail('relationships', TASK_MESSAGES.relatedToItself);
    else if (new Set(ids).size !== ids.length) fail('relationships', TASK_MESSAGES.distinct);
    else {
      const found = await existingIds(tx, 'tasks', workspaceId, ids);
      if (!ids.every((id) => found.has(id))) fail('relationships', TASK_MESSAGES.relatedTaskNotFound);
    }
  }
  return { assigneeIds, tagIds, relationships };
}

/** Writes the lists that were sent (replacing the task's), every link of the task in both directions. */
async function writeLists(
  tx: Database,
  taskId: number,
  lists: TaskLists,
  which: { assignees: boolean; tags: boolean; relationships: boolean },
  replace = false,
): Promise<void> {
  if (which.assignees) {
    if (replace) await tx.delete(taskAssignees).where(eq(taskAssignees.taskId, taskId));
    if (lists.assigneeIds.length > 0) {
      await tx
        .insert(taskAssignees)
        .values(lists.assigneeIds.map((userId, position) => ({ taskId, userId, position })));
    }
  }
  if (which.tags) {
    if (replace) await tx.delete(taskTags).where(eq(taskTags.taskId, taskId));
    if (lists.tagIds.length > 0) await tx.insert(taskTags).values(lists.tagIds.map((tagId) => ({ taskId, tagId })));
  }
  if (which.relationships) {
    if (replace) {
      await tx.delete(taskLinks).where(or(eq(taskLinks.taskId, taskId), eq(taskLinks.relatedTaskId, taskId)));
    }
    if (lists.relationships.length > 0) {
      await tx
        .insert(taskLinks)
        .values(lists.relationships.map((link) => ({ taskId, relatedTaskId: link.task_id, type: link.type })));
    }
  }
}

/** The tracked fields compared value to value; relationships and custom fields are compared below. */
const TRACKED = TRACKED_TASK_FIELDS.filter(
  (field): field is Exclude<(typeof TRACKED_TASK_FIELDS)[number], 'relationships' | 'custom_field'> =>
    field !== 'relationships' && field !== 'custom_field',
);

/** One activity entry per field that changed (custom fields one per field), old → new. */
function changedFields(before: Task, after: Task): ActivityEntry[] {
  const entries: ActivityEntry[] = [];
  for (const field of TRACKED) {
    if (!sameJson(before[field], after[field])) {
      entries.push({ type: 'updated', field, oldValue: before[field], newValue: after[field] });
    }
  }
  const links = (task: Task) => task.relationships.map(({ task_id, type }) => ({ task_id, type }));
  if (!sameJson(links(before), links(after))) {
    entries.push({ type: 'updated', field: 'relationships', oldValue: links(before), newValue: links(after) });
  }
  const keys = new Set([...Object.keys(before.custom_field_values), ...Object.keys(after.custom_field_values)]);
  for (const key of [...keys].sort((a, b) => Number(a) - Number(b))) {
    const oldValue = before.custom_field_values[key] ?? null;
    const newValue = after.custom_field_values[key] ?? null;
    if (!sameJson(oldValue, newValue)) {
      entries.push({ type: 'updated', field: 'custom_field', customFieldId: Number(key), oldValue, newValue });
    }
  }
  return entries;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function encodeCursor(row: Pick<TaskRow, 'projectId' | 'position'>): string {
  return Buffer.from(JSON.stringify([row.projectId, row.position])).toString('base64url');
}

function decodeCursor(cursor: string): { projectId: number; position: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      Number.isSafeInteger(value[0]) &&
      value[0] > 0 &&
      value[0] <= 2_147_483_647 &&
      typeof value[1] === 'string' &&
      /^[0-9A-Za-z]{1,200}$/.test(value[1])
    ) {
      return { projectId: value[0] as number, position: value[1] };
    }
  } catch {
    // fall through
  }
  throw httpErrors.invalidField('cursor', TASK_MESSAGES.cursorInvalid);
}
