import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The caller's private notes (spec §7 Notes). */
export const notesRoutes: FastifyPluginAsyncZod = async () => {};
