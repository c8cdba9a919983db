/**
 * The values a formula computes with, and Excel's conversions between them. Numbers are exact
 * decimals (exact-number.ts), never binary floats: 0.1 + 0.2 is 0.3. A blank cell is `null`: 0 in
 * arithmetic, "" in text, as in Excel.
 *
 * Numbers read from the file have at most MAX_DIGITS significant digits, so the 100 significant
 * digits every result keeps hold any sum and any product of three of them exactly; only a
 * division that does not terminate (0.1 / 3) is cut there, and such a result has more places than
 * any field allows, so it becomes a problem asking for ROUND.
 */
import { isCalendarDate } from '../../invoice/formats.js';
import { Exact, parseExact } from './exact-number.js';

/** Significant digits a number read from a cell or field may have (an amount has at most 19). */
const MAX_DIGITS = 30;

/** A calendar day, as whole days since 1970-01-01 (integer arithmetic, no time of day). */
export class FormulaDate {
  constructor(readonly days: number) {}

  /** `YYYYMMDD`, the form of the model's dates. */
  toText(): string {
    const date = new Date(this.days * 86_400_000);
    const y = date.getUTCFullYear();
    const m = date.getUTCMonth() + 1;
    const d = date.getUTCDate();
    return `${String(y).padStart(4, '0')}${m < 10 ? '0' : ''}${m}${d < 10 ? '0' : ''}${d}`;
  }

  /** The day of `yyyymmdd`, or undefined when it names none (20240231 is no day, not 2 March). */
  static fromText(yyyymmdd: string): FormulaDate | undefined {
    const match = /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd);
    if (!match || !isCalendarDate(yyyymmdd)) return undefined;
    return new FormulaDate(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000);
  }
}

export type FormulaValue = Exact | string | boolean | FormulaDate | null;

/** Why a formula has no value for one record: shown as a problem at the row and column. */
export class FormulaFault extends Error {
  override readonly name = 'FormulaFault';
  constructor(
    message: string,
    /** Offset in the formula text of the part that failed. */
    readonly at: number,
    /** The column whose cell caused it, when one did. */
    readonly column?: string,
    /** That cell's text. */
    readonly value?: string,
  ) {
    super(message);
  }
}

/** How text from the file reads as a number or a date: with the source's separators and date formats. */
export interface TextReading {
  /** A plain decimal such as `-1234.5`, or undefined when the text is not a number. */
  number(text: string): string | undefined;
  /** `YYYYMMDD`, or undefined when the text is not a date. */
  date(text: string): string | undefined;
  /** Why `date` read no day: the formats expected, or the day that does not exist (31/11/2026). */
  whyNoDate(text: string): string;
}

/** How a value is shown in a message. */
export function describeValue(value: FormulaValue): string {
  if (value === null) return 'a blank';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}...` : value}"`;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof FormulaDate) return `the date ${value.toText()}`;
  return value.toFixed();
}

/**
 * A text's number, read as the source writes numbers, or undefined. A percent written as text
 * (`5%`, `7,5 %`) is its exact fraction, as the constant `5%` is and as Excel reads it.
 */
export function textNumber(text: string, reading: TextReading): Exact | undefined {
  const trimmed = text.trim();
  const percent = PERCENT_TEXT.exec(trimmed);
  const plain = reading.number(percent ? percent[1]! : trimmed);
  const number = plain === undefined ? undefined : boundedNumber(plain);
  return number && percent ? number.div(HUNDRED) : number;
}

/** A number followed by a percent sign, with or without a space between. */
const PERCENT_TEXT = /^(.*\d)\s?%$/s;

/**
 * A plain decimal as a number, or undefined when it is not one or has more than MAX_DIGITS
 * significant digits.
 */
export function boundedNumber(plain: string): Exact | undefined {
  if (plain.length > MAX_DIGITS + 2 && plain.replace(/^[-+]?0*\.?0*|\./g, '').replace(/0+$/, '').length > MAX_DIGITS)
    return undefined;
  return parseExact(plain);
}

/** A value as a number, as Excel converts it for arithmetic; throws a FormulaFault at `at` otherwise. */
export function toNumber(value: FormulaValue, reading: TextReading, at: number): Exact {
  if (value instanceof Exact) return value;
  if (value === null) return ZERO;
  if (typeof value === 'boolean') return value ? ONE : ZERO;
  if (typeof value === 'string') {
    if (value.trim() === '') return ZERO;
    const number = textNumber(value, reading);
    if (number) return number;
  }
  throw new FormulaFault(`expected a number, got ${describeValue(value)}`, at);
}

/** A value as text, as Excel shows it: numbers without trailing zeros, TRUE/FALSE, dates as YYYYMMDD. */
export function toText(value: FormulaValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof FormulaDate) return value.toText();
  return value.toFixed();
}

/** A value as a condition: TRUE/FALSE, numbers other than 0; text is a mistake, as in Excel. */
export function toBoolean(value: FormulaValue, at: number): boolean {
  if (typeof value === 'boolean') return value;
  if (value === null) return false;
  if (value instanceof Exact) return !value.isZero();
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (upper === 'TRUE' || upper === 'FALSE') return upper === 'TRUE';
  throw new FormulaFault(`expected TRUE or FALSE, got ${describeValue(value)}`, at);
}

/** A value as a date: a date, or text in the source's date formats. */
export function toDate(value: FormulaValue, reading: TextReading, at: number): FormulaDate {
  if (value instanceof FormulaDate) return value;
  if (typeof value === 'string') {
    const text = reading.date(value.trim());
    const date = text === undefined ? undefined : FormulaDate.fromText(text);
    if (date) return date;
    throw new FormulaFault(`${reading.whyNoDate(value.trim())}, got ${describeValue(value)}`, at);
  }
  throw new FormulaFault(`expected a date, got ${describeValue(value)}`, at);
}

export const ZERO = new Exact(0);
export const ONE = new Exact(1);
const HUNDRED = new Exact(100);
