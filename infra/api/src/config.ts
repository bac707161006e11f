import path from 'node:path';
import { REALTIME_PING_SECONDS, type SocialProvider } from '@kanri/contracts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_MAIL_FROM = 'Kanri <no-reply@kanri.local>';

/**
 * The shell's dev server (`pnpm dev`, port 3100 in shell/rspack.config.mjs), which proxies /api
 * and its WebSocket to the API: its pages are allowed to open live updates when PUBLIC_URL is unset.
 */
export const DEV_SHELL_ORIGIN = 'http://localhost:3100';

/** Each provider's OpenID Connect endpoints; `<P>_ISSUER`, `<P>_JWKS_URL`, `<P>_AUTHORIZATION_URL` override them. */
export const SOCIAL_PROVIDER_DEFAULTS: Record<SocialProvider, Omit<SocialProviderConfig, 'clientId'>> = {
  google: {
    issuer: 'https://accounts.google.com',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  },
  linkedin: {
    issuer: 'https://www.linkedin.com/oauth',
    jwksUrl: 'https://www.linkedin.com/oauth/openid/jwks',
    authorizationUrl: 'https://www.linkedin.com/oauth/v2/authorization',
  },
  apple: {
    issuer: 'https://appleid.apple.com',
    jwksUrl: 'https://appleid.apple.com/auth/keys',
    authorizationUrl: 'https://appleid.apple.com/auth/authorize',
  },
};

export interface SocialProviderConfig {
  /** The OAuth client id: the audience of the provider's ID tokens. */
  clientId: string;
  issuer: string;
  jwksUrl: string;
  authorizationUrl: string;
}

/** Everything the API reads from the environment, read once at start. */
export interface ApiConfig {
  /** PostgreSQL connection string; when unset Kanri runs its own PostgreSQL server in `dataDir`. */
  databaseUrl: string | undefined;
  /** Kanri's data folder: the embedded PostgreSQL server (`postgres/`, unless DATABASE_URL is set) and `media/`. */
  dataDir: string;
  /** Where task attachments are stored (`MEDIA_DIR`). Unset: `media/` inside `dataDir`. Replicas must share it. */
  mediaDir: string | undefined;
  port: number;
  host: string;
  /** Where users reach the app (links in e-mails, the start-up banner). */
  publicUrl: string;
  logLevel: LogLevel;
  /** `smtp://user:pass@host:port`; when unset mails are only kept in the outbox and logged. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** A session unused for this long expires. */
  sessionIdleMinutes: number;
  /** A session expires this long after sign-in, however much it is used. */
  sessionAbsoluteDays: number;
  /**
   * Seconds an authenticated request's session and membership stay cached in memory
   * (`SESSION_CACHE_SECONDS`, 0: off). Changes evict at once on every replica through NOTIFY
   * (src/auth/session-cache.ts).
   */
  sessionCacheSeconds: number;
  /** Requests per minute per IP to each sign-in and mail-sending route. */
  authRateLimitMax: number;
  /**
   * Requests per minute per personal access token (`API_TOKEN_RATE_LIMIT_MAX`, fixed one-minute
   * windows counted in each API process's memory: with N replicas a token gets up to N × this).
   */
  apiTokenRateLimitMax: number;
  /** Social sign-in: a provider is enabled when its client id is set. */
  googleClientId: string | undefined;
  googleIssuer: string;
  googleJwksUrl: string;
  googleAuthorizationUrl: string;
  linkedinClientId: string | undefined;
  linkedinIssuer: string;
  linkedinJwksUrl: string;
  linkedinAuthorizationUrl: string;
  appleClientId: string | undefined;
  appleIssuer: string;
  appleJwksUrl: string;
  appleAuthorizationUrl: string;
  /**
   * Origins besides PUBLIC_URL's whose pages may open the live-updates WebSocket
   * (`REALTIME_ALLOWED_ORIGINS`, comma-separated). Default: none, or the shell's dev server when
   * PUBLIC_URL is unset.
   */
  realtimeAllowedOrigins: string[];
  /**
   * Origins whose pages may call the API from the browser (`CORS_ALLOWED_ORIGINS`, comma-separated):
   * an integration's own site using a personal access token. Default: none — the app itself is
   * served from the API's origin and needs no CORS.
   */
  corsAllowedOrigins: string[];
  /** Open live-update connections one user may hold on one API process. */
  realtimeMaxConnectionsPerUser: number;
  /**
   * Seconds between pings and session re-checks on live-update connections. Not read from the
   * environment: clients expect REALTIME_PING_SECONDS; tests shorten it.
   */
  realtimePingSeconds: number;
  /**
   * Check every reply against its route's zod schema before sending it (a 500 when it does not
   * match exactly). Off in production, where replies are serialized with JSON.stringify alone; on
   * in the API tests. Not read from the environment.
   */
  checkReplies: boolean;
  /**
   * Overrides of the webhook delivery worker's timing (WEBHOOK_WORKER_DEFAULTS); not read from the
   * environment: tests shorten them.
   */
  webhooks?: Partial<WebhookWorkerConfig>;
}

/** The webhook delivery worker (src/webhooks/worker.ts): how often it looks, how much it takes, how it backs off. */
export interface WebhookWorkerConfig {
  /** Whether this process sends deliveries (every API process does by default). */
  enabled: boolean;
  /** Poll for due deliveries this often, besides the NOTIFY wake-up. */
  pollMs: number;
  /** Deliveries claimed at once. */
  batchSize: number;
  /** A claimed delivery is this process's for this long (a process that dies mid-send frees it then). */
  leaseMs: number;
  /** A send not answered in this long fails. */
  timeoutMs: number;
  /** The first retry's delay; each next one doubles (±20 % jitter) up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Retries stop this long after the first attempt; the delivery is then failed. */
  retryWindowMs: number;
}

