import { isDatabaseUnavailable, isUniqueViolation } from '../../src/lib/db-errors.js';

const withCause = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a terminated backend (57P01)', withCause(Object.assign(new Error('terminating connection'), { code: '57P01' }))],
    ['a server starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['too many connections (53300)', Object.assign(new Error('too many clients'), { code: '53300' })],
    ['a refused socket', withCause(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))],
    ['a connection that ended', withCause(new Error('Connection terminated unexpectedly'))],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCause(Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain error', new Error('Cannot read properties of undefined')],
    ['a thrown string', 'boom'],
    ['nothing', undefined],
  ])('is false for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('leaves the other classifiers alone', () => {
    expect(isUniqueViolation(withCause(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(true);
  });
});
