import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX, apiPlugin, buildApp, type ApiPluginOptions } from '../../src/app.js';
import type { OpenedDatabase } from '../../src/db/database.js';
import type { TestDatabaseTarget } from './test-databases.js';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: OpenedDatabase;
  /** Closes the app, then deletes its database. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Test-only routes, mounted at `/api/v1/test` inside the API's own context. */
  routes?: FastifyPluginAsyncZod;
  /** Where the app logs (level `error`); silent when absent. */
  logStream?: Writable;
}

/** The API on a fresh database of the given kind, ready for `app.inject`. Open once per test file. */
export async function startTestApp(target: TestDatabaseTarget, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await target.open();
  const app = options.routes || options.logStream ? apiWithTestRoutes(database, options) : buildApp({ database });
  try {
    await app.ready();
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Runs `apiPlugin` itself inside an encapsulated `/api` context, then adds the test routes to that
 * same context, so they get the API's zod compilers, error and not-found handlers and rate limiter.
 */
function apiWithTestRoutes(database: OpenedDatabase, { routes, logStream }: TestAppOptions): FastifyInstance {
  const app = Fastify({ logger: logStream ? { level: 'error', stream: logStream } : false });
  app.register(
    async (api, pluginOptions: ApiPluginOptions) => {
      await apiPlugin(api, pluginOptions);
      if (routes) await api.register(routes, { prefix: '/v1/test' });
    },
    { prefix: API_PREFIX, database },
  );
  return app;
}
