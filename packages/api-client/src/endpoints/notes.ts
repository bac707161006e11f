import type { Deleted, Note, NoteListQuery, NotePage, NoteStoreRequest, NoteUpdateRequest } from '@kanri/contracts';
import { apiCall } from '../http';
import { queryString } from './tasks';

/** GET /notes: the caller's notes (pinned first, then latest updated), paged, with the cards' counts. */
export const listNotes = (params: NoteListQuery = {}) =>
  apiCall<NotePage>(`/notes${queryString(params as Record<string, string | number | undefined>)}`);

/** POST /notes/store (spec §7). */
export const createNote = (body: NoteStoreRequest) => apiCall<Note>('/notes/store', { method: 'POST', body });

/** PUT /notes/update `{ id, ...changes }` (spec §7); the pin toggle sends `is_pinned` flipped. */
export const updateNote = (body: NoteUpdateRequest) => apiCall<Note>('/notes/update', { method: 'PUT', body });

/** DELETE /notes/destroy `{ id }` (spec §7). */
export const deleteNote = (id: number) => apiCall<Deleted>('/notes/destroy', { method: 'DELETE', body: { id } });
