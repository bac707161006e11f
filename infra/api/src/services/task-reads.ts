import { COMPUTED_FIELD_TYPES, INVERSE_TASK_LINK, type StatusCategory, type Task, type TaskRelationship } from '@kanri/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { customFields, statuses, taskAssignees, taskLinks, tasks, taskTags } from '../db/schema.js';
import { queryRows } from '../db/statements.js';
import { applyComputedValues, type ComputedFieldSource, type RelatedTask } from './computed-fields.js';

/**
 * Tasks as the API returns them, read in ONE SQL statement (one round trip, a named prepared
 * statement): the page of rows with their assignees, tags and links, the custom fields of their
 * projects and, when one of those is computed, the tasks they link to; then the computed values
 * are filled in here. `GET /tasks`, `GET /tasks/{id}` and the replies of the writes all read this
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
}

export interface SelectedTasks {
  items: Task[];
  total: number | null;
}

interface Statement {
  total: number | null;
  items: StatementTask[];
  fields: ComputedFieldSource[];
  related: { id: number; category: StatusCategory; values: Record<string, unknown> }[] | null;
}

type StatementTask = Omit<Task, 'assigned_to'>;

const COMPUTED_TYPES = sql.raw(COMPUTED_FIELD_TYPES.map((type) => `'${type}'`).join(', '));
const INVERSE_LINK_TYPE = sql.raw(
  `case l.type ${Object.entries(INVERSE_TASK_LINK)
    .map(([type, inverse]) => `when '${type}' then '${inverse}'`)
    .join(' ')} end`,
);
const ISO_UTC = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function selectTasks(db: Database, workspaceId: number, selection: TaskSelection): Promise<SelectedTasks> {
  const total = selection.total === 'never' ? sql`null::int` : selection.total;
  const [statement] = await queryRows<Statement>(
    db,
    sql`with matched as (
      select * from ${tasks}
      where ${selection.where}
      order by ${tasks.projectId}, ${tasks.position}
      limit ${selection.limit} offset ${selection.offset}
    ),
    assignees as (
      select a.task_id, json_agg(a.user_id order by a.position) as ids
      from ${taskAssignees} a where a.task_id in (select id from matched) group by a.task_id
    ),
    tagged as (
      select g.task_id, json_agg(g.tag_id order by g.tag_id) as ids
      from ${taskTags} g where g.task_id in (select id from matched) group by g.task_id
    ),
    links as (
      select x.task_id, json_agg(json_build_object('task_id', o.id, 'type', x.type, 'title', o.title, 'project_id', o.project_id) order by x.link_id, x.incoming) as list
      from (
        select l.task_id, l.id as link_id, false as incoming, l.related_task_id as other_id, l.type::text as type
        from ${taskLinks} l where l.task_id in (select id from matched)
        union all
        select l.related_task_id, l.id, true, l.task_id, ${INVERSE_LINK_TYPE}
        from ${taskLinks} l where l.related_task_id in (select id from matched)
      ) x
      join ${tasks} o on o.id = x.other_id
      group by x.task_id
    ),
    fields as (
      select f.id, f.project_id, f.type, f.settings from ${customFields} f
      where f.workspace_id = ${workspaceId} and f.project_id in (select project_id from matched)
    )
    select
      ${total} as total,
      coalesce((select json_agg(json_build_object(
        'id', s.id,
        'workspace_id', s.workspace_id,
        'project_id', s.project_id,
        'title', s.title,
        'description', s.description,
        'status_id', s.status_id,
        'priority_id', s.priority_id,
        'assignee_ids', coalesce(a.ids, '[]'),
        'start_date', s.start_date,
        'due_date', s.due_date,
        'progress', s.progress,
        'time_estimate_minutes', s.time_estimate_minutes,
        'track_time', s.track_time,
        'tag_ids', coalesce(g.ids, '[]'),
        'relationships', coalesce(k.list, '[]'),
        'position', s.position,
        'custom_field_values', s.custom_field_values,
        'created_by', s.created_by,
        'created_at', ${ISO_UTC(sql`s.created_at`)},
        'updated_at', ${ISO_UTC(sql`s.updated_at`)}
      ) order by s.project_id, s.position)
      from matched s
      left join assignees a on a.task_id = s.id
      left join tagged g on g.task_id = s.id
      left join links k on k.task_id = s.id), '[]') as items,
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
      ) end as related`,
  );
  const { items, fields, related } = statement!;
  const relatedById = new Map<number, RelatedTask>((related ?? []).map((task) => [task.id, { category: task.category, values: task.values ?? {} }]));
  const read = items.map(toTask);
  return { items: selection.computed === false ? read : applyComputedValues(read, fields, relatedById), total: statement!.total };
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
    where: sql`${tasks.workspaceId} = ${workspaceId} and ${tasks.id} = any(${sql.param(`{${ids.join(',')}}`)}::int[])`,
    limit: ids.length,
    offset: 0,
    total: 'never',
  });
  const byId = new Map(items.map((task) => [task.id, task]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Same keys, same order as the contract's task: replies are not re-validated at run time. */
function toTask(row: StatementTask): Task {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    project_id: row.project_id,
    title: row.title,
    description: row.description,
    status_id: row.status_id,
    priority_id: row.priority_id,
    assigned_to: row.assignee_ids[0] ?? null,
    assignee_ids: row.assignee_ids,
    start_date: row.start_date,
    due_date: row.due_date,
    progress: row.progress,
    time_estimate_minutes: row.time_estimate_minutes,
    track_time: row.track_time,
    tag_ids: row.tag_ids,
    relationships: row.relationships as TaskRelationship[],
    position: row.position,
    custom_field_values: row.custom_field_values,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
