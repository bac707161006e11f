import { z } from 'zod';
import { idSchema } from './common.js';
import {
  COLLAB_MAX_PER_PAGE,
  NOTE_COLOR_KEYS,
  NOTE_CONTENT_MAX_LENGTH,
  NOTE_MAX_TAGS,
  NOTE_MESSAGES,
  NOTE_TAG_MAX_LENGTH,
  NOTE_TITLE_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  type NoteColor,
} from './collaboration-constants.js';

/**
 * Notes (spec §2 Notes screen, §3 Note, §4, §5, §7, §9): private to their owner; anyone else's id is
 * a 404. Listed pinned first, then most recently updated.
 */
export const noteColorSchema = z.enum(NOTE_COLOR_KEYS as [NoteColor, ...NoteColor[]], { error: NOTE_MESSAGES.colorInvalid });

export const noteSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  color: noteColorSchema,
  tags: z.array(z.string()),
  is_pinned: z.boolean(),
  is_archived: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

const title = z
  .string({ error: NOTE_MESSAGES.required })
  .trim()
  .min(1, NOTE_MESSAGES.required)
  .max(NOTE_TITLE_MAX_LENGTH, NOTE_MESSAGES.titleTooLong);
/** Line breaks kept; only blank content is refused. */
const content = z
  .string({ error: NOTE_MESSAGES.required })
  .max(NOTE_CONTENT_MAX_LENGTH, NOTE_MESSAGES.contentTooLong)
  .refine((value) => value.trim() !== '', NOTE_MESSAGES.required);
const tags = z
  .array(
    z
      .string({ error: NOTE_MESSAGES.tagInvalid })
      .trim()
      .min(1, NOTE_MESSAGES.tagInvalid)
      .max(NOTE_TAG_MAX_LENGTH, NOTE_MESSAGES.tagInvalid),
  )
  .max(NOTE_MAX_TAGS, NOTE_MESSAGES.tooManyTags);

/** POST /notes/store (spec §7): colour default by default. */
export const noteStoreRequestSchema = z.object({
  title,
  content,
  color: noteColorSchema.optional(),
  tags: tags.optional(),
  is_pinned: z.boolean().optional(),
});
export type NoteStoreRequest = z.input<typeof noteStoreRequestSchema>;

/** PUT /notes/update `{ id, ...changes }` (spec §7): the pin toggle sends `is_pinned` flipped. */
export const noteUpdateRequestSchema = z.object({
  id: idSchema,
  title: title.optional(),
  content: content.optional(),
  color: noteColorSchema.optional(),
  tags: tags.optional(),
  is_pinned: z.boolean().optional(),
  is_archived: z.boolean().optional(),
});
export type NoteUpdateRequest = z.input<typeof noteUpdateRequestSchema>;

/**
 * GET /notes: the caller's notes, `page` by `per_page`; `search` in title, content and tags;
 * `archived=true` lists the archived ones only (by default they are left out).
 */
export const noteListQuerySchema = z.object({
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  archived: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  per_page: z.coerce.number().int().min(1).max(COLLAB_MAX_PER_PAGE).optional(),
});
export type NoteListQuery = z.input<typeof noteListQuerySchema>;

/** The cards of spec §2, over all the caller's notes. */
export const noteCountsSchema = z.object({
  /** Notes not archived. */
  total: z.number().int(),
  /** Pinned and not archived. */
  pinned: z.number().int(),
  /** Created in the last 7 days, not archived. */
  recent: z.number().int(),
  archived: z.number().int(),
});
export type NoteCounts = z.infer<typeof noteCountsSchema>;

export const notePageSchema = z.object({
  items: z.array(noteSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  counts: noteCountsSchema,
});
export type NotePage = z.infer<typeof notePageSchema>;
