import { currencyFractionDigits, currencySymbol, formatMoney, fromMinorUnits, toMinorUnits } from './money';

describe('money', () => {
  it('knows each currency’s minor unit', () => {
    expect(currencyFractionDigits('USD')).toBe(2);
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('KWD')).toBe(3);
    expect(currencyFractionDigits('not a code')).toBe(2);
    // ISO 4217's 3, where the browser's CLDR data says 0.
    expect(currencyFractionDigits('IQD')).toBe(3);
  });

  it('converts amounts to and from minor units', () => {
    expect(toMinorUnits(12.34, 'USD')).toBe(1234);
    expect(toMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinorUnits(1.005, 'USD')).toBe(101);
    expect(toMinorUnits(1.234, 'KWD')).toBe(1234);
    expect(toMinorUnits(500, 'JPY')).toBe(500);
    expect(fromMinorUnits(1234, 'USD')).toBe(12.34);
    expect(fromMinorUnits(1234, 'KWD')).toBe(1.234);
  });

  it('formats minor units as the locale writes money', () => {
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(500, 'JPY')).toBe('¥500');
    expect(formatMoney(-250, 'USD')).toBe('-$2.50');
    expect(formatMoney(1234, 'XYZ1')).toBe('12.34 XYZ1');
    // The locale puts a no-break space after a code.
    expect(formatMoney(1234567, 'KWD').replace(/\s/g, ' ')).toBe('KWD 1,234.567');
    expect(formatMoney(1500, 'IQD').replace(/\s/g, ' ')).toBe('IQD 1.500');
  });

  it('gives the currency symbol, or the code when it has none', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('not a code')).toBe('not a code');
  });
});
