/**
 * Between formula values and field texts: a mapped field or a cell as a value, and a result as
 * the text its field takes. A result that needs more places than its field keeps is refused,
 * never rounded: the formula has to say how (ROUND, ROUNDUP, ROUNDDOWN).
 */
import type { SheetCell } from '../sheets/sheet-row.js';
import { isBlank, stepsText } from './apply-steps.js';
import type { FieldRule, FormulaSource } from './compiled-mapping.js';
import type { FieldKind } from './field-catalog.js';
import { Exact } from './formula/exact-number.js';
import {
  boundedNumber,
  describeValue,
  FormulaDate,
  type FormulaValue,
  textNumber,
  toText,
} from './formula/formula-value.js';

/** A cell as a formula sees it: numbers exact (a percent cell as its fraction), dates as days. */
export function cellValue(cell: SheetCell | undefined): FormulaValue {
  if (!cell || isBlank(cell)) return null;
  switch (cell.kind) {
    case 'text':
      return cell.text;
    case 'number':
      // A number cell too long to compute with exactly is handed on as text, refused where a number is needed.
      return boundedNumber(cell.text) ?? cell.text;
    case 'date':
      return FormulaDate.fromText(cell.date) ?? cell.date;
    case 'boolean':
      return cell.value;
    default:
      return null;
  }
}

/** A mapped field's text as a value of its kind. */
export function fieldValue(text: unknown, kind: FieldKind | undefined): FormulaValue {
  if (typeof text !== 'string' || text === '') return null;
  // Mapped amounts and rates are plain decimals by now (their conversion step made them so).
  if (kind === 'amount') return PLAIN_DECIMAL.test(text) ? new Exact(text) : text;
  if (kind === 'rate') return rateValue(text);
  if (kind === 'date') return FormulaDate.fromText(text) ?? text;
  return text;
}

const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** Rates repeat on nearly every line (19.00, 7.00): each text is read once. */
const RATES = new Map<string, FormulaValue>();

function rateValue(text: string): FormulaValue {
  let value = RATES.get(text);
  if (value === undefined) {
    value = PLAIN_DECIMAL.test(text) ? new Exact(text) : text;
    if (RATES.size < 1000) RATES.set(text, value);
  }
  return value;
}

const PLACES: Partial<Record<FieldKind, number>> = { amount: 4, rate: 2 };

export type FieldText = { ok: true; text: string } | { ok: false; message: string };

function numberText(value: FormulaValue, rule: FieldRule, source: FormulaSource): FieldText {
  const places = PLACES[rule.kind]!;
  const number =
    value instanceof Exact ? value : typeof value === 'string' ? textNumber(value, source.reading) : undefined;
  const what = rule.kind === 'amount' ? 'an amount' : 'a tax rate';
  if (!number) return { ok: false, message: `expected ${what}, got ${describeValue(value)}` };
  if (number.decimalPlaces() > places) {
    const shown = number.toSignificantText(12);
    return {
      ok: false,
      message: `the result ${shown}${number.decimalPlaces() > 12 ? '...' : ''} has more than ${places} decimal places; say how to round it, e.g. ROUND(..., 2)`,
    };
  }
  // toFixed writes the places asked for; only a zero needs its sign dropped (-0.0000).
  return { ok: true, text: number.isZero() ? (0).toFixed(places) : number.toFixed(places) };
}

/** Why a number or TRUE/FALSE result is no date, in words: `18991261` looks like one but is not. */
function notADay(value: Exclude<FormulaValue, string | FormulaDate | null>): string {
  const what =
    typeof value === 'boolean' ? `the condition's value ${describeValue(value)}` : `the number ${describeValue(value)}`;
  return `the formula's result is ${what}, not a calendar day: a date field takes a date (a date column, DATE(year, month, day), or a date plus or minus days)`;
}

/** The text a formula's result gives its field ('' leaves the field out), or why it cannot. */
export function formulaFieldText(value: FormulaValue, rule: FieldRule, source: FormulaSource): FieldText {
  if (value === null || value === '') return { ok: true, text: '' };
  if (rule.kind === 'amount' || rule.kind === 'rate') return numberText(value, rule, source);
  if (rule.kind === 'date') {
    if (value instanceof FormulaDate) return { ok: true, text: value.toText() };
    const day = typeof value === 'string' ? source.reading.date(value.trim()) : undefined;
    if (day) return { ok: true, text: day };
    if (typeof value === 'string')
      return { ok: false, message: `${source.reading.whyNoDate(value.trim())}, got ${describeValue(value)}` };
    return { ok: false, message: notADay(value) };
  }
  // A condition fills a Y/N flag directly: Discount: '[Skonto %] > 0'.
  const text = typeof value === 'boolean' && rule.kind === 'flag' ? (value ? 'Y' : 'N') : toText(value);
  const result = stepsText({ kind: 'text', text }, rule.steps);
  return typeof result === 'string' ? { ok: true, text: result } : { ok: false, message: result.message };
}
