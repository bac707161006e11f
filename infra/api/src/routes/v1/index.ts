import type { FastifyPluginAsync } from 'fastify';
import { accountEmailRoutes } from './account-emails.js';
import { authRoutes } from './auth.js';
import { customFieldsRoutes } from './custom-fields.js';
import { healthRoutes } from './health.js';
import { invitationRoutes } from './invitations.js';
import { projectsRoutes } from './projects.js';
import { realtimeRoutes } from './realtime.js';
import { rolesRoutes } from './roles.js';
import { settingsRoutes } from './settings.js';
import { socialAuthRoutes } from './social-auth.js';
import { tagsRoutes } from './tags.js';
import { taskMediaRoutes } from './task-media.js';
import { tasksRoutes } from './tasks.js';
import { timeEntriesRoutes } from './time-entries.js';
import { usersRoutes } from './users.js';
import { workflowRoutes } from './workflow.js';
import { workspacesRoutes } from './workspaces.js';

/** Every `/api/v1` route module, registered in one place. */
export const v1Routes: FastifyPluginAsync = async (v1) => {
  await v1.register(healthRoutes);
  await v1.register(rolesRoutes);
  await v1.register(authRoutes);
  await v1.register(accountEmailRoutes);
  await v1.register(socialAuthRoutes);
  await v1.register(invitationRoutes);
  await v1.register(usersRoutes);
  await v1.register(settingsRoutes);
  await v1.register(workflowRoutes);
  await v1.register(projectsRoutes);
  await v1.register(tasksRoutes);
  await v1.register(taskMediaRoutes);
  await v1.register(customFieldsRoutes);
  await v1.register(tagsRoutes);
  await v1.register(workspacesRoutes);
  await v1.register(timeEntriesRoutes);
  await v1.register(realtimeRoutes);
};
