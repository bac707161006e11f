import { currencyExponent, toMinorUnits } from '@kanri/contracts/business';
import { formatMoney } from '@kanri/design-system';

/** A stored decimal without the zeros that say nothing (`2.0000` → `2`, `1.50` → `1.5`, `10.000` → `10`). */
export function plainDecimal(value: string): string {
  const text = value.trim();
  if (!text.includes('.')) return text;
  const trimmed = text.replace(/0+$/, '');
  return trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed;
}

/**
 * An item's rate as money: with the currency's digits (`$80.00`, `¥500`), or every digit it has when
 * it has more (`$12.3456`: a rate keeps up to 4 decimals). Exact: the decimal text itself is formatted.
 */
export function formatRate(rate: string, currency: string): string {
  const exponent = currencyExponent(currency);
  const plain = plainDecimal(rate);
  const decimals = plain.includes('.') ? plain.length - plain.indexOf('.') - 1 : 0;
  if (decimals <= exponent) return formatMoney(toMinorUnits(plain, exponent), currency);
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(plain as `${number}`);
  } catch {
    return `${plain} ${currency}`;
  }
}
