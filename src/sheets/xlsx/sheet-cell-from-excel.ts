/**
 * Turns one value of exceljs's streaming reader into a SheetCell. Pure: the value, the cell's
 * number format and the workbook's date system are all it needs.
 */
import type { SheetCell } from '../sheet-row.js';
import { errorValueCell } from '../spreadsheet-error-value.js';
import { excelDayOfSerial, serialOfDate } from './calendar-day.js';
import { numberText } from './number-text.js';
import { isDateFormat, isPercentFormat } from './number-format.js';
import { shownDateText } from './shown-date-text.js';
import { dateFormatParts, partialDayWords, shownTimeUnitMs, showsWholeDay } from './date-format-parts.js';
import { paddedNumberText } from './padded-number-text.js';
import { shownNumberText, shownPercentText } from './shown-number-text.js';
import { formatSectionTexts } from './format-section-texts.js';
import { pickFormatSection } from './pick-format-section.js';
import { shownTextCell } from './shown-text-cell.js';
import type { StaleResults } from './parse-workbook-xml.js';

const EMPTY: SheetCell = Object.freeze({ kind: 'empty' });
/** A percent cell holds the fraction: six places keep two decimals of the percentage. */

/**
 * The cell for `value` as exceljs yields it (string, number, Date, boolean, or an object form);
 * `staleResults` when the workbook says its formulas' saved results are not current.
 */
export function sheetCellFromExcel(
  value: unknown,
  numFmt: string | undefined,
  date1904: boolean,
  staleResults?: StaleResults,
): SheetCell {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'string') return formattedText(textCell(value), numFmt);
  if (typeof value === 'number') return inDateSystem(numberCell(value, numFmt, date1904), date1904);
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  // a t="d" cell is shown by its style as the day number it stands for would be: with no date style, as that number
  if (value instanceof Date) return sheetCellFromExcel(serialOfDate(value, date1904), numFmt, date1904);
  if (typeof value === 'object') return objectCell(value as Record<string, unknown>, numFmt, date1904, staleResults);
  return textCell(String(value));
}

/** Why a formula cell with no saved result cannot be read, and what to do about it. */
export const FORMULA_WITHOUT_RESULT =
  'a formula without a saved result: open and save the file in Excel, or map the column with a formula';

const DAY_BEYOND_CALENDAR: SheetCell = Object.freeze({
  kind: 'unreadable',
  reason: 'a date cell whose serial number is past the calendar (after 9999-12-31): retype the date in the sheet',
  raw: '',
});

/** A serial past any day (1E+300) gives no YYYYMMDD: a problem, never a blank or "NaNNaNNaN". */
function dayCell(day: string): SheetCell {
  return /^\d{8}$/.test(day) ? { kind: 'date', date: day } : DAY_BEYOND_CALENDAR;
}

/**
 * Why a formula cell whose saved result the workbook marks as not current cannot be read. The
 * result may well be right (xlsxwriter saves the one its program gives), but nothing in the file
 * says so: the user is told why it is refused, not that it is wrong.
 */
export const FORMULA_RESULT_STALE =
  'a formula whose saved result may not be current: the program that wrote the file asked Excel to recalculate every formula on opening (or saved it before calculating had finished): open and save the file in Excel or LibreOffice, or map the columns the formula reads with a formula in the mapping';

/**
 * Why a formula cell of a workbook saved on manual calculation, without recalculating before saving,
 * cannot be read: a cell changed since the last recalculation leaves its formulas showing old results.
 */
export const FORMULA_RESULT_MANUAL =
  'a formula whose saved result may be out of date: the workbook was saved with Excel set to manual calculation and "Recalculate workbook before saving" off, so a cell changed since the last recalculation may have left this result behind: in Excel press F9 (or set Formulas > Calculation Options to Automatic) and save the file, or map the columns the formula reads with a formula in the mapping';

function objectCell(
  value: Record<string, unknown>,
  numFmt: string | undefined,
  date1904: boolean,
  staleResults: StaleResults | undefined,
): SheetCell {
  // read-cell-value.ts gives what it cannot read as an unreadable cell already
  if (value['kind'] === 'unreadable') return value as SheetCell;
  // formula: the cached result is what the sheet shows (shared-formula children come without formula text)
  if ('formula' in value || 'sharedFormula' in value || 'result' in value) {
    // Generators such as openpyxl write formulas without computing them (no <v>, or an empty one):
    // no result is not a blank.
    if (value['result'] === undefined)
      return { kind: 'unreadable', reason: withoutResult(value), raw: formulaText(value) };
    // xlsxwriter saves 0 as every formula's result and asks Excel to recalculate on open: the
    // saved result is not what the sheet shows
    if (staleResults) {
      const reason = staleResults === 'manual' ? FORMULA_RESULT_MANUAL : FORMULA_RESULT_STALE;
      return { kind: 'unreadable', reason, raw: formulaText(value) };
    }
    const error = errorOf(value['result']);
    if (error !== undefined) return errorValueCell(error, formulaText(value));
    return withFormula(sheetCellFromExcel(value['result'], numFmt, date1904), value);
  }
  if ('sharedString' in value) {
    const index = value['sharedString'];
    const reason = Number.isInteger(index)
      ? `a shared-string cell pointing to string ${String(index)}, which the workbook does not have`
      : 'a shared-string cell without a string index';
    return { kind: 'unreadable', reason, raw: '' };
  }
  if (Array.isArray(value['richText'])) return formattedText(textCell(richTextOf(value['richText'])), numFmt);
  // a hyperlink's text may itself be rich text
  if ('hyperlink' in value || 'text' in value) return sheetCellFromExcel(value['text'], numFmt, date1904);
  const error = errorOf(value);
  if (error !== undefined) return errorValueCell(error, error);
  return textCell(JSON.stringify(value));
}

