/**
 * Excel's operators on formula values: exact decimal arithmetic (a date plus or minus days is a
 * date, a date minus a date is days), `&` joins text, comparisons ignore the case of text.
 */
import type { BinaryOp } from './formula-ast.js';
import { Exact } from './exact-number.js';
import {
  describeValue,
  FormulaDate,
  FormulaFault,
  type FormulaValue,
  type TextReading,
  textNumber,
  toDate,
  toNumber,
  toText,
} from './formula-value.js';
import { isFormulaDay } from './make-formula-date.js';

function arithmetic(
  op: '+' | '-' | '*' | '/',
  left: FormulaValue,
  right: FormulaValue,
  reading: TextReading,
  at: number,
): FormulaValue {
  if (op === '+' || op === '-') {
    const a = textDate(left, reading);
    const b = textDate(right, reading);
    if (a instanceof FormulaDate || b instanceof FormulaDate) return dateArithmetic(op, a, b, reading, at);
  }
  const a = toNumber(left, reading, at);
  const b = toNumber(right, reading, at);
  switch (op) {
    case '+':
      return a.plus(b);
    case '-':
      return a.minus(b);
    case '*':
      return a.times(b);
    case '/':
      if (b.isZero()) throw new FormulaFault('division by zero', at);
      return a.div(b);
  }
}

/**
 * A text that reads as a day in `source.dateFormats` and not as a number (`03/15/2024`) as that
 * date, so that a date written as text takes days as a date cell does; any other value as it is.
 * Text that is also a number (`20240315`) stays a number: which it means is not known.
 */
function textDate(value: FormulaValue, reading: TextReading): FormulaValue {
  if (typeof value !== 'string' || textNumber(value, reading) !== undefined) return value;
  return dateOrUndefined(value, reading) ?? value;
}

function dateArithmetic(
  op: '+' | '-',
  left: FormulaValue,
  right: FormulaValue,
  reading: TextReading,
  at: number,
): FormulaValue {
  if (op === '-' && left instanceof FormulaDate && right instanceof FormulaDate)
    return new Exact(left.days - right.days);
  const date = left instanceof FormulaDate ? left : toDate(right, reading, at);
  const other = left instanceof FormulaDate ? right : left;
  if (op === '-' && !(left instanceof FormulaDate))
    throw new FormulaFault('expected a date minus days, got days minus a date', at);
  const days = toNumber(other, reading, at);
  if (!days.isInteger()) throw new FormulaFault(`expected whole days, got ${days.toFixed()}`, at);
  const result = op === '+' ? date.days + days.toNumber() : date.days - days.toNumber();
  if (!isFormulaDay(result))
    throw new FormulaFault(
      `the date ${date.toText()} ${op === '+' ? 'plus' : 'minus'} ${days.toFixed()} days is outside the years 1900 to 9999`,
      at,
    );
  return new FormulaDate(result);
}

/** -1, 0 or 1; undefined when the two cannot be ordered (text that is not a number against a number). */
function compare(left: FormulaValue, right: FormulaValue, reading: TextReading): number | undefined {
  // A blank takes the kind of the other side: 0, "" or FALSE.
  if (left === null && right === null) return 0;
  if (left === null) return -(compare(right, null, reading) ?? 0);
  if (right === null) {
    if (left instanceof Exact) return left.cmp(0);
    if (typeof left === 'boolean') return left ? 1 : 0;
    if (left instanceof FormulaDate) return 1;
    return left === '' ? 0 : 1;
  }
  if (left instanceof Exact || right instanceof Exact) {
    const a = left instanceof Exact ? left : typeof left === 'string' ? textNumber(left, reading) : undefined;
    const b = right instanceof Exact ? right : typeof right === 'string' ? textNumber(right, reading) : undefined;
    return a && b ? a.cmp(b) : undefined;
  }
  if (left instanceof FormulaDate || right instanceof FormulaDate) {
    const a =
      left instanceof FormulaDate ? left : typeof left === 'string' ? dateOrUndefined(left, reading) : undefined;
    const b =
      right instanceof FormulaDate ? right : typeof right === 'string' ? dateOrUndefined(right, reading) : undefined;
    return a && b ? Math.sign(a.days - b.days) : undefined;
  }
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  if (typeof left === 'string' && typeof right === 'string') {
    const a = left.toLowerCase();
    const b = right.toLowerCase();
    return a < b ? -1 : a > b ? 1 : 0;
  }
  return undefined;
}

function dateOrUndefined(text: string, reading: TextReading): FormulaDate | undefined {
  const day = reading.date(text.trim());
  return day === undefined ? undefined : FormulaDate.fromText(day);
}

export function applyBinary(
  op: BinaryOp,
  left: FormulaValue,
  right: FormulaValue,
  reading: TextReading,
  at: number,
): FormulaValue {
  switch (op) {
    case '+':
    case '-':
    case '*':
    case '/':
      return arithmetic(op, left, right, reading, at);
    case '&':
      return toText(left) + toText(right);
    default: {
      const order = compare(left, right, reading);
      if (order === undefined) {
        // Values of different kinds are simply unequal; ordering them would be a silent guess.
        if (op === '=') return false;
        if (op === '<>') return true;
        throw new FormulaFault(`cannot compare ${describeValue(left)} with ${describeValue(right)}`, at);
      }
      if (op === '=') return order === 0;
      if (op === '<>') return order !== 0;
      if (op === '<') return order < 0;
      if (op === '<=') return order <= 0;
      if (op === '>') return order > 0;
      return order >= 0;
    }
  }
}
