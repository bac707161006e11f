import {
  COLLAB_DEFAULT_PER_PAGE,
  TODO_MESSAGES,
  type Todo,
  type TodoPage,
  type TodoPriority,
  type TodoStatus,
  type todoListQuerySchema,
  type todoStoreRequestSchema,
  type todoUpdateRequestSchema,
} from '@kanri/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { todos } from '../db/schema.js';
import { queryRows } from '../db/statements.js';
import { httpErrors } from '../lib/http-errors.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { iso } from './time-entry-sql.js';
import { containsPattern } from '../lib/like-pattern.js';

/**
 * Todos (spec §7 Todos): private to their owner. Every statement is scoped by the caller's workspace
 * and the caller, so anyone else's id is a 404 whatever it is. A read is one statement (the page, its
 * filtered total and the cards' counts); a write is one statement whose `where` is its check.
 */

type ListQuery = z.output<typeof todoListQuerySchema>;
type StoreInput = z.output<typeof todoStoreRequestSchema>;
type UpdateInput = z.output<typeof todoUpdateRequestSchema>;

const OPEN = sql`t.status in ('pending', 'in_progress')`;

/**
 * The list's order over todo rows `t`: open ones (pending, in progress) first by due date (none
 * last), then newest; completed and cancelled after them, last updated first.
 */
const TODO_ORDER = sql`(not ${OPEN}), case when ${OPEN} then t.due_date end asc nulls last,
  case when ${OPEN} then t.created_at else t.updated_at end desc, t.id desc`;

/** The reply columns of todo row `t` (a table alias, or a CTE of its columns). */
const TODO_COLUMNS = sql`t.id, t.title, t.description, t.status, t.priority,
  to_char(t.due_date, 'YYYY-MM-DD') as due_date, ${iso(sql`t.created_at`)} as created_at, ${iso(sql`t.updated_at`)} as updated_at`;

interface TodoRow {
  id: number;
  title: string;
  description: string;
  status: TodoStatus;
  priority: TodoPriority;
  due_date: string | null;
  created_at: string;
  updated_at: string;
}

/** Same keys, same order as the contract's todo: replies are not re-validated at run time. */
function toTodo(row: TodoRow): Todo {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    priority: row.priority,
    due_date: row.due_date,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

interface ListRow extends Omit<TodoRow, 'id'> {
  id: number | null;
  matched_total: number;
  count_total: number;
  count_pending: number;
  count_in_progress: number;
  count_completed: number;
  count_overdue: number;
  today: string;
}

/**
 * GET /todos: the caller's todos of the filter, `page` by `per_page`, with the filter's total, the
 * cards' counts over all the caller's todos and today's date in `time_zone` (UTC by default):
 * overdue is due before that day and neither completed nor cancelled.
 */
export async function listTodos(db: Database, auth: RequestAuth, query: ListQuery): Promise<TodoPage> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? COLLAB_DEFAULT_PER_PAGE;
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(sql`(t.title ilike ${pattern} or t.description ilike ${pattern})`);
  }
  if (query.status === 'overdue') filters.push(sql`t.overdue`);
  else if (query.status) filters.push(sql`t.status = ${query.status}`);
  if (query.priority) filters.push(sql`t.priority = ${query.priority}`);
  const rows = await queryRows<ListRow>(
    db,
    sql`with today as (select (now() at time zone ${query.time_zone ?? 'UTC'})::date as day),
    mine as (
      select t.*, (t.due_date < today.day and ${OPEN}) as overdue
      from ${todos} t cross join today
      where t.workspace_id = ${auth.workspaceId} and t.user_id = ${auth.user.id}
    ),
    matched as (select * from mine t ${filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``}),
    page as (select * from matched t order by ${TODO_ORDER} limit ${perPage} offset ${(page - 1) * perPage}),
    head as (
      select count(*)::int as count_total,
        count(*) filter (where status = 'pending')::int as count_pending,
        count(*) filter (where status = 'in_progress')::int as count_in_progress,
        count(*) filter (where status = 'completed')::int as count_completed,
        count(*) filter (where overdue)::int as count_overdue,
        (select count(*)::int from matched) as matched_total,
        (select to_char(day, 'YYYY-MM-DD') from today) as today
      from mine
    )
    select h.*, ${TODO_COLUMNS} from head h left join page t on true
    order by ${TODO_ORDER}`,
  );
  const head = rows[0]!;
  return {
    items: head.id === null ? [] : rows.map((row) => toTodo(row as TodoRow)),
    total: head.matched_total,
    page,
    per_page: perPage,
    counts: {
      total: head.count_total,
      pending: head.count_pending,
      in_progress: head.count_in_progress,
      completed: head.count_completed,
      overdue: head.count_overdue,
    },
    today: head.today,
  };
}

/** POST /todos/store: the caller's new todo, medium and pending unless sent. */
export async function createTodo(db: Database, auth: RequestAuth, input: StoreInput): Promise<Todo> {
  const [row] = await queryRows<TodoRow>(
    db,
    sql`insert into ${todos} as t (workspace_id, user_id, title, description, priority, status, due_date)
      values (${auth.workspaceId}, ${auth.user.id}, ${input.title}, ${input.description ?? ''}, ${input.priority ?? 'medium'},
        ${input.status ?? 'pending'}, ${input.due_date ?? null}::date)
      returning ${TODO_COLUMNS}`,
  );
  return toTodo(row!);
}

/** POST /todos/update `{ id, ...changes }`: one of the caller's todos (404 otherwise); `due_date: null` clears it. */
export async function updateTodo(db: Database, auth: RequestAuth, input: UpdateInput): Promise<Todo> {
  const changes: SQL[] = [];
  if (input.title !== undefined) changes.push(sql`title = ${input.title}`);
  if (input.description !== undefined) changes.push(sql`description = ${input.description}`);
  if (input.priority !== undefined) changes.push(sql`priority = ${input.priority}`);
  if (input.status !== undefined) changes.push(sql`status = ${input.status}`);
  if (input.due_date !== undefined) changes.push(sql`due_date = ${input.due_date}::date`);
  const [row] = await queryRows<TodoRow>(
    db,
    sql`update ${todos} t set ${sql.join([...changes, sql`updated_at = now()`], sql`, `)}
      where t.id = ${input.id} and t.workspace_id = ${auth.workspaceId} and t.user_id = ${auth.user.id}
      returning ${TODO_COLUMNS}`,
  );
  if (!row) throw httpErrors.notFound(TODO_MESSAGES.notFound);
  return toTodo(row);
}

/** DELETE /todos/destroy/{id}: one of the caller's todos (404 otherwise). */
export async function destroyTodo(db: Database, auth: RequestAuth, id: number): Promise<{ id: number }> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`delete from ${todos} t where t.id = ${id} and t.workspace_id = ${auth.workspaceId} and t.user_id = ${auth.user.id}
      returning t.id`,
  );
  if (!row) throw httpErrors.notFound(TODO_MESSAGES.notFound);
  return { id: row.id };
}
