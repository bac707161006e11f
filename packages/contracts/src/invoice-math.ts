import Big from 'big.js';

/**
 * The invoice maths of spec §9, exact: money is integer minor units of the invoice's currency
 * (exponent = ISO 4217 minor unit, `currencyExponent`), quantities, rates and the tax rate are
 * decimal strings, and every product goes through big.js — never a binary float. Each computed
 * amount (an item's amount, the tax) is rounded once to a minor unit, half away from zero.
 * The server stores what this returns and the dialog's live summary shows the same figures.
 *
 *   amount   = quantity × rate                 (per item, rounded)
 *   subtotal = Σ amounts
 *   taxable  = subtotal − discount + shipping
 *   tax      = taxable × taxRate / 100          (rounded)
 *   total    = taxable + tax
 *   balance  = total − amount paid
 */

/** big.js's ROUND_HALF_UP: to the nearest, a tie away from zero. */
const HALF_AWAY_FROM_ZERO = 1;

const DECIMAL_PATTERN = /^\d+(\.\d+)?$/;

/** Whether `text` is a plain non-negative decimal (`12`, `0.5`, `1234.5678`) with at most `maxDecimals` decimals. */
export function isDecimal(text: string, maxDecimals: number): boolean {
  const trimmed = text.trim();
  if (!DECIMAL_PATTERN.test(trimmed)) return false;
  const dot = trimmed.indexOf('.');
  return dot === -1 || trimmed.length - dot - 1 <= maxDecimals;
}

/** A form's decimal input as the maths reads it: blank or not a number → `0` (spec §5: inputs fall back to 0). */
export function decimalOrZero(text: string | number | null | undefined): string {
  const value = typeof text === 'number' ? String(text) : (text ?? '').trim();
  return DECIMAL_PATTERN.test(value) ? value : '0';
}

/** Minor units of a decimal amount in major units (`12.34`, exponent 2 → 1234), rounded half away from zero. */
export function toMinorUnits(amount: string, exponent: number): number {
  return Number(new Big(decimalOrZero(amount)).times(new Big(10).pow(exponent)).round(0, HALF_AWAY_FROM_ZERO).toFixed(0));
}

/** Minor units back to a plain decimal string with the currency's digits (1234, 2 → `12.34`; 500, 0 → `500`). */
export function fromMinorUnits(minor: number, exponent: number): string {
  return new Big(minor).div(new Big(10).pow(exponent)).toFixed(exponent);
}

/** One item's amount in minor units: quantity × rate, rounded once. */
export function itemAmountMinor(quantity: string, rate: string, exponent: number): number {
  return Number(
    new Big(decimalOrZero(quantity))
      .times(decimalOrZero(rate))
      .times(new Big(10).pow(exponent))
      .round(0, HALF_AWAY_FROM_ZERO)
      .toFixed(0),
  );
}

export interface InvoiceMathInput {
  items: readonly { quantity: string; rate: string }[];
  /** Percent, a decimal string (`10`, `8.875`). */
  taxRate: string;
  discountMinor: number;
  shippingMinor: number;
  amountPaidMinor: number;
}

export interface InvoiceTotals {
  itemAmountsMinor: number[];
  subtotalMinor: number;
  taxableMinor: number;
  taxMinor: number;
  totalMinor: number;
  balanceDueMinor: number;
}

export function computeInvoiceTotals(input: InvoiceMathInput, exponent: number): InvoiceTotals {
  const itemAmountsMinor = input.items.map((item) => itemAmountMinor(item.quantity, item.rate, exponent));
  const subtotal = itemAmountsMinor.reduce((sum, amount) => sum.plus(amount), new Big(0));
  const taxable = subtotal.minus(input.discountMinor).plus(input.shippingMinor);
  const tax = taxable.times(decimalOrZero(input.taxRate)).div(100).round(0, HALF_AWAY_FROM_ZERO);
  const total = taxable.plus(tax);
  return {
    itemAmountsMinor,
    subtotalMinor: Number(subtotal.toFixed(0)),
    taxableMinor: Number(taxable.toFixed(0)),
    taxMinor: Number(tax.toFixed(0)),
    totalMinor: Number(total.toFixed(0)),
    balanceDueMinor: Number(total.minus(input.amountPaidMinor).toFixed(0)),
  };
}

/** Tracked seconds as invoiced hours: rounded to 0.01 h (36 s), half away from zero (`5400` → `1.50`). */
export function secondsToInvoiceHours(seconds: number): string {
  return new Big(seconds).div(3600).round(2, HALF_AWAY_FROM_ZERO).toFixed(2);
}
