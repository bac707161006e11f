import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health.js';
import { rolesRoutes } from './roles.js';

/** Every `/api/v1` route module, registered in one place. */
export const v1Routes: FastifyPluginAsync = async (v1) => {
  await v1.register(healthRoutes);
  await v1.register(rolesRoutes);
};
