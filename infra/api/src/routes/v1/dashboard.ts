import { dataReply } from '@kanri/contracts';
import { DASHBOARD_MESSAGES, dashboardStatisticsQuerySchema, dashboardStatisticsSchema } from '@kanri/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { dashboardStatistics } from '../../services/dashboard/statistics.js';
import { TaskTallyCache } from '../../services/dashboard/task-tally-cache.js';

/**
 * The dashboard home (spec §2, §3 Dashboard statistics, §7 GET /dashboard/statistics): every figure
 * in one request. Everyone who sees the workspace's projects sees it (`projects.list`); what each
 * figure covers for the caller (own todos, own or everyone's time sheet) is in the contract.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tallies = new TaskTallyCache();
  app.get(
    '/dashboard/statistics',
    {
      config: { permission: 'projects.list' },
      schema: {
        tags: ['dashboard'],
        summary:
          "The dashboard home's figures: projects, tasks, the caller's todos and time today, the time sheet of a period, recent activities, team presence, unread notifications",
        security: BEARER_SECURITY,
        querystring: dashboardStatisticsQuerySchema,
        response: { 200: dataReply(dashboardStatisticsSchema) },
      },
    },
    async (request) =>
      ok(
        await dashboardStatistics({ db: app.db, config: app.config, tallies }, requireAuth(request), request.query),
        DASHBOARD_MESSAGES.statisticsRetrieved,
      ),
  );
};
