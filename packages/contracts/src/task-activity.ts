import { z } from 'zod';
import { actorSchema } from './common.js';

/**
 * A task's activity feed (spec §2 Task detail side panel): created, every field change with its
 * old and new value, comments and attachments, each with who and when, oldest first.
 */
export const ACTIVITY_MESSAGES = {
  activityRetrieved: 'Activity retrieved successfully',
  commentAdded: 'Comment added successfully',
  commentRequired: 'The comment cannot be empty.',
  commentTooLong: 'The comment may not be longer than 10000 characters.',
} as const;

export const COMMENT_MAX_LENGTH = 10_000;

export const TASK_ACTIVITY_TYPES = ['created', 'updated', 'comment', 'attachment'] as const;
export const taskActivityTypeSchema = z.enum(TASK_ACTIVITY_TYPES);
export type TaskActivityType = z.infer<typeof taskActivityTypeSchema>;

/**
 * Fields whose changes are recorded (`field` of an `updated` entry). Values are as in the task
 * (ids for status, priority, project, assignees, tags); `custom_field` entries name the field in
 * `custom_field_id`.
 */
export const TRACKED_TASK_FIELDS = [
  'title',
  'description',
  'project_id',
  'status_id',
  'priority_id',
  'assignee_ids',
  'start_date',
  'due_date',
  'progress',
  'time_estimate_minutes',
  'track_time',
  'tag_ids',
  'relationships',
  'custom_field',
] as const;
export type TrackedTaskField = (typeof TRACKED_TASK_FIELDS)[number];

export const taskActivitySchema = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  type: taskActivityTypeSchema,
  /** `updated`: the field that changed; else null. */
  field: z.string().nullable(),
  custom_field_id: z.number().int().nullable(),
  old_value: z.unknown(),
  new_value: z.unknown(),
  /** `comment`: its text; `attachment`: the file name. */
  body: z.string().nullable(),
  /** Null when the account is gone. */
  user: actorSchema.nullable(),
  created_at: z.string(),
});
export type TaskActivity = z.infer<typeof taskActivitySchema>;

/** POST /tasks/{id}/comments. Blank (after trimming) is refused. */
export const commentStoreRequestSchema = z.object({
  body: z
    .string({ error: ACTIVITY_MESSAGES.commentRequired })
    .trim()
    .min(1, ACTIVITY_MESSAGES.commentRequired)
    .max(COMMENT_MAX_LENGTH, ACTIVITY_MESSAGES.commentTooLong),
});
export type CommentStoreRequest = z.input<typeof commentStoreRequestSchema>;
