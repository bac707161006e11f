import { formatRate, plainDecimal } from './document-format';

describe('plainDecimal', () => {
  it.each([
    ['2.0000', '2'],
    ['1.50', '1.5'],
    ['10.000', '10'],
    ['0.25', '0.25'],
    ['12', '12'],
    ['100', '100'],
  ])('%s → %s', (value, expected) => expect(plainDecimal(value)).toBe(expected));
});

describe('formatRate', () => {
  it.each([
    ['80', 'USD', '$80.00'],
    ['80.0000', 'USD', '$80.00'],
    ['12.3456', 'USD', '$12.3456'],
    ['12.5', 'USD', '$12.50'],
    ['12000', 'JPY', '¥12,000'],
    ['12000.5', 'JPY', '¥12,000.5'],
    ['1.234', 'KWD', 'KWD 1.234'],
    ['1234567.89', 'EUR', '€1,234,567.89'],
  ])('%s %s → %s', (rate, currency, expected) => expect(formatRate(rate, currency).replace(/\u00a0/g, ' ')).toBe(expected));
});
