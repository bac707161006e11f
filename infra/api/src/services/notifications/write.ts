import { NOTIFICATION_KIND_INFO } from '@kanri/contracts/hr';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notificationPreferences, notifications, users, workspaceMembers } from '../../db/schema.js';
import { queryRows } from '../../db/statements.js';
import { NAME_SLOTS, type NotificationEvent } from './rules.js';
import { fullNameOf } from '../user-sql.js';

/**
 * Writing the rules' events (`rules.ts`) into `notifications`, inside the change's own statement
 * (`insertNotificationEvents`, a CTE) or transaction (`writeNotifications`), so they are written with
 * it or not at all. Each row's `email_due` is the recipient's preference for the kind at that
 * moment; the `notifications_push` trigger announces it at commit (live push), the mail worker
 * e-mails it when due.
 */

export interface StatementFacts {
  /**
   * A row source of the statement (a CTE such as `written`) with the task's `id`, `project_id` and
   * `title`: fills in STATEMENT_TASK (the title slot, the task targets, the payload's ids).
   */
  task?: SQL;
}

/**
 * The CTE `notified` of a writing statement: inserts `events` only when the query `when` (such as
 * `select 1 from written`) finds a row, so a write that found nothing notifies nobody. PostgreSQL
 * runs a data-modifying CTE whether or not the statement reads it. The actor's name slot is filled
 * from `users` as the statement sees it; an event for the actor themselves, or for someone who is
 * no longer an active member of the workspace, is dropped.
 */
export function insertNotificationEvents(events: readonly NotificationEvent[], when: SQL, facts: StatementFacts = {}): SQL {
  const rows = events.map((event) => ({ ...event, type: NOTIFICATION_KIND_INFO[event.kind].type }));
  const actorName = sql`coalesce(nullif(${fullNameOf(sql`a`)}, ''), 'Someone')`;
  const fill = (column: SQL) =>
    facts.task
      ? sql`replace(replace(${column}, ${NAME_SLOTS.actor}::text, ${actorName}), ${NAME_SLOTS.task}::text, t.title)`
      : sql`replace(${column}, ${NAME_SLOTS.actor}::text, ${actorName})`;
  const target = facts.task
    ? sql`case when e.target->>'kind' = 'task'
        then jsonb_build_object('kind', 'task', 'task_id', t.id, 'project_id', t.project_id) else e.target end`
    : sql`e.target`;
  const payload = facts.task ? sql`e.payload || jsonb_build_object('task_id', t.id, 'project_id', t.project_id)` : sql`e.payload`;
  const task = facts.task ? sql`cross join (select id, project_id, title from ${facts.task} limit 1) t` : sql``;
  return sql`notified as (
    insert into ${notifications} (workspace_id, user_id, kind, type, title, message, target, actor_id, payload, email_due)
    select e.workspace_id, e.user_id, e.kind, e.type, ${fill(sql`e.title`)}, ${fill(sql`e.message`)}, ${target}, e.actor_id,
      ${payload},
      exists (
        select 1 from ${notificationPreferences} p
        where p.user_id = e.user_id and p.kind = e.kind and p.delivery = 'email'
      )
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(
      workspace_id int, user_id int, kind text, type text, title text, message text, target jsonb, actor_id int, payload jsonb
    )
    left join ${users} a on a.id = e.actor_id
    ${task}
    where exists (${when})
      and e.user_id is distinct from e.actor_id
      and exists (
        select 1 from ${workspaceMembers} m
        where m.workspace_id = e.workspace_id and m.user_id = e.user_id and m.status = 'active'
      )
    returning id
  )`;
}

/** Writes the events in a statement of their own (inside the caller's transaction); how many were written. */
export async function writeNotifications(tx: Database, events: readonly NotificationEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const [row] = await queryRows<{ written: number }>(
    tx,
    sql`with ${insertNotificationEvents(events, sql`select 1`)} select count(*)::int as written from notified`,
  );
  return row!.written;
}
