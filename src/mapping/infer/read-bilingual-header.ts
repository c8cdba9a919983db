/**
 * A header written twice, in two languages on two rows (Cambodia's GDT journals: Khmer above
 * English; bilingual Canadian, Belgian or Gulf exports), each row naming every column: the row
 * whose names infer reads as more fields is the header a mapping reads, the other a title. Pure.
 */
import { isIsoCurrency } from '../../invoice/currency-minor-units.js';
import type { SheetCell, SheetRow } from '../../sheets/sheet-row.js';
import { amountCurrencyMarkers, parseAmountText } from '../parse-amount-text.js';
import { headerCandidates } from './match-headers.js';
import { proposeDateFormats } from './sample-values.js';

// A name read as a field this closely counts; looser fits are guesses either row may make.
const CLOSE = 0.9;

/** A number, date or amount: what a data row holds and a header does not. */
const looksLikeData = (text: string) => /^[-+(]?[\d.,/: -]+\)?$/.test(text.trim());

// A code's letters before digits (`INV-0`, `VAT 1`) read as a currency marker; only an ISO code or a sign makes an amount.
const readsAsAmount = (text: string) =>
  /\d/.test(text) &&
  amountCurrencyMarkers(text).every((m) => !/\p{L}/u.test(m) || isIsoCurrency(m)) &&
  (parseAmountText(text, { decimalSeparator: '.', thousandsSeparator: ',' }).ok ||
    parseAmountText(text, { decimalSeparator: ',', thousandsSeparator: '.' }).ok);

/** What infer's readers take a cell for: a value (a number, a date, an amount) or a name. */
function shapeOf(cell: SheetCell | undefined): 'empty' | 'value' | 'text' {
  if (!cell || cell.kind === 'empty') return 'empty';
  if (cell.kind !== 'text') return 'value';
  const text = cell.text.trim();
  if (text === '') return 'empty';
  return looksLikeData(text) || readsAsAmount(text) || proposeDateFormats([text]).length > 0 ? 'value' : 'text';
}

/**
 * True when `row` is data: a cell infer's parsers read as a value (`5 Jan 2024`, `EUR 100.00`
 * written as text in a CSV), or, cell for cell, the shapes of the row below it, as a table's rows
 * share them and a header over numbers and dates does not.
 */
function readsAsData(row: SheetRow, below: SheetRow | undefined): boolean {
  const shapes = row.cells.map(shapeOf);
  if (shapes.includes('value')) return true;
  if (!below) return false;
  return shapes.every((s, i) => s === 'empty' || shapeOf(below.cells[i]) === s);
}

const filledAt = (cells: readonly string[]) => cells.flatMap((c, i) => (c.trim() === '' ? [] : [i]));

/** The columns whose name reads as some field. */
const readColumns = (names: readonly string[]) =>
  new Set(headerCandidates(names).flatMap((m) => (m.score >= CLOSE ? [m.index] : []))).size;

/**
 * True when the first of `rows`, the row under the header `upper`, names the same columns (three
 * or more) in text that is no data, and more of its names read as fields than the upper row's do.
 */
export function readsBetterBelow(upper: readonly string[], rows: readonly SheetRow[]): boolean {
  const lower = rows[0];
  if (!lower || readsAsData(lower, rows[1])) return false;
  const names = lower.cells.map((c) => (c?.kind === 'text' ? c.text : ''));
  const up = filledAt(upper);
  const down = filledAt(names);
  if (up.length < 3 || up.length !== down.length || up.some((i, k) => down[k] !== i)) return false;
  return readColumns(names) > readColumns(upper);
}
