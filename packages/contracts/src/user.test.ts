import { displayName } from './user';

describe('displayName', () => {
  it.each([
    [{ full_name: 'Ada Lovelace', first_name: 'A', last_name: 'L', email: 'a@x.io' }, 'Ada Lovelace'],
    [{ full_name: '  ', first_name: 'Ada', last_name: 'Lovelace', email: 'a@x.io' }, 'Ada Lovelace'],
    [{ first_name: 'Ada', email: 'a@x.io' }, 'Ada'],
    [{ last_name: 'Lovelace', email: 'a@x.io' }, 'Lovelace'],
    [{ name: 'ada', email: 'a@x.io' }, 'ada'],
    [{ email: 'a@x.io' }, 'a@x.io'],
    [{}, ''],
  ])('%j → %s', (user, expected) => {
    expect(displayName(user)).toBe(expected);
  });

  it('is empty for no user', () => {
    expect(displayName(null)).toBe('');
  });
});
