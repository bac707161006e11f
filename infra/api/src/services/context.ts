import type { FastifyBaseLogger } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { Mailer } from '../plugins/app/mailer.js';

/** What services need from the app; routes pass the Fastify instance itself. */
export interface ServiceContext {
  readonly db: Database;
  readonly config: ApiConfig;
  readonly mailer: Mailer;
  readonly log: FastifyBaseLogger;
}

/** Where a sign-in comes from, kept on the session. */
export interface ClientInfo {
  userAgent: string | undefined;
  ip: string;
}
