import { AUTH_MESSAGES, isAllowed, ROLES } from '@kanri/contracts';
import {
  DEFAULT_LEAVE_TYPE,
  LEAVE_MAX_DAYS,
  LEAVE_MESSAGES,
  leaveDaysCount,
  type ApprovedLeave,
  type approvedLeaveQuerySchema,
  type LeaveCounts,
  type LeavePage,
  type LeaveRequest,
  type leaveListQuerySchema,
  type leaveStoreRequestSchema,
  type leaveUpdateRequestSchema,
} from '@kanri/contracts/hr';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { leaveRequests, roles, users, workspaceMembers } from '../db/schema.js';
import { queryRows } from '../db/statements.js';
import { HttpError, httpErrors } from '../lib/http-errors.js';
import { containsPattern } from '../lib/like-pattern.js';
import type { RequestAuth } from '../plugins/app/auth.js';
import { leaveDecisionNotifications, leaveSubmittedNotifications, type NotifiedLeave } from './notifications/rules.js';
import { insertNotificationEvents, writeNotifications } from './notifications/write.js';
import { iso } from './time-entry-sql.js';
import { fullNameOf } from './user-sql.js';

/**
 * Leave requests (spec §2 Leave Requests screen, §3, §5, §7). Members see and act on their own;
 * roles with `leave.listAll` see everyone's in the workspace, `leave.approve` roles decide on other
 * people's (never their own), `leave.deleteAny` deletes any. A request one may not see is a 404,
 * whatever the id. Every statement is scoped by the workspace. The notifications of a change
 * (`leave.submitted`, `leave.approved`, `leave.rejected`) are written in its transaction.
 */

type ListQuery = z.output<typeof leaveListQuerySchema>;
type StoreInput = z.output<typeof leaveStoreRequestSchema>;
type UpdateInput = z.output<typeof leaveUpdateRequestSchema>;
type ApprovedQuery = z.output<typeof approvedLeaveQuerySchema>;

/** The roles told of a new request: those who may approve it. */
const APPROVER_ROLES = ROLES.filter((role) => isAllowed(role, 'leave.approve'));

/** Request `l` with its requester `u` and decider `d` as the contract's JSON (same keys, same order). */
const LEAVE_JSON = sql`json_build_object(
  'id', l.id, 'user_id', l.user_id, 'user_name', ${fullNameOf(sql`u`)}, 'leave_type', l.leave_type,
  'start_date', l.start_date::text, 'end_date', l.end_date::text, 'days_count', l.days_count, 'reason', l.reason,
  'status', l.status, 'comments', l.comments, 'decided_by', l.decided_by,
  'decided_by_name', case when d.id is null then null else ${fullNameOf(sql`d`)} end,
  'decided_at', case when l.decided_at is null then null else ${iso(sql`l.decided_at`)} end,
  'created_at', ${iso(sql`l.created_at`)}, 'updated_at', ${iso(sql`l.updated_at`)}
)`;
const PEOPLE = sql`join ${users} u on u.id = l.user_id left join ${users} d on d.id = l.decided_by`;

/** Whose requests the caller sees: everyone's with `leave.listAll`, else their own. */
function visibleTo(auth: RequestAuth): SQL {
  const scope = sql`l.workspace_id = ${auth.workspaceId}`;
  return isAllowed(auth.role, 'leave.listAll') ? scope : sql`${scope} and l.user_id = ${auth.user.id}`;
}

/**
 * GET /leave-requests: the requests the caller sees, filtered (status, type, person, search in the
 * employee's name and the reason), newest first; the cards count everything the caller sees ("this
 * month": the start date in the current month of `time_zone`, UTC by default). One statement.
 */