export const WEBHOOK_WORKER_DEFAULTS: WebhookWorkerConfig = {
  enabled: true,
  pollMs: 5_000,
  batchSize: 10,
  leaseMs: 60_000,
  timeoutMs: 10_000,
  baseDelayMs: 10_000,
  maxDelayMs: 60 * 60_000,
  retryWindowMs: 24 * 60 * 60_000,
};

type Env = Record<string, string | undefined>;

const DAY_MINUTES = 24 * 60;

export function loadConfig(env: Env = process.env): ApiConfig {
  const port = parsePort(env.PORT);
  return {
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: parseDataDir(env.DATA_DIR),
    mediaDir: parseOptionalPath(env.MEDIA_DIR),
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
    sessionIdleMinutes: parsePositiveInteger('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 14 * DAY_MINUTES),
    sessionAbsoluteDays: parsePositiveInteger('SESSION_ABSOLUTE_DAYS', env.SESSION_ABSOLUTE_DAYS, 30),
    sessionCacheSeconds: parseNonNegativeInteger('SESSION_CACHE_SECONDS', env.SESSION_CACHE_SECONDS, 30),
    authRateLimitMax: parsePositiveInteger('AUTH_RATE_LIMIT_MAX', env.AUTH_RATE_LIMIT_MAX, 10),
    apiTokenRateLimitMax: parsePositiveInteger('API_TOKEN_RATE_LIMIT_MAX', env.API_TOKEN_RATE_LIMIT_MAX, 600),
    ...socialProviderEnv('google', 'GOOGLE', env),
    ...socialProviderEnv('linkedin', 'LINKEDIN', env),
    ...socialProviderEnv('apple', 'APPLE', env),
    realtimeAllowedOrigins: parseOrigins(
      'REALTIME_ALLOWED_ORIGINS',
      env.REALTIME_ALLOWED_ORIGINS,
      nonEmpty(env.PUBLIC_URL) ? [] : [DEV_SHELL_ORIGIN],
    ),
    corsAllowedOrigins: parseOrigins('CORS_ALLOWED_ORIGINS', env.CORS_ALLOWED_ORIGINS, []),
    realtimeMaxConnectionsPerUser: parsePositiveInteger(
      'REALTIME_MAX_CONNECTIONS_PER_USER',
      env.REALTIME_MAX_CONNECTIONS_PER_USER,
      20,
    ),
    realtimePingSeconds: REALTIME_PING_SECONDS,
    checkReplies: false,
  };
}

type SocialProviderKeys<P extends SocialProvider> = Record<
  `${P}ClientId` | `${P}Issuer` | `${P}JwksUrl` | `${P}AuthorizationUrl`,
  string | undefined
>;

function socialProviderEnv<P extends SocialProvider>(provider: P, prefix: string, env: Env) {
  const defaults = SOCIAL_PROVIDER_DEFAULTS[provider];
  return {
    [`${provider}ClientId`]: nonEmpty(env[`${prefix}_CLIENT_ID`]),
    [`${provider}Issuer`]: nonEmpty(env[`${prefix}_ISSUER`]) ?? defaults.issuer,
    [`${provider}JwksUrl`]: nonEmpty(env[`${prefix}_JWKS_URL`]) ?? defaults.jwksUrl,
    [`${provider}AuthorizationUrl`]: nonEmpty(env[`${prefix}_AUTHORIZATION_URL`]) ?? defaults.authorizationUrl,
  } as SocialProviderKeys<P> & Record<`${P}Issuer` | `${P}JwksUrl` | `${P}AuthorizationUrl`, string>;
}

/** The provider's settings, or undefined when it has no client id (not configured). */
export function socialProviderConfig(config: ApiConfig, provider: SocialProvider): SocialProviderConfig | undefined {
  const clientId = config[`${provider}ClientId`];
  if (!clientId) return undefined;
  return {
    clientId,
    issuer: config[`${provider}Issuer`],
    jwksUrl: config[`${provider}JwksUrl`],
    authorizationUrl: config[`${provider}AuthorizationUrl`],
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseDataDir(value: string | undefined): string {
  return path.resolve(nonEmpty(value) ?? '.data');
}

function parseOptionalPath(value: string | undefined): string | undefined {
  const raw = nonEmpty(value);
  return raw === undefined ? undefined : path.resolve(raw);
}

function parsePort(value: string | undefined): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function parsePositiveInteger(name: string, value: string | undefined, fallback: number): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!Number.isSafeInteger(parsed) || parsed < 1) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return parsed;
}

function parseNonNegativeInteger(name: string, value: string | undefined, fallback: number): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!Number.isSafeInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number of 0 or more, got "${raw}"`);
  }
  return parsed;
}

/** Comma-separated origins (`scheme://host[:port]`), each normalised; anything else is refused. */
function parseOrigins(name: string, value: string | undefined, fallback: string[]): string[] {
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const origin = originOf(entry);
      if (!origin) throw new Error(`${name} must list origins like https://kanri.example.com, got "${entry}"`);
      return origin;
    });
}

/** `scheme://host[:port]` of an http(s) URL without path, query or credentials; undefined otherwise. */
function originOf(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return bare && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : undefined;
}

function parseLogLevel(value: string | undefined): LogLevel {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return raw as LogLevel;
}
