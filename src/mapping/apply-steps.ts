/**
 * Runs the compiled steps of a field over one cell. Typed steps (date, amount, rate) look at
 * the cell kind first, so a date cell or an exact number cell needs no text parsing. Pure.
 */
import { cellText, type PartialDay, type SheetCell } from '../sheets/sheet-row.js';
import type { Step } from './compiled-mapping.js';
import { parseAmountText } from './parse-amount-text.js';
import { amountOfDecimal, type Parsed } from './read-decimal-amount.js';
import { ambiguousDate, explainDateText, parseDateText, serialToDate } from './parse-date-text.js';
import { parseRateText } from './parse-rate-text.js';
import { percentRateProblem } from './percent-rate-problem.js';
import { percentOfFraction } from '../sheets/xlsx/shown-number-text.js';
import { numberAsTextProblem } from './number-as-text-problem.js';

/** True for an empty cell or text of only spaces. */
export function isBlank(cell: SheetCell | undefined): boolean {
  if (!cell || cell.kind === 'empty') return true;
  return cell.kind === 'text' && cell.text.trim() === '';
}

/**
 * A cell whose format shows no whole day (`h:mm`, `mmm-yy`, `dddd`, `mm/dd`) holds a day the sheet
 * never shows: none is posted for it.
 */
function partialDayProblem({ shows, lacks, format, shown }: PartialDay, day: string): Parsed {
  // What the user sees first; the day the cell holds only after, as the one the sheet hides.
  const what = shown === undefined ? shows : `"${shown}", ${shows}`;
  const held =
    day === ''
      ? ''
      : `; the cell holds ${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}, which the sheet does not show`;
  return {
    ok: false,
    message: `the cell shows ${what} (format ${format}), not ${lacks}: a date is posted as the sheet shows it; format the cell to show the whole date (e.g. yyyy-mm-dd) or enter the date${held}`,
  };
}

function dateStep(cell: SheetCell, step: Extract<Step, { kind: 'date' }>): Parsed {
  if (cell.kind === 'date')
    return cell.partial ? partialDayProblem(cell.partial, cell.date) : { ok: true, text: cell.date };
  const text = cellText(cell);
  const date1904 = cell.kind === 'number' && cell.date1904 === true;
  const date = parseDateText(text, step.formats, date1904);
  const ambiguous = date && ambiguousDate(text, step.formats);
  if (ambiguous) return { ok: false, message: ambiguous };
  if (date) return { ok: true, text: date };
  return { ok: false, message: explainDateText(text, step.formats, date1904) + serialHint(cell, step.formats) };
}

/**
 * A number cell without a date style is most often a date whose style was lost (Google Sheets and
 * some exports write dates so): the day it would be as an Excel day number, and the format that reads it.
 */
function serialHint(cell: SheetCell, formats: Extract<Step, { kind: 'date' }>['formats']): string {
  if (cell.kind !== 'number' || formats.some((format) => !format.regex)) return '';
  const day = serialToDate(cell.text, cell.date1904 === true);
  // A small number (12, 45) read as a day of early 1900 is a count or a code, not a date whose style was lost.
  if (day === undefined || day < '19000301') return '';
  return ` (a number cell without a date style: as an Excel day number it is ${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}; add serial to dateFormats to read it so)`;
}

/** A cell's kind as a spreadsheet user names it. */
function kindWord(cell: SheetCell): string {
  return cell.kind === 'boolean' ? 'TRUE/FALSE' : cell.kind;
}

function amountStep(cell: SheetCell, step: Extract<Step, { kind: 'amount' }>): Parsed {
  if (cell.kind === 'number' && cell.percent)
    return {
      ok: false,
      message: `the cell shows ${cell.shown ?? `${percentOfFraction(cell.text)}%`}, a percentage, not an amount: write the amount in a number or currency cell`,
    };
  if (cell.kind === 'number')
    return /^[-+]?\d+(?:\.\d*)?$/.test(cell.text)
      ? amountOfDecimal(cell.text)
      : { ok: false, message: 'expected an amount' };
  if (cell.kind !== 'text') return { ok: false, message: `expected an amount (this is a ${kindWord(cell)} cell)` };
  return parseAmountText(cell.text, step.format);
}

function rateStep(cell: SheetCell, step: Extract<Step, { kind: 'rate' }>): Parsed {
  if (cell.kind === 'number') {
    const tooHigh = cell.percent === true ? percentRateProblem(cell.text) : undefined;
    if (tooHigh !== undefined) return { ok: false, message: tooHigh };
    const rate = parseRateText(cell.text, { percentCell: cell.percent === true, fraction: step.fraction });
    // A rate of more places than the model keeps is refused as such, whatever its cell shows.
    return rate.ok ? (shownRateProblem(cell) ?? rate) : rate;
  }
  if (cell.kind !== 'text') return { ok: false, message: `expected a tax rate (this is a ${kindWord(cell)} cell)` };
  return parseRateText(cell.text, { fraction: step.fraction });
}

/**
 * A rate cell whose format shows another rate than it holds (`0%` shows 0.075 as 8%): the person
 * who checked the sheet saw that rate, so neither is posted for the other, as for amounts.
 */
export function shownRateProblem(cell: Extract<SheetCell, { kind: 'number' }>): Failure | undefined {
  if (cell.shown === undefined) return undefined;
  const held = cell.percent ? `${percentOfFraction(cell.text)}%` : cell.text;
  // A percent cell always says what it shows; only one that shows another number is a problem.
  if (cell.percent && sameDecimal(cell.shown.replace(/[,%]/g, ''), percentOfFraction(cell.text))) return undefined;
  const example = cell.percent ? 'e.g. 0.0%' : 'e.g. 0.00';
  return {
    ok: false,
    message: `the cell shows ${cell.shown} but holds ${cell.text}${cell.percent ? ` (${held})` : ''}: a rate is posted as the sheet shows it; format the cell to show the rate it holds (${example}), or enter the rate it shows`,
  };
}

