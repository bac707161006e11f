import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  apiPlugin,
  PLUGIN_TIMEOUT_MS,
  replyFrameworkError,
  replyRouteNotFound,
  type ApiConfig,
  type OpenedDatabase,
} from '@kanri/api';
import { remotesJsonSchema, type RemotesJson } from '@kanri/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { DEFAULT_REGISTRY_FILE, DEPLOYED_VERSION_PATTERN, liveRegistryFile, REMOTES_DIR, SHELL_DIST } from './paths';

export interface GatewayOptions {
  /**
   * The built-in remotes.json (every remote at its dist build); re-read on every request so a new
   * entry needs no restart or rebuild.
   */
  registryFile?: string;
  /**
   * The deployments folder of `pnpm deploy:remote` (paths.ts `deploymentsDir`): its remotes.json,
   * when there is one, is served instead of `registryFile`, and its versioned builds under
   * /remotes/<folder>/<version>/. Both are looked up on every request: a deploy or a rollback
   * needs no restart.
   */
  deploymentsDir?: string;
  shellDist?: string;
  remotesDir?: string;
  api?: Partial<ApiConfig>;
  /** An open database for the API (the caller closes it); without it the API opens its own and closes it with the gateway. */
  database?: OpenedDatabase;
  logger?: boolean;
}

/**
 * Content-Security-Policy of the app pages: scripts, styles and fetches from our own origin and
 * from the origins the registry loads remotes from (a remote on a CDN), nothing else; antd and
 * notistack inject styles; no framing, no plugins, forms and <base> to ourselves only.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[] = []): string {
  const sources = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources}`,
    `style-src ${sources} 'unsafe-inline'`,
    `img-src ${sources} data: blob:`,
    `font-src ${sources} data:`,
    `connect-src ${sources} ws: wss:`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The policy when every remote is served by the gateway itself. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The distinct origins of a registry's remotes served from elsewhere (absolute manifest URLs). */
export function remoteOriginsOf(registry: RemotesJson): string[] {
  const origins = new Set<string>();
  for (const remote of registry.remotes) {
    if (/^https?:\/\//i.test(remote.manifest)) origins.add(new URL(remote.manifest).origin);
  }
  return [...origins];
}

/** A year, subdomains included: sent only when the app is reached over TLS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

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
  // The shell's page gets the registry's policy before sendFile; other pages the default one.
  if (filePath.endsWith('.html') && !reply.hasHeader('content-security-policy')) {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  }
}

/**
 * One port for everything `pnpm start` serves: the API under /api, every remote's build under
 * /remotes/<name>/, /remotes.json, and the shell (any other GET falls back to its index.html).
 */
export async function buildGateway(options: GatewayOptions = {}): Promise<FastifyInstance> {
  const registryFile = options.registryFile ?? DEFAULT_REGISTRY_FILE;
  const shellDist = options.shellDist ?? SHELL_DIST;
  const remotesDir = options.remotesDir ?? REMOTES_DIR;
  const { deploymentsDir } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    frameworkErrors: replyFrameworkError,
  });

  await app.register(apiPlugin, { prefix: '/api', config: options.api, database: options.database });

  const readRegistry = async (): Promise<RemotesJson> => {
    const live = deploymentsDir ? await readIfExists(liveRegistryFile(deploymentsDir)) : null;
    return remotesJsonSchema.parse(JSON.parse(live ?? (await fs.readFile(registryFile, 'utf8'))));
  };
  const overTls = (request: FastifyRequest) =>
    request.protocol === 'https' || (options.api?.publicUrl ?? '').toLowerCase().startsWith('https://');

  // Every reply of the gateway (pages, files, the API): no MIME sniffing, no framing, and HSTS when
  // the app is reached over TLS (a TLS proxy in front sets PUBLIC_URL to https://…).
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('x-frame-options')) reply.header('X-Frame-Options', 'DENY');
    if (overTls(request)) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readRegistry();
  });

  // Each remote: a deployed version at /remotes/<folder>/<version>/…, else its dist build at
  // /remotes/<folder>/…. Looked up per request: a version deployed (or removed) while the gateway
  // runs is served (or gone) at once. sendFile is the shell's @fastify/static below (same headers;
  // it refuses paths that leave the folder).
  app.get<{ Params: { folder: string; '*': string } }>('/remotes/:folder/*', async (request, reply) => {
    const { folder, '*': rest } = request.params;
    if (!REMOTE_FOLDER_PATTERN.test(folder)) return reply.callNotFound();
    const slash = rest.indexOf('/');
    const version = slash > 0 ? rest.slice(0, slash) : '';
    if (deploymentsDir && DEPLOYED_VERSION_PATTERN.test(version)) {
      const root = path.join(deploymentsDir, 'remotes', folder, version);
      if (await isDirectory(root)) return reply.sendFile(rest.slice(slash + 1), root);
    }
    const dist = path.join(remotesDir, folder, 'dist');
    if (await isDirectory(dist)) return reply.sendFile(rest, dist);
    return reply.callNotFound();
  });

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    setHeaders: setStaticHeaders,
  });

  // The page's policy follows the live registry: a remote deployed to a CDN origin is allowed at once.
  const sendShell = async (reply: FastifyReply) => {
    const registry = await readRegistry().catch(() => undefined);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(registry ? remoteOriginsOf(registry) : []))
      .sendFile('index.html', shellDist);
  };

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

const REMOTE_FOLDER_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function isDirectory(folder: string): Promise<boolean> {
  try {
    return (await fs.stat(folder)).isDirectory();
  } catch {
    return false;
  }
}
