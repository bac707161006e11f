import { isValidKey, keyBetween, keysAfter } from '../../src/lib/order-keys.js';

describe('order keys', () => {
  it('starts at a0 and counts up and down', () => {
    expect(keyBetween(null, null)).toBe('a0');
    expect(keyBetween('a0', null)).toBe('a1');
    expect(keyBetween(null, 'a0')).toBe('Zz');
    expect(keyBetween('az', null)).toBe('b00');
    expect(keyBetween('a0', 'a1')).toBe('a0V');
    expect(keyBetween('a0', 'a0V')).toBe('a0G');
  });

  it('refuses keys out of order or malformed', () => {
    expect(() => keyBetween('a1', 'a0')).toThrow();
    expect(() => keyBetween('a1', 'a1')).toThrow();
    expect(() => keyBetween('a10', null)).toThrow();
    expect(() => keyBetween('!', null)).toThrow();
    expect(isValidKey('a0')).toBe(true);
    expect(isValidKey('a0V')).toBe(true);
    expect(isValidKey('a00')).toBe(false);
    expect(isValidKey('')).toBe(false);
  });

  it('numbers many rows in increasing order', () => {
    const keys = keysAfter(null, 10_000);
    expect(new Set(keys).size).toBe(10_000);
    expect([...keys].sort()).toEqual(keys);
    expect(keys.every(isValidKey)).toBe(true);
  });

  it('keeps order under thousands of random moves (plain code-unit comparison)', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const list = keysAfter(null, 20);
    for (let move = 0; move < 5000; move += 1) {
      const at = Math.floor(random() * (list.length + 1));
      const key = keyBetween(list[at - 1] ?? null, list[at] ?? null);
      list.splice(at, 0, key);
    }
    expect([...list].sort()).toEqual(list);
    expect(new Set(list).size).toBe(list.length);
  });

  it('keeps keys short when always inserting at the same place', () => {
    let low = 'a0';
    const high = 'a1';
    for (let i = 0; i < 200; i += 1) low = keyBetween(low, high);
    expect(low.length).toBeLessThan(60);
  });
});
