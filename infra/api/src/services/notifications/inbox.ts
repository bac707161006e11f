import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationCounts,
  type NotificationCreatedEvent,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationMarkAllRead,
  type NotificationPage,
  type NotificationPreferences,
  type notificationListQuerySchema,
  type notificationPreferencesUpdateSchema,
} from '@kanri/contracts/hr';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { notificationPreferences, notifications, users } from '../../db/schema.js';
import { queryRows } from '../../db/statements.js';
import { httpErrors } from '../../lib/http-errors.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { notificationsChangedNoticeSql } from '../../realtime/notification-notice.js';
import { iso } from '../time-entry-sql.js';
import { fullNameOf } from '../user-sql.js';

/**
 * Each member's own notifications in a workspace (spec §2 Notifications screen, §7): every
 * statement is scoped by workspace and user, so anyone else's id is a 404. A read is one statement
 * (the page and the cards' counts); a change is one statement that also NOTIFYs
 * `notifications.changed` at its commit, so the member's other tabs refresh their count.
 */

type ListQuery = z.output<typeof notificationListQuerySchema>;
type PreferencesUpdate = z.output<typeof notificationPreferencesUpdateSchema>;

/** Who asks: the notifications are theirs in this workspace. */
export interface Owner {
  workspaceId: number;
  userId: number;
}

/**
 * The reply columns of notification `n` with its actor `a`, as JSON (same keys, same order as the
 * contract); `readAt` when the read time is not `n.read_at`.
 */
const notificationJson = (readAt: SQL = sql`n.read_at`) => sql`json_build_object(
  'id', n.id, 'kind', n.kind, 'type', n.type, 'title', n.title, 'message', n.message, 'target', n.target,
  'actor_id', n.actor_id, 'actor_name', case when a.id is null then null else ${fullNameOf(sql`a`)} end,
  'is_read', ${readAt} is not null, 'created_at', ${iso(sql`n.created_at`)}
)`;
const NOTIFICATION_JSON = notificationJson();

const mine = (owner: Owner) => sql`n.workspace_id = ${owner.workspaceId} and n.user_id = ${owner.userId}`;

/** The unread count of the owner, as a scalar subquery. */
const unreadCount = (owner: Owner) =>
  sql`(select count(*)::int from ${notifications} n where ${mine(owner)} and n.read_at is null)`;

interface ListRow extends NotificationCounts {
  items: Notification[];
}

/**
 * GET /notifications: the caller's own, newest first (by id), `limit` per page (50 by default)
 * before the id `before`; search in title and message, type and read-state filters. The cards count
 * all of them: unread, today (the calendar day of `time_zone`, UTC by default) and this week (the
 * last 7 days). One statement.
 */
export async function listNotifications(db: Database, owner: Owner, query: ListQuery): Promise<NotificationPage> {
  const limit = query.limit ?? NOTIFICATION_PAGE_SIZE;
  const timeZone = query.time_zone ?? 'UTC';
  const filters: SQL[] = [mine(owner)];
  if (query.before !== undefined) filters.push(sql`n.id < ${query.before}`);
  if (query.type) filters.push(sql`n.type = ${query.type}`);
  if (query.status) filters.push(query.status === 'unread' ? sql`n.read_at is null` : sql`n.read_at is not null`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(sql`(n.title ilike ${pattern} or n.message ilike ${pattern})`);
  }
  const [row] = await queryRows<ListRow>(
    db,
    sql`with page as (
      select ${NOTIFICATION_JSON} as item, n.id
      from ${notifications} n left join ${users} a on a.id = n.actor_id
      where ${sql.join(filters, sql` and `)}
      order by n.id desc
      limit ${limit + 1}
    )
    select count(*)::int as total,
      count(*) filter (where n.read_at is null)::int as unread,
      count(*) filter (
        where (n.created_at at time zone ${timeZone})::date = (now() at time zone ${timeZone})::date
      )::int as today,
      count(*) filter (where n.created_at > now() - interval '7 days')::int as this_week,
      coalesce((select json_agg(p.item order by p.id desc) from page p), '[]'::json) as items
    from ${notifications} n where ${mine(owner)}`,
  );
  const { items, ...counts } = row!;
  const more = items.length > limit;
  const page = more ? items.slice(0, limit) : items;
  return {
    items: page,
    counts: { total: counts.total, unread: counts.unread, today: counts.today, this_week: counts.this_week },
    next_before: more ? page[page.length - 1]!.id : null,
  };
}

/**
 * POST /notifications/mark-as-read `{id}`: one of the caller's (404 otherwise), read from now on
 * (already read: unchanged, nothing announced). Returns it as the list shows it. One statement.
 */
export async function markNotificationRead(db: Database, owner: Owner, id: number): Promise<Notification> {
  const [row] = await queryRows<{ item: Notification }>(
    db,
    sql`with found as (select n.* from ${notifications} n where n.id = ${id} and ${mine(owner)}),
    changed as (
      update ${notifications} n set read_at = now()
      from found f where n.id = f.id and f.read_at is null
      returning n.id, n.read_at
    ),
    announced as (select ${notificationsChangedNoticeSql(owner.workspaceId, owner.userId)} from changed)
    select ${notificationJson(sql`coalesce(c.read_at, n.read_at)`)} as item, (select count(*) from announced) as announced
    from found n left join changed c on c.id = n.id left join ${users} a on a.id = n.actor_id`,
  );
  if (!row) throw httpErrors.notFound(NOTIFICATION_MESSAGES.notFound);
  return row.item;
}

