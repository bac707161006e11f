import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder: the routes of this area are being written. */
export const clientsRoutes: FastifyPluginAsyncZod = async () => {};
