import { VALIDATION_FAILED_MESSAGE } from '@kanri/contracts';
import { HttpError, httpErrors } from '../../src/lib/http-errors.js';

describe('httpErrors', () => {
  it.each([
    ['badRequest', httpErrors.badRequest('Bad input'), 400, 'Bad input'],
    ['unauthorized', httpErrors.unauthorized(), 401, 'Unauthenticated.'],
    ['forbidden', httpErrors.forbidden(), 403, 'This action is unauthorized.'],
    ['notFound', httpErrors.notFound('Task not found.'), 404, 'Task not found.'],
    ['conflict', httpErrors.conflict('Already a member.'), 409, 'Already a member.'],
    ['tooManyRequests', httpErrors.tooManyRequests(), 429, 'Too many requests. Please try again later.'],
    ['serviceUnavailable', httpErrors.serviceUnavailable('Not configured.'), 503, 'Not configured.'],
  ])('%s builds an HttpError with its status and message', (_name, error, statusCode, message) => {
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ statusCode, message });
  });

  it('unprocessable carries the per-field messages of a 422', () => {
    const error = httpErrors.unprocessable({ email: ['The email has already been taken.'] });

    expect(error).toMatchObject({
      statusCode: 422,
      message: VALIDATION_FAILED_MESSAGE,
      errors: { email: ['The email has already been taken.'] },
    });
  });
});

describe('httpErrors.invalidField', () => {
  it('is a 422 about one field whose message is also the reply message', () => {
    expect(httpErrors.invalidField('token', 'This link is invalid.')).toMatchObject({
      statusCode: 422,
      message: 'This link is invalid.',
      errors: { token: ['This link is invalid.'] },
    });
  });
});
