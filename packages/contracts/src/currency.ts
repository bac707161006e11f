/**
 * Currencies as money is stored: integer minor units whose size is the currency's ISO 4217 exponent
 * ("minor unit"). Without zod: design-system's money formatter and the invoice maths share it.
 */

/**
 * ISO 4217's minor units of every currency whose exponent is not 2 (the list's codes with digits
 * other than 2; the test checks it against the `currency-codes` dataset). Any other code, a custom
 * one included, has 2.
 */
const EXPONENTS_OTHER_THAN_TWO: Readonly<Record<string, number>> = {
  BHD: 3,
  BIF: 0,
  CLF: 4,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  IQD: 3,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  PYG: 0,
  RWF: 0,
  TND: 3,
  UGX: 0,
  UYI: 0,
  UYW: 4,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XAG: 0,
  XAU: 0,
  XBA: 0,
  XBB: 0,
  XBC: 0,
  XBD: 0,
  XDR: 0,
  XOF: 0,
  XPD: 0,
  XPF: 0,
  XPT: 0,
  XSU: 0,
  XTS: 0,
  XUA: 0,
  XXX: 0,
};

export const DEFAULT_CURRENCY_EXPONENT = 2;

/** Digits after the decimal point of a currency's minor unit: 2 for USD, 0 for JPY, 3 for KWD. */
export function currencyExponent(currency: string): number {
  return EXPONENTS_OTHER_THAN_TWO[currency.toUpperCase()] ?? DEFAULT_CURRENCY_EXPONENT;
}

/** A currency code as stored: three letters A–Z (ISO 4217's shape; custom codes follow it too). */
export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;
