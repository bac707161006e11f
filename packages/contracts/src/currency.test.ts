import { data as ISO_4217 } from 'currency-codes';
import { CURRENCY_CODE_PATTERN, currencyExponent, DEFAULT_CURRENCY_EXPONENT } from './currency';

describe('currencyExponent', () => {
  it('has a dataset to compare with', () => {
    expect(ISO_4217.length).toBeGreaterThan(150);
  });

  it.each(ISO_4217.map((record) => [record.code, record.digits] as const))(
    '%s has %i digits, as ISO 4217 says',
    (code, digits) => {
      expect(currencyExponent(code)).toBe(digits);
      expect(currencyExponent(code.toLowerCase())).toBe(digits);
      expect(CURRENCY_CODE_PATTERN.test(code)).toBe(true);
    },
  );

  it('gives 2 to codes outside the list (custom currencies)', () => {
    const known = new Set(ISO_4217.map((record) => record.code));
    for (const code of ['SGX', 'ZZZ', 'ABC', 'BTC', 'XYZ']) {
      expect(known.has(code)).toBe(false);
      expect(currencyExponent(code)).toBe(DEFAULT_CURRENCY_EXPONENT);
    }
    expect(DEFAULT_CURRENCY_EXPONENT).toBe(2);
  });

  it('knows the usual ones', () => {
    expect([currencyExponent('USD'), currencyExponent('JPY'), currencyExponent('KWD'), currencyExponent('CLF')]).toEqual([
      2, 0, 3, 4,
    ]);
  });
});
