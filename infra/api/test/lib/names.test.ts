import { splitFullName } from '../../src/lib/names.js';

describe('splitFullName', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['  Ada   King  Lovelace ', 'Ada', 'King Lovelace'],
    ['Ada', 'Ada', ''],
    ['', '', ''],
    [undefined, '', ''],
  ])('splits %j at the first space', (name, firstName, lastName) => {
    expect(splitFullName(name)).toEqual({ firstName, lastName });
  });
});
