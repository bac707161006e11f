import { VALIDATION_FAILED_MESSAGE, type FieldErrors } from '@kanri/contracts';

/**
 * An error meant for the client, whatever its status (a 503 "not configured" included): the error
 * handler replies with its status and message (and `errors` for 422) in the failure envelope
 * `{ error: true, message, errors? }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const httpErrors = {
  badRequest: (message: string) => new HttpError(400, message),
  unauthorized: (message = 'Unauthenticated.') => new HttpError(401, message),
  forbidden: (message = 'This action is unauthorized.') => new HttpError(403, message),
  notFound: (message = 'Not found.') => new HttpError(404, message),
  conflict: (message: string) => new HttpError(409, message),
  /** 422 with per-field messages, e.g. `unprocessable({ email: ['The email has already been taken.'] })`. */
  unprocessable: (errors: FieldErrors, message = VALIDATION_FAILED_MESSAGE) => new HttpError(422, message, errors),
  /** 422 about one field, with its message as the reply's message too (clients toast the message). */
  invalidField: (field: string, message: string) => new HttpError(422, message, { [field]: [message] }),
  tooManyRequests: (message = 'Too many requests. Please try again later.') => new HttpError(429, message),
  serviceUnavailable: (message: string) => new HttpError(503, message),
};
