import { COMPUTED_FIELD_TYPES, INVERSE_TASK_LINK, type StatusCategory, type Task, type TaskRelationship } from '@kanri/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { customFields, projects, statuses, taskAssignees, taskLinks, tasks, taskTags, timeEntries } from '../db/schema.js';
import { intArray, queryRows } from '../db/statements.js';
import { applyComputedValues, type ComputedFieldSource, type RelatedTask } from './computed-fields.js';
import { trackedMsOf } from './time-entry-sql.js';

/**
 * Tasks as the API returns them, read in ONE SQL statement (one round trip, a named prepared
 * statement): the page of rows with their assignees, tags, links and tracked time (every entry on
 * the task, pauses left out, running ones up to now), the custom fields of their projects and, when
 * one of those is computed, the tasks they link to; then the computed values are filled in here. `GET /tasks`, `GET /tasks/{id}` and the replies of the writes all read this
 * way (infra/api/README.md, "Reads").
 */
export interface TaskSelection {
  /** Conditions on `tasks` (the workspace's always among them). */
  where: SQL;
  limit: number;
  offset: number;
  /** An expression for `total` (it may read the CTE `matched`, the rows read), or none. */
  total: SQL | 'never';
  /** Fill in the computed custom fields (default); off for the activity's before/after. */
  computed?: boolean;
  /**
   * A value read along with the page (on the first row), over the project `p`: the write's context
   * of an update (`taskContextJson`). The project is `projectId`, else the first task's.
   */
  context?: { value: SQL; projectId: number | null };
}

export interface SelectedTasks {
  items: Task[];
  total: number | null;
  /** The selection's `context` value. */
  context: unknown;
  /** Each item's row version (its xmin), for a write that applies only if the row is unchanged. */
  versions: string[];
}

/**
 * One row per task, in order; the first row (or the only one, with no task, when the page is
 * empty) also carries `total`, the custom fields of the tasks' projects and, when one of those is
 * computed, the tasks they link to.
 */
interface StatementRow extends Omit<Task, 'assigned_to' | 'assignee_ids' | 'tag_ids' | 'relationships'> {
  version: string;
  total: number | null;
  context: unknown;
  fields: ComputedFieldSource[] | null;
  related: { id: number; category: StatusCategory; values: Record<string, unknown> }[] | null;
  assignee_ids: number[] | null;
  tag_ids: number[] | null;
  relationships: TaskRelationship[] | null;
}

const COMPUTED_TYPES = sql.raw(COMPUTED_FIELD_TYPES.map((type) => `'${type}'`).join(', '));
const INVERSE_LINK_TYPE = sql.raw(
  `case l.type ${Object.entries(INVERSE_TASK_LINK)
    .map(([type, inverse]) => `when '${type}' then '${inverse}'`)
    .join(' ')} end`,
);
const ISO_UTC = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ISO_DATE = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

