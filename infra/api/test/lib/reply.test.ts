import { ok } from '../../src/lib/reply.js';

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
