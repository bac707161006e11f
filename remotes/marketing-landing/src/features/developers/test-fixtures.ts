import type { OpenApiDocument } from './openapi-model';

/** A small document shaped like the API's /api/openapi.json (what completeDocument produces). */
export const FIXTURE_DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Kanri API', version: '0.1.0' },
  tags: [{ name: 'projects' }, { name: 'system' }],
  components: {
    schemas: {
      ErrorReply: {
        type: 'object',
        properties: {
          error: { type: 'boolean', const: true },
          message: { type: 'string' },
          errors: {
            type: 'object',
            propertyNames: { type: 'string' },
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        },
        required: ['error', 'message'],
      },
    },
    responses: {
      Unauthenticated: {
        description: 'No token, or an expired, revoked or unknown one.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
      },
      NotFound: {
        description: 'No such record.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
      },
      TooManyRequests: {
        description: 'Rate limited.',
        headers: { 'Retry-After': { schema: { type: 'integer' } } },
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
      },
    },
    parameters: {
      WorkspaceId: { name: 'workspace_id', in: 'header', required: false, schema: { type: 'integer', minimum: 1 } },
    },
  },
  paths: {
    '/api/v1/health': {
      get: {
        summary: 'Health',
        tags: ['system'],
        'x-kanri-auth': 'none',
        responses: {
          200: {
            description: 'Default Response',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    error: { type: 'boolean', const: false },
                    data: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } } },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/api/v1/projects/{id}': {
      get: {
        summary: 'One project',
        tags: ['projects'],
        security: [{ bearerAuth: [] }],
        'x-kanri-auth': 'bearer',
        'x-kanri-permission': 'projects.list',
        'x-kanri-roles': ['admin', 'member'],
        'x-kanri-token-scope': 'projects:read',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
          { $ref: '#/components/parameters/WorkspaceId' },
        ],
        responses: {
          200: {
            description: 'Default Response',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    error: { type: 'boolean', const: false },
                    message: { type: 'string' },
                    data: {
                      type: 'object',
                      properties: {
                        id: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
                        name: { type: 'string', minLength: 1, maxLength: 255 },
                        color: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                        created_at: { type: 'string', description: 'ISO 8601 UTC moment' },
                      },
                      required: ['id', 'name', 'color', 'created_at'],
                    },
                  },
                  required: ['error', 'message', 'data'],
                },
              },
            },
          },
          401: { $ref: '#/components/responses/Unauthenticated' },
          404: { $ref: '#/components/responses/NotFound' },
          429: { $ref: '#/components/responses/TooManyRequests' },
        },
      },
    },
    '/api/v1/projects/store': {
      post: {
        summary: 'Create a project',
        tags: ['projects'],
        'x-kanri-auth': 'bearer',
        'x-kanri-permission': 'projects.create',
        'x-kanri-roles': ['admin', 'manager'],
        'x-kanri-token-scope': 'projects:write',
        parameters: [
          { name: 'notify', in: 'query', required: false, schema: { type: 'boolean' } },
          { $ref: '#/components/parameters/WorkspaceId' },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string', minLength: 1, maxLength: 120, description: 'The project name' },
                  status: { type: 'string', enum: ['active', 'on_hold', 'completed'] },
                  start_date: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
                  member_ids: { type: 'array', items: { type: 'integer', exclusiveMinimum: 0 }, minItems: 1 },
                  description: { type: 'string' },
                },
                required: ['name', 'status', 'start_date', 'member_ids'],
                additionalProperties: false,
              },
            },
          },
        },
        responses: { 201: { description: 'Default Response' }, 401: { $ref: '#/components/responses/Unauthenticated' } },
      },
    },
  },
  webhooks: {
    'task.created': {
      post: {
        summary: 'task.created',
        description: 'A task was created.',
        parameters: [
          {
            name: 'X-Kanri-Signature',
            in: 'header',
            required: true,
            description: 't=<unix seconds>,v1=<hex>',
            schema: { type: 'string' },
          },
          { name: 'X-Kanri-Event', in: 'header', required: true, schema: { type: 'string' } },
        ],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  id: { type: 'string', format: 'uuid' },
                  event: { type: 'string', const: 'task.created' },
                  data: {
                    type: 'object',
                    properties: {
                      task: {
                        type: 'object',
                        properties: { id: { type: 'integer' }, title: { type: 'string' } },
                        required: ['id', 'title'],
                      },
                    },
                    required: ['task'],
                  },
                },
                required: ['id', 'event', 'data'],
              },
            },
          },
        },
        responses: { '2XX': { description: 'Delivered' } },
      },
    },
  },
  'x-kanri-webhook-verification': { 'replay-window-seconds': 300 },
};
