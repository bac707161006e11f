import {
  NEW_TASK_DEFAULTS,
  type ClickApps,
  type CustomField,
  type StatusCategory,
  type TaskRelationshipInput,
} from '@kanri/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  customFields,
  priorities,
  projects,
  projectStatuses,
  statuses,
  tags,
  taskActivities,
  taskAssignees,
  taskLinks,
  tasks,
  taskTags,
  workspaceMembers,
} from '../db/schema.js';
import { intArray, queryRows } from '../db/statements.js';
import { noticeSql, type NoticeHead } from '../realtime/task-notice.js';
import { STATEMENT_TASK, taskAssignedNotifications } from './notifications/rules.js';
import { insertNotificationEvents } from './notifications/write.js';
import type { ActivityEntry } from './task-activity.js';

/**
 * The task writes in few round trips (infra/api/README.md, "Writes"): everything a write checks is
 * read in one statement (`readTaskContext`), checked in JavaScript, then written in one statement
 * (the row, its lists, its activity and its live-update notice together, so nothing is half-written). No transaction is
 * held open between them: a create places the task last under the project's lock inside its
 * statement (`kanri_next_task_position`), an update applies only if the task is still the version
 * that was read (`xmin`), else the caller reads and checks again.
 */

/** What the checks of a task write need, read at once. */
export interface TaskContext {
  /** The project the task is (or goes) in; null when it is not in the workspace. */
  project: { id: number; clickApps: Partial<ClickApps> } | null;
  /** The project's statuses in order. */
  statuses: { id: number; category: StatusCategory }[];
  /** Whether the asked status exists in the workspace (in another project's workflow, say). */
  statusExists: boolean;
  /** The workspace's medium priority (spec §9), if it has one. */
  mediumPriorityId: number | null;
  priorityExists: boolean;
  /** The project's custom fields in column order. */
  fields: Pick<CustomField, 'id' | 'type' | 'options'>[];
  /** Which of the asked ids exist in the workspace. */
  found: FoundIds;
}

export interface FoundIds {
  /** Members (any membership). */
  members: ReadonlySet<number>;
  tags: ReadonlySet<number>;
  tasks: ReadonlySet<number>;
}

export interface ContextQuery {
  /** The project written into; null: the project of the task read with it (`selectTaskVersion`). */
  projectId: number | null;
  statusId?: number;
  priorityId?: number | null;
  memberIds: readonly number[];
  tagIds: readonly number[];
  taskIds: readonly number[];
}

/** The context as one JSON value, read by `taskContextJson`. */
export interface ContextJson {
  project_id: number | null;
  click_apps: Partial<ClickApps> | null;
  statuses: TaskContext['statuses'] | null;
  status_exists: boolean;
  medium_priority_id: number | null;
  priority_exists: boolean;
  fields: TaskContext['fields'] | null;
  members: number[];
  tags: number[];
  tasks: number[];
}

/**
 * The context of a write as one JSON value, over the project row `p` joined by the caller (null
 * columns when it is not in the workspace): alone (`readTaskContext`) or as a column of the update's
 * read of the task (`selectTaskVersion`), one statement either way.
 */
export function taskContextJson(workspaceId: number, query: Omit<ContextQuery, 'projectId'>): SQL {
  return sql`json_build_object(
    'project_id', p.id,
    'click_apps', p.click_apps,
    'statuses', (
      select json_agg(json_build_object('id', s.id, 'category', s.category) order by ps.position, ps.status_id)
      from ${projectStatuses} ps join ${statuses} s on s.id = ps.status_id
      where ps.project_id = p.id
    ),
    'status_exists', exists (select 1 from ${statuses} s where s.workspace_id = ${workspaceId} and s.id = ${query.statusId ?? null}::int),
    'medium_priority_id', (select r.id from ${priorities} r where r.workspace_id = ${workspaceId} and r.slug = ${NEW_TASK_DEFAULTS.prioritySlug}),
    'priority_exists', exists (select 1 from ${priorities} r where r.workspace_id = ${workspaceId} and r.id = ${query.priorityId ?? null}::int),
    'fields', (
      select json_agg(json_build_object('id', f.id, 'type', f.type, 'options', f.options) order by f.position, f.id)
      from ${customFields} f where f.project_id = p.id
    ),
    'members', array(select m.user_id from ${workspaceMembers} m where m.workspace_id = ${workspaceId} and m.user_id = any(${intArray(query.memberIds)})),
    'tags', array(select g.id from ${tags} g where g.workspace_id = ${workspaceId} and g.id = any(${intArray(query.tagIds)})),
    'tasks', array(select t.id from ${tasks} t where t.workspace_id = ${workspaceId} and t.id = any(${intArray(query.taskIds)}))
  )`;
}

