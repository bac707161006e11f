import { z } from 'zod';
import { dateOnlySchema, idParamSchema, idSchema } from './common.js';

/**
 * Tasks (spec §2 "Task list", "Task detail", "Board"; §3 Task; §7 Tasks; §9 new-task defaults).
 * `title` is the UI's task name; `assignee_ids` are workspace members in order and
 * `assigned_to` (spec §3 server task) is the first of them.
 */
export const TASK_MESSAGES = {
  tasksRetrieved: 'Tasks retrieved successfully',
  taskRetrieved: 'Task retrieved successfully',
  taskCreated: 'Task created successfully',
  taskUpdated: 'Task updated successfully',
  taskDeleted: 'Task deleted successfully',
  taskMoved: 'Task moved successfully',
  taskNotFound: 'Task not found.',
  titleRequired: 'The task name is required.',
  titleTooLong: 'The task name may not be longer than 500 characters.',
  descriptionTooLong: 'The description may not be longer than 50000 characters.',
  dueBeforeStart: 'The due date must be on or after the start date.',
  progressRange: 'The progress must be a whole number from 0 to 100.',
  timeEstimateInvalid: 'The time estimate must be a whole number of minutes, 0 or more.',
  projectNotFound: 'Project not found.',
  statusNotFound: 'Status not found.',
  statusNotInProject: 'This status is not used in this project.',
  priorityNotFound: 'Priority not found.',
  assigneeNotMember: 'Every assignee must be a member of this workspace.',
  singleAssignee: 'This project allows one assignee per task.',
  distinct: 'Each item may appear only once.',
  tagNotFound: 'Tag not found.',
  relatedTaskNotFound: 'Related task not found.',
  relatedToItself: 'A task cannot be related to itself.',
  reorderTarget: 'Give before_id or after_id (one of them), or only status_id to put the task last.',
  reorderOtherProject: 'Tasks can only be moved among the tasks of their project.',
  reorderItself: 'A task cannot be moved next to itself.',
  cursorInvalid: 'The cursor is invalid.',
  onlyOwnTasks: 'You can only delete tasks you created.',
} as const;

export const TASK_TITLE_MAX_LENGTH = 500;
export const TASK_DESCRIPTION_MAX_LENGTH = 50_000;
/** Most tasks one GET /tasks page returns. */
export const TASKS_MAX_PER_PAGE = 500;
export const TASKS_DEFAULT_PER_PAGE = 50;

/** New-task defaults (spec §9): name, progress 0, status to-do, priority medium, no assignees. */
export const NEW_TASK_DEFAULTS = {
  title: 'New Task',
  progress: 0,
  statusSlug: 'to-do',
  prioritySlug: 'medium',
  assignee_ids: [] as number[],
} as const;

/** Task links: "this task blocks / is waiting on / is related to that one". */
export const TASK_LINK_TYPES = ['blocks', 'waiting_on', 'related'] as const;
export const taskLinkTypeSchema = z.enum(TASK_LINK_TYPES);
export type TaskLinkType = z.infer<typeof taskLinkTypeSchema>;

/** The same link seen from the other task: A blocks B = B is waiting on A. */
export const INVERSE_TASK_LINK: Record<TaskLinkType, TaskLinkType> = {
  blocks: 'waiting_on',
  waiting_on: 'blocks',
  related: 'related',
};

export const TASK_LINK_LABELS: Record<TaskLinkType, string> = {
  blocks: 'Blocks',
  waiting_on: 'Waiting on',
  related: 'Related',
};

/** A link as seen from the task that lists it. */
export const taskRelationshipSchema = z.object({
  task_id: z.number().int(),
  type: taskLinkTypeSchema,
  /** The other task's name and project, to show and link it. */
  title: z.string(),
  project_id: z.number().int(),
});
export type TaskRelationship = z.infer<typeof taskRelationshipSchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  project_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status_id: z.number().int(),
  /** Null when the task has no priority. */
  priority_id: z.number().int().nullable(),
  /** The first assignee (spec §3 server task), null when none. */
  assigned_to: z.number().int().nullable(),
  assignee_ids: z.array(z.number().int()),
  start_date: z.string().nullable(),
  due_date: z.string().nullable(),
  progress: z.number().int(),
  time_estimate_minutes: z.number().int().nullable(),
  track_time: z.boolean(),
  /** Time tracked on the task by everyone, pauses left out; running timers count up to the reply. */
  tracked_ms: z.number().int(),
  tag_ids: z.array(z.number().int()),
  relationships: z.array(taskRelationshipSchema),
  /** Row order in the project: compare as plain strings (code units), never with localeCompare. */
  position: z.string(),
  /** Custom field id → value (see custom-fields.ts for each type's value). */
  custom_field_values: z.record(z.string(), z.unknown()),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** GET /tasks: one page of tasks in row order (project, then position), with the total that match. */
export const taskPageSchema = z.object({
  items: z.array(taskSchema),
  /** Tasks matching the filters, all pages together. */
  total: z.number().int(),
  /** The page number; null when paging by cursor. */
  page: z.number().int().nullable(),
  per_page: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});
