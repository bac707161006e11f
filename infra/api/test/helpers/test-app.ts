import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PREFIX, apiPlugin, buildApp, replyFrameworkError, type ApiPluginOptions } from '../../src/app.js';
import type { ApiConfig, LogLevel } from '../../src/config.js';
import type { OpenedDatabase } from '../../src/db/database.js';
import { openTestDatabase } from './test-databases.js';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: OpenedDatabase;
  /** Closes the app, then deletes its database and data folder. */
  close(): Promise<void>;
}

/**
 * Test config whatever the environment: links under a fixed public URL, mail kept in the outbox,
 * no social provider, sign-in limits high enough for a whole test file. Each app also gets a data
 * folder of its own for attachments (removed when it closes; the database is always given).
 */
export const TEST_CONFIG: Partial<ApiConfig> = {
  mediaDir: undefined,
  publicUrl: 'https://kanri.test',
  smtpUrl: undefined,
  authRateLimitMax: 10_000,
  googleClientId: undefined,
  linkedinClientId: undefined,
  appleClientId: undefined,
  checkReplies: true,
  // Tests change sessions and memberships straight in the database and expect the next request to
  // see it; the cache's own tests turn it on (test/auth/session-cache*.test.ts).
  sessionCacheSeconds: 0,
};

export interface TestAppOptions {
  /** Overrides of TEST_CONFIG. */
  config?: Partial<ApiConfig>;
  /** Test-only routes, mounted at `/api/v1/test` inside the API's own context. */
  routes?: FastifyPluginAsyncZod;
  /** Where the app logs (at `logLevel`, default `error`); silent when absent. */
  logStream?: Writable;
  logLevel?: LogLevel;
  /** Runs before the app is ready (to add hooks). */
  beforeReady?: (app: FastifyInstance, database: OpenedDatabase) => void;
}

/**
 * The API on a fresh database (or `options.database`, which the caller then closes), ready for
 * `app.inject`. Open once per test file.
 */
export async function startTestApp(options: TestAppOptions & { database?: OpenedDatabase } = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kanri-api-test-data-'));
  const config = { ...TEST_CONFIG, dataDir, ...options.config };
  const app = options.routes || options.logStream ? apiWithTestRoutes(database, config, options) : buildApp({ database, config });
  const close = async () => {
    try {
      await app.close();
      if (!options.database) await database.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
  try {
    options.beforeReady?.(app, database);
    await app.ready();
  } catch (error) {
    await close();
    throw error;
  }
  return { app, database, close };
}

/**
 * Runs `apiPlugin` itself inside an encapsulated `/api` context, then adds the test routes to that
 * same context, so they get the API's zod compilers, error and not-found handlers and rate limiter.
 */
function apiWithTestRoutes(
  database: OpenedDatabase,
  config: Partial<ApiConfig>,
  { routes, logStream, logLevel = 'error' }: TestAppOptions,
): FastifyInstance {
  const app = Fastify({
    logger: logStream ? { level: logLevel, stream: logStream } : false,
    frameworkErrors: replyFrameworkError,
  });
  app.register(
    async (api, pluginOptions: ApiPluginOptions) => {
      await apiPlugin(api, pluginOptions);
      if (routes) await api.register(routes, { prefix: '/v1/test' });
    },
    { prefix: API_PREFIX, database, config },
  );
  return app;
}

/** Two API processes (replicas) on one database, each listening on its own port. */
export interface Replicas {
  readonly first: TestApp;
  readonly second: TestApp;
  /** `http://127.0.0.1:<port>` of each. */
  readonly firstUrl: string;
  readonly secondUrl: string;
  close(): Promise<void>;
}

/**
 * Two replicas of the API on one fresh database, as in production behind a load balancer: what one
 * commits reaches the other only through PostgreSQL (LISTEN/NOTIFY, the session cache's notices).
 */
export async function startReplicas(options: TestAppOptions = {}): Promise<Replicas> {
  const first = await startTestApp(options);
  let second: TestApp | undefined;
  try {
    second = await startTestApp({ ...options, database: first.database });
    const listening = { first, second, firstUrl: await listenLocally(first.app), secondUrl: await listenLocally(second.app) };
    return {
      ...listening,
      close: async () => {
        try {
          await listening.second.close();
        } finally {
          await listening.first.close();
        }
      },
    };
  } catch (error) {
    await second?.close();
    await first.close();
    throw error;
  }
}

/** The app's local address, listening on a free port first if it does not yet. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return listenLocally(app);
}
