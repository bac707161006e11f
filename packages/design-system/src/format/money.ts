// Money travels as integer minor units of its currency (1234 USD = $12.34), as it is stored.
import { currencyExponent } from '@kanri/contracts/constants';

/** Digits after the decimal point of a currency's minor unit, ISO 4217's (2 for USD, 0 for JPY, 3 for KWD). */
export function currencyFractionDigits(currency: string): number {
  return currencyExponent(currency);
}

/** An amount as integer minor units (12.34 USD → 1234). */
export function toMinorUnits(amount: number, currency: string): number {
  const digits = currencyFractionDigits(currency);
  // Round the decimal text first so 1.005 → 100.5 → 101 rather than float noise deciding.
  return Math.round(Number((amount * 10 ** digits).toFixed(6)));
}

/** Minor units back to an amount (1234 → 12.34 USD). */
export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyFractionDigits(currency);
}

/** The symbol of a currency as the locale writes it (`$`, `€`, `CHF`). */
export function currencySymbol(currency: string, locale = 'en-US'): string {
  try {
    const part = new Intl.NumberFormat(locale, { style: 'currency', currency })
      .formatToParts(0)
      .find((piece) => piece.type === 'currency');
    return part?.value ?? currency;
  } catch {
    return currency;
  }
}

/** Minor units as the locale writes the amount (`$1,234.50`, `¥500`); `12.34 XYZ` for an unknown currency code. */
export function formatMoney(minor: number, currency: string, locale = 'en-US'): string {
  try {
    const digits = currencyFractionDigits(currency);
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(fromMinorUnits(minor, currency));
  } catch {
    return `${fromMinorUnits(minor, currency).toFixed(currencyFractionDigits(currency))} ${currency}`;
  }
}
