import { ApiError } from '@kanri/api-client';
import { errorMessage, fieldError } from './errors';
import { WORKFLOW_TEXTS } from './texts';

describe('fieldError', () => {
  it('reads the first message of a field of a 422 reply', () => {
    const error = new ApiError('The given data was invalid.', 422, { name: ['The status name is required.', 'other'] });
    expect(fieldError(error, 'name')).toBe('The status name is required.');
    expect(fieldError(error, 'color')).toBeUndefined();
  });

  it('ignores other failures', () => {
    expect(fieldError(new ApiError('Not found', 404, { name: ['x'] }), 'name')).toBeUndefined();
    expect(fieldError(new Error('boom'), 'name')).toBeUndefined();
  });
});

describe('errorMessage', () => {
  it("is the failure's message", () => {
    expect(errorMessage(new ApiError('Status not found.', 404))).toBe('Status not found.');
    expect(errorMessage('nope')).toBe(WORKFLOW_TEXTS.unknownError);
  });
});
