import { z } from 'zod';
import { hexColorSchema } from './common.js';

/** Workspace tags (spec §3 Tag; the task detail's Tags with the six labels seeded in every workspace). */
export const TAG_MESSAGES = {
  tagsRetrieved: 'Tags retrieved successfully',
  tagCreated: 'Tag created successfully',
  nameRequired: 'The tag name is required.',
  nameTooLong: 'The tag name may not be longer than 50 characters.',
  nameTaken: 'A tag with this name already exists.',
} as const;

export const TAG_NAME_MAX_LENGTH = 50;
export const DEFAULT_TAG_COLOR = '#94a3b8';

/** The labels every workspace starts with (spec §3), in order. */
export const DEFAULT_TAGS: readonly { name: string; color: string }[] = [
  { name: 'Frontend', color: '#3b82f6' },
  { name: 'Backend', color: '#22c55e' },
  { name: 'Design', color: '#ec4899' },
  { name: 'Research', color: '#a855f7' },
  { name: 'Bug', color: '#ef4444' },
  { name: 'Feature', color: '#f59e0b' },
];

export const tagSchema = z.object({ id: z.number().int(), name: z.string(), color: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** POST /tags/store. */
export const tagStoreRequestSchema = z.object({
  name: z
    .string({ error: TAG_MESSAGES.nameRequired })
    .trim()
    .min(1, TAG_MESSAGES.nameRequired)
    .max(TAG_NAME_MAX_LENGTH, TAG_MESSAGES.nameTooLong),
  color: hexColorSchema.optional(),
});
export type TagStoreRequest = z.input<typeof tagStoreRequestSchema>;
