import { randomUUID } from 'node:crypto';
import { PRESENCE_STATUSES, presenceReportSchema, type PresenceEvent, type PresenceStatus } from '@kanri/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { memberPresence, memberStatus } from '../db/schema.js';
import { intArray } from '../db/statements.js';

/**
 * Live presence of the workspaces' members across API processes (contracts `presenceEventSchema`).
 *
 * Each process keeps, per member and workspace it has sockets for, one `member_presence` row: how
 * many connections, how many of them report their tab idle. A change of those counts rewrites the
 * row and, when the member's status over every process's fresh rows changed (online: a connection
 * in use; away: all idle; offline: none), NOTIFYs a `presence.changed` notice at commit; every
 * process sends it to its sockets of the workspace. Changes of one member are serialised by an
 * advisory lock, so their notices leave in order. Rows are refreshed on every ping tick; a row not
 * refreshed for PRESENCE_STALE_PINGS intervals (its process died) no longer counts, and the next
 * tick of any process deletes it and announces the member's status anew. A stopping process
 * deletes its rows.
 */

/** Ping intervals after which a row that was not refreshed counts as gone. */
export const PRESENCE_STALE_PINGS = 3;

/** First key of the two-key advisory lock that serialises one user's presence changes. */
const PRESENCE_LOCK_KEY = 7_246_206;

/** The NOTIFY channel of realtime notices (task-notice.ts `NOTICE_CHANNEL`; not imported: it imports this module). */
const CHANNEL = 'kanri_events';

/** A member's presence changed: each process sends it to its sockets of the workspace. */
export interface PresenceNotice {
  type: 'presence.changed';
  workspaceId: number;
  userId: number;
  status: PresenceStatus;
  at: string;
}

/** A member was removed from a workspace: each process closes their sockets of it (4403). */
export interface MemberRemovedNotice {
  type: 'member.removed';
  workspaceId: number;
  userId: number;
}

export type MemberNotice = PresenceNotice | MemberRemovedNotice;

const id = z.number().int().positive();
export const presenceNoticeSchema = z.object({
  type: z.literal('presence.changed'),
  workspaceId: id,
  userId: id,
  status: z.enum(PRESENCE_STATUSES),
  at: z.string().max(40),
});
export const memberRemovedNoticeSchema = z.object({ type: z.literal('member.removed'), workspaceId: id, userId: id });

export function isMemberNotice(notice: { type: string }): notice is MemberNotice {
  return notice.type === 'presence.changed' || notice.type === 'member.removed';
}

/** The event a presence notice becomes on the sockets. */
export function presenceEventOf(notice: PresenceNotice): PresenceEvent {
  return {
    type: 'presence.changed',
    workspace_id: notice.workspaceId,
    user_id: notice.userId,
    status: notice.status,
    at: notice.at,
  };
}

/** The status a client's text frame reports (`presenceReportSchema`), or undefined for anything else. */
export function presenceReportOf(data: unknown): 'online' | 'away' | undefined {
  const text = typeof data === 'string' ? data : Buffer.isBuffer(data) ? data.toString('utf8') : undefined;
  if (!text || text.length > 200) return undefined;
  try {
    const parsed = presenceReportSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.status : undefined;
  } catch {
    return undefined;
  }
}

