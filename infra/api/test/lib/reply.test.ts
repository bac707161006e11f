import type { User } from '@kanri/contracts';
import { authReply, ok } from '../../src/lib/reply.js';

describe('ok', () => {
  it('wraps data in the success envelope with OK as the default message', () => {
    expect(ok([1, 2])).toEqual({ error: false, message: 'OK', data: [1, 2] });
  });

  it('takes a message', () => {
    expect(ok({ id: 1 }, 'Client added successfully')).toEqual({
      error: false,
      message: 'Client added successfully',
      data: { id: 1 },
    });
  });
});

describe('authReply', () => {
  const user = { id: 1, email: 'ada@example.com' } as User;

  it('carries the user and the access token', () => {
    expect(authReply(user, 'Login successful', 'token')).toEqual({
      error: false,
      user,
      access_token: 'token',
      message: 'Login successful',
    });
  });

  it('leaves access_token out while no session was opened', () => {
    expect(authReply(user, 'Check your e-mail')).toEqual({ error: false, user, message: 'Check your e-mail' });
  });
});
