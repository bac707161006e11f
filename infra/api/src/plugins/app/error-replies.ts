import { VALIDATION_FAILED_MESSAGE, type ErrorReply } from '@kanri/contracts';
import type { FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../lib/db-errors.js';
import { fieldErrorsFromValidation } from '../../lib/field-errors.js';
import { HttpError } from '../../lib/http-errors.js';

const MALFORMED_JSON_MESSAGE = 'Malformed JSON in request body';
const INTERNAL_ERROR_MESSAGE = 'Internal server error';
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client waits before retrying after a 503 (the pool reconnects within about a second). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * Every failure leaves the API as `{ error: true, message, errors? }`: validation → 422 with
 * per-field messages, `HttpError`s and other client errors (< 500) keep their status and message,
 * a database out of reach (restarted, connections terminated) is a 503 with `Retry-After` — the
 * statement did not commit, so the request can be sent again — and anything else is a logged 500
 * whose details never reach the client. Unknown routes under the
 * prefix get the same envelope.
 */
export const errorRepliesPlugin = fp(
  async (api) => {
    api.setErrorHandler(replyWithError);
    api.setNotFoundHandler(replyRouteNotFound);
  },
  { name: 'kanri-error-replies' },
);

/**
 * The 404 envelope of an unknown route. Exported for hosts whose own catch-all route (the gateway's
 * static files) takes unknown GETs under the API's prefix before the API's not-found handler can.
 */
export function replyRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(failure(`Route ${request.method} ${pathOf(request.url)} not found`));
}

const URL_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A part of the URL is too long.' },
  FST_ERR_BAD_URL: { status: 400, message: 'The URL is malformed.' },
};

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a path parameter over
 * `maxParamLength`, a URL that does not decode) come before any plugin's error handler, so the
 * root instance of every host (the API server, the gateway) answers them in the same envelope.
 */
export function replyFrameworkError(error: Error, _request: FastifyRequest, reply: FastifyReply) {
  const known = URL_MESSAGES[String(propertyOf(error, 'code'))];
  return reply.code(known?.status ?? 400).send(failure(known?.message ?? 'The request could not be routed.'));
}

function replyWithError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (isValidationError(error)) {
    const errors = fieldErrorsFromValidation(error.validation, error.validationContext);
    return reply.code(422).send(failure(VALIDATION_FAILED_MESSAGE, errors));
  }
  if (propertyOf(error, 'code') === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return reply.code(400).send(failure(MALFORMED_JSON_MESSAGE));
  }
  if (error instanceof HttpError) return reply.code(error.statusCode).send(failure(error.message, error.errors));
  const statusCode = propertyOf(error, 'statusCode');
  if (error instanceof Error && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send(failure(error.message));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'Database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send(failure(DATABASE_UNAVAILABLE_MESSAGE));
  }
  request.log.error({ err: error }, 'Request failed');
  return reply.code(500).send(failure(INTERNAL_ERROR_MESSAGE));
}

function failure(message: string, errors?: ErrorReply['errors']): ErrorReply {
  return errors ? { error: true, message, errors } : { error: true, message };
}

function isValidationError(error: unknown): error is { validation: FastifySchemaValidationError[]; validationContext?: string } {
  return Array.isArray(propertyOf(error, 'validation'));
}

/** A property of whatever was thrown (not always an Error). */
function propertyOf(error: unknown, key: 'code' | 'statusCode' | 'validation'): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
}

function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}