const AT = sql`to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Rows of `member_presence` (alias `p`) refreshed within `staleMs`. */
export const freshPresence = (staleMs: number) => sql`p.seen_at > now() - ${staleMs}::int * interval '1 millisecond'`;

/**
 * The status of summed `connections` and `idle_connections` (nulls: none) and the member's own
 * `busy` flag (PUT /chat/status): busy wins over online and away, offline over busy.
 */
export const presenceStatusOf = (connections: SQL, idle: SQL, busy: SQL = sql`false`) =>
  sql`case when coalesce(${connections}, 0) = 0 then 'offline' when coalesce(${busy}, false) then 'busy'
    when ${connections} > coalesce(${idle}, 0) then 'online' else 'away' end`;

/** Whether the member set themselves busy (`member_status`). */
export const busyOf = (workspaceId: SQL, userId: SQL) =>
  sql`(select s.busy from ${memberStatus} s where s.workspace_id = ${workspaceId} and s.user_id = ${userId})`;

/** A member's status over the fresh rows of every process (except `exceptProcess`'s, when given). */
function statusSql(workspaceId: SQL, userId: SQL, staleMs: number, exceptProcess?: string): SQL {
  const except = exceptProcess === undefined ? sql`` : sql`and p.process_id <> ${exceptProcess}`;
  return sql`(select ${presenceStatusOf(sql`sum(p.connections)`, sql`sum(p.idle_connections)`, busyOf(workspaceId, userId))}
    from ${memberPresence} p
    where p.workspace_id = ${workspaceId} and p.user_id = ${userId} and ${freshPresence(staleMs)} ${except})`;
}

/** `pg_notify` of a presence notice (what `presenceNoticeSchema` reads), sent at commit. */
function presenceNoticeSql(workspaceId: SQL, userId: SQL, status: SQL): SQL {
  return sql`pg_notify(${CHANNEL}, json_build_object('type', 'presence.changed', 'workspaceId', ${workspaceId},
    'userId', ${userId}, 'status', ${status}, 'at', ${AT})::text)`;
}

/**
 * `select` of a `member.removed` notice for a removal's transaction: sent at its commit, so the
 * member's sockets of the workspace close on every process.
 */
export function memberRemovedNoticeSql(workspaceId: number, userId: number): SQL {
  return sql`select pg_notify(${CHANNEL}, json_build_object('type', 'member.removed',
    'workspaceId', ${workspaceId}::int, 'userId', ${userId}::int)::text)`;
}

/**
 * PUT /chat/status `{busy}`: stores the member's flag and, when their status changes with it (they
 * have a live connection), NOTIFYs `presence.changed` at commit, under the member's presence lock
 * like every other presence change.
 */
export async function setBusy(db: Database, workspaceId: number, userId: number, busy: boolean, pingMs: number): Promise<void> {
  const staleMs = PRESENCE_STALE_PINGS * pingMs;
  const w = sql`${workspaceId}::int`;
  const u = sql`${userId}::int`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PRESENCE_LOCK_KEY}::int, ${u})`);
    const before = await tx.execute<{ status: PresenceStatus }>(sql`select ${statusSql(w, u, staleMs)} as status`);
    await tx.execute(sql`insert into ${memberStatus} (workspace_id, user_id, busy) values (${w}, ${u}, ${busy})
      on conflict (workspace_id, user_id) do update set busy = excluded.busy, updated_at = now()`);
    const was = sql`${before.rows[0]?.status ?? 'offline'}::text`;
    await tx.execute(sql`select ${presenceNoticeSql(w, u, sql`s.status`)}
      from (select ${statusSql(w, u, staleMs)} as status) s where s.status <> ${was}`);
  });
}

/** What the hub tells the tracker about one socket (the same object on every call). */
export interface PresenceConnection {
  readonly userId: number;
  readonly workspaceId: number;
}

/** The hub's hooks (realtime/hub.ts). */
export interface PresenceHooks {
  connected(connection: PresenceConnection): void;
  reported(connection: PresenceConnection, status: 'online' | 'away'): void;
  disconnected(connection: PresenceConnection): void;
}

export interface PresenceTrackerOptions {
  db: Database;
  pingMs: number;
  log: FastifyBaseLogger;
  /** This process's id in the rows (default: a random UUID). */
  processId?: string;
}

interface Local {
  workspaceId: number;
  userId: number;
  connections: Set<PresenceConnection>;
  idle: Set<PresenceConnection>;
}

/** One process's side of presence: its sockets' counts, written to `member_presence`. */
export class PresenceTracker implements PresenceHooks {
  readonly processId: string;
  readonly staleMs: number;
  private readonly local = new Map<string, Local>();
  /** Per member: the write under way and whether another one is due after it. */
  private readonly writes = new Map<string, Promise<void>>();
  private readonly due = new Set<string>();
  private readonly timer: NodeJS.Timeout;
  private ticking: Promise<void> | undefined;
  private closed = false;

  constructor(private readonly options: PresenceTrackerOptions) {
    this.processId = options.processId ?? randomUUID();
    this.staleMs = PRESENCE_STALE_PINGS * options.pingMs;
    this.timer = setInterval(() => this.tick(), options.pingMs);
    this.timer.unref();
  }

  connected(connection: PresenceConnection): void {
    const entry = this.entryOf(connection);
    entry.connections.add(connection);
    this.schedule(entry);
  }

  reported(connection: PresenceConnection, status: 'online' | 'away'): void {
    const entry = this.local.get(keyOf(connection));
    if (!entry?.connections.has(connection)) return;
    const idle = entry.idle.has(connection);
    if ((status === 'away') === idle) return;
    if (status === 'away') entry.idle.add(connection);
    else entry.idle.delete(connection);
    this.schedule(entry);
  }

  disconnected(connection: PresenceConnection): void {
    const entry = this.local.get(keyOf(connection));
    if (!entry?.connections.delete(connection)) return;
    entry.idle.delete(connection);
    this.schedule(entry);
  }

