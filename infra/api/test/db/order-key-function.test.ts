import type { OpenedDatabase } from '../../src/db/database.js';
import { isValidKey, keyBetween, keysAfter } from '../../src/lib/order-keys.js';
import { openTestDatabase } from '../helpers/test-databases.js';

/**
 * `kanri_order_key_after` (migration 0008) places a task last inside one SQL statement: it must
 * give exactly the key `keyBetween(key, null)` gives, for every valid key.
 */
describe('kanri_order_key_after', () => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  const inSql = async (keys: readonly (string | null)[]): Promise<(string | null)[]> => {
    const { rows } = await database.pool.query<{ key: string | null }>(
      'select kanri_order_key_after(k) as key from unnest($1::text[]) with ordinality u(k, n) order by n',
      [keys],
    );
    return rows.map((row) => row.key);
  };

  it('gives the first key for none and counts up across digits, heads and signs', async () => {
    const keys = [null, 'a0', 'az', 'Zz', 'Yzz', 'A' + '0'.repeat(25) + '1', 'b0z', 'a0V', 'azzzz', 'y' + 'z'.repeat(25)];
    expect(await inSql(keys)).toEqual(keys.map((key) => keyBetween(key, null)));
  });

  it('falls back to a fraction after the largest integer', async () => {
    const largest = 'z' + 'z'.repeat(26);
    const keys = [largest, `${largest}V`, `${largest}z`, `${largest}zzy`, `${largest}zzz`];
    expect(await inSql(keys)).toEqual(keys.map((key) => keyBetween(key, null)));
  });

  it('matches keyBetween(key, null) on 5,000 random valid keys and a chain of 3,000', async () => {
    let seed = 42;
    const random = (below: number) => Math.floor(((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * below);
    const heads = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const digit = (from = 0) => DIGITS[from + random(DIGITS.length - from)]!;
    const keys: string[] = [];
    while (keys.length < 5_000) {
      const head = heads[random(heads.length)]!;
      const length = head >= 'a' ? head.charCodeAt(0) - 95 : 92 - head.charCodeAt(0);
      // Mostly top digits, so carries run far.
      let key = head + Array.from({ length: length - 1 }, () => (random(3) === 0 ? digit() : 'z')).join('');
      const fraction = Array.from({ length: random(4) }, () => (random(2) === 0 ? digit() : 'z')).join('');
      key += fraction === '' ? '' : fraction.slice(0, -1) + digit(1);
      if (isValidKey(key)) keys.push(key);
    }
    keys.push(...keysAfter('Zz', 3_000));
    expect(await inSql(keys)).toEqual(keys.map((key) => keyBetween(key, null)));
  });
});

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
