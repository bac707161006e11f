import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpErrors } from '../../lib/http-errors.js';

export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character.';

/** Where deep inside a request value the first string holding U+0000 is (`items.0.description`). */
export function pathOfNulCharacter(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'value' : undefined;
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = pathOfNulCharacter(item, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000: a string with it would fail in the database as a 500. Every
 * route refuses it up front, after authentication and validation (so a caller without rights
 * still learns nothing), as a 422 on the field that holds it.
 */
export const textInputPlugin = fp(
  async (api) => {
    api.addHook('preHandler', async (request: FastifyRequest) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = pathOfNulCharacter(part);
        if (field !== undefined) throw httpErrors.unprocessable({ [field]: [NUL_CHARACTER_MESSAGE] });
      }
    });
  },
  { name: 'kanri-text-input' },
);
