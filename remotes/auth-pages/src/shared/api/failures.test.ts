import { fieldErrorMessages, NETWORK_ERROR_MESSAGE, REQUEST_TIMEOUT_MESSAGE } from '@kanri/api-client';
import { formErrors, isUnreachable } from './failures';

describe('failure helpers', () => {
  it.each([
    [{ status: 0, message: NETWORK_ERROR_MESSAGE }, true],
    [{ status: 0, message: REQUEST_TIMEOUT_MESSAGE }, true],
    [{ status: 502, message: 'HTTP 502: Bad Gateway' }, true],
    [{ status: 504, message: 'HTTP 504: Gateway Timeout' }, true],
    [{ status: 503, message: 'Down for maintenance, back at 10:00.' }, false],
    [{ status: 401, message: 'These credentials do not match our records.' }, false],
    [{ status: 500, message: 'HTTP 500: Internal Server Error' }, false],
  ])('isUnreachable(%j) is %s', (result, expected) => {
    expect(isUnreachable(result)).toBe(expected);
  });

  it('lists every field message, in order, skipping blanks', () => {
    expect(fieldErrorMessages({ email: ['taken', ''], phone: ['short', 'invalid'] })).toEqual(['taken', 'short', 'invalid']);
    expect(fieldErrorMessages(undefined)).toEqual([]);
  });

  it("keeps the first message of the form's own fields", () => {
    expect(formErrors({ email: ['taken', 'other'], token: ['bad'] }, ['email', 'password'])).toEqual({ email: 'taken' });
  });
});
