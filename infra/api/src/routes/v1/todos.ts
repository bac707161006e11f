import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The caller's private todos (spec §7 Todos). */
export const todosRoutes: FastifyPluginAsyncZod = async () => {};
