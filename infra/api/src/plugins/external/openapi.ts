import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_VERSION } from '../../version.js';

/**
 * OpenAPI document generated from the routes' zod schemas, served at `<prefix>/openapi.json`,
 * and Swagger UI at `<prefix>/docs`. Registered before the routes so it sees all of them.
 */
export const openApiPlugin = fp(
  async (api) => {
    await api.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Kanri API',
          description: 'Work management: projects, tasks, time, collaboration, business and HR.',
          version: API_VERSION,
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'The access_token of a sign-in' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await api.register(swaggerUi, {
      routePrefix: '/docs',
      // The UI's asset links are absolute: they need the prefix this plugin is mounted under.
      indexPrefix: api.prefix,
      theme: { title: 'Kanri API docs' },
    });
    api.get('/openapi.json', { schema: { hide: true } }, () => api.swagger());
  },
  { name: 'kanri-openapi' },
);
