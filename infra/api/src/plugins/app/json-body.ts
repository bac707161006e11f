import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON bodies as Fastify parses them (prototype and constructor poisoning refused), except that an
 * empty one is no body: spec §7's clients send `Content-Type: application/json` on every request,
 * `POST /logout` included. A route that needs a body then answers 422 on it, not 400.
 */
const jsonBody: FastifyPluginAsync = async (api) => {
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
};

export const jsonBodyPlugin = fp(jsonBody, { name: 'kanri-json-body' });
