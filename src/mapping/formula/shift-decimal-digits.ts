/**
 * Digit work on the BigInt coefficients of exact numbers: powers of ten, counting and dropping
 * digits with a rounding, and the plain decimal text. Pure.
 */
/** Significant digits every result of an exact number keeps. */
export const PRECISION = 100;
// The powers a division at PRECISION needs are kept; larger ones are computed.
const POWERS: bigint[] = [1n];
for (let i = 1; i <= 2 * PRECISION + 8; i++) POWERS.push(POWERS[i - 1]! * 10n);

export function pow10(k: number): bigint {
  return POWERS[k] ?? 10n ** BigInt(k);
}

/** Trailing zeros of `n`, at most `most`. */
export function trailingZeros(n: bigint, most: number): number {
  const text = n.toString();
  let zeros = 0;
  while (zeros < most && zeros < text.length - 1 && text[text.length - 1 - zeros] === '0') zeros++;
  return zeros;
}

export function digitCount(n: bigint): number {
  return n === 0n ? 1 : (n < 0n ? -n : n).toString().length;
}

/** How a dropped fraction rounds: half away from zero, away from zero, towards zero. */
export type Rounding = 'half-up' | 'up' | 'down';

/** `n / 10^drop` rounded as `mode` says; `drop` > 0. */
export function dropDigits(n: bigint, drop: number, mode: Rounding): bigint {
  const p = pow10(drop);
  const q = n / p;
  if (mode === 'down') return q;
  const r = n % p;
  if (r === 0n) return q;
  const away = mode === 'up' || 2n * (r < 0n ? -r : r) >= p;
  return away ? q + (n < 0n ? -1n : 1n) : q;
}

/** `n x 10^-scale` with exactly `places` places (>= the places it needs, or its scale when lower). */
export function plainText(n: bigint, scale: number, places: number): string {
  const negative = n < 0n;
  let digits = (negative ? -n : n).toString();
  if (scale < 0 && n !== 0n) digits += '0'.repeat(-scale);
  const s = Math.max(scale, 0);
  if (digits.length <= s) digits = '0'.repeat(s - digits.length + 1) + digits;
  const whole = digits.slice(0, digits.length - s);
  const fraction = (digits.slice(digits.length - s) + '0'.repeat(Math.max(0, places - s))).slice(0, places);
  const text = places > 0 ? `${whole}.${fraction}` : whole;
  return negative ? `-${text}` : text;
}
