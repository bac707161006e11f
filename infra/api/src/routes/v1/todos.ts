import {
  dataReply,
  deletedSchema,
  idParamsSchema,
  TODO_MESSAGES,
  todoListQuerySchema,
  todoPageSchema,
  todoSchema,
  todoStoreRequestSchema,
  todoUpdateRequestSchema,
} from '@kanri/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { createTodo, destroyTodo, listTodos, updateTodo } from '../../services/todos.js';

/** The caller's private todos (spec §7 Todos): anyone else's id is a 404. */
export const todosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/todos',
    {
      config: { permission: 'todos.list' },
      schema: {
        tags: ['todos'],
        summary:
          "The caller's todos, paged: search, status (or overdue), priority; open ones first by due date; the cards' counts and today in time_zone",
        security: BEARER_SECURITY,
        querystring: todoListQuerySchema,
        response: { 200: dataReply(todoPageSchema) },
      },
    },
    async (request) => ok(await listTodos(app.db, requireAuth(request), request.query), TODO_MESSAGES.listed),
  );

  app.post(
    '/todos/store',
    {
      config: { permission: 'todos.create' },
      schema: {
        tags: ['todos'],
        summary: 'Add a todo of the caller (medium and pending by default; never cancelled)',
        security: BEARER_SECURITY,
        body: todoStoreRequestSchema,
        response: { 201: dataReply(todoSchema) },
      },
    },
    async (request, reply) => {
      const todo = await createTodo(app.db, requireAuth(request), request.body);
      return reply.code(201).send(ok(todo, TODO_MESSAGES.created));
    },
  );

  app.post(
    '/todos/update',
    {
      config: { permission: 'todos.update' },
      schema: {
        tags: ['todos'],
        summary: "Change one of the caller's todos",
        security: BEARER_SECURITY,
        body: todoUpdateRequestSchema,
        response: { 200: dataReply(todoSchema) },
      },
    },
    async (request) => ok(await updateTodo(app.db, requireAuth(request), request.body), TODO_MESSAGES.updated),
  );

  app.delete(
    '/todos/destroy/:id',
    {
      // One's own private record: its deletion is nobody else's business (no audit event).
      config: { permission: 'todos.delete', audit: false },
      schema: {
        tags: ['todos'],
        summary: "Delete one of the caller's todos",
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) => ok(await destroyTodo(app.db, requireAuth(request), request.params.id), TODO_MESSAGES.deleted),
  );
};