export async function selectTasks(db: Database, workspaceId: number, selection: TaskSelection): Promise<SelectedTasks> {
  const total = selection.total === 'never' ? sql`null::int` : selection.total;
  const context = selection.context
    ? sql`, ${selection.context.value} as context
        from (select 1) one
        left join ${projects} p on p.workspace_id = ${workspaceId}
          and p.id = coalesce(${selection.context.projectId}::int, (select project_id from matched order by ordinal limit 1))`
    : sql``;
  // The lists are read for the page's ids at once (`= any(ids)`: one index scan each), not per row.
  const rows = await queryRows<StatementRow>(
    db,
    sql`with matched as (
      select *, row_number() over (order by page.project_id, page.position) as ordinal from (
        select ${tasks}.*, ${tasks}.xmin::text as version from ${tasks}
        where ${selection.where}
        order by ${tasks.projectId}, ${tasks.position}
        limit ${selection.limit} offset ${selection.offset}
      ) page
    ),
    assignees as (
      select a.task_id, array_agg(a.user_id order by a.position) as ids
      from ${taskAssignees} a where a.task_id = any(array(select id from matched)) group by a.task_id
    ),
    tagged as (
      select g.task_id, array_agg(g.tag_id order by g.tag_id) as ids
      from ${taskTags} g where g.task_id = any(array(select id from matched)) group by g.task_id
    ),
    links as (
      select x.task_id, json_agg(json_build_object('task_id', o.id, 'type', x.type, 'title', o.title, 'project_id', o.project_id) order by x.link_id, x.incoming) as list
      from (
        select l.task_id, l.id as link_id, false as incoming, l.related_task_id as other_id, l.type::text as type
        from ${taskLinks} l where l.task_id = any(array(select id from matched))
        union all
        select l.related_task_id, l.id, true, l.task_id, ${INVERSE_LINK_TYPE}
        from ${taskLinks} l where l.related_task_id = any(array(select id from matched))
      ) x
      join ${tasks} o on o.id = x.other_id
      group by x.task_id
    ),
    tracked as (
      select e.task_id, round(sum(${trackedMsOf(sql`e`)}))::float8 as ms
      from ${timeEntries} e where e.task_id = any(array(select id from matched)) group by e.task_id
    ),
    fields as (
      select f.id, f.project_id, f.type, f.settings from ${customFields} f
      where f.workspace_id = ${workspaceId} and f.project_id in (select project_id from matched)
    ),
    head as (
      select
        ${total} as total,
        coalesce((select json_agg(json_build_object('id', f.id, 'projectId', f.project_id, 'type', f.type, 'settings', f.settings)) from fields f), '[]') as fields,
        case when exists (select 1 from fields where type in (${COMPUTED_TYPES})) then (
          select json_agg(json_build_object('id', r.id, 'category', st.category, 'values', r.custom_field_values))
          from ${tasks} r join ${statuses} st on st.id = r.status_id
          where r.workspace_id = ${workspaceId} and r.id in (
            select l.related_task_id from ${taskLinks} l where l.task_id in (select id from matched)
            union
            select l.task_id from ${taskLinks} l where l.related_task_id in (select id from matched)
            union
            select (e.value #>> '{}')::int
            from matched m
            cross join lateral jsonb_each(m.custom_field_values) kv
            cross join lateral jsonb_array_elements(case when jsonb_typeof(kv.value) = 'array' then kv.value else '[]'::jsonb end) e
            where jsonb_typeof(e.value) = 'number' and (e.value #>> '{}') ~ '^[0-9]{1,9}$'
          )
        ) end as related
        ${context}
    )
    select
      case when coalesce(s.ordinal, 1) = 1 then h.total end as total,
      case when coalesce(s.ordinal, 1) = 1 then h.fields end as fields,
      case when coalesce(s.ordinal, 1) = 1 then h.related end as related,
      ${selection.context ? sql`case when coalesce(s.ordinal, 1) = 1 then h.context end` : sql`null`} as context,
      s.id, s.workspace_id, s.project_id, s.title, s.description, s.status_id, s.priority_id,
      a.ids as assignee_ids,
      ${ISO_DATE(sql`s.start_date`)} as start_date,
      ${ISO_DATE(sql`s.due_date`)} as due_date,
      s.progress, s.time_estimate_minutes, s.track_time,
      coalesce(tr.ms, 0) as tracked_ms,
      g.ids as tag_ids,
      k.list as relationships,
      s.position, s.custom_field_values, s.created_by, s.version,
      ${ISO_UTC(sql`s.created_at`)} as created_at,
      ${ISO_UTC(sql`s.updated_at`)} as updated_at
    from head h
    left join (matched s
      left join assignees a on a.task_id = s.id
      left join tagged g on g.task_id = s.id
      left join links k on k.task_id = s.id
      left join tracked tr on tr.task_id = s.id) on true
    order by s.ordinal`,
  );
  const head = rows[0]!;
  const read = head.id === null ? [] : rows.map(toTask);
  const versions = head.id === null ? [] : rows.map((row) => row.version);
  if (selection.computed === false) return { items: read, total: head.total, versions, context: head.context };
  const relatedById = new Map<number, RelatedTask>(
    (head.related ?? []).map((task) => [task.id, { category: task.category, values: task.values ?? {} }]),
  );
  return { items: applyComputedValues(read, head.fields ?? [], relatedById), total: head.total, versions, context: head.context };
}

/** The tasks of `ids` that are in the workspace, in the order of `ids`. */
export async function selectTasksById(
  db: Database,
  workspaceId: number,
  ids: readonly number[],
  { computed = true }: { computed?: boolean } = {},
): Promise<Task[]> {
  if (ids.length === 0) return [];
  const { items } = await selectTasks(db, workspaceId, {
    computed,
    where: sql`${tasks.workspaceId} = ${workspaceId} and ${tasks.id} = any(${intArray(ids)})`,
    limit: ids.length,
    offset: 0,
    total: 'never',
  });
  const byId = new Map(items.map((task) => [task.id, task]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A task as stored (no computed values) with its row version, and the context of its update read
 * in the same statement: what an update starts from.
 */
export async function selectTaskVersion(
  db: Database,
  workspaceId: number,
  id: number,
  context: { value: SQL; projectId: number | null },
): Promise<{ task: Task; version: string; context: unknown } | undefined> {
  const read = await selectTasks(db, workspaceId, {
    computed: false,
    where: sql`${tasks.workspaceId} = ${workspaceId} and ${tasks.id} = ${id}`,
    limit: 1,
    offset: 0,
    total: 'never',
    context,
  });
  return read.items[0] && { task: read.items[0], version: read.versions[0]!, context: read.context };
}

/** Same keys, same order as the contract's task: replies are not re-validated at run time. */
function toTask(row: StatementRow): Task {
  const assigneeIds = row.assignee_ids ?? [];
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    project_id: row.project_id,
    title: row.title,
    description: row.description,
    status_id: row.status_id,
    priority_id: row.priority_id,
    assigned_to: assigneeIds[0] ?? null,
    assignee_ids: assigneeIds,
    start_date: row.start_date,
    due_date: row.due_date,
    progress: row.progress,
    time_estimate_minutes: row.time_estimate_minutes,
    track_time: row.track_time,
    tracked_ms: row.tracked_ms,
    tag_ids: row.tag_ids ?? [],
    relationships: row.relationships ?? [],
    position: row.position,
    custom_field_values: row.custom_field_values,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
