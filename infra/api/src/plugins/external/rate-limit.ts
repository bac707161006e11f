import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpErrors } from '../../lib/http-errors.js';

/**
 * Rate limiting, opt-in per route (`global: false`): login and mail-sending routes set
 * `config: { rateLimit: { max, timeWindow } }`. Over the limit: 429 in the failure envelope.
 */
export const rateLimitPlugin = fp(
  async (api) => {
    await api.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        httpErrors.tooManyRequests(`Too many requests. Please try again in ${context.after}.`),
    });
  },
  { name: 'kanri-rate-limit' },
);

/** The limit of the sign-in and mail-sending routes: `max` requests a minute per client IP and route. */
export function authRateLimit(max: number): RateLimitOptions {
  return {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `${request.ip} ${request.routeOptions.url ?? request.url}`,
  };
}
