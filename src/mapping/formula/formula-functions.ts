/**
 * The spreadsheet functions a formula may call, each taking already computed values, with
 * Excel's semantics (ROUND halves away from zero; ROUNDUP away from zero; ROUNDDOWN towards
 * it). IF, IFS, SWITCH and the aggregates SUM, MIN, MAX, COUNT are built by build-formula-call,
 * since they choose which arguments to compute or run over the invoice's lines.
 */
import { Exact, type Rounding } from './exact-number.js';
import { FormulaFault, type FormulaValue, type TextReading, toBoolean, toNumber, toText } from './formula-value.js';
import { makeFormulaDate } from './make-formula-date.js';

type Call = (args: FormulaValue[], at: readonly number[], reading: TextReading) => FormulaValue;

export interface FormulaFunction {
  min: number;
  max: number;
  call: Call;
}

/** ROUND's digits: a whole number within reason (Excel drops the fraction too). */
function digitsOf(value: FormulaValue, reading: TextReading, at: number): number {
  const digits = toNumber(value, reading, at).trunc();
  if (digits.abs().gt(20))
    throw new FormulaFault(`expected a number of digits from -20 to 20, got ${digits.toFixed()}`, at);
  return digits.toNumber();
}

/** Negative digits round to tens, hundreds ... as in Excel: ROUND(1250, -2) is 1300. */
function rounding(mode: Rounding): Call {
  return (args, at, reading) =>
    toNumber(args[0]!, reading, at[0]!).toDecimalPlaces(digitsOf(args[1]!, reading, at[1]!), mode);
}

/** A count argument of LEFT, RIGHT, MID: a whole number, at least `least`. */
function countOf(value: FormulaValue, reading: TextReading, at: number, least: number): number {
  const count = toNumber(value, reading, at).trunc();
  if (count.lt(least)) throw new FormulaFault(`expected a number of at least ${least}, got ${count.toFixed()}`, at);
  return count.gt(1_000_000) ? 1_000_000 : count.toNumber();
}

function text(call: (s: string) => string): FormulaFunction {
  return { min: 1, max: 1, call: (args) => call(toText(args[0]!)) };
}

function logical(combine: (a: boolean, b: boolean) => boolean, start: boolean): Call {
  return (args, at) => {
    let result = start;
    for (let i = 0; i < args.length; i++) if (args[i] !== null) result = combine(result, toBoolean(args[i]!, at[i]!));
    return result;
  };
}

export const FUNCTIONS: ReadonlyMap<string, FormulaFunction> = new Map<string, FormulaFunction>([
  ['ROUND', { min: 2, max: 2, call: rounding('half-up') }],
  ['ROUNDUP', { min: 2, max: 2, call: rounding('up') }],
  ['ROUNDDOWN', { min: 2, max: 2, call: rounding('down') }],
  ['ABS', { min: 1, max: 1, call: (args, at, reading) => toNumber(args[0]!, reading, at[0]!).abs() }],
  ['AND', { min: 1, max: 255, call: logical((a, b) => a && b, true) }],
  ['OR', { min: 1, max: 255, call: logical((a, b) => a || b, false) }],
  ['NOT', { min: 1, max: 1, call: (args, at) => !toBoolean(args[0]!, at[0]!) }],
  ['ISBLANK', { min: 1, max: 1, call: (args) => args[0] === null }],
  ['ISNUMBER', { min: 1, max: 1, call: (args) => args[0] instanceof Exact }],
  [
    'LEFT',
    {
      min: 1,
      max: 2,
      call: (args, at, reading) =>
        toText(args[0]!).slice(0, args.length > 1 ? countOf(args[1]!, reading, at[1]!, 0) : 1),
    },
  ],
  [
    'RIGHT',
    {
      min: 1,
      max: 2,
      call: (args, at, reading) => {
        const s = toText(args[0]!);
        const n = args.length > 1 ? countOf(args[1]!, reading, at[1]!, 0) : 1;
        return n === 0 ? '' : s.slice(-n);
      },
    },
  ],
  [
    'MID',
    {
      min: 3,
      max: 3,
      call: (args, at, reading) => {
        const start = countOf(args[1]!, reading, at[1]!, 1);
        return toText(args[0]!).substr(start - 1, countOf(args[2]!, reading, at[2]!, 0));
      },
    },
  ],
  ['LEN', { min: 1, max: 1, call: (args) => new Exact(toText(args[0]!).length) }],
  // Excel's TRIM also turns runs of inner spaces into one.
  ['TRIM', text((s) => s.trim().replace(/ {2,}/g, ' '))],
  ['UPPER', text((s) => s.toUpperCase())],
  ['LOWER', text((s) => s.toLowerCase())],
  ['CONCAT', { min: 1, max: 255, call: (args) => args.map(toText).join('') }],
  ['VALUE', { min: 1, max: 1, call: (args, at, reading) => toNumber(args[0]!, reading, at[0]!) }],
  ['DATE', { min: 3, max: 3, call: makeFormulaDate }],
]);

/** Functions build-formula-call builds itself. */
export const SPECIAL_FUNCTIONS = ['IF', 'IFS', 'SWITCH', 'SUM', 'MIN', 'MAX', 'COUNT'] as const;

/** Every function name, for "did you mean" and the docs. */
export function functionNames(): string[] {
  return [...SPECIAL_FUNCTIONS, ...FUNCTIONS.keys()].sort();
}
