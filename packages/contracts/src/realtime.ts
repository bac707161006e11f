import { z } from 'zod';
import type { HrRealtimeMessage } from './hr.js';
import { PRESENCE_STATUSES } from './realtime-constants.js';
import { taskSchema } from './tasks.js';
import { timeEntrySchema } from './time-entries.js';

export * from './realtime-constants.js';

export const TASK_EVENT_TYPES = ['task.created', 'task.updated', 'task.moved', 'task.deleted'] as const;
export const taskEventTypeSchema = z.enum(TASK_EVENT_TYPES);
export type TaskEventType = z.infer<typeof taskEventTypeSchema>;

/**
 * A task changed in the connection's workspace. `task` is the task as GET /tasks returns it now
 * (null for task.deleted). `task.moved` is a reorder or a board drop (status and position).
 */
export const taskEventSchema = z.object({
  type: taskEventTypeSchema,
  workspace_id: z.number().int(),
  project_id: z.number().int(),
  task_id: z.number().int(),
  task: taskSchema.nullable(),
  /** Who made the change. */
  actor_id: z.number().int().nullable(),
  /** The CLIENT_ID_HEADER of the request that made it, if any. */
  client_id: z.string().nullable(),
  at: z.string(),
});
export type TaskEvent = z.infer<typeof taskEventSchema>;

export const TIME_ENTRY_EVENT_ACTIONS = ['started', 'paused', 'resumed', 'stopped', 'created', 'updated', 'deleted'] as const;
export const timeEntryEventActionSchema = z.enum(TIME_ENTRY_EVENT_ACTIONS);
export type TimeEntryEventAction = z.infer<typeof timeEntryEventActionSchema>;

/**
 * One of the user's time entries changed (sent only to that user's connections, on every tab and
 * device): `entry` is the entry as GET /time-entries returns it now (null once deleted), so a
 * timer started, paused or stopped elsewhere shows at once.
 */
export const timeEntryEventSchema = z.object({
  type: z.literal('time_entry.changed'),
  action: timeEntryEventActionSchema,
  workspace_id: z.number().int(),
  user_id: z.number().int(),
  entry_id: z.number().int(),
  entry: timeEntrySchema.nullable(),
  client_id: z.string().nullable(),
  at: z.string(),
});
export type TimeEntryEvent = z.infer<typeof timeEntryEventSchema>;

/** `ready` once the connection is accepted; `ping` keeps idle connections alive. */
export const realtimeControlSchema = z.object({
  type: z.enum(['ready', 'ping']),
  workspace_id: z.number().int(),
});

/**
 * A member's presence in the workspace changed: `online` with a live connection, `away` when every
 * one of their connections reports the tab idle, `offline` when the last one closes. Sent to the
 * workspace's connections.
 */
export const presenceEventSchema = z.object({
  type: z.literal('presence.changed'),
  workspace_id: z.number().int(),
  user_id: z.number().int(),
  status: z.enum(PRESENCE_STATUSES),
  at: z.string(),
});
export type PresenceEvent = z.infer<typeof presenceEventSchema>;

/** The one message a client sends: its tab went idle (`away`) or is in use again (`online`). */
export const presenceReportSchema = z.object({ type: z.literal('presence'), status: z.enum(['online', 'away']) });
export type PresenceReport = z.infer<typeof presenceReportSchema>;

export const realtimeMessageSchema = z.union([taskEventSchema, timeEntryEventSchema, presenceEventSchema, realtimeControlSchema]);
/** Every message of the socket; the notification events' schemas live in `@kanri/contracts/hr`. */
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema> | HrRealtimeMessage;
