import { z } from 'zod';
import { validateWith } from './validate-with';

const schema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(5, 'Too long'),
    tags: z.array(z.string().min(1, 'Tag is blank')),
    dates: z.object({ start: z.string().min(1, 'Start is required') }),
    password: z.string(),
    confirmation: z.string(),
  })
  .refine((value) => value.password === value.confirmation, { path: ['confirmation'], message: 'No match' });

const valid = { name: 'Ada', tags: ['a'], dates: { start: '2026-01-01' }, password: 'x', confirmation: 'x' };

describe('validateWith', () => {
  it('has no errors for valid values', () => {
    expect(validateWith(schema)(valid)).toEqual({});
  });

  it("puts each field's first message at its path, nested and in arrays", () => {
    const errors = validateWith(schema)({ name: '  ', tags: ['a', ''], dates: { start: '' }, password: 'x', confirmation: 'y' });
    expect(errors).toEqual({
      name: 'Name is required',
      tags: [undefined, 'Tag is blank'],
      dates: { start: 'Start is required' },
      confirmation: 'No match',
    });
  });

  it('keeps the first of several messages on one field', () => {
    const twoChecks = z.object({ phone: z.string().min(10, 'Too short').regex(/^\d+$/, 'Digits only') });
    expect(validateWith(twoChecks)({ phone: '12ab' })).toEqual({ phone: 'Too short' });
  });
});

describe('validateWith a loader', () => {
  it('loads the schema once, on the first check', async () => {
    const load = jest.fn(async () => z.object({ name: z.string().min(1, 'Name is required') }));
    const validate = validateWith<{ name: string }>(load);
    expect(load).not.toHaveBeenCalled();
    await expect(validate({ name: '' })).resolves.toEqual({ name: 'Name is required' });
    await expect(validate({ name: 'Ada' })).resolves.toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });
});
