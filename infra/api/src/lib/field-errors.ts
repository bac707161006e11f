import type { FieldErrors } from '@kanri/contracts';
import type { FastifySchemaValidationError } from 'fastify';

/**
 * Request validation issues as the 422 `errors` map: field path (dot-joined, `items.0.rate`) → messages.
 * An issue about the whole input (no path) is filed under the part that failed: `body`, `querystring`...
 */
export function fieldErrorsFromValidation(issues: readonly FastifySchemaValidationError[], part = 'request'): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || part;
    (errors[field] ??= []).push(issue.message ?? 'The value is invalid.');
  }
  return errors;
}
