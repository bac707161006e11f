import { VALIDATION_FAILED_MESSAGE, type ErrorReply } from '@kanri/contracts';
import type { FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { fieldErrorsFromValidation } from '../../lib/field-errors.js';
import { HttpError } from '../../lib/http-errors.js';

const MALFORMED_JSON_MESSAGE = 'Malformed JSON in request body';
const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * Every failure leaves the API as `{ error: true, message, errors? }`: validation → 422 with
 * per-field messages, `HttpError`s and other client errors (< 500) keep their status and message,
 * anything else is a logged 500 whose details never reach the client. Unknown routes under the
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
