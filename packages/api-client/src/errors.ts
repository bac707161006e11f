import type { FieldErrors } from '@kanri/contracts';
import { ApiError } from './http';

/** The text of a failure that carries no message of its own. */
export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong.';

/** Every message of a 422 `errors` map, in field order, without blanks or repeats. */
export function fieldErrorMessages(errors: FieldErrors | undefined): string[] {
  if (!errors) return [];
  const messages = Object.values(errors)
    .flatMap((value: unknown) => (Array.isArray(value) ? value : [value]))
    .filter((message): message is string => typeof message === 'string' && message.trim() !== '');
  return [...new Set(messages)];
}

/** The first message the server gave for `field` in a 422 reply, if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  return fieldErrorMessages(error.errors?.[field] ? { [field]: error.errors[field]! } : undefined)[0];
}

/**
 * The one message to show for a failure: for a 422 its first field message (the server's own
 * message there is the generic "The given data was invalid."), else the server's or the error's
 * message, else UNKNOWN_ERROR_MESSAGE.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) {
    const [first] = fieldErrorMessages(error.errors);
    if (first) return first;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return UNKNOWN_ERROR_MESSAGE;
}

/** Every message of a failure, for a list under a form: a 422's field messages, else `errorMessage`. */
export function errorMessages(error: unknown): string[] {
  const fields = error instanceof ApiError && error.status === 422 ? fieldErrorMessages(error.errors) : [];
  return fields.length > 0 ? fields : [errorMessage(error)];
}

/** Whether a call failed because the row does not exist (or is not visible to the caller: 404). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
}
