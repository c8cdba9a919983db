/**
 * Amounts with more decimal places than their currency has (EUR 9787.7262): a problem at the
 * cell, naming what the cell shows and holds and how to round it, never posted as written and
 * never rounded quietly. A field's `decimals` in the mapping allows another number of places. Pure.
 */
import { currencyPlaces, describeCurrencyPlaces, placesWord } from '../invoice/currency-minor-units.js';
import { CURRENCY_PATTERN } from '../invoice/formats.js';
import type { SheetCell } from '../sheets/sheet-row.js';
import { isScaledShown, isUnsignedShown } from '../sheets/xlsx/shown-number-text.js';
import type { Candidate } from './build-candidate.js';
import type { FieldRule, Mapping } from './compiled-mapping.js';
import { originAt } from './map-record.js';
import type { Problem } from './mapped-invoice.js';
import { readByText } from './note-formula-cell.js';

/** The places a mapping allows per amount field, where it says (`decimals`). */
interface Allowed {
  Invoice_Amount: number | undefined;
  Amount: number | undefined;
  Tax: number | undefined;
}

const ALLOWED = new WeakMap<Mapping, Allowed>();

function allowedBy(mapping: Mapping): Allowed {
  let allowed = ALLOWED.get(mapping);
  if (!allowed) {
    const of = (rules: readonly FieldRule[], field: string) => rules.find((rule) => rule.field === field)?.decimals;
    allowed = {
      Invoice_Amount: of(mapping.invoice, 'Invoice_Amount'),
      Amount: of(mapping.items, 'Amount'),
      Tax: of(mapping.items, 'Tax'),
    };
    ALLOWED.set(mapping, allowed);
  }
  return allowed;
}

/** Decimal places of a plain decimal, trailing zeros not counted (100.5000 has 1). */
function significantPlaces(decimal: string): number {
  const point = decimal.indexOf('.');
  if (point < 0) return 0;
  let end = decimal.length;
  while (end > point + 1 && decimal.charCodeAt(end - 1) === 48) end--;
  return end - point - 1;
}

/** `12.3400` as `12.34`, `7.0000` as `7`. */
function withoutTrailingZeros(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal;
}

const PLAIN = /^-?\d+(?:\.\d+)?$/;

/** The problems of every amount of `candidate` with more places than its currency (or its field) allows. */
export function currencyPlaceProblems(candidate: Candidate, mapping: Mapping, file: string): Problem[] {
  const currency = candidate.record.fields.CurrencyCode;
  if (currency === undefined || !CURRENCY_PATTERN.test(currency)) return [];
  const places = currencyPlaces(currency);
  const allowed = allowedBy(mapping);
  const problems: Problem[] = [];
  const check = (path: string, value: unknown, fieldPlaces: number | undefined) => {
    if (typeof value !== 'string' || !PLAIN.test(value) || candidate.record.failed.has(path)) return;
    const most = fieldPlaces ?? places;
    const has = significantPlaces(value);
    if (has <= most) return;
    const rule =
      fieldPlaces === undefined
        ? describeCurrencyPlaces(currency, places)
        : `the mapping allows ${path.replace(/^.*\./, '')} ${placesWord(fieldPlaces)} (decimals: ${fieldPlaces})`;
    problems.push(placesProblem(candidate, file, path, value, has, most, rule));
  };
  check('Invoice_Amount', candidate.invoice.Invoice_Amount, allowed.Invoice_Amount);
  candidate.invoice.InvoiceItems.forEach((item, i) => {
    check(`InvoiceItems[${i}].Amount`, item.Amount, allowed.Amount);
    check(`InvoiceItems[${i}].Tax`, item.Tax, allowed.Tax);
  });
  for (const { problem, cell, readBy } of candidate.record.shown ?? []) {
    // More places than allowed is the problem above, which names what the cell shows too.
    if (candidate.record.failed.has(problem.field ?? '') || problems.some((p) => p.field === problem.field)) continue;
    problems.push({ ...problem, message: `${shownProblem(cell, places)}${readByText(readBy)}` });
  }
  return problems;
}

/**
 * A number cell whose format shows fewer places than it holds: the user checked what it shows
 * (1,235), the sheet holds another amount (1234.56), and neither may be posted for the other.
 */
function shownProblem(cell: Extract<SheetCell, { kind: 'number' }>, places: number): string {
  const example = places === 0 ? '#,##0' : `#,##0.${'0'.repeat(places)}`;
  if (cell.shown !== undefined && isUnsignedShown(cell.shown, cell.text))
    return `the cell shows ${cell.shown} but holds ${cell.text}: an amount is posted as the sheet shows it; format the cell to show the minus of a negative amount (e.g. ${example};-${example}), or enter the amount it shows`;
  if (cell.shown !== undefined && isScaledShown(cell.shown))
    return `the cell shows ${cell.shown} but holds ${cell.text}: an amount is posted as the sheet shows it; format the cell without the scaling commas, to show the amount it holds (e.g. ${example})`;
  return `the cell shows ${cell.shown} but holds ${cell.text}: an amount is posted as the sheet shows it; format the cell to show its ${placesWord(places)} (e.g. ${example}), or round the value in the sheet to what it shows`;
}

function placesProblem(
  candidate: Candidate,
  file: string,
  path: string,
  value: string,
  has: number,
  places: number,
  rule: string,
): Problem {
  const { origin, rule: fieldRule, cell } = originAt(candidate.record, path);
  const at = { file, sheet: origin?.sheet, row: origin?.row, column: origin?.column, field: path };
  const written = withoutTrailingZeros(value);
  if (fieldRule?.source.type === 'formula') {
    const hint = `round it in the formula, e.g. ROUND(..., ${places})`;
    return { ...at, value: written, message: `${rule}: the formula gives ${written}; ${hint}` };
  }
  if (!cell)
    return { ...at, value: written, message: `${rule}: the mapping's value is ${written}; correct it in the mapping` };
  if (cell.kind === 'number') return { ...at, value: cell.text, message: `${rule}: ${numberCellFix(cell, places)}` };
  return { ...at, value: origin?.raw, message: `${rule}: the value has ${has}; correct it in the file` };
}

/** What a number cell shows and holds, and how to fix it in the sheet. */
function numberCellFix(cell: Extract<SheetCell, { kind: 'number' }>, places: number): string {
  const holds =
    cell.shown === undefined ? `the cell holds ${cell.text}` : `the cell shows ${cell.shown} but holds ${cell.text}`;
  if (cell.formula) return `${holds}; round it in the sheet, e.g. =ROUND(${cell.formula},${places})`;
  if (cell.formula === '') return `${holds}; round its formula in the sheet with ROUND(..., ${places})`;
  return `${holds}; enter the amount ${places === 0 ? 'without decimals' : `with ${placesWord(places)}`}`;
}
