import { initials } from './user-display';

describe('initials (the one avatar rule)', () => {
  it.each([
    ['Grace Brewster Hopper', 'GH'],
    ['grace hopper', 'GH'],
    ['  Ada   Lovelace ', 'AL'],
    ['Plato', 'PL'],
    ['A', 'A'],
    ['grace.hopper@example.com', 'GH'],
    ['ada@example.com', 'AD'],
    ['Émile Zola', 'ÉZ'],
    ['', '?'],
    ['   ', '?'],
    [null, '?'],
    [undefined, '?'],
  ])('%j → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
