import fc from 'fast-check';
import {
  computeInvoiceTotals,
  decimalOrZero,
  fromMinorUnits,
  isDecimal,
  itemAmountMinor,
  secondsToInvoiceHours,
  toMinorUnits,
  type InvoiceTotals,
} from './invoice-math';

/**
 * An oracle written apart from invoice-math.ts: every decimal scaled to an integer (BigInt), each
 * division rounded explicitly half away from zero. The maths must agree with it to the unit.
 */
const Oracle = {
  /** `12.345` → 12345n / 10^3. */
  parse(text: string): { units: bigint; scale: number } {
    const [whole, fraction = ''] = text.trim().split('.');
    return { units: BigInt(`${whole}${fraction}`), scale: fraction.length };
  },

  pow10: (exponent: number) => 10n ** BigInt(exponent),

  /** numerator / denominator (> 0), to the nearest integer, a tie away from zero. */
  divide(numerator: bigint, denominator: bigint): bigint {
    if (numerator < 0n) return -Oracle.divide(-numerator, denominator);
    const quotient = numerator / denominator;
    const remainder = numerator - quotient * denominator;
    return 2n * remainder >= denominator ? quotient + 1n : quotient;
  },

  minor(amount: string, exponent: number): bigint {
    const { units, scale } = Oracle.parse(amount);
    return Oracle.divide(units * Oracle.pow10(exponent), Oracle.pow10(scale));
  },

  item(quantity: string, rate: string, exponent: number): bigint {
    const q = Oracle.parse(quantity);
    const r = Oracle.parse(rate);
    return Oracle.divide(q.units * r.units * Oracle.pow10(exponent), Oracle.pow10(q.scale + r.scale));
  },

  totals(
    items: readonly { quantity: string; rate: string }[],
    taxRate: string,
    discount: bigint,
    shipping: bigint,
    paid: bigint,
    exponent: number,
  ) {
    const amounts = items.map((item) => Oracle.item(item.quantity, item.rate, exponent));
    const subtotal = amounts.reduce((sum, amount) => sum + amount, 0n);
    const taxable = subtotal - discount + shipping;
    const rate = Oracle.parse(taxRate);
    const tax = Oracle.divide(taxable * rate.units, 100n * Oracle.pow10(rate.scale));
    const total = taxable + tax;
    return { amounts, subtotal, taxable, tax, total, balance: total - paid };
  },
};

const asNumbers = (totals: ReturnType<typeof Oracle.totals>): InvoiceTotals => ({
  itemAmountsMinor: totals.amounts.map(Number),
  subtotalMinor: Number(totals.subtotal),
  taxableMinor: Number(totals.taxable),
  taxMinor: Number(totals.tax),
  totalMinor: Number(totals.total),
  balanceDueMinor: Number(totals.balance),
});

/** A plain decimal string: `max` whole units at most, up to `decimals` decimals (trailing zeros kept, as typed). */
const decimalText = (max: number, decimals: number) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: decimals }), fc.nat())
    .map(([whole, places, seed]) =>
      places === 0 ? String(whole) : `${whole}.${String(seed % 10 ** places).padStart(places, '0')}`,
    );

const EXPONENTS = [0, 2, 3, 4] as const;

const invoiceArbitrary = fc.record({
  exponent: fc.constantFrom(...EXPONENTS),
  items: fc.array(fc.record({ quantity: decimalText(99_999, 4), rate: decimalText(99_999, 4) }), { minLength: 1, maxLength: 20 }),
  taxRate: fc.oneof(decimalText(99, 3), fc.constant('100'), fc.constant('0')),
  /** Thousandths of the subtotal plus shipping given as discount: never more than they are. */
  discountShare: fc.integer({ min: 0, max: 1000 }),
  shipping: fc.integer({ min: 0, max: 1_000_000_000 }),
  payments: fc.array(fc.integer({ min: 1, max: 1_000_000_000 }), { maxLength: 5 }),
});

