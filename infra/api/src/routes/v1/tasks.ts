import {
  ACTIVITY_MESSAGES,
  commentStoreRequestSchema,
  dataReply,
  deletedSchema,
  idBodySchema,
  idParamsSchema,
  TASK_MESSAGES,
  taskActivitySchema,
  taskListQuerySchema,
  taskPageSchema,
  taskReorderRequestSchema,
  taskSchema,
  taskStoreRequestSchema,
  taskUpdateRequestSchema,
} from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { noticeHeadOf, taskEventOf } from '../../realtime/task-notice.js';
import { addComment, listActivity } from '../../services/task-activity.js';
import { createTask, destroyTask, getTask, listTasks, reorderTask, updateTask } from '../../services/tasks.js';

/**
 * Tasks of the current workspace (spec §7 Tasks), their row order, activity and comments. Each
 * committed change is published to the workspace's live-update sockets before the reply.
 */
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tasks',
    {
      config: { permission: 'tasks.list' },
      schema: {
        tags: ['tasks'],
        summary: 'Tasks in row order, filtered by project, status, assignee or name, by page or cursor (up to 500)',
        security: BEARER_SECURITY,
        querystring: taskListQuerySchema,
        response: { 200: dataReply(taskPageSchema) },
      },
    },
    async (request) => ok(await listTasks(app.db, requireAuth(request).workspaceId, request.query), TASK_MESSAGES.tasksRetrieved),
  );

  app.get(
    '/tasks/:id',
    {
      config: { permission: 'tasks.list' },
      schema: {
        tags: ['tasks'],
        summary: 'One task',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: dataReply(taskSchema) },
      },
    },
    async (request) =>
      ok(await getTask(app.db, requireAuth(request).workspaceId, request.params.id), TASK_MESSAGES.taskRetrieved),
  );

  app.post(
    '/tasks/store',
    {
      config: { permission: 'tasks.create' },
      schema: {
        tags: ['tasks'],
        summary: 'Create a task at the end of its project (spec §9 defaults for what is not sent)',
        security: BEARER_SECURITY,
        body: taskStoreRequestSchema,
        response: { 201: dataReply(taskSchema) },
      },
    },
    async (request, reply) => {
      // The live event is sent by the write's own statement, at its commit.
      const task = await createTask(app.db, requireAuth(request), request.body, noticeHeadOf(request, 'task.created'));
      return reply.code(201).send(ok(task, TASK_MESSAGES.taskCreated));
    },
  );

  app.put(
    '/tasks/update',
    {
      config: { permission: 'tasks.update' },
      schema: {
        tags: ['tasks'],
        summary: 'Change a task; each changed field is recorded in its activity',
        security: BEARER_SECURITY,
        body: taskUpdateRequestSchema,
        response: { 200: dataReply(taskSchema) },
      },
    },
    async (request) => {
      const task = await updateTask(app.db, requireAuth(request), request.body, noticeHeadOf(request, 'task.updated'));
      return ok(task, TASK_MESSAGES.taskUpdated);
    },
  );

  app.put(
    '/tasks/reorder',
    {
      config: { permission: 'tasks.update' },
      schema: {
        tags: ['tasks'],
        summary:
          'Move a task just before before_id or just after after_id in its project (one row written); with status_id (a board drop) change its status too, alone put it last',
        security: BEARER_SECURITY,
        body: taskReorderRequestSchema,
        response: { 200: dataReply(taskSchema) },
      },
    },
    async (request) => {
      const task = await reorderTask(app.db, requireAuth(request), request.body);
      await app.realtime.publishTaskEvent(taskEventOf(request, 'task.moved', task), task);
      return ok(task, TASK_MESSAGES.taskMoved);
    },
  );

  app.delete(
    '/tasks/destroy',
    {
      config: { permission: 'tasks.delete' },
      schema: {
        tags: ['tasks'],
        summary: 'Delete a task (developers, designers and members: only the ones they created)',
        security: BEARER_SECURITY,
        body: idBodySchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) => {
      const deleted = await destroyTask(app.db, requireAuth(request), request.body.id, app.media);
      await app.realtime.publishTaskEvent(taskEventOf(request, 'task.deleted', deleted));
      return ok({ id: deleted.id }, TASK_MESSAGES.taskDeleted);
    },
  );

  app.get(
    '/tasks/:id/activity',
    {
      config: { permission: 'tasks.list' },
      schema: {
        tags: ['tasks'],
        summary: 'The activity feed of a task: created, field changes (old → new), comments, attachments',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: dataReply(taskActivitySchema.array()) },
      },
    },
    async (request) =>
      ok(await listActivity(app.db, requireAuth(request).workspaceId, request.params.id), ACTIVITY_MESSAGES.activityRetrieved),
  );

  app.post(
    '/tasks/:id/comments',
    {
      config: { permission: 'comments.create' },
      schema: {
        tags: ['tasks'],
        summary: 'Comment on a task (blank refused)',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        body: commentStoreRequestSchema,
        response: { 201: dataReply(taskActivitySchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await addComment(app.db, requireAuth(request), request.params.id, request.body.body),
            ACTIVITY_MESSAGES.commentAdded,
          ),
        ),
  );
};