export async function readTaskContext(
  db: Database,
  workspaceId: number,
  query: ContextQuery & { projectId: number },
): Promise<TaskContext> {
  const [row] = await queryRows<{ context: ContextJson }>(
    db,
    sql`select ${taskContextJson(workspaceId, query)} as context
    from (select 1) one
    left join ${projects} p on p.workspace_id = ${workspaceId} and p.id = ${query.projectId}`,
  );
  return toTaskContext(row!.context);
}

export function toTaskContext(row: ContextJson): TaskContext {
  return {
    project: row.project_id === null ? null : { id: row.project_id, clickApps: row.click_apps ?? {} },
    statuses: row.statuses ?? [],
    statusExists: row.status_exists,
    mediumPriorityId: row.medium_priority_id,
    priorityExists: row.priority_exists,
    fields: row.fields ?? [],
    found: { members: new Set(row.members), tags: new Set(row.tags), tasks: new Set(row.tasks) },
  };
}

/** The columns a write sets (dates as `YYYY-MM-DD`). */
export interface TaskValues {
  projectId: number;
  title: string;
  description: string | null;
  statusId: number;
  priorityId: number | null;
  startDate: string | null;
  dueDate: string | null;
  progress: number;
  timeEstimateMinutes: number | null;
  trackTime: boolean;
  customFieldValues: Record<string, unknown>;
}

/** The lists to write; an absent one is left as it is. */
export interface TaskListWrites {
  assigneeIds?: readonly number[];
  tagIds?: readonly number[];
  relationships?: readonly TaskRelationshipInput[];
}

interface Actor {
  workspaceId: number;
  userId: number;
}

/**
 * Inserts a task last in its project with its lists and its `created` activity, in one statement;
 * returns its id. Throws no_data_found (`isNoDataFound`) when the project has left the workspace.
 */
export async function insertTask(
  db: Database,
  actor: Actor,
  values: TaskValues,
  lists: TaskListWrites,
  notice?: NoticeHead,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`with written as (
      insert into ${tasks} (workspace_id, project_id, title, description, status_id, priority_id, start_date, due_date,
        progress, time_estimate_minutes, track_time, position, custom_field_values, created_by)
      values (${actor.workspaceId}, ${values.projectId}, ${values.title}, ${values.description}, ${values.statusId},
        ${values.priorityId}::int, ${values.startDate}::date, ${values.dueDate}::date, ${values.progress},
        ${values.timeEstimateMinutes}::int, ${values.trackTime}, kanri_next_task_position(${actor.workspaceId}, ${values.projectId}),
        ${JSON.stringify(values.customFieldValues)}::jsonb, ${actor.userId})
      returning id, project_id, title
    )${listWrites(lists, false)},
    logged as (
      insert into ${taskActivities} (workspace_id, task_id, user_id, type)
      select ${actor.workspaceId}, c.id, ${actor.userId}, 'created' from written c
    )${assignedNotifications(actor, [], lists.assigneeIds ?? [])}
    ${selectWritten(notice)}`,
  );
  return row!.id;
}

/**
 * Applies an update read at `version` (the row's xmin) in one statement: the columns that changed,
 * the lists that were sent and one activity row per entry. False when the task changed (or went)
 * since it was read: nothing is written, the caller reads and checks again. A move to another
 * project (`columns.projectId`) also puts the task last there.
 */