describe('invoice maths against an exact BigInt oracle', () => {
  it('computes every amount, the subtotal, tax, total and balance to the unit, for every exponent', () => {
    fc.assert(
      fc.property(invoiceArbitrary, ({ exponent, items, taxRate, discountShare, shipping, payments }) => {
        const subtotal = items.reduce((sum, item) => sum + Oracle.item(item.quantity, item.rate, exponent), 0n);
        const discount = ((subtotal + BigInt(shipping)) * BigInt(discountShare)) / 1000n;
        const paid = payments.reduce((sum, payment) => sum + BigInt(payment), 0n);
        const expected = Oracle.totals(items, taxRate, discount, BigInt(shipping), paid, exponent);
        // Within what JavaScript numbers hold exactly.
        expect(expected.total <= BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
        const actual = computeInvoiceTotals(
          {
            items,
            taxRate,
            discountMinor: Number(discount),
            shippingMinor: shipping,
            amountPaidMinor: Number(paid),
          },
          exponent,
        );
        expect(actual).toEqual(asNumbers(expected));
        expect(actual.taxableMinor).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('rounds one item amount once, half away from zero', () => {
    fc.assert(
      fc.property(decimalText(99_999, 4), decimalText(99_999, 4), fc.constantFrom(...EXPONENTS), (quantity, rate, exponent) => {
        expect(itemAmountMinor(quantity, rate, exponent)).toBe(Number(Oracle.item(quantity, rate, exponent)));
      }),
      { numRuns: 1000 },
    );
  });

  it('converts money to minor units (rounded) and back (exactly, with the currency digits)', () => {
    fc.assert(
      fc.property(decimalText(1_000_000_000, 6), fc.constantFrom(...EXPONENTS), (amount, exponent) => {
        const minor = toMinorUnits(amount, exponent);
        expect(minor).toBe(Number(Oracle.minor(amount, exponent)));
        const text = fromMinorUnits(minor, exponent);
        expect(isDecimal(text, exponent)).toBe(true);
        expect(text.includes('.') ? text.split('.')[1]!.length : 0).toBe(exponent);
        expect(toMinorUnits(text, exponent)).toBe(minor);
      }),
      { numRuns: 1000 },
    );
  });

  it('turns tracked seconds into hours rounded to 0.01 h, half away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 * 3600 }), (seconds) => {
        const hundredths = Oracle.divide(BigInt(seconds) * 100n, 3600n);
        const expected = `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
        expect(secondsToInvoiceHours(seconds)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('known cases', () => {
  const totalsOf = (items: { quantity: string; rate: string }[], exponent: number, taxRate = '0', extra = {}) =>
    computeInvoiceTotals({ items, taxRate, discountMinor: 0, shippingMinor: 0, amountPaidMinor: 0, ...extra }, exponent);

  it('1.005 × 1 USD is 101 cents (a float would say 100)', () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(itemAmountMinor('1.005', '1', 2)).toBe(101);
    expect(totalsOf([{ quantity: '1.005', rate: '1' }], 2).totalMinor).toBe(101);
  });

  it('0.1 + 0.2 of a currency is 30 cents, not 30.000000000000004', () => {
    expect(
      totalsOf(
        [
          { quantity: '1', rate: '0.1' },
          { quantity: '1', rate: '0.2' },
        ],
        2,
      ).subtotalMinor,
    ).toBe(30);
  });

  it('JPY has no decimals: amounts are whole yen', () => {
    const yen = totalsOf([{ quantity: '1.5', rate: '1001' }], 0, '10', { discountMinor: 1 });
    expect(yen).toMatchObject({
      itemAmountsMinor: [1502],
      subtotalMinor: 1502,
      taxableMinor: 1501,
      taxMinor: 150,
      totalMinor: 1651,
    });
    expect(fromMinorUnits(1651, 0)).toBe('1651');
    expect(toMinorUnits('1651.5', 0)).toBe(1652);
  });

  it('KWD has 3 decimals', () => {
    expect(itemAmountMinor('1', '1.0005', 3)).toBe(1001);
    expect(totalsOf([{ quantity: '2', rate: '12.3456' }], 3, '8.875')).toMatchObject({
      subtotalMinor: 24691,
      taxMinor: 2191,
      totalMinor: 26882,
    });
    expect(fromMinorUnits(26882, 3)).toBe('26.882');
  });

  it('taxes the subtotal less the discount plus shipping, rounded once', () => {
    const totals = computeInvoiceTotals(
      {
        items: [
          { quantity: '1.005', rate: '1' },
          { quantity: '3', rate: '333.3333' },
        ],
        taxRate: '8.875',
        discountMinor: 1050,
        shippingMinor: 400,
        amountPaidMinor: 50_000,
      },
      2,
    );
    expect(totals).toEqual({
      itemAmountsMinor: [101, 100000],
      subtotalMinor: 100101,
      taxableMinor: 99451,
      taxMinor: 8826,
      totalMinor: 108277,
      balanceDueMinor: 58277,
    });
  });

  it('rounds a half cent of tax away from zero', () => {
    // 105 × 10 % = 10.5 → 11.
    expect(totalsOf([{ quantity: '1', rate: '1.05' }], 2, '10').taxMinor).toBe(11);
  });

  it('reads hours of tracked time', () => {
    expect(secondsToInvoiceHours(5400)).toBe('1.50');
    expect(secondsToInvoiceHours(1200)).toBe('0.33');
    expect(secondsToInvoiceHours(18)).toBe('0.01');
    expect(secondsToInvoiceHours(17)).toBe('0.00');
  });

  it('reads form inputs as decimals, falling back to 0', () => {
    expect(isDecimal('12.3456', 4)).toBe(true);
    expect(isDecimal('12.34567', 4)).toBe(false);
    expect(isDecimal('-1', 4)).toBe(false);
    expect(isDecimal('1e3', 4)).toBe(false);
    expect(decimalOrZero(' 2.5 ')).toBe('2.5');
    expect(decimalOrZero('abc')).toBe('0');
    expect(decimalOrZero(undefined)).toBe('0');
    expect(decimalOrZero(3)).toBe('3');
  });
});
