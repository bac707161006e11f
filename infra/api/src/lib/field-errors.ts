import type { FieldErrors } from '@kanri/contracts';
import type { FastifySchemaValidationError } from 'fastify';

/**
 * Request validation issues as the 422 `errors` map: field path (dot-joined, `items.0.rate`) → messages.
 * An issue about the whole input (no path) is filed under the part that failed: `body`, `querystring`...
 * A message repeated for one field (two checks of a schema sharing a text) is listed once.
 */
export function fieldErrorsFromValidation(issues: readonly FastifySchemaValidationError[], part = 'request'): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || part;
    const message = issue.message ?? 'The value is invalid.';
    const messages = (errors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return errors;
}
