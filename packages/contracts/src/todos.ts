import { z } from 'zod';
import { dateOnlySchema, idSchema } from './common.js';
import {
  COLLAB_MAX_PER_PAGE,
  SEARCH_MAX_LENGTH,
  TODO_DESCRIPTION_MAX_LENGTH,
  TODO_MESSAGES,
  TODO_PRIORITIES,
  TODO_STATUSES,
  TODO_TITLE_MAX_LENGTH,
} from './collaboration-constants.js';
import { timeZoneSchema } from './time-entries.js';

/**
 * Todos (spec §2 Todos screen, §3 Todo, §4, §5, §7): private to their owner; anyone else's id is a
 * 404. Overdue: due before today (in the caller's `time_zone`), not completed or cancelled.
 */
export const todoStatusSchema = z.enum(TODO_STATUSES, { error: TODO_MESSAGES.statusInvalid });
export const todoPrioritySchema = z.enum(TODO_PRIORITIES, { error: TODO_MESSAGES.priorityInvalid });

export const todoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: todoStatusSchema,
  priority: todoPrioritySchema,
  /** A calendar date, or null. */
  due_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Todo = z.infer<typeof todoSchema>;

const title = z
  .string({ error: TODO_MESSAGES.required })
  .trim()
  .min(1, TODO_MESSAGES.required)
  .max(TODO_TITLE_MAX_LENGTH, TODO_MESSAGES.titleTooLong);
const description = z.string().trim().max(TODO_DESCRIPTION_MAX_LENGTH, TODO_MESSAGES.descriptionTooLong);
const dueDate = dateOnlySchema.nullable();

/** POST /todos/store (spec §7): priority medium and status pending by default; never cancelled. */
export const todoStoreRequestSchema = z.object({
  title,
  description: description.optional(),
  priority: todoPrioritySchema.optional(),
  status: todoStatusSchema.refine((status) => status !== 'cancelled', TODO_MESSAGES.createCancelled).optional(),
  due_date: dueDate.optional(),
});
export type TodoStoreRequest = z.input<typeof todoStoreRequestSchema>;

/** POST /todos/update `{ id, ...changes }` (spec §7). */
export const todoUpdateRequestSchema = z.object({
  id: idSchema,
  title: title.optional(),
  description: description.optional(),
  priority: todoPrioritySchema.optional(),
  status: todoStatusSchema.optional(),
  due_date: dueDate.optional(),
});
export type TodoUpdateRequest = z.input<typeof todoUpdateRequestSchema>;

/**
 * GET /todos: the caller's todos, `page` by `per_page`; `search` in title and description; `status`
 * (or `overdue`), `priority`. Open ones first (pending, in progress), by due date (none last), then
 * newest; completed and cancelled after them.
 */
export const todoListQuerySchema = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  status: z.enum([...TODO_STATUSES, 'overdue'], { error: TODO_MESSAGES.statusInvalid }).optional(),
  priority: todoPrioritySchema.optional(),
  time_zone: timeZoneSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  per_page: z.coerce.number().int().min(1).max(COLLAB_MAX_PER_PAGE).optional(),
});
export type TodoListQuery = z.input<typeof todoListQuerySchema>;

/** The five cards of spec §2, over all the caller's todos. */
export const todoCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  in_progress: z.number().int(),
  completed: z.number().int(),
  overdue: z.number().int(),
});
export type TodoCounts = z.infer<typeof todoCountsSchema>;

export const todoPageSchema = z.object({
  items: z.array(todoSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  counts: todoCountsSchema,
  /** Today's date in the query's time zone (what overdue was measured against). */
  today: z.string(),
});
export type TodoPage = z.infer<typeof todoPageSchema>;
