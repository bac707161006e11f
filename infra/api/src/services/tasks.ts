import {
  isAllowedOnRecord,
  isComputedFieldType,
  NEW_TASK_DEFAULTS,
  TASK_MESSAGES,
  TASKS_DEFAULT_PER_PAGE,
  TRACKED_TASK_FIELDS,
  type FieldErrors,
  type Task,
  type TaskPage,
  type TaskRelationship,
  type taskListQuerySchema,
  type taskReorderRequestSchema,
  type taskStoreRequestSchema,
  type taskUpdateRequestSchema,
} from '@kanri/contracts';
import { and, asc, desc, eq, gt, ilike, lt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { projects, taskAssignees, tasks } from '../db/schema.js';
import { isForeignKeyViolation, isNoDataFound } from '../lib/db-errors.js';
import { httpErrors } from '../lib/http-errors.js';
import type { MediaStorage } from '../lib/media-storage.js';
import { keyBetween } from '../lib/order-keys.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import type { NoticeHead } from '../realtime/task-notice.js';
import { applyCustomFieldValues, customFieldValueIds } from './custom-field-values.js';
import type { ProjectRow } from './projects.js';
import { recordActivity, type ActivityEntry } from './task-activity.js';
import { lockMediaKeysOf } from './task-media.js';
import { selectTasks, selectTasksById, selectTaskVersion } from './task-reads.js';
import {
  insertTask,
  readTaskContext,
  taskContextJson,
  toTaskContext,
  updateTaskRow,
  type ContextJson,
  type ContextQuery,
  type TaskContext,
  type TaskListWrites,
  type TaskValues,
} from './task-writes.js';
import { containsPattern } from '../lib/like-pattern.js';

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
    query.search ? ilike(tasks.title, containsPattern(query.search)) : undefined,
  )!;
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const page = cursor ? null : (query.page ?? 1);
  const offset = page ? (page - 1) * perPage : 0;
  const countAll = sql`(select count(*)::int from ${tasks} where ${filters})`;
  const read = await selectTasks(db, workspaceId, {
    where: and(
      filters,
      cursor
        ? sql`(${tasks.projectId}, ${tasks.position}) > (${cursor.projectId}::int, ${cursor.position}::text collate "C")`
        : undefined,
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
    next_cursor:
      read.items.length > perPage && last ? encodeCursor({ projectId: last.project_id, position: last.position }) : null,
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

/** The lists a task write sends. */
type ListInput = Pick<StoreInput, 'assignee_ids' | 'assigned_to' | 'tag_ids' | 'relationships'>;

/**
 * POST /tasks/store: the spec §9 defaults (New Task, the project's first to-do status, priority
 * medium, progress 0, no assignees) for what is not sent; the task goes last in its project.
 * Checked in one read, written in one statement, then read back (infra/api/README.md, "Writes").
 */
export async function createTask(db: Database, auth: RequestAuth, input: StoreInput, notice?: NoticeHead): Promise<Task> {
  const workspaceId = auth.workspaceId;
  const id = await retryingStaleChecks(async () => {
    const context = await readTaskContext(db, workspaceId, contextQuery(input.project_id, input));
    const errors: FieldErrors = {};
    if (!context.project) throw httpErrors.invalidField('project_id', TASK_MESSAGES.projectNotFound);
    const statusId = input.status_id === undefined ? defaultStatus(context) : checkStatus(context, input.status_id, errors);
    // A project without any status cannot take a task: a 422 naming the field, not a failed insert.
    if (statusId === undefined && !errors.status_id) errors.status_id = [TASK_MESSAGES.statusNotFound];
    const priorityId =
      input.priority_id === undefined ? context.mediumPriorityId : checkPriority(context, input.priority_id, errors);
    const lists = checkLists(context, undefined, input, errors);
    const custom = applyCustomFieldValues(context.fields, {}, input.custom_field_values ?? {}, context.found);
    Object.assign(errors, custom.errors);
    if (Object.keys(errors).length > 0 || statusId === undefined) throw httpErrors.unprocessable(errors);
    try {
      return await insertTask(
        db,
        { workspaceId, userId: auth.user.id },
        {
          projectId: context.project.id,
          title: input.title ?? NEW_TASK_DEFAULTS.title,
          description: input.description ?? null,
          statusId,
          priorityId,
          startDate: input.start_date ?? null,
          dueDate: input.due_date ?? null,
          progress: input.progress ?? NEW_TASK_DEFAULTS.progress,
          timeEstimateMinutes: input.time_estimate_minutes ?? null,
          trackTime: input.track_time ?? false,
          customFieldValues: custom.values,
        },
        { assigneeIds: lists.assigneeIds, tagIds: lists.tagIds, relationships: lists.relationships },
        notice,
      );
    } catch (error) {
      if (isNoDataFound(error)) throw httpErrors.invalidField('project_id', TASK_MESSAGES.projectNotFound);
      throw error;
    }
  });
  return getTask(db, workspaceId, id);
}

/**
 * PUT /tasks/update `{ id, ...fields }`: validates everything first, then writes the changes and
 * one activity row per changed field in one statement, applied only if the task is still as it
 * was read (else read and check again). After a few collisions on a busy task, the attempt holds
 * the task's row lock instead, so it cannot collide again.
 */
export async function updateTask(db: Database, auth: RequestAuth, input: UpdateInput, notice?: NoticeHead): Promise<Task> {
  for (let attempt = 1; ; attempt += 1) {
    const written = await retryingStaleChecks(() =>
      attempt <= OPTIMISTIC_ATTEMPTS
        ? tryUpdateTask(db, auth, input, notice)
        : db.transaction(async (tx) => {
            await findTask(tx, auth.workspaceId, input.id, { lock: true });
            return tryUpdateTask(tx, auth, input, notice);
          }),
    );
    if (written) return getTask(db, auth.workspaceId, input.id);
  }
}

/** Optimistic update attempts before one that locks the row. */
const OPTIMISTIC_ATTEMPTS = 3;

/** One read-check-write of an update; false when the task changed in between (nothing written). */
async function tryUpdateTask(db: Database, auth: RequestAuth, input: UpdateInput, notice?: NoticeHead): Promise<boolean> {
  const workspaceId = auth.workspaceId;
  // The task and the context of its checks, in one statement.
  const query = contextQuery(input.project_id ?? null, input);
  const read = await selectTaskVersion(db, workspaceId, input.id, {
    value: taskContextJson(workspaceId, query),
    projectId: query.projectId,
  });
  if (!read) throw httpErrors.notFound(TASK_MESSAGES.taskNotFound);
  const { task: before, version } = read;
  const moving = input.project_id !== undefined && input.project_id !== before.project_id;
  const context = toTaskContext(read.context as ContextJson);
  if (!context.project) throw httpErrors.invalidField('project_id', TASK_MESSAGES.projectNotFound);

  const errors: FieldErrors = {};
  let statusId = before.status_id;
  if (input.status_id !== undefined) statusId = checkStatus(context, input.status_id, errors) ?? statusId;
  else if (moving && !context.statuses.some((status) => status.id === statusId)) statusId = defaultStatus(context) ?? statusId;
  const priorityId = input.priority_id === undefined ? before.priority_id : checkPriority(context, input.priority_id, errors);
  const startDate = input.start_date === undefined ? before.start_date : input.start_date;
  const dueDate = input.due_date === undefined ? before.due_date : input.due_date;
  if (startDate && dueDate && startDate > dueDate) {
    (errors[input.due_date === undefined ? 'start_date' : 'due_date'] ??= []).push(TASK_MESSAGES.dueBeforeStart);
  }
  const lists = checkLists(context, before, { ...input, id: before.id }, errors);
  const custom = applyCustomFieldValues(
    context.fields,
    moving ? {} : before.custom_field_values,
    input.custom_field_values ?? {},
    context.found,
  );
  Object.assign(errors, custom.errors);
  if (Object.keys(errors).length > 0) throw httpErrors.unprocessable(errors);

  const sent = {
    assigneeIds: input.assignee_ids !== undefined || input.assigned_to !== undefined ? lists.assigneeIds : undefined,
    tagIds: input.tag_ids !== undefined ? lists.tagIds : undefined,
    relationships: input.relationships !== undefined ? lists.relationships : undefined,
  };
  const values: TaskValues = {
    projectId: context.project.id,
    title: input.title ?? before.title,
    description: input.description === undefined ? before.description : input.description,
    statusId,
    priorityId,
    startDate,
    dueDate,
    progress: input.progress ?? before.progress,
    timeEstimateMinutes: input.time_estimate_minutes === undefined ? before.time_estimate_minutes : input.time_estimate_minutes,
    trackTime: input.track_time ?? before.track_time,
    customFieldValues: custom.values,
  };
  const computedKeys = new Set(
    context.fields.filter((field) => isComputedFieldType(field.type)).map((field) => String(field.id)),
  );
  const after: TrackedState = {
    ...before,
    project_id: values.projectId,
    title: values.title,
    description: values.description,
    status_id: values.statusId,
    priority_id: values.priorityId,
    assignee_ids: sent.assigneeIds ? [...sent.assigneeIds] : before.assignee_ids,
    start_date: values.startDate,
    due_date: values.dueDate,
    progress: values.progress,
    time_estimate_minutes: values.timeEstimateMinutes,
    track_time: values.trackTime,
    tag_ids: sent.tagIds ? [...sent.tagIds].sort((a, b) => a - b) : before.tag_ids,
    relationships: sent.relationships ?? before.relationships,
    custom_field_values: Object.fromEntries(Object.entries(custom.values).filter(([key]) => !computedKeys.has(key))),
  };
  // Only what changed is written; the activity compares stored values (computed ones left out).
  const stored: Record<keyof typeof values, unknown> = {
    projectId: before.project_id,
    title: before.title,
    description: before.description,
    statusId: before.status_id,
    priorityId: before.priority_id,
    startDate: before.start_date,
    dueDate: before.due_date,
    progress: before.progress,
    timeEstimateMinutes: before.time_estimate_minutes,
    trackTime: before.track_time,
    customFieldValues: before.custom_field_values,
  };
  const columns = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !sameJson(value, stored[key as keyof typeof values])),
  ) as Partial<typeof values>;
  try {
    const actor = { workspaceId, userId: auth.user.id };
    return await updateTaskRow(db, actor, { id: before.id, version }, columns, sent, changedFields(before, after), notice);
  } catch (error) {
    if (isNoDataFound(error)) throw httpErrors.invalidField('project_id', TASK_MESSAGES.projectNotFound);
    throw error;
  }
}

/**
 * Runs a check-then-write again when the write hit a foreign key: a row the checks found (a tag,
 * a status, a linked task) was deleted in between, and the next checks report it as a 422.
 */
async function retryingStaleChecks<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || !isForeignKeyViolation(error)) throw error;
    }
  }
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
    if (!isAllowedOnRecord(auth.role, auth.user.id, 'tasks.delete', task.createdBy)) {
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
      const context = await readTaskContext(tx, workspaceId, {
        projectId: task.projectId,
        statusId: input.status_id,
        memberIds: [],
        tagIds: [],
        taskIds: [],
      });
      statusId = checkStatus(context, input.status_id, errors) ?? statusId;
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

/** What the checks of a write of `input` into `projectId` read. */
function contextQuery<Project extends number | null>(
  projectId: Project,
  input: ListInput & Pick<StoreInput, 'status_id' | 'priority_id' | 'custom_field_values'>,
): ContextQuery & { projectId: Project } {
  const patchIds = customFieldValueIds(input.custom_field_values ?? {});
  const assignees = input.assignee_ids ?? (typeof input.assigned_to === 'number' ? [input.assigned_to] : []);
  return {
    projectId,
    statusId: input.status_id,
    priorityId: input.priority_id,
    memberIds: [...assignees, ...patchIds],
    tagIds: input.tag_ids ?? [],
    taskIds: [...(input.relationships ?? []).map((link) => link.task_id), ...patchIds],
  };
}

/** The project's first status of category todo (spec §9: status to-do), else its first. */
function defaultStatus(context: TaskContext): number | undefined {
  return (context.statuses.find((status) => status.category === 'todo') ?? context.statuses[0])?.id;
}

function checkStatus(context: TaskContext, statusId: number, errors: FieldErrors): number | undefined {
  if (context.statuses.some((status) => status.id === statusId)) return statusId;
  (errors.status_id ??= []).push(context.statusExists ? TASK_MESSAGES.statusNotInProject : TASK_MESSAGES.statusNotFound);
  return undefined;
}

function checkPriority(context: TaskContext, priorityId: number | null, errors: FieldErrors): number | null {
  if (priorityId !== null && !context.priorityExists) (errors.priority_id ??= []).push(TASK_MESSAGES.priorityNotFound);
  return priorityId;
}

/** Assignees, tags and links to write: the sent ones (checked), else the current ones. */
function checkLists(
  context: TaskContext,
  current: Task | undefined,
  input: ListInput & { id?: number },
  errors: FieldErrors,
): Required<TaskListWrites> {
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const assigneeIds =
    input.assignee_ids ??
    (input.assigned_to === undefined ? (current?.assignee_ids ?? []) : input.assigned_to === null ? [] : [input.assigned_to]);
  const assigneeField = input.assignee_ids === undefined && input.assigned_to !== undefined ? 'assigned_to' : 'assignee_ids';
  if (input.assignee_ids !== undefined || input.assigned_to !== undefined) {
    if (!assigneeIds.every((id) => context.found.members.has(id))) fail(assigneeField, TASK_MESSAGES.assigneeNotMember);
    if (assigneeIds.length > 1 && context.project?.clickApps['multiple-assignees'] === false) {
      fail(assigneeField, TASK_MESSAGES.singleAssignee);
    }
  }

  const tagIds = input.tag_ids ?? current?.tag_ids ?? [];
  if (input.tag_ids !== undefined && !tagIds.every((id) => context.found.tags.has(id)))
    fail('tag_ids', TASK_MESSAGES.tagNotFound);

  const relationships = input.relationships ?? current?.relationships.map(({ task_id, type }) => ({ task_id, type })) ?? [];
  if (input.relationships !== undefined) {
    const ids = relationships.map((link) => link.task_id);
    if (input.id !== undefined && ids.includes(input.id)) fail('relationships', TASK_MESSAGES.relatedToItself);
    else if (new Set(ids).size !== ids.length) fail('relationships', TASK_MESSAGES.distinct);
    else if (!ids.every((id) => context.found.tasks.has(id))) fail('relationships', TASK_MESSAGES.relatedTaskNotFound);
  }
  return { assigneeIds, tagIds, relationships };
}

/** The tracked fields compared value to value; relationships and custom fields are compared below. */
const TRACKED = TRACKED_TASK_FIELDS.filter(
  (field): field is Exclude<(typeof TRACKED_TASK_FIELDS)[number], 'relationships' | 'custom_field'> =>
    field !== 'relationships' && field !== 'custom_field',
);

/** What the activity compares: the tracked fields, links by task and type. */
type TrackedState = Omit<Task, 'relationships'> & { relationships: readonly Pick<TaskRelationship, 'task_id' | 'type'>[] };

/** One activity entry per field that changed (custom fields one per field), old → new. */
function changedFields(before: TrackedState, after: TrackedState): ActivityEntry[] {
  const entries: ActivityEntry[] = [];
  for (const field of TRACKED) {
    if (!sameJson(before[field], after[field])) {
      entries.push({ type: 'updated', field, oldValue: before[field], newValue: after[field] });
    }
  }
  const links = (task: TrackedState) => task.relationships.map(({ task_id, type }) => ({ task_id, type }));
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

/** Equal as JSON, whatever the order of object keys (a value read back from jsonb has its own). */
function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a ?? null) === canonicalJson(b ?? null);
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
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
