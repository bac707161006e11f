import {
  createNote,
  deleteNote,
  failureMessage,
  formFailure,
  isNotFound,
  listNotes,
  queryKeys,
  updateNote,
} from '@kanri/api-client';
import {
  COLLAB_DEFAULT_PER_PAGE,
  NOTE_MESSAGES,
  type Note,
  type NoteStoreRequest,
  type NoteUpdateRequest,
} from '@kanri/contracts';
import { toast } from '@kanri/design-system';
import { useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { nextPageOf } from '../note-list';

/** Notes asked for per page; "Load more" asks for the next one. */
export const NOTES_PAGE_SIZE = COLLAB_DEFAULT_PER_PAGE;

export interface NotesFilter {
  /** Trimmed; '' lists every note. */
  search: string;
  archived: boolean;
}

/**
 * GET /notes page after page (pinned first, then most recently updated), with the cards' counts.
 * While a new search loads, the previous notes stay on screen (`isPlaceholderData`); another filter
 * (active or archived) starts afresh, its notes would be shown under the wrong headings.
 */
export function useNotePages({ search, archived }: NotesFilter) {
  const query = {
    ...(search ? { search } : {}),
    ...(archived ? { archived: 'true' as const } : {}),
    per_page: NOTES_PAGE_SIZE,
  };
  return useInfiniteQuery({
    queryKey: queryKeys.notes.list(query),
    queryFn: ({ pageParam }) => listNotes({ ...query, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as typeof query | undefined)?.archived === query.archived ? previous : undefined,
  });
}

/**
 * Add, change, pin, archive and delete a note: the call, the spec's success toast, then every notes
 * query refetches. A failure is toasted with the server's message, else the spec's default
 * (`Failed to update note`). `create` and `update` reject instead, for the dialog to place a 422's
 * messages under its fields (any other failure rejects with the toast's text).
 */
export function useNoteActions() {
  const queryClient = useQueryClient();
  return useMemo(() => createNoteActions(queryClient), [queryClient]);
}

export type NoteActions = ReturnType<typeof createNoteActions>;

function createNoteActions(queryClient: QueryClient) {
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.notes.all });

  /** A 422 goes back to the form as is; anything else as the message to toast. */
  function forForm(error: unknown, fallback: string): unknown {
    if (isNotFound(error)) void refresh();
    return formFailure(error, fallback);
  }

  async function change(request: NoteUpdateRequest, success: string): Promise<boolean> {
    try {
      await updateNote(request);
      toast.success(success);
      void refresh();
      return true;
    } catch (error) {
      toast.error(failureMessage(error, NOTE_MESSAGES.updateFailed));
      if (isNotFound(error)) void refresh();
      return false;
    }
  }

  return {
    async create(request: NoteStoreRequest): Promise<Note> {
      try {
        const note = await createNote(request);
        toast.success(NOTE_MESSAGES.created);
        void refresh();
        return note;
      } catch (error) {
        throw forForm(error, NOTE_MESSAGES.createFailed);
      }
    },

    async update(request: NoteUpdateRequest): Promise<Note> {
      try {
        const note = await updateNote(request);
        toast.success(NOTE_MESSAGES.updated);
        void refresh();
        return note;
      } catch (error) {
        throw forForm(error, NOTE_MESSAGES.updateFailed);
      }
    },

    /** The pin toggle sends the note with `is_pinned` flipped (spec §7). */
    togglePin: (note: Note) =>
      change({ id: note.id, is_pinned: !note.is_pinned }, note.is_pinned ? NOTE_MESSAGES.unpinned : NOTE_MESSAGES.pinned),

    toggleArchive: (note: Note) =>
      change(
        { id: note.id, is_archived: !note.is_archived },
        note.is_archived ? NOTE_MESSAGES.unarchived : NOTE_MESSAGES.archived,
      ),

    /** Resolves whether it was deleted; a refusal is toasted. */
    async remove(note: Note): Promise<boolean> {
      try {
        await deleteNote(note.id);
        toast.success(NOTE_MESSAGES.deleted);
        void refresh();
        return true;
      } catch (error) {
        toast.error(failureMessage(error, NOTE_MESSAGES.deleteFailed));
        if (isNotFound(error)) void refresh();
        return false;
      }
    },
  };
}