export async function listLeaveRequests(db: Database, auth: RequestAuth, query: ListQuery): Promise<LeavePage> {
  const timeZone = query.time_zone ?? 'UTC';
  const filters: SQL[] = [visibleTo(auth)];
  if (query.status) filters.push(sql`l.status = ${query.status}`);
  if (query.leave_type) filters.push(sql`l.leave_type = ${query.leave_type}`);
  if (query.user_id !== undefined) filters.push(sql`l.user_id = ${query.user_id}`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(sql`(${fullNameOf(sql`u`)} ilike ${pattern} or l.reason ilike ${pattern})`);
  }
  const [row] = await queryRows<LeaveCounts & { items: LeaveRequest[] }>(
    db,
    sql`with page as (
      select ${LEAVE_JSON} as item, l.created_at, l.id
      from ${leaveRequests} l ${PEOPLE}
      where ${sql.join(filters, sql` and `)}
    )
    select count(*)::int as total,
      count(*) filter (where l.status = 'pending')::int as pending,
      count(*) filter (where l.status = 'approved')::int as approved,
      count(*) filter (where l.status = 'rejected')::int as rejected,
      count(*) filter (
        where to_char(l.start_date, 'YYYY-MM') = to_char(now() at time zone ${timeZone}, 'YYYY-MM')
      )::int as this_month,
      coalesce((select json_agg(p.item order by p.created_at desc, p.id desc) from page p), '[]'::json) as items
    from ${leaveRequests} l where ${visibleTo(auth)}`,
  );
  const { items, ...counts } = row!;
  return {
    items,
    counts: {
      total: counts.total,
      pending: counts.pending,
      approved: counts.approved,
      rejected: counts.rejected,
      this_month: counts.this_month,
    },
  };
}

const overlapError = () => httpErrors.invalidField('start_date', LEAVE_MESSAGES.overlap);

/**
 * POST /leave-requests/store: a pending request of the caller (annual unless sent), its days
 * counted by `leaveDaysCount` (a `days_count` sent is ignored). Refused (422 on `start_date`) when
 * it overlaps one of the caller's pending or approved requests: the caller's membership row is
 * locked first, so two submissions at once are checked one after the other. The approvers'
 * `leave.submitted` notifications are written in the same transaction.
 */
export async function createLeaveRequest(db: Database, auth: RequestAuth, input: StoreInput): Promise<LeaveRequest> {
  const days = leaveDaysCount(input.start_date, input.end_date);
  if (days > LEAVE_MAX_DAYS) throw httpErrors.invalidField('end_date', LEAVE_MESSAGES.tooLong);
  const me = auth.user.id;
  return db.transaction(async (tx) => {
    // Serialises this member's submissions; the overlap check below runs after the lock, on fresh data.
    const [member] = await queryRows<{ user_id: number }>(
      tx,
      sql`select m.user_id from ${workspaceMembers} m
      where m.workspace_id = ${auth.workspaceId} and m.user_id = ${me} for update`,
    );
    if (!member) throw httpErrors.forbidden(AUTH_MESSAGES.notWorkspaceMember);
    const [written] = await queryRows<{ item: LeaveRequest; approver_ids: number[] }>(
      tx,
      sql`with written as (
        insert into ${leaveRequests} (workspace_id, user_id, leave_type, start_date, end_date, days_count, reason)
        select ${auth.workspaceId}, ${me}, ${input.leave_type ?? DEFAULT_LEAVE_TYPE}, ${input.start_date}::date,
          ${input.end_date}::date, ${days}, ${input.reason}
        where not exists (
          select 1 from ${leaveRequests} o
          where o.workspace_id = ${auth.workspaceId} and o.user_id = ${me} and o.status in ('pending', 'approved')
            and o.start_date <= ${input.end_date}::date and o.end_date >= ${input.start_date}::date
        )
        returning *
      )
      select ${LEAVE_JSON} as item,
        array(
          select m.user_id from ${workspaceMembers} m join ${roles} r on r.id = m.role_id
          where m.workspace_id = ${auth.workspaceId} and m.status = 'active'
            and r.slug = any(${sql.param(`{${APPROVER_ROLES.join(',')}}`)}::text[])
        ) as approver_ids
      from written l ${PEOPLE}`,
    );
    if (!written) throw overlapError();
    const leave = written.item;
    await writeNotifications(
      tx,
      leaveSubmittedNotifications(notifiedLeave(leave, auth.workspaceId), actorOf(auth), written.approver_ids),
    );
    return leave;
  });
}

/**
 * POST /leave-requests/update `{id, status}`: `approved` or `rejected` (with the reason, `comments`)
 * by an approver on someone else's request (their own: 403 `ownDecision`), `cancelled` by the
 * requester only (403 `onlyRequesterCancels`). Only a pending request changes (409 `notPending`).
 * A request the caller may not see is a 404. The row is locked while checked; the requester's
 * `leave.approved` / `leave.rejected` notification is written by the same statement as the change.
 */