export async function updateTaskRow(
  db: Database,
  actor: Actor,
  task: { id: number; version: string },
  columns: Partial<TaskValues>,
  lists: TaskListWrites,
  activity: readonly ActivityEntry[],
  notice?: NoticeHead,
): Promise<boolean> {
  const assignments = Object.entries(columns).map(([key, value]) => COLUMNS[key as keyof TaskValues](value as never));
  if (columns.projectId !== undefined) {
    assignments.push(sql`position = kanri_next_task_position(${actor.workspaceId}, ${columns.projectId})`);
  }
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with written as (
      update ${tasks} set ${sql.join([...assignments, sql`updated_at = now()`], sql`, `)}
      where id = ${task.id} and workspace_id = ${actor.workspaceId} and xmin = ${task.version}::xid
      returning id, project_id, title
    )${listWrites(lists, true)},
    logged as (
      insert into ${taskActivities} (workspace_id, task_id, user_id, type, field, custom_field_id, old_value, new_value)
      select ${actor.workspaceId}, c.id, ${actor.userId}, e.entry->>'type', e.entry->>'field', (e.entry->>'customFieldId')::int,
        nullif(e.entry->'oldValue', 'null'::jsonb), nullif(e.entry->'newValue', 'null'::jsonb)
      from written c, jsonb_array_elements(${JSON.stringify(activity)}::jsonb) with ordinality e(entry, ordinal)
      order by e.ordinal
    )${assigneeChange(activity, actor)}
    ${selectWritten(notice)}`,
  );
  return rows.length === 1;
}

/**
 * The `task.assigned` notifications of a write (the notifications module decides who), as a CTE
 * after a comma, or nothing when nobody is newly assigned: written by the statement itself, with the
 * task's id, project and title as written.
 */
function assignedNotifications(actor: Actor, before: readonly number[], after: readonly number[]): SQL {
  const events = taskAssignedNotifications({
    workspaceId: actor.workspaceId,
    task: STATEMENT_TASK,
    before,
    after,
    actor: { id: actor.userId },
  });
  if (events.length === 0) return sql``;
  return sql`, ${insertNotificationEvents(events, sql`select 1 from written`, { task: sql`written` })}`;
}

/** The assignees an update's activity records as changed (old → new), notified like a create's. */
function assigneeChange(activity: readonly ActivityEntry[], actor: Actor): SQL {
  const change = activity.find((entry) => entry.type === 'updated' && entry.field === 'assignee_ids');
  if (!change) return sql``;
  const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []);
  return assignedNotifications(actor, ids(change.oldValue), ids(change.newValue));
}

/** The statement's answer, the written row's id; with a notice, announced at commit. */
function selectWritten(notice: NoticeHead | undefined): SQL {
  const announce = notice ? sql`, ${noticeSql(notice, { taskId: sql`c.id`, projectId: sql`c.project_id` })}` : sql``;
  return sql`select c.id${announce} from written c`;
}

/** `column = value` of each value a write sets. */
const COLUMNS: { [Key in keyof TaskValues]-?: (value: TaskValues[Key] | undefined) => SQL } = {
  projectId: (value) => sql`project_id = ${value}`,
  title: (value) => sql`title = ${value}`,
  description: (value) => sql`description = ${value}`,
  statusId: (value) => sql`status_id = ${value}`,
  priorityId: (value) => sql`priority_id = ${value}::int`,
  startDate: (value) => sql`start_date = ${value}::date`,
  dueDate: (value) => sql`due_date = ${value}::date`,
  progress: (value) => sql`progress = ${value}`,
  timeEstimateMinutes: (value) => sql`time_estimate_minutes = ${value}::int`,
  trackTime: (value) => sql`track_time = ${value}`,
  customFieldValues: (value) => sql`custom_field_values = ${JSON.stringify(value)}::jsonb`,
};

/**
 * The CTEs writing the sent lists of the task of CTE `written`, each after a comma. Replacing:
 * assignees and tags not kept are deleted and the others upserted; links (both directions) are all
 * deleted first — the insert waits for the delete (it reads its count) — and inserted in the order
 * sent, which is the order they are read back in.
 */
function listWrites(lists: TaskListWrites, replace: boolean) {
  const parts: SQL[] = [];
  if (lists.assigneeIds) {
    const ids = intArray(lists.assigneeIds);
    if (replace) {
      parts.push(sql`unassigned as (
        delete from ${taskAssignees} where task_id in (select id from written) and user_id <> all(${ids})
      )`);
    }
    parts.push(sql`assigned as (
      insert into ${taskAssignees} (task_id, user_id, position)
      select c.id, a.user_id, a.ordinal - 1 from written c, unnest(${ids}) with ordinality a(user_id, ordinal)
      on conflict (task_id, user_id) do update set position = excluded.position
    )`);
  }
  if (lists.tagIds) {
    const ids = intArray(lists.tagIds);
    if (replace) {
      parts.push(sql`untagged as (delete from ${taskTags} where task_id in (select id from written) and tag_id <> all(${ids}))`);
    }
    parts.push(sql`tagged as (
      insert into ${taskTags} (task_id, tag_id) select c.id, t.tag_id from written c, unnest(${ids}) t(tag_id)
      on conflict do nothing
    )`);
  }
  if (lists.relationships) {
    parts.push(
      replace
        ? sql`unlinked as (
            delete from ${taskLinks} where task_id in (select id from written) or related_task_id in (select id from written)
            returning 1
          )`
        : sql`unlinked as (select 1 where false)`,
    );
    parts.push(sql`linked as (
      insert into ${taskLinks} (task_id, related_task_id, type)
      select c.id, (l.link->>'task_id')::int, l.link->>'type'
      from written c, jsonb_array_elements(${JSON.stringify(lists.relationships)}::jsonb) with ordinality l(link, ordinal)
      where (select count(*) from unlinked) >= 0
      order by l.ordinal
    )`);
  }
  return sql.join(parts.map((part) => sql`, ${part}`));
}