/** True when two plain decimals are the same number (`19.00` and `19`). */
function sameDecimal(a: string, b: string): boolean {
  const canonical = (text: string) =>
    (text.includes('.') ? text.replace(/\.?0+$/, '') : text).replace(/^(-?)0+(?=\d)/, '$1');
  return canonical(a) === canonical(b);
}

type Failure = Extract<Parsed, { ok: false }>;

/** One text step over `text`: the new text, or why it failed. */
function textStep(text: string, step: Step): string | Failure {
  switch (step.kind) {
    case 'trim':
      return text.trim();
    case 'upper':
      return text.toUpperCase();
    case 'lower':
      return text.toLowerCase();
    case 'map':
      return step.table.get(text.trim().toLowerCase()) ?? text;
    case 'extract': {
      const match = step.regex.exec(text);
      if (!match) return { ok: false, message: `expected text matching /${step.regex.source}/` };
      return match[1] ?? match[0];
    }
    case 'pad':
      return text.padStart(step.length, step.char);
    default:
      return text;
  }
}

/** Texts remembered per list of steps; beyond this many a list remembers no more (amounts rarely repeat). */
const REMEMBERED_TEXTS = 1024;
/** Look-ups after which a list of steps whose texts mostly differ stops remembering them. */
const TRIAL_LOOKUPS = 2048;

interface Memory {
  texts: Map<string, string | Failure>;
  lookups: number;
  hits: number;
  /** Set when most texts were new: looking them up costs more (hashing each text) than it saves. */
  off: boolean;
}

const REMEMBERED = new WeakMap<readonly Step[], Memory>();

/**
 * `applySteps` without a result object per field: the final text, or the failure. Steps are pure,
 * so the result for a text cell is remembered: dates, rates and codes repeat on most rows.
 */
export function stepsText(cell: SheetCell, steps: readonly Step[]): string | Failure {
  if (cell.kind === 'unreadable') return { ok: false, message: cell.reason };
  // a number read as text, not by a date, amount or rate step
  if (cell.kind === 'number' && !isTyped(steps[0])) {
    const message = numberAsTextProblem(cell);
    if (message !== undefined) return { ok: false, message };
  }
  if (cell.kind !== 'text' || steps.length === 0) return runSteps(cell, steps);
  let memory = REMEMBERED.get(steps);
  if (!memory) REMEMBERED.set(steps, (memory = { texts: new Map(), lookups: 0, hits: 0, off: false }));
  if (memory.off) return runSteps(cell, steps);
  let result = memory.texts.get(cell.text);
  if (++memory.lookups === TRIAL_LOOKUPS && memory.hits * 2 < TRIAL_LOOKUPS) {
    memory.off = true;
    memory.texts.clear();
  }
  if (result !== undefined) {
    memory.hits++;
    return result;
  }
  result = runSteps(cell, steps);
  if (memory.texts.size < REMEMBERED_TEXTS && !memory.off) memory.texts.set(cell.text, result);
  return result;
}

function isTyped(step: Step | undefined): boolean {
  return step?.kind === 'date' || step?.kind === 'amount' || step?.kind === 'rate';
}

function runSteps(cell: SheetCell, steps: readonly Step[]): string | Failure {
  let current = cell;
  let text = cellText(cell);
  for (const step of steps) {
    let next: string;
    if (step.kind === 'date' || step.kind === 'amount' || step.kind === 'rate') {
      const result =
        step.kind === 'date'
          ? dateStep(current, step)
          : step.kind === 'amount'
            ? amountStep(current, step)
            : rateStep(current, step);
      if (!result.ok) return result;
      next = result.text;
    } else {
      const result = textStep(text, step);
      if (typeof result !== 'string') return result;
      next = result;
    }
    if (next.trim() === '') return '';
    // A step that changed nothing keeps the cell kind, so `trim` before `date` still sees a date cell.
    if (next !== text) {
      current = { kind: 'text', text: next };
      text = next;
    }
  }
  return text;
}

/**
 * What each step accepts, as the template's header notes say it: beside the step's code, so that a
 * new transform is described where it is written. undefined: the step says nothing to the writer.
 */
const STEP_EXPECTATIONS: { [K in Step['kind']]: (step: Extract<Step, { kind: K }>) => string | undefined } = {
  trim: () => undefined,
  upper: () => undefined,
  lower: () => undefined,
  date: (step) =>
    `a date cell, or text written ${step.formats.map((f) => (f.regex ? f.pattern : 'as an Excel day number')).join(' or ')}`,
  amount: (step) =>
    `a number, or text like ${step.format.decimalSeparator === ',' ? '1.234,50' : '1,234.50'}; credit notes negative or in parentheses`,
  rate: (step) =>
    step.fraction
      ? 'a rate as a fraction (0.19) or a percent cell'
      : 'a percent cell (19 %) or the percent as a number (19 or 19,00)',
  map: (step) => `one of ${[...step.table.keys()].map((k) => k.toUpperCase()).join(', ')}`,
  extract: (step) => `text containing /${step.regex.source}/`,
  pad: (step) => `padded to ${step.length} characters with "${step.char}" on the left`,
};

/** What a step accepts, in the words of a template note; undefined when it says nothing. */
export function stepExpectation(step: Step): string | undefined {
  return (STEP_EXPECTATIONS[step.kind] as (step: Step) => string | undefined)(step);
}
