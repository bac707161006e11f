import {
  noteStoreRequestSchema,
  type Note,
  type NoteColor,
  type NoteStoreRequest,
  type NoteUpdateRequest,
} from '@kanri/contracts';
import type { FormSchema } from '@kanri/design-system';

/** The Add Note and Edit Note form (spec §3 Note): title, content, colour, tags. */
export interface NoteFormValues {
  title: string;
  content: string;
  color: NoteColor;
  tags: string[];
}

export const newNoteForm = (): NoteFormValues => ({ title: '', content: '', color: 'default', tags: [] });

export const noteFormOf = (note: Note): NoteFormValues => ({
  title: note.title,
  content: note.content,
  color: note.color,
  tags: [...note.tags],
});

/** Tags as typed: trimmed, blanks dropped, each once (the first spelling kept). */
export function normalTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** POST /notes/store: the title trimmed, the content as written (its line breaks kept). */
export const storeRequestOf = (values: NoteFormValues): NoteStoreRequest => ({
  title: values.title.trim(),
  content: values.content,
  color: values.color,
  tags: normalTags(values.tags),
});

/** PUT /notes/update with every field of the form (pin and archive are left as they are). */
export const updateRequestOf = (note: Note, values: NoteFormValues): NoteUpdateRequest => ({
  id: note.id,
  ...storeRequestOf(values),
});

/**
 * The contract's request schema for the form, each message placed on its top-level field: a bad
 * tag's message (path `tags.3`) shows under Tags.
 */
export const noteFormSchema: FormSchema = {
  safeParse(value) {
    const result = noteStoreRequestSchema.safeParse(value);
    if (result.success) return { success: true };
    return {
      success: false,
      error: { issues: result.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(0, 1) })) },
    };
  },
};