function formulaText(value: Record<string, unknown>): string {
  const formula = value['formula'] ?? value['sharedFormula'];
  return typeof formula === 'string' && formula !== '' ? `=${formula}` : '';
}

/** A cell of a shared formula holds no formula text: the first cell of its range does. */
function withoutResult(value: Record<string, unknown>): string {
  if (formulaText(value) !== '') return FORMULA_WITHOUT_RESULT;
  return `a shared formula (written in the first cell of its range) without a saved result: open and save the file in Excel, or map the column with a formula`;
}

/** The error an error value (`{error: '#N/A'}`) names; undefined for any other value. */
function errorOf(value: unknown): string | undefined {
  const error = (value as { error?: unknown } | null | undefined)?.error;
  return typeof error === 'string' ? error : undefined;
}

/** A number cell of a 1904 workbook says so: a date field may read it as a day of that system. */
function inDateSystem(cell: SheetCell, date1904: boolean): SheetCell {
  return date1904 && cell.kind === 'number' ? Object.assign({}, cell, { date1904: true }) : cell;
}

function numberCell(value: number, numFmt: string | undefined, date1904: boolean): SheetCell {
  if (!Number.isFinite(value)) return EMPTY;
  if (isDateFormat(numFmt)) return dateCell(value, numFmt!, date1904);
  if (isPercentFormat(numFmt)) {
    const text = numberText(value);
    const shown = shownPercentText(text, numFmt!);
    return shown === undefined
      ? { kind: 'number', text, percent: true }
      : { kind: 'number', text, percent: true, shown };
  }
  const text = numberText(value);
  const shown = shownNumberText(text, numFmt);
  const cell: NumberCell =
    shown !== undefined ? { kind: 'number', text, shown } : withDisplay(text, paddedNumberText(text, numFmt));
  const affixes = numFmt === undefined ? [] : formatSectionTexts(pickFormatSection(text, numFmt));
  return affixes.length === 0 ? cell : Object.assign({}, cell, { affixes });
}

type NumberCell = Extract<SheetCell, { kind: 'number' }>;

function withDisplay(text: string, display: string | undefined): NumberCell {
  return display === undefined ? { kind: 'number', text } : { kind: 'number', text, display };
}

/**
 * The day a date-formatted number shows. A format that shows no whole day (`h:mm`, `mmm-yy`,
 * `dddd`) gives a partial date cell, whatever day (or none: `0.5` is day 0) the number holds.
 */
function dateCell(value: number, numFmt: string, date1904: boolean): SheetCell {
  // a format of conditional sections (`[<1]"none";dd/mm/yyyy`) shows the number by the one it meets
  const section = pickFormatSection(numberText(value), numFmt);
  const parts = dateFormatParts(section);
  const serialDay = excelDayOfSerial(value, date1904, shownTimeUnitMs(parts));
  if (!showsWholeDay(parts)) {
    const shown = shownDateText(value, section, date1904);
    const partial = { ...partialDayWords(parts), format: numFmt, ...(shown ? { shown } : {}) };
    return { kind: 'date', date: 'day' in serialDay ? serialDay.day : '', partial };
  }
  if ('noDay' in serialDay)
    return {
      kind: 'unreadable',
      reason: `a date cell holding ${serialDay.noDay}: retype the date in the sheet`,
      raw: numberText(value),
    };
  return dayCell(serialDay.day);
}

/**
 * A number a formula computed, with the formula's text when it has decimals: the hint of a
 * problem about its places (=ROUND(F5*G5,2)). Whole numbers need none, and leaving it off them
 * keeps the rows that cross between threads small.
 */
function withFormula(cell: SheetCell, value: Record<string, unknown>): SheetCell {
  if (cell.kind !== 'number' || cell.percent || !cell.text.includes('.')) return cell;
  const formula = value['formula'];
  // Object.assign, as for affixes and date1904: on Node 20 (V8 11.3) a spread followed by a property
  // (`{ ...cell, formula }`) makes a hidden class for every cell, 33,000 of them (old-generation
  // garbage) in a 20,000-row register with two formula columns.
  return Object.assign({}, cell, { formula: typeof formula === 'string' ? formula : '' });
}

function richTextOf(runs: unknown[]): string {
  let text = '';
  for (const run of runs) {
    const part = (run as { text?: unknown } | null)?.text;
    if (typeof part === 'string') text += part;
  }
  return text;
}

/** A text cell as its format's text section shows it (`"INV-"@`). */
function formattedText(cell: SheetCell, numFmt: string | undefined): SheetCell {
  return cell.kind === 'text' ? shownTextCell(cell, numFmt) : cell;
}

function textCell(text: string): SheetCell {
  const decoded = text.includes('_x') ? decodeEscapes(text) : text;
  return decoded === '' ? EMPTY : { kind: 'text', text: decoded };
}

/** OOXML writes characters XML cannot hold as `_xHHHH_` (e.g. `_x000D_` for a carriage return). */
function decodeEscapes(text: string): string {
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