  /** Stops refreshing, waits for the writes under way, deletes this process's rows and announces the changes. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await Promise.all([this.ticking, ...this.writes.values()]);
    this.local.clear();
    try {
      await this.options.db.execute(sql`
        with gone as (delete from ${memberPresence} where process_id = ${this.processId} returning workspace_id, user_id),
        members as (select distinct workspace_id, user_id from gone)
        select ${presenceNoticeSql(sql`m.workspace_id`, sql`m.user_id`, statusSql(sql`m.workspace_id`, sql`m.user_id`, this.staleMs, this.processId))}
        from members m`);
    } catch (error) {
      this.options.log.warn({ err: error }, 'Could not clear the presence of a stopping process');
    }
  }

  private entryOf(connection: PresenceConnection): Local {
    const key = keyOf(connection);
    let entry = this.local.get(key);
    if (!entry) {
      entry = { workspaceId: connection.workspaceId, userId: connection.userId, connections: new Set(), idle: new Set() };
      this.local.set(key, entry);
    }
    return entry;
  }

  /** Queues a write of the member's row; a write already queued (not started) will write the latest counts. */
  private schedule(entry: Local): void {
    if (this.closed) return;
    const key = keyOf(entry);
    if (this.due.has(key)) return;
    this.due.add(key);
    const previous = this.writes.get(key) ?? Promise.resolve();
    const next = previous
      .then(() => {
        this.due.delete(key);
        return this.write(entry);
      })
      .catch((error: unknown) => this.options.log.error({ err: error }, 'Could not record a presence change'));
    this.writes.set(key, next);
    void next.then(() => {
      if (this.writes.get(key) === next) this.writes.delete(key);
    });
  }

  /** Writes the member's counts on this process and announces their status when it changed. */
  private async write(entry: Local): Promise<void> {
    if (this.closed) return;
    const connections = entry.connections.size;
    const idle = entry.idle.size;
    if (connections === 0 && this.local.get(keyOf(entry)) === entry) this.local.delete(keyOf(entry));
    const workspaceId = sql`${entry.workspaceId}::int`;
    const userId = sql`${entry.userId}::int`;
    await this.options.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PRESENCE_LOCK_KEY}::int, ${userId})`);
      const before = await tx.execute<{ status: PresenceStatus }>(
        sql`select ${statusSql(workspaceId, userId, this.staleMs)} as status`,
      );
      if (connections === 0) {
        await tx.execute(sql`delete from ${memberPresence}
          where process_id = ${this.processId} and workspace_id = ${workspaceId} and user_id = ${userId}`);
      } else {
        await tx.execute(sql`insert into ${memberPresence} (process_id, workspace_id, user_id, connections, idle_connections, seen_at)
          values (${this.processId}, ${workspaceId}, ${userId}, ${connections}, ${idle}, now())
          on conflict (process_id, workspace_id, user_id) do update
          set connections = excluded.connections, idle_connections = excluded.idle_connections, seen_at = excluded.seen_at`);
      }
      const was = sql`${before.rows[0]?.status ?? 'offline'}::text`;
      const now = statusSql(workspaceId, userId, this.staleMs);
      await tx.execute(sql`select ${presenceNoticeSql(workspaceId, userId, sql`s.status`)}
        from (select ${now} as status) s where s.status <> ${was}`);
    });
  }

  private tick(): void {
    if (this.closed || this.ticking) return;
    this.ticking = this.refresh()
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'Could not refresh presence'))
      .finally(() => (this.ticking = undefined));
  }

  /**
   * Refreshes this process's rows (writing back any another process deleted as stale, and
   * announcing those members again), then deletes the stale rows of any process and announces the
   * status of their members.
   */
  private async refresh(): Promise<void> {
    const { db } = this.options;
    const entries = [...this.local.values()].filter((entry) => entry.connections.size > 0 && !this.due.has(keyOf(entry)));
    if (entries.length > 0) {
      const column = (pick: (entry: Local) => number) => intArray(entries.map(pick));
      const counts = sql`unnest(${column((e) => e.workspaceId)}, ${column((e) => e.userId)},
        ${column((e) => e.connections.size)}, ${column((e) => e.idle.size)}) as t(w, u, c, i)`;
      // A row written back: the member's status with the other processes' fresh rows is announced again.
      await db.execute(sql`
        with written as (
          insert into ${memberPresence} (process_id, workspace_id, user_id, connections, idle_connections, seen_at)
          select ${this.processId}, w, u, c, i, now() from ${counts}
          on conflict (process_id, workspace_id, user_id) do update set seen_at = excluded.seen_at
          returning workspace_id, user_id, xmax = 0 as inserted
        )
        select ${presenceNoticeSql(sql`t.w`, sql`t.u`, presenceStatusOf(sql`(o.c + t.c)`, sql`(o.i + t.i)`, busyOf(sql`t.w`, sql`t.u`)))}
        from written join ${counts} on t.w = written.workspace_id and t.u = written.user_id
        cross join lateral (
          select coalesce(sum(p.connections), 0) as c, coalesce(sum(p.idle_connections), 0) as i
          from ${memberPresence} p
          where p.workspace_id = t.w and p.user_id = t.u and p.process_id <> ${this.processId} and ${freshPresence(this.staleMs)}
        ) o
        where written.inserted`);
    }
    await db.execute(sql`
      with gone as (
        delete from ${memberPresence} p where not (${freshPresence(this.staleMs)}) returning workspace_id, user_id
      ),
      members as (select distinct workspace_id, user_id from gone)
      select ${presenceNoticeSql(sql`m.workspace_id`, sql`m.user_id`, statusSql(sql`m.workspace_id`, sql`m.user_id`, this.staleMs))}
      from members m`);
  }
}

function keyOf(connection: { workspaceId: number; userId: number }): string {
  return `${connection.workspaceId}:${connection.userId}`;
}