export type TaskPage = z.infer<typeof taskPageSchema>;

/**
 * GET /tasks query: filters `project_id`, `status_id`, `assignee_id`, `search` (in the name), and
 * either `page` (1-based) or `cursor` (from the previous page), with `per_page` up to 500.
 */
export const taskListQuerySchema = z.object({
  project_id: idParamSchema.optional(),
  status_id: idParamSchema.optional(),
  assignee_id: idParamSchema.optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  per_page: z.coerce.number().int().min(1).max(TASKS_MAX_PER_PAGE).optional(),
  cursor: z.string().max(500).optional(),
});
export type TaskListQuery = z.input<typeof taskListQuerySchema>;

const distinctIds = z
  .array(idSchema)
  .max(100)
  .refine((ids) => new Set(ids).size === ids.length, TASK_MESSAGES.distinct);

const taskTitle = () =>
  z
    .string({ error: TASK_MESSAGES.titleRequired })
    .trim()
    .min(1, TASK_MESSAGES.titleRequired)
    .max(TASK_TITLE_MAX_LENGTH, TASK_MESSAGES.titleTooLong);

/** A link to set: the other task and how this one relates to it. */
export const taskRelationshipInputSchema = z.object({ task_id: idSchema, type: taskLinkTypeSchema });
export type TaskRelationshipInput = z.infer<typeof taskRelationshipInputSchema>;

const taskFieldsSchema = z
  .object({
    description: z.string().max(TASK_DESCRIPTION_MAX_LENGTH, TASK_MESSAGES.descriptionTooLong).nullable(),
    status_id: idSchema,
    priority_id: idSchema.nullable(),
    /** The assignees in order (replaces the list). */
    assignee_ids: distinctIds,
    /** Spec §3's single assignee: `[assigned_to]` (or none for null) unless `assignee_ids` is sent too. */
    assigned_to: idSchema.nullable(),
    start_date: dateOnlySchema.nullable(),
    due_date: dateOnlySchema.nullable(),
    progress: z
      .number({ error: TASK_MESSAGES.progressRange })
      .int(TASK_MESSAGES.progressRange)
      .min(0, TASK_MESSAGES.progressRange)
      .max(100, TASK_MESSAGES.progressRange),
    time_estimate_minutes: z
      .number({ error: TASK_MESSAGES.timeEstimateInvalid })
      .int(TASK_MESSAGES.timeEstimateInvalid)
      .min(0, TASK_MESSAGES.timeEstimateInvalid)
      .max(10_000_000, TASK_MESSAGES.timeEstimateInvalid)
      .nullable(),
    track_time: z.boolean(),
    /** Workspace tag ids (replaces the list). */
    tag_ids: distinctIds,
    /** Links to other tasks of the workspace (replaces every link of this task, both directions). */
    relationships: z.array(taskRelationshipInputSchema).max(100),
    /** Custom field id → value; a key with null clears that value, keys not sent are kept. */
    custom_field_values: z.record(z.string(), z.unknown()),
  })
  .partial();

const datesInOrder = (value: { start_date?: string | null | undefined; due_date?: string | null | undefined }) =>
  !value.start_date || !value.due_date || value.start_date <= value.due_date;

/** POST /tasks/store: the project and any fields; the rest gets the spec §9 defaults. The task goes last. */
export const taskStoreRequestSchema = taskFieldsSchema
  .extend({ project_id: idSchema, title: taskTitle().optional() })
  .refine(datesInOrder, { path: ['due_date'], message: TASK_MESSAGES.dueBeforeStart });
export type TaskStoreRequest = z.input<typeof taskStoreRequestSchema>;

/**
 * PUT /tasks/update `{ id, ...fields }`. A new `project_id` moves the task to the end of that
 * project (its status must be one of that project's, else it gets that project's first; custom
 * field values are dropped).
 */
export const taskUpdateRequestSchema = taskFieldsSchema
  .extend({ id: idSchema, project_id: idSchema.optional(), title: taskTitle().optional() })
  .refine(datesInOrder, { path: ['due_date'], message: TASK_MESSAGES.dueBeforeStart });
export type TaskUpdateRequest = z.input<typeof taskUpdateRequestSchema>;

/**
 * PUT /tasks/reorder: put the task just before `before_id` or just after `after_id` (same project).
 * A board drop sends `status_id` too, so the new column and position are saved in one step; with
 * `status_id` and neither neighbour (an empty column) the task goes last in the project.
 */
export const taskReorderRequestSchema = z
  .object({ id: idSchema, before_id: idSchema.optional(), after_id: idSchema.optional(), status_id: idSchema.optional() })
  .refine(
    (value) =>
      value.before_id === undefined || value.after_id === undefined
        ? value.before_id !== undefined || value.after_id !== undefined || value.status_id !== undefined
        : false,
    { path: ['before_id'], message: TASK_MESSAGES.reorderTarget },
  );
export type TaskReorderRequest = z.input<typeof taskReorderRequestSchema>;
