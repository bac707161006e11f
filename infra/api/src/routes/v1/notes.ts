import {
  dataReply,
  deletedSchema,
  idBodySchema,
  NOTE_MESSAGES,
  noteListQuerySchema,
  notePageSchema,
  noteSchema,
  noteStoreRequestSchema,
  noteUpdateRequestSchema,
} from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { createNote, destroyNote, listNotes, updateNote } from '../../services/notes.js';

/** The caller's private notes (spec §7 Notes): anyone else's id is a 404. */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notes',
    {
      config: { permission: 'notes.list' },
      schema: {
        tags: ['notes'],
        summary:
          "The caller's notes, paged, pinned first then latest updated: search in title, content and tags; archived ones apart; the cards' counts",
        security: BEARER_SECURITY,
        querystring: noteListQuerySchema,
        response: { 200: dataReply(notePageSchema) },
      },
    },
    async (request) => ok(await listNotes(app.db, requireAuth(request), request.query), NOTE_MESSAGES.listed),
  );

  app.post(
    '/notes/store',
    {
      config: { permission: 'notes.create' },
      schema: {
        tags: ['notes'],
        summary: 'Add a note of the caller (tags trimmed, without repeats)',
        security: BEARER_SECURITY,
        body: noteStoreRequestSchema,
        response: { 201: dataReply(noteSchema) },
      },
    },
    async (request, reply) => {
      const note = await createNote(app.db, requireAuth(request), request.body);
      return reply.code(201).send(ok(note, NOTE_MESSAGES.created));
    },
  );

  app.put(
    '/notes/update',
    {
      config: { permission: 'notes.update' },
      schema: {
        tags: ['notes'],
        summary: "Change one of the caller's notes (pin and archive too)",
        security: BEARER_SECURITY,
        body: noteUpdateRequestSchema,
        response: { 200: dataReply(noteSchema) },
      },
    },
    async (request) => ok(await updateNote(app.db, requireAuth(request), request.body), NOTE_MESSAGES.updated),
  );

  app.delete(
    '/notes/destroy',
    {
      // One's own private record: its deletion is nobody else's business (no audit event).
      config: { permission: 'notes.delete', audit: false },
      schema: {
        tags: ['notes'],
        summary: "Delete one of the caller's notes",
        security: BEARER_SECURITY,
        body: idBodySchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) => ok(await destroyNote(app.db, requireAuth(request), request.body.id), NOTE_MESSAGES.deleted),
  );
};
