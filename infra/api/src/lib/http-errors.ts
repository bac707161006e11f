import { VALIDATION_FAILED_MESSAGE, type FieldErrors } from '@kanri/contracts';

/**
 * An error meant for the client: the error handler replies with its status and message
 * (and `errors` for 422) in the failure envelope `{ error: true, message, errors? }`.
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
  tooManyRequests: (message = 'Too many requests. Please try again later.') => new HttpError(429, message),
};
