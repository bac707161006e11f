import { z } from 'zod';
import { hexColorSchema, idSchema } from './common.js';

/**
 * Task statuses and priorities of a workspace (spec §4 "Task status", §7 Statuses, Priorities).
 * Every workspace starts with the statuses To Do, In Progress, Completed and the priorities Low,
 * Medium, High; admins and managers add, rename, recolour, reorder and delete them.
 */
export const WORKFLOW_MESSAGES = {
  statusesRetrieved: 'Statuses retrieved successfully',
  statusCreated: 'Status created successfully',
  statusUpdated: 'Status updated successfully',
  statusDeleted: 'Status deleted successfully',
  statusNotFound: 'Status not found.',
  statusNameRequired: 'The status name is required.',
  statusNameTaken: 'A status with this name already exists.',
  statusInUse: (count: number) =>
    `This status is used by ${count} ${count === 1 ? 'task' : 'tasks'}. Choose a status to move ${count === 1 ? 'it' : 'them'} to, or move ${count === 1 ? 'it' : 'them'} first.`,
  statusLast: 'A workspace needs at least one status.',
  moveToSame: 'Choose another status to move the tasks to.',
  prioritiesRetrieved: 'Priorities retrieved successfully',
  priorityCreated: 'Priority created successfully',
  priorityUpdated: 'Priority updated successfully',
  priorityDeleted: 'Priority deleted successfully',
  priorityNotFound: 'Priority not found.',
  priorityNameRequired: 'The priority name is required.',
  priorityNameTaken: 'A priority with this name already exists.',
  priorityInUse: (count: number) =>
    `This priority is used by ${count} ${count === 1 ? 'task' : 'tasks'}. Choose a priority to move ${count === 1 ? 'it' : 'them'} to, or change ${count === 1 ? 'it' : 'them'} first.`,
  priorityMoveToSame: 'Choose another priority to move the tasks to.',
  nameTooLong: 'The name may not be longer than 50 characters.',
} as const;

export const WORKFLOW_NAME_MAX_LENGTH = 50;

/** What a status means, whatever its name: the board's three columns and "completed" counts. */
export const STATUS_CATEGORIES = ['todo', 'in_progress', 'done'] as const;
export const statusCategorySchema = z.enum(STATUS_CATEGORIES);
export type StatusCategory = z.infer<typeof statusCategorySchema>;

export interface SeedStatus {
  name: string;
  slug: string;
  color: string;
  category: StatusCategory;
}

/** The statuses every workspace starts with (spec §4: to-do, in-progress, completed), in order. */
export const DEFAULT_STATUSES: readonly SeedStatus[] = [
  { name: 'To Do', slug: 'to-do', color: '#94a3b8', category: 'todo' },
  { name: 'In Progress', slug: 'in-progress', color: '#3b82f6', category: 'in_progress' },
  { name: 'Completed', slug: 'completed', color: '#22c55e', category: 'done' },
];

export interface SeedPriority {
  name: string;
  slug: string;
  color: string;
}

/** The priorities every workspace starts with (spec §4: low, medium, high), in order. */
export const DEFAULT_PRIORITIES: readonly SeedPriority[] = [
  { name: 'Low', slug: 'low', color: '#22c55e' },
  { name: 'Medium', slug: 'medium', color: '#f59e0b' },
  { name: 'High', slug: 'high', color: '#ef4444' },
];

/** Slug of the priority new tasks get (spec §9: priority medium). */
export const DEFAULT_PRIORITY_SLUG = 'medium';

export const DEFAULT_STATUS_COLOR = '#94a3b8';
export const DEFAULT_PRIORITY_COLOR = '#94a3b8';

/** Lower-case words joined by dashes: `Ready For Review` → `ready-for-review`. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

/** A status as GET /statuses lists it. `slug` is fixed at creation (to-do, in-progress, completed...). */
export const statusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
  category: statusCategorySchema,
  /** 0-based place in the workspace's order. */
  position: z.number().int(),
  /** Tasks of the workspace in this status. */
  task_count: z.number().int(),
});
export type Status = z.infer<typeof statusSchema>;

/** A priority as GET /priorities lists it, lowest first by default. */
export const prioritySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
  position: z.number().int(),
  task_count: z.number().int(),
});
export type Priority = z.infer<typeof prioritySchema>;

const workflowName = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(WORKFLOW_NAME_MAX_LENGTH, WORKFLOW_MESSAGES.nameTooLong);

/** Target place in the order; larger than the list puts it last. */
const positionSchema = z.number().int().min(0);

/** POST /status/store. Without a position the status goes last. */
export const statusStoreRequestSchema = z.object({
  name: workflowName(WORKFLOW_MESSAGES.statusNameRequired),
  color: hexColorSchema.optional(),
  category: statusCategorySchema.optional(),
  position: positionSchema.optional(),
});
export type StatusStoreRequest = z.input<typeof statusStoreRequestSchema>;

/** PUT /status/update: the id and the fields to change; `position` moves it in the order. */
export const statusUpdateRequestSchema = statusStoreRequestSchema.partial().extend({ id: idSchema });
export type StatusUpdateRequest = z.input<typeof statusUpdateRequestSchema>;

/**
 * DELETE /status/destroy. Refused (422) while tasks use the status, unless `move_to` names another
 * status of the workspace: its tasks move there first, in the same transaction.
 */
export const statusDestroyRequestSchema = z.object({ id: idSchema, move_to: idSchema.optional() });
export type StatusDestroyRequest = z.input<typeof statusDestroyRequestSchema>;

/** POST /priority/store. */
export const priorityStoreRequestSchema = z.object({
  name: workflowName(WORKFLOW_MESSAGES.priorityNameRequired),
  color: hexColorSchema.optional(),
  position: positionSchema.optional(),
});
export type PriorityStoreRequest = z.input<typeof priorityStoreRequestSchema>;

/** PUT /priority/update. */
export const priorityUpdateRequestSchema = priorityStoreRequestSchema.partial().extend({ id: idSchema });
export type PriorityUpdateRequest = z.input<typeof priorityUpdateRequestSchema>;

/** DELETE /priority/destroy: same rule as statuses. */
export const priorityDestroyRequestSchema = z.object({ id: idSchema, move_to: idSchema.optional() });
export type PriorityDestroyRequest = z.input<typeof priorityDestroyRequestSchema>;
