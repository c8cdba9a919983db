/**
 * The one rule for a number given on the command line: written as plain decimal digits (a point
 * and decimals only where the flag takes fractions), within the flag's bounds, else a usage error
 * naming the flag and its bounds. yargs' own number type reads `1e3`, `0x10`, ` 5`, `Infinity` and
 * `1e400` as numbers other than the text, or as none; here the text is read as written.
 */
import type { Options } from 'yargs';
import { UsageError } from '../errors.js';
import { repeatedFlagError } from './refuse-repeated-flags.js';

export interface NumberBounds {
  min: number;
  max: number;
  /** Decimals allowed (`--rate 0.5`). @default false: a whole number */
  fraction?: boolean;
  /** What the number counts, for the message: `milliseconds`, `days`. @default none */
  unit?: string;
  /** `--no-<flag>` is taken, as false. @default false */
  negatable?: boolean;
}

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(?:\.\d+)?$/;

/** What the flag expects, in the words of a message: `a whole number of days from 1 to 36500`. */
export function describeBounds(bounds: NumberBounds): string {
  const kind = bounds.fraction ? 'a number' : 'a whole number';
  return `${kind}${bounds.unit ? ` of ${bounds.unit}` : ''} from ${bounds.min} to ${bounds.max}`;
}

/**
 * The value of `flag` as written; a UsageError naming the flag and its bounds for anything else.
 * A default value (a number) is held to the same bounds.
 */
export function parseNumberFlag(flag: string, value: unknown, bounds: NumberBounds): number | false {
  if (value === false && bounds.negatable) return false;
  // Given twice: refused as every repeated flag is, before its values are read as numbers.
  if (Array.isArray(value)) throw repeatedFlagError(flag, value);
  const text = typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
  const number = text !== undefined && (bounds.fraction ? DECIMAL : WHOLE).test(text) ? Number(text) : Number.NaN;
  if (Number.isFinite(number) && number >= bounds.min && number <= bounds.max) return number;
  const got = JSON.stringify(text ?? value);
  throw new UsageError(`--${flag}: expected ${describeBounds(bounds)}, got ${got}`);
}

/** The yargs options of a number flag under the rule; `--flag` without a value is refused by yargs. */
export function numberFlag(flag: string, bounds: NumberBounds, options: Omit<Options, 'type' | 'coerce'>): Options {
  return {
    ...options,
    type: 'string',
    requiresArg: true,
    coerce: (value: unknown) => parseNumberFlag(flag, value, bounds),
  };
}
