import {
  errorMessage,
  errorMessages,
  failureMessage,
  formFailure,
  fieldError,
  fieldErrorMessages,
  formRefusal,
  isNotFound,
  isUnreachable,
  UNKNOWN_ERROR_MESSAGE,
} from './errors';
import { ApiError } from './http';
import { INVALID_JSON_MESSAGE, NETWORK_ERROR_MESSAGE } from './messages';

const invalid = (errors: Record<string, string[]>) => new ApiError('The given data was invalid.', 422, errors);

describe('fieldErrorMessages', () => {
  it('lists every message in field order, without blanks or repeats', () => {
    expect(fieldErrorMessages({ name: ['Name is required.', ''], color: ['Bad colour.', 'Name is required.'] })).toEqual([
      'Name is required.',
      'Bad colour.',
    ]);
    expect(fieldErrorMessages(undefined)).toEqual([]);
  });
});

describe('fieldError', () => {
  it('reads the first message of a field of a 422 reply', () => {
    const error = invalid({ name: ['The status name is required.', 'other'] });
    expect(fieldError(error, 'name')).toBe('The status name is required.');
    expect(fieldError(error, 'color')).toBeUndefined();
  });

  it('ignores other failures', () => {
    expect(fieldError(new ApiError('Not found', 404, { name: ['x'] }), 'name')).toBeUndefined();
    expect(fieldError(new Error('boom'), 'name')).toBeUndefined();
  });
});

describe('errorMessage', () => {
  it("is a 422's first field message, more useful than the generic one", () => {
    expect(errorMessage(invalid({ name: ['The name has already been taken.'], color: ['Bad colour.'] }))).toBe(
      'The name has already been taken.',
    );
  });

  it("is the server's message otherwise, and a 422's when it has no field messages", () => {
    expect(errorMessage(new ApiError('Status not found.', 404))).toBe('Status not found.');
    expect(errorMessage(new ApiError('The given data was invalid.', 422))).toBe('The given data was invalid.');
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('refused')).toBe('refused');
  });

  it('falls back to a fixed text for a failure without a message', () => {
    expect(errorMessage(new Error(''))).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(errorMessage(undefined)).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(errorMessage({ status: 500 })).toBe(UNKNOWN_ERROR_MESSAGE);
  });
});

describe('errorMessages', () => {
  it("lists a 422's field messages, else the one message", () => {
    expect(errorMessages(invalid({ name: ['A'], options: ['B', 'A'] }))).toEqual(['A', 'B']);
    expect(errorMessages(new ApiError('Forbidden.', 403))).toEqual(['Forbidden.']);
    expect(errorMessages(null)).toEqual([UNKNOWN_ERROR_MESSAGE]);
  });
});

describe('isNotFound', () => {
  it('is true for a 404 only', () => {
    expect(isNotFound(new ApiError('Project not found.', 404))).toBe(true);
    expect(isNotFound(new ApiError('Forbidden.', 403))).toBe(false);
    expect(isNotFound(new Error('boom'))).toBe(false);
  });
});

describe('isUnreachable', () => {
  it.each([
    [new ApiError('Network error', 0), true],
    [new ApiError('HTTP 502: Bad Gateway', 502), true],
    [new ApiError('HTTP 504: Gateway Timeout', 504), true],
    [new ApiError('Database unavailable', 503), false],
    [new ApiError('HTTP 500: Internal Server Error', 500), false],
    [new Error('boom'), false],
  ])('%s → %s', (error, expected) => {
    expect(isUnreachable(error)).toBe(expected);
  });
});

describe('formRefusal', () => {
  it("puts each of the form's fields under itself and the other fields' messages on top", () => {
    const error = invalid({ name: ['Taken.', 'Too long.'], token: ['Expired.'], email: [] });
    expect(formRefusal(error, ['name', 'email'])).toEqual({ fields: { name: 'Taken. Too long.' }, form: 'Expired.' });
  });

  it("shows the server's message on top when no field was named", () => {
    expect(formRefusal(invalid({}), ['name'])).toEqual({ fields: {}, form: 'The given data was invalid.' });
  });

  it('is null for anything but a 422', () => {
    expect(formRefusal(new ApiError('Forbidden', 403), ['name'])).toBeNull();
    expect(formRefusal(new Error('boom'), ['name'])).toBeNull();
  });
});

describe('failureMessage', () => {
  const FALLBACK = 'Failed to add todo';

  it('prefers the server’s message, a 422’s first field message rather than its generic one', () => {
    expect(failureMessage(new ApiError('Todo not found.', 404), FALLBACK)).toBe('Todo not found.');
    expect(failureMessage(new ApiError('Database is read-only', 503), FALLBACK)).toBe('Database is read-only');
    expect(failureMessage(new ApiError('The given data was invalid.', 422, { title: ['Title is required'] }), FALLBACK)).toBe(
      'Title is required',
    );
  });

  it('falls back to the screen’s text when the server said nothing', () => {
    expect(failureMessage(new ApiError('HTTP 500: Internal Server Error', 500), FALLBACK)).toBe(FALLBACK);
    expect(failureMessage(new ApiError(INVALID_JSON_MESSAGE, 200), FALLBACK)).toBe(FALLBACK);
    expect(failureMessage(new ApiError(NETWORK_ERROR_MESSAGE, 0), FALLBACK)).toBe(FALLBACK);
    expect(failureMessage(new Error('boom'), FALLBACK)).toBe(FALLBACK);
    expect(failureMessage(undefined, FALLBACK)).toBe(FALLBACK);
  });
});

describe('formFailure', () => {
  it('keeps a 422 for the form and turns anything else into the toast text', () => {
    const refusal = new ApiError('The given data was invalid.', 422, { title: ['Title is required'] });
    expect(formFailure(refusal, 'Failed to add todo')).toBe(refusal);
    expect(formFailure(new ApiError('HTTP 500: Internal Server Error', 500), 'Failed to add todo').message).toBe(
      'Failed to add todo',
    );
    expect(formFailure(new ApiError('Todo not found.', 404), 'Failed to update todo').message).toBe('Todo not found.');
  });
});
