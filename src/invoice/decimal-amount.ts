/**
 * Exact arithmetic on amounts. Amounts are scaled to integers of 1/10000 (BigInt), so totals
 * of thousands of invoices never pick up binary-float noise.
 */

const SCALE = 4;
const FACTOR = 10n ** BigInt(SCALE);

/**
 * Parses a plain decimal string (`-12.5`, `119171`, `0.00005`) into ten-thousandths.
 * Digits beyond the fourth place are rounded half away from zero.
 * Returns undefined for anything that is not a plain decimal.
 */
export function parseScaled(text: string): bigint | undefined {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return undefined;
  const kept = (fraction + '0000').slice(0, SCALE);
  let scaled = BigInt(whole || '0') * FACTOR + BigInt(kept);
  const next = fraction.charAt(SCALE);
  if (next !== '' && Number(next) >= 5) scaled += 1n;
  return sign === '-' ? -scaled : scaled;
}

/** Formats ten-thousandths as an amount string with `places` decimals (default 4), rounding half away from zero. */
export function formatScaled(value: bigint, places = SCALE): string {
  const negative = value < 0n;
  let abs = negative ? -value : value;
  if (places < SCALE) {
    const drop = 10n ** BigInt(SCALE - places);
    abs = (abs + drop / 2n) / drop;
  }
  const factor = 10n ** BigInt(places);
  const whole = abs / factor;
  const fraction = (abs % factor).toString().padStart(places, '0');
  const text = places > 0 ? `${whole}.${fraction}` : `${whole}`;
  return negative && abs !== 0n ? `-${text}` : text;
}

/** Normalizes a plain decimal string to exactly four places, or undefined when it is not one. */
export function toAmount(text: string): string | undefined {
  const scaled = parseScaled(text);
  return scaled === undefined ? undefined : formatScaled(scaled);
}

/** Sums amount strings exactly; throws on a value that is not a decimal (a programming error upstream). */
export function sumAmounts(values: Iterable<string>): string {
  let total = 0n;
  for (const value of values) {
    const scaled = parseScaled(value);
    if (scaled === undefined) throw new TypeError(`not a decimal amount: ${JSON.stringify(value)}`);
    total += scaled;
  }
  return formatScaled(total);
}

/** Adds two amount strings exactly. */
export function addAmounts(a: string, b: string): string {
  return sumAmounts([a, b]);
}

/** Running totals per currency, e.g. the control totals of a file. */
export class CurrencyTotals {
  private readonly totals = new Map<string, bigint>();

  add(currency: string, amount: string): void {
    const scaled = parseScaled(amount);
    if (scaled === undefined) return;
    this.totals.set(currency, (this.totals.get(currency) ?? 0n) + scaled);
  }

  get(currency: string): string {
    return formatScaled(this.totals.get(currency) ?? 0n);
  }

  currencies(): string[] {
    return [...this.totals.keys()].sort();
  }

  /** `{EUR: "1234.5000", USD: "10.0000"}`, currencies sorted. */
  toRecord(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const currency of this.currencies()) out[currency] = this.get(currency);
    return out;
  }
}
