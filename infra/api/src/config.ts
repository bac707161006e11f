import path from 'node:path';

/** `DATA_DIR` value that keeps PGlite's data in memory (PGlite's own notation): nothing is written. */
export const IN_MEMORY_DATA_DIR = 'memory://';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Everything the API reads from the environment, read once at start. */
export interface ApiConfig {
  /** PostgreSQL connection string; when unset the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** PGlite data folder (ignored on PostgreSQL). `memory://` keeps the data in memory only. */
  dataDir: string;
  port: number;
  host: string;
  /** Where users reach the app (links in e-mails, the start-up banner). */
  publicUrl: string;
  logLevel: LogLevel;
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): ApiConfig {
  const port = parsePort(env.PORT);
  return {
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: parseDataDir(env.DATA_DIR),
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: parseLogLevel(env.LOG_LEVEL),
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseDataDir(value: string | undefined): string {
  const raw = nonEmpty(value);
  if (raw === IN_MEMORY_DATA_DIR) return raw;
  return path.resolve(raw ?? '.data');
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

function parseLogLevel(value: string | undefined): LogLevel {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return raw as LogLevel;
}
