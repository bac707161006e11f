import cors from '@fastify/cors';
import { CLIENT_ID_HEADER } from '@kanri/contracts';
import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config.js';

export interface CorsPluginOptions {
  config: Pick<ApiConfig, 'corsAllowedOrigins'>;
}

/** Preflight answers are cached by browsers for this long (seconds). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Cross-origin calls from the allow-list only (CORS_ALLOWED_ORIGINS): those get the CORS headers
 * and their preflights an answer; any other origin gets none, so its browser refuses the reply.
 * Credentials are bearer tokens, never cookies: no `Access-Control-Allow-Credentials`.
 */
export const corsPlugin = fp<CorsPluginOptions>(
  async (api, { config }) => {
    const allowed = new Set(config.corsAllowedOrigins);
    await api.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'workspace_id', CLIENT_ID_HEADER],
      exposedHeaders: ['retry-after', 'content-disposition'],
      maxAge: PREFLIGHT_MAX_AGE_SECONDS,
      strictPreflight: false,
    });
  },
  { name: 'kanri-cors' },
);
