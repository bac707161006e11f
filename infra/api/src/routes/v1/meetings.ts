import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Meetings (spec §7 Meetings), their .ics files and the caller's calendar feed. */
export const meetingsRoutes: FastifyPluginAsyncZod = async () => {};
