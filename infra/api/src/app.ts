import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { loadConfig, type ApiConfig } from './config.js';
import type { OpenedDatabase } from './db/database.js';
import { auditPlugin } from './plugins/app/audit.js';
import { authPlugin } from './plugins/app/auth.js';
import { databasePlugin } from './plugins/app/database.js';
import { errorRepliesPlugin, replyFrameworkError } from './plugins/app/error-replies.js';
import { jsonBodyPlugin } from './plugins/app/json-body.js';
import { replySerializerCompiler } from './lib/reply-serializer.js';
import { mailerPlugin } from './plugins/app/mailer.js';
import { mediaPlugin } from './plugins/app/media.js';
import { notificationMailsPlugin } from './plugins/app/notification-mails.js';
import { realtimePlugin } from './plugins/app/realtime.js';
import { textInputPlugin } from './plugins/app/text-input.js';
import { webhooksPlugin } from './plugins/app/webhooks.js';
import { corsPlugin } from './plugins/external/cors.js';
import { helmetPlugin } from './plugins/external/helmet.js';
import { openApiPlugin } from './plugins/external/openapi.js';
import { rateLimitPlugin } from './plugins/external/rate-limit.js';
import { v1Routes } from './routes/v1/index.js';

export { loadConfig, type ApiConfig } from './config.js';
export { openDatabase, type OpenedDatabase } from './db/database.js';
export { closeOnSignals } from './lib/close-on-signals.js';
export { runningEmbeddedServer } from './db/embedded-postgres.js';
export { replyFrameworkError, replyRouteNotFound } from './plugins/app/error-replies.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's configuration (environment and overrides). */
    config: ApiConfig;
  }
}

/** Where the API is mounted, by `buildApp` here and by the gateway. */
export const API_PREFIX = '/api';

export interface ApiPluginOptions {
  /** Overrides of the environment's config. */
  config?: Partial<ApiConfig> | undefined;
  /** An open database to use; the caller owns it. Without it the plugin opens one and closes it on close. */
  database?: OpenedDatabase | undefined;
}

/**
 * The whole API as one encapsulated plugin, to register with `{ prefix: API_PREFIX }`.
 * Its compilers, hooks, error and not-found handlers stay inside: a host (the gateway) keeps
 * its own for everything outside the prefix.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (api, options) => {
  const config: ApiConfig = { ...loadConfig(), ...options.config };

  // Requests are validated with the contracts' zod schemas; replies are checked against theirs only
  // under test (config.checkReplies), see reply-serializer.ts.
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(replySerializerCompiler({ check: config.checkReplies }));

  // External plugins.
  await api.register(helmetPlugin);
  await api.register(corsPlugin, { config });
  await api.register(rateLimitPlugin);
  await api.register(openApiPlugin);

  // App plugins.
  api.decorate('config', config);
  await api.register(databasePlugin, { config, database: options.database });
  await api.register(errorRepliesPlugin);
  await api.register(jsonBodyPlugin);
  await api.register(textInputPlugin);
  await api.register(mailerPlugin, { config });
  await api.register(notificationMailsPlugin, { config });
  await api.register(mediaPlugin, { config });
  await api.register(authPlugin, { config });
  await api.register(auditPlugin);
  await api.register(realtimePlugin, { config });
  await api.register(webhooksPlugin, { config });

  // Routes.
  await api.register(v1Routes, { prefix: '/v1' });
};

export interface BuildAppOptions {
  config?: Partial<ApiConfig>;
  database?: OpenedDatabase;
  /** Log requests and errors at `config.logLevel` (off by default, for tests). */
  logger?: boolean;
}

/**
 * How long a plugin may take to start. The database plugin opens PGlite or a server and runs the
 * migrations: on a busy machine that outlasts Fastify's default 10 s, and a slow start is not a failure.
 */
export const PLUGIN_TIMEOUT_MS = 180_000;

/** A Fastify instance serving the API under `/api`, ready to `listen` or `inject`. */
export function buildApp(options: BuildAppOptions = {}): FastifyInstance {
  const config: ApiConfig = { ...loadConfig(), ...options.config };
  const app = Fastify({
    logger: options.logger ? { level: config.logLevel } : false,
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    frameworkErrors: replyFrameworkError,
  });
  app.register(apiPlugin, { prefix: API_PREFIX, config, database: options.database });
  return app;
}