export async function updateLeaveRequest(db: Database, auth: RequestAuth, input: UpdateInput): Promise<LeaveRequest> {
  const me = auth.user.id;
  return db.transaction(async (tx) => {
    const current = await lockVisible(tx, auth, input.id);
    if (input.status === 'cancelled') {
      if (current.user_id !== me) throw httpErrors.forbidden(LEAVE_MESSAGES.onlyRequesterCancels);
    } else {
      if (current.user_id === me) throw httpErrors.forbidden(LEAVE_MESSAGES.ownDecision);
      if (!isAllowed(auth.role, 'leave.approve')) throw httpErrors.forbidden(AUTH_MESSAGES.forbidden);
    }
    if (current.status !== 'pending') throw httpErrors.conflict(LEAVE_MESSAGES.notPending);

    const decided = input.status !== 'cancelled';
    const comments = input.status === 'rejected' ? (input.comments ?? '') : current.comments;
    const events =
      input.status === 'cancelled' ? [] : leaveDecisionNotifications(current, { status: input.status, comments }, actorOf(auth));
    const notify = events.length > 0 ? sql`, ${insertNotificationEvents(events, sql`select 1 from written`)}` : sql``;
    const [row] = await queryRows<{ item: LeaveRequest }>(
      tx,
      sql`with written as (
        update ${leaveRequests} l set status = ${input.status}, comments = ${comments},
          decided_by = ${decided ? me : null}::int, decided_at = ${decided ? sql`now()` : sql`null`}, updated_at = now()
        where l.id = ${input.id} and l.workspace_id = ${auth.workspaceId}
        returning l.*
      )${notify}
      select ${LEAVE_JSON} as item from written l ${PEOPLE}`,
    );
    return row!.item;
  });
}

/**
 * DELETE /leave-requests/destroy/{id}: the requester's own while it is pending, any request with
 * `leave.deleteAny` (admins); else 403 `deleteNotAllowed`. A request the caller may not see is a 404.
 */
export async function destroyLeaveRequest(db: Database, auth: RequestAuth, id: number): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const current = await lockVisible(tx, auth, id);
    const own = current.user_id === auth.user.id && current.status === 'pending';
    if (!own && !isAllowed(auth.role, 'leave.deleteAny')) throw new HttpError(403, LEAVE_MESSAGES.deleteNotAllowed);
    await queryRows(tx, sql`delete from ${leaveRequests} l where l.id = ${id} and l.workspace_id = ${auth.workspaceId}`);
  });
  return { id };
}

/**
 * GET /leave-requests/approved?from=&to=: the approved leave of the workspace's active members
 * overlapping the period (dates included), by start date. Every member may read it.
 */
export async function listApprovedLeave(db: Database, workspaceId: number, query: ApprovedQuery): Promise<ApprovedLeave[]> {
  const [row] = await queryRows<{ items: ApprovedLeave[] }>(
    db,
    sql`select coalesce(json_agg(json_build_object(
        'id', l.id, 'user_id', l.user_id, 'user_name', ${fullNameOf(sql`u`)}, 'leave_type', l.leave_type,
        'start_date', l.start_date::text, 'end_date', l.end_date::text
      ) order by l.start_date, l.user_id, l.id), '[]'::json) as items
    from ${leaveRequests} l
    join ${users} u on u.id = l.user_id
    join ${workspaceMembers} m on m.workspace_id = l.workspace_id and m.user_id = l.user_id and m.status = 'active'
    where l.workspace_id = ${workspaceId} and l.status = 'approved'
      and l.start_date <= ${query.to}::date and l.end_date >= ${query.from}::date`,
  );
  return row!.items;
}

/** A request the caller may see, locked until the end of the transaction (404 otherwise). */
async function lockVisible(
  tx: Database,
  auth: RequestAuth,
  id: number,
): Promise<NotifiedLeave & { status: string; comments: string }> {
  const [row] = await queryRows<NotifiedLeave & { status: string; comments: string }>(
    tx,
    sql`select l.id, l.workspace_id, l.user_id, l.leave_type, l.start_date::text as start_date, l.end_date::text as end_date,
      l.days_count, l.status, l.comments
    from ${leaveRequests} l where l.id = ${id} and ${visibleTo(auth)} for update`,
  );
  if (!row) throw httpErrors.notFound(LEAVE_MESSAGES.notFound);
  return row;
}

function notifiedLeave(leave: LeaveRequest, workspaceId: number): NotifiedLeave {
  return {
    id: leave.id,
    workspace_id: workspaceId,
    user_id: leave.user_id,
    leave_type: leave.leave_type,
    start_date: leave.start_date,
    end_date: leave.end_date,
    days_count: leave.days_count,
  };
}

const actorOf = (auth: RequestAuth) => ({ id: auth.user.id, name: `${auth.user.firstName} ${auth.user.lastName}`.trim() });
