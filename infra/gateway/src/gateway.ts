import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiPlugin, PLUGIN_TIMEOUT_MS, replyRouteNotFound, type ApiConfig, type OpenedDatabase } from '@kanri/api';
import { remotesJsonSchema } from '@kanri/contracts';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { builtRemotes, DEFAULT_REGISTRY_FILE, REMOTES_DIR, SHELL_DIST } from './paths';

export interface GatewayOptions {
  /** remotes.json on disk; re-read on every request so a new entry needs no restart or rebuild. */
  registryFile?: string;
  shellDist?: string;
  remotesDir?: string;
  api?: Partial<ApiConfig>;
  /** An open database for the API (the caller closes it); without it the API opens its own and closes it with the gateway. */
  database?: OpenedDatabase;
  logger?: boolean;
}

/** Content-Security-Policy of the app pages: only our own scripts; antd and notistack inject styles. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Entry files must be re-fetched to see a new deployment; hashed chunks never change. */
function cacheControlFor(filePath: string) {
  const name = path.basename(filePath);
  if (name === 'index.html' || name === 'mf-manifest.json' || name === 'remoteEntry.js' || name.endsWith('.json')) {
    return 'no-cache';
  }
  return /\.[0-9a-f]{8}\.(js|css)$/.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

function setStaticHeaders(reply: FastifyReply, filePath: string) {
  reply.header('Cache-Control', cacheControlFor(filePath));
  reply.header('X-Content-Type-Options', 'nosniff');
  if (filePath.endsWith('.html')) reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
}

/**
 * One port for everything `pnpm start` serves: the API under /api, every remote's build under
 * /remotes/<name>/, /remotes.json, and the shell (any other GET falls back to its index.html).
 */
export async function buildGateway(options: GatewayOptions = {}): Promise<FastifyInstance> {
  const registryFile = options.registryFile ?? DEFAULT_REGISTRY_FILE;
  const shellDist = options.shellDist ?? SHELL_DIST;
  const app = Fastify({ logger: options.logger ?? false, pluginTimeout: PLUGIN_TIMEOUT_MS });

  await app.register(apiPlugin, { prefix: '/api', config: options.api, database: options.database });

  app.get('/remotes.json', async (_request, reply) => {
    const registry = remotesJsonSchema.parse(JSON.parse(await fs.readFile(registryFile, 'utf8')));
    reply.header('Cache-Control', 'no-store');
    return registry;
  });

  for (const { folder, dist } of builtRemotes(options.remotesDir ?? REMOTES_DIR)) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      index: false,
      setHeaders: setStaticHeaders,
    });
  }

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    setHeaders: setStaticHeaders,
  });

  const sendShell = (reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
      .sendFile('index.html', shellDist);

  app.get('/', (_request, reply) => sendShell(reply));

  // Client-side routes (/dashboard/…, /login, unknown paths → the shell's 404 page).
  app.setNotFoundHandler((request, reply) => {
    // The static catch-all takes unknown GETs under /api first: they get the API's JSON 404 too.
    if (request.url === '/api' || /^\/api[/?]/.test(request.url)) return replyRouteNotFound(request, reply);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/remotes/') &&
      !path.extname(request.url.split('?')[0]!);
    if (wantsPage) return sendShell(reply);
    return reply.code(404).type('text/plain').send('Not found');
  });

  return app;
}
