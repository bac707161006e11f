import {
  dataReply,
  deletedSchema,
  idBodySchema,
  idParamsSchema,
  LAYOUT_MESSAGES,
  PROJECT_MESSAGES,
  projectSchema,
  projectStoreRequestSchema,
  projectUpdateRequestSchema,
  taskListLayoutSchema,
  taskListLayoutUpdateRequestSchema,
} from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { getLayout, saveLayout } from '../../services/project-layouts.js';
import { createProject, destroyProject, getProject, listProjects, updateProject } from '../../services/projects.js';

/** Projects of the current workspace (spec §7 Projects). */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects',
    {
      config: { permission: 'projects.list' },
      schema: {
        tags: ['projects'],
        summary: 'Projects of the workspace in sidebar order, with task counts (total and per status)',
        security: BEARER_SECURITY,
        response: { 200: dataReply(projectSchema.array()) },
      },
    },
    async (request) => ok(await listProjects(app.db, requireAuth(request).workspaceId), PROJECT_MESSAGES.projectsRetrieved),
  );

  app.get(
    '/projects/:id',
    {
      config: { permission: 'projects.list' },
      schema: {
        tags: ['projects'],
        summary: 'One project',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: dataReply(projectSchema) },
      },
    },
    async (request) =>
      ok(await getProject(app.db, requireAuth(request).workspaceId, request.params.id), PROJECT_MESSAGES.projectRetrieved),
  );

  app.post(
    '/projects/store',
    {
      config: { permission: 'projects.create' },
      schema: {
        tags: ['projects'],
        summary: "Create a project from a template, with its ClickApps and the template's statuses",
        security: BEARER_SECURITY,
        body: projectStoreRequestSchema,
        response: { 201: dataReply(projectSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await createProject(app.db, requireAuth(request), request.body), PROJECT_MESSAGES.projectCreated)),
  );

  app.put(
    '/projects/update',
    {
      config: { permission: 'projects.update' },
      schema: {
        tags: ['projects'],
        summary: 'Change a project: name, description, colour, status, dates, ClickApps, statuses, sidebar position',
        security: BEARER_SECURITY,
        body: projectUpdateRequestSchema,
        response: { 200: dataReply(projectSchema) },
      },
    },
    async (request) => ok(await updateProject(app.db, requireAuth(request), request.body), PROJECT_MESSAGES.projectUpdated),
  );

  app.delete(
    '/projects/destroy',
    {
      config: { permission: 'projects.delete' },
      schema: {
        tags: ['projects'],
        summary: 'Delete a project with its tasks, custom fields and layouts',
        security: BEARER_SECURITY,
        body: idBodySchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) =>
      ok(await destroyProject(app.db, requireAuth(request), request.body.id, app.media), PROJECT_MESSAGES.projectDeleted),
  );

  app.get(
    '/projects/:id/layout',
    {
      config: { permission: 'projects.layout' },
      schema: {
        tags: ['projects'],
        summary: "The caller's task-list columns in the project: order and widths",
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: dataReply(taskListLayoutSchema) },
      },
    },
    async (request) => ok(await getLayout(app.db, requireAuth(request), request.params.id), LAYOUT_MESSAGES.layoutRetrieved),
  );

  app.put(
    '/projects/:id/layout',
    {
      config: { permission: 'projects.layout' },
      schema: {
        tags: ['projects'],
        summary: "Save the caller's column order and widths (clamped to the spec's limits)",
        security: BEARER_SECURITY,
        params: idParamsSchema,
        body: taskListLayoutUpdateRequestSchema,
        response: { 200: dataReply(taskListLayoutSchema) },
      },
    },
    async (request) =>
      ok(await saveLayout(app.db, requireAuth(request), request.params.id, request.body), LAYOUT_MESSAGES.layoutSaved),
  );
};
