/**
 * Fractional order keys (the algorithm of rocicorp/fractional-indexing, CC0): strings over base-62
 * digits that sort by plain code-unit comparison (`COLLATE "C"` in the database), with a key
 * between any two. Moving a row between two others writes one new key; nothing is renumbered.
 *
 * A key is an integer part (a head letter giving its length, then digits) and an optional
 * fraction without trailing zeros: `a0`, `a1`, `a0V`, `Zz`...
 */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ZERO = DIGITS[0]!;
const SMALLEST_INTEGER = `A${ZERO.repeat(26)}`;

/** A key strictly between `a` and `b` (null = open end); both null gives the first key. */
export function keyBetween(a: string | null, b: string | null): string {
  if (a !== null) validateKey(a);
  if (b !== null) validateKey(b);
  if (a !== null && b !== null && a >= b) throw new Error(`Order key ${a} is not before ${b}`);
  if (a === null) {
    if (b === null) return `a${ZERO}`;
    const integerB = integerPart(b);
    const fractionB = b.slice(integerB.length);
    if (integerB === SMALLEST_INTEGER) return integerB + midpoint('', fractionB);
    if (integerB < b) return integerB;
    const decremented = decrementInteger(integerB);
    if (decremented === null) throw new Error('Cannot decrement any more');
    return decremented;
  }
  if (b === null) {
    const integerA = integerPart(a);
    const fractionA = a.slice(integerA.length);
    const incremented = incrementInteger(integerA);
    return incremented === null ? integerA + midpoint(fractionA, null) : incremented;
  }
  const integerA = integerPart(a);
  const fractionA = a.slice(integerA.length);
  const integerB = integerPart(b);
  const fractionB = b.slice(integerB.length);
  if (integerA === integerB) return integerA + midpoint(fractionA, fractionB);
  const incremented = incrementInteger(integerA);
  if (incremented === null) throw new Error('Cannot increment any more');
  if (incremented < b) return incremented;
  return integerA + midpoint(fractionA, null);
}

/** `count` increasing keys after `a` (null: from the start), e.g. to number many new rows at once. */
export function keysAfter(a: string | null, count: number): string[] {
  const keys: string[] = [];
  let previous = a;
  for (let i = 0; i < count; i += 1) {
    previous = keyBetween(previous, null);
    keys.push(previous);
  }
  return keys;
}

export function isValidKey(key: string): boolean {
  try {
    validateKey(key);
    return true;
  } catch {
    return false;
  }
}

/** A fraction strictly between fractions `a` and `b` (b null = 1), digits of DIGITS. */
function midpoint(a: string, b: string | null): string {
  if (b !== null && a >= b) throw new Error(`${a} >= ${b}`);
  if (a.endsWith(ZERO) || (b !== null && b.endsWith(ZERO))) throw new Error('Trailing zero');
  if (b !== null) {
    let n = 0;
    while ((a[n] ?? ZERO) === b[n]) n += 1;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const digitA = a ? DIGITS.indexOf(a[0]!) : 0;
  const digitB = b !== null ? DIGITS.indexOf(b[0]!) : DIGITS.length;
  if (digitB - digitA > 1) return DIGITS[Math.round(0.5 * (digitA + digitB))]!;
  if (b !== null && b.length > 1) return b.slice(0, 1);
  return DIGITS[digitA]! + midpoint(a.slice(1), null);
}

function integerLength(head: string): number {
  if (head >= 'a' && head <= 'z') return head.charCodeAt(0) - 'a'.charCodeAt(0) + 2;
  if (head >= 'A' && head <= 'Z') return 'Z'.charCodeAt(0) - head.charCodeAt(0) + 2;
  throw new Error(`Invalid order key head: ${head}`);
}

function integerPart(key: string): string {
  const length = integerLength(key[0] ?? '');
  if (length > key.length) throw new Error(`Invalid order key: ${key}`);
  return key.slice(0, length);
}

function validateKey(key: string): void {
  if (key === SMALLEST_INTEGER) throw new Error(`Invalid order key: ${key}`);
  const integer = integerPart(key);
  for (const char of key.slice(1)) if (!DIGITS.includes(char)) throw new Error(`Invalid order key: ${key}`);
  if (key.slice(integer.length).endsWith(ZERO)) throw new Error(`Invalid order key: ${key}`);
}

function incrementInteger(integer: string): string | null {
  const [head, ...digits] = integer.split('') as [string, ...string[]];
  let carry = true;
  for (let i = digits.length - 1; carry && i >= 0; i -= 1) {
    const next = DIGITS.indexOf(digits[i]!) + 1;
    if (next === DIGITS.length) digits[i] = ZERO;
    else {
      digits[i] = DIGITS[next]!;
      carry = false;
    }
  }
  if (!carry) return head + digits.join('');
  if (head === 'Z') return `a${ZERO}`;
  if (head === 'z') return null;
  const nextHead = String.fromCharCode(head.charCodeAt(0) + 1);
  if (nextHead > 'a') digits.push(ZERO);
  else digits.pop();
  return nextHead + digits.join('');
}

function decrementInteger(integer: string): string | null {
  const [head, ...digits] = integer.split('') as [string, ...string[]];
  const top = DIGITS[DIGITS.length - 1]!;
  let borrow = true;
  for (let i = digits.length - 1; borrow && i >= 0; i -= 1) {
    const next = DIGITS.indexOf(digits[i]!) - 1;
    if (next === -1) digits[i] = top;
    else {
      digits[i] = DIGITS[next]!;
      borrow = false;
    }
  }
  if (!borrow) return head + digits.join('');
  if (head === 'a') return `Z${top}`;
  if (head === 'A') return null;
  const nextHead = String.fromCharCode(head.charCodeAt(0) - 1);
  if (nextHead < 'Z') digits.push(top);
  else digits.pop();
  return nextHead + digits.join('');
}
