import { displayName, initials } from './person';

describe('person formatters (the contracts’ one rule)', () => {
  it('names a user by full name, then first and last name, then name, then e-mail', () => {
    expect(displayName({ full_name: 'Grace Hopper', email: 'g@x.io' })).toBe('Grace Hopper');
    expect(displayName({ first_name: 'Grace', last_name: 'Hopper', email: 'g@x.io' })).toBe('Grace Hopper');
    expect(displayName({ email: 'g@x.io' })).toBe('g@x.io');
  });

  it('takes initials from the display name', () => {
    expect(initials(displayName({ full_name: 'Grace Brewster Hopper', email: 'g@x.io' }))).toBe('GH');
    expect(initials(displayName({ email: 'grace.hopper@x.io' }))).toBe('GH');
  });
});
