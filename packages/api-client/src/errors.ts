import type { FieldErrors } from '@kanri/contracts';
import { ApiError } from './http';
import { INVALID_JSON_MESSAGE } from './messages';

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

/** api-client's own text for a reply that carried no message (`HTTP 500: Internal Server Error`). */
const WITHOUT_SERVER_MESSAGE = /^HTTP \d{3}:/;

/**
 * The toast of a failed action (spec §8: "the server message is preferred over these defaults"):
 * the server's own message when its reply carried one (a 422's first field message, a 404's
 * `Todo not found.`), else the screen's default text (`Failed to add todo`) — for a reply without a
 * message, an unreadable reply, a network failure, a time-out or any other error.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  const message = errorMessage(error);
  return WITHOUT_SERVER_MESSAGE.test(message) || message === INVALID_JSON_MESSAGE ? fallback : message;
}

/**
 * A refused form submission as design-system's FormDialog takes it: a 422 as it is (its messages go
 * under the fields), any other failure an Error carrying `failureMessage` (the dialog toasts it).
 */
export function formFailure(error: unknown, fallback: string): Error {
  return error instanceof ApiError && error.status === 422 ? error : new Error(failureMessage(error, fallback));
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

/** The service could not be reached: no reply at all, or a gateway error without a server body. */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0) return true;
  return [502, 503, 504].includes(error.status) && /^HTTP \d{3}:/.test(error.message);
}

/**
 * A 422 sorted for a form with `fields`: each field's messages (joined) go under that field; the
 * messages of fields the form does not have, or the server's message when it named no field, go to
 * the top of the form. Null when the failure is not a 422.
 */
export interface FormRefusal<K extends string> {
  fields: Partial<Record<K, string>>;
  form?: string;
}

export function formRefusal<K extends string>(error: unknown, fields: readonly K[]): FormRefusal<K> | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const refusal: FormRefusal<K> = { fields: {} };
  const elsewhere: string[] = [];
  for (const [key, value] of Object.entries(error.errors ?? {})) {
    const messages = fieldErrorMessages({ [key]: value as string[] });
    if (messages.length === 0) continue;
    if ((fields as readonly string[]).includes(key)) refusal.fields[key as K] = messages.join(' ');
    else elsewhere.push(...messages);
  }
  if (elsewhere.length > 0) refusal.form = [...new Set(elsewhere)].join(' ');
  else if (Object.keys(refusal.fields).length === 0) refusal.form = error.message || UNKNOWN_ERROR_MESSAGE;
  return refusal;
}
