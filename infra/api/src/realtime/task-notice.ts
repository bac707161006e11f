import {
  CLIENT_ID_HEADER,
  CLIENT_ID_MAX_LENGTH,
  taskEventTypeSchema,
  timeEntryEventActionSchema,
  type TaskEventType,
  type TimeEntryEventAction,
} from '@kanri/contracts';
import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { requireAuth } from '../plugins/app/auth.js';
import { memberRemovedNoticeSchema, presenceNoticeSchema, type MemberNotice } from './presence.js';
import {
  notificationCreatedNoticeSchema,
  notificationsChangedNoticeSchema,
  type NotificationNotice,
} from './notification-notice.js';
import { chatNoticeSchemas, type ChatNotice } from './chat-notice.js';

/**
 * A task change as it travels between API processes: ids only, so it fits PostgreSQL's NOTIFY
 * payload (under 8000 bytes) whatever the task; each process loads the task itself.
 */
export interface TaskNotice {
  type: TaskEventType;
  workspaceId: number;
  projectId: number;
  taskId: number;
  actorId: number | null;
  clientId: string | null;
  /** When the change was published (ISO 8601). */
  at: string;
}

/** What a route publishes; `at` is stamped on publishing. */
export type TaskEventInput = Omit<TaskNotice, 'at'>;

/**
 * A change of one of a user's time entries: ids only too. Delivered to that user's sockets of the
 * workspace only; each process loads the entry (none for `deleted`).
 */
export interface TimeEntryNotice {
  type: 'time_entry.changed';
  action: TimeEntryEventAction;
  workspaceId: number;
  /** The entry's owner: the only user whose sockets get it. */
  userId: number;
  entryId: number;
  clientId: string | null;
  at: string;
}

/** Whatever travels on NOTICE_CHANNEL. */
export type Notice = TaskNotice | TimeEntryNotice | MemberNotice | NotificationNotice | ChatNotice;

const id = z.number().int().positive();
const CLIENT_ID_PATTERN = new RegExp(`^[A-Za-z0-9-]{1,${CLIENT_ID_MAX_LENGTH}}$`);

const taskNoticeSchema = z.object({
  type: taskEventTypeSchema,
  workspaceId: id,
  projectId: id,
  taskId: id,
  actorId: id.nullable(),
  clientId: z.string().regex(CLIENT_ID_PATTERN).nullable(),
  at: z.string().max(40),
});

const timeEntryNoticeSchema = z.object({
  type: z.literal('time_entry.changed'),
  action: timeEntryEventActionSchema,
  workspaceId: id,
  userId: id,
  entryId: id,
  clientId: z.string().regex(CLIENT_ID_PATTERN).nullable(),
  at: z.string().max(40),
});

const noticeSchema = z.union([
  taskNoticeSchema,
  timeEntryNoticeSchema,
  presenceNoticeSchema,
  memberRemovedNoticeSchema,
  notificationCreatedNoticeSchema,
  notificationsChangedNoticeSchema,
  ...chatNoticeSchemas,
]);

export function encodeNotice(notice: Notice): string {
  return JSON.stringify(notice);
}

/** The notice in a payload, or undefined for anything else (another program may use the channel). */
export function decodeNotice(payload: string | undefined): Notice | undefined {
  if (!payload) return undefined;
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The request's CLIENT_ID_HEADER when it is a plausible client id (letters, digits, dashes), else null. */
export function clientIdFrom(header: string | string[] | undefined): string | null {
  return typeof header === 'string' && CLIENT_ID_PATTERN.test(header) ? header : null;
}

/** The NOTIFY channel; channels are per database, so deployments on other databases never mix. */
export const NOTICE_CHANNEL = 'kanri_events';

/** A notice before the write it announces: the task and its project come from the written row. */
export type NoticeHead = Omit<TaskEventInput, 'projectId' | 'taskId'>;

/** The head of the notice of a signed-in request's write: type, workspace, actor, client id. */
export function noticeHeadOf(request: FastifyRequest, type: TaskEventType): NoticeHead {
  return taskEventOf(request, type, { id: 0, project_id: 0 });
}

/** The database's clock as the notices' `at`. */
const NOTICE_AT = sql`to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `pg_notify` of a write's notice, for the write's own statement (`select … from written`): sent
 * at its commit, never for a write that failed, and no separate round trip or commit. The payload
 * is what `encodeNotice` writes, stamped by the database's clock.
 */
export function noticeSql(head: NoticeHead, row: { taskId: SQL; projectId: SQL }): SQL {
  return sql`pg_notify(${NOTICE_CHANNEL}, json_build_object(
    'type', ${head.type}::text, 'workspaceId', ${head.workspaceId}::int, 'projectId', ${row.projectId},
    'taskId', ${row.taskId}, 'actorId', ${head.actorId}::int, 'clientId', ${head.clientId}::text,
    'at', ${NOTICE_AT}
  )::text)`;
}

/** Who changes time entries (always their owner) and from which client. */
export interface TimeNoticeHead {
  workspaceId: number;
  userId: number;
  clientId: string | null;
}

/** The head of the time-entry notices of a signed-in request's write. */
export function timeNoticeHeadOf(request: FastifyRequest): TimeNoticeHead {
  const auth = requireAuth(request);
  return { workspaceId: auth.workspaceId, userId: auth.user.id, clientId: clientIdFrom(request.headers[CLIENT_ID_HEADER]) };
}

/** `pg_notify` of a time-entry notice (what `encodeNotice` writes), for the write's own statement like `noticeSql`. */
export function timeEntryNoticeSql(head: TimeNoticeHead, row: { entryId: SQL; action: SQL }): SQL {
  return sql`pg_notify(${NOTICE_CHANNEL}, json_build_object(
    'type', 'time_entry.changed', 'action', ${row.action}, 'workspaceId', ${head.workspaceId}::int,
    'userId', ${head.userId}::int, 'entryId', ${row.entryId}, 'clientId', ${head.clientId}::text, 'at', ${NOTICE_AT}
  )::text)`;
}

/** The event a signed-in request causes on a task, with its actor and client id. */
export function taskEventOf(
  request: FastifyRequest,
  type: TaskEventType,
  task: { id: number; project_id: number },
): TaskEventInput {
  const auth = requireAuth(request);
  return {
    type,
    workspaceId: auth.workspaceId,
    projectId: task.project_id,
    taskId: task.id,
    actorId: auth.user.id,
    clientId: clientIdFrom(request.headers[CLIENT_ID_HEADER]),
  };
}
