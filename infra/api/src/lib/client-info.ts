import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from '../services/context.js';

/** The user agent and address a session is opened from. */
export function clientOf(request: FastifyRequest): ClientInfo {
  return { userAgent: request.headers['user-agent'], ip: request.ip };
}