/**
 * POST /notifications/mark-all-read: every unread notification of the caller, in one statement
 * (announced when there was any). `unread` is what that statement leaves: none (one written after
 * it started arrives with its own `notification.created` and count).
 */
export async function markAllNotificationsRead(db: Database, owner: Owner): Promise<NotificationMarkAllRead> {
  const [row] = await queryRows<{ updated: number }>(
    db,
    sql`with changed as (
      update ${notifications} n set read_at = now()
      where ${mine(owner)} and n.read_at is null
      returning n.id
    ),
    counted as (select count(*)::int as updated from changed)
    select c.updated, case when c.updated > 0 then ${notificationsChangedNoticeSql(owner.workspaceId, owner.userId)} end
    from counted c`,
  );
  return { updated: row!.updated, unread: 0 };
}

/** DELETE /notifications/destroy/{id}: one of the caller's (404 otherwise). */
export async function destroyNotification(db: Database, owner: Owner, id: number): Promise<{ id: number }> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with deleted as (delete from ${notifications} n where n.id = ${id} and ${mine(owner)} returning n.id)
    select d.id, ${notificationsChangedNoticeSql(owner.workspaceId, owner.userId)} from deleted d`,
  );
  if (rows.length === 0) throw httpErrors.notFound(NOTIFICATION_MESSAGES.notFound);
  return { id };
}

/** GET /notifications/preferences: every kind's delivery (in the app only unless the caller chose e-mail). */
export async function getNotificationPreferences(db: Database, userId: number): Promise<NotificationPreferences> {
  const rows = await queryRows<{ kind: NotificationKind; delivery: NotificationDelivery }>(
    db,
    sql`select p.kind, p.delivery from ${notificationPreferences} p where p.user_id = ${userId}`,
  );
  return preferencesOf(rows);
}

/**
 * PUT /notifications/preferences: the kinds sent change (for every workspace of the caller: a
 * preference is the person's; only e-mail has a row); the reply is every kind's delivery. One statement.
 */
export async function updateNotificationPreferences(
  db: Database,
  userId: number,
  input: PreferencesUpdate,
): Promise<NotificationPreferences> {
  const changes = Object.entries(input.deliveries).filter(([, delivery]) => delivery !== undefined);
  if (changes.length === 0) return getNotificationPreferences(db, userId);
  const rows = await queryRows<{ kind: NotificationKind; delivery: NotificationDelivery }>(
    db,
    sql`with changes as (
      select c.kind, c.delivery from jsonb_each_text(${JSON.stringify(Object.fromEntries(changes))}::jsonb) c(kind, delivery)
    ),
    cleared as (
      delete from ${notificationPreferences} p
      where p.user_id = ${userId} and p.kind in (select kind from changes where delivery = 'in_app')
    ),
    written as (
      insert into ${notificationPreferences} (user_id, kind, delivery)
      select ${userId}, c.kind, c.delivery from changes c where c.delivery = 'email'
      on conflict (user_id, kind) do update set delivery = excluded.delivery, updated_at = now()
      returning kind, delivery
    )
    select w.kind, w.delivery from written w
    union all
    select p.kind, p.delivery from ${notificationPreferences} p
    where p.user_id = ${userId} and p.kind not in (select kind from changes)`,
  );
  return preferencesOf(rows);
}

function preferencesOf(rows: readonly { kind: NotificationKind; delivery: NotificationDelivery }[]): NotificationPreferences {
  const chosen = new Map(rows.map((row) => [row.kind, row.delivery]));
  return {
    deliveries: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, chosen.get(kind) ?? 'in_app'])) as Record<
      NotificationKind,
      NotificationDelivery
    >,
  };
}

/** The live event of a new notification (with the recipient's unread count), or undefined when it is gone. */
export async function notificationCreatedEvent(
  db: Database,
  owner: Owner,
  notificationId: number,
): Promise<NotificationCreatedEvent | undefined> {
  const [row] = await queryRows<{ item: Notification; unread: number }>(
    db,
    sql`select ${NOTIFICATION_JSON} as item, ${unreadCount(owner)} as unread
    from ${notifications} n left join ${users} a on a.id = n.actor_id
    where n.id = ${notificationId} and ${mine(owner)}`,
  );
  if (!row) return undefined;
  return {
    type: 'notification.created',
    workspace_id: owner.workspaceId,
    user_id: owner.userId,
    notification: row.item,
    unread_count: row.unread,
  };
}

/** The unread count of a member in a workspace. */
export async function unreadNotifications(db: Database, owner: Owner): Promise<number> {
  const [row] = await queryRows<{ unread: number }>(db, sql`select ${unreadCount(owner)} as unread`);
  return row!.unread;
}
