/**
 * The decimal separator of a file's amounts, read from the columns named for an amount; where
 * none of those writes a decimal part (their headers are in words infer does not know, as a
 * Portuguese `Valor da Conta`), from every column that holds only numbers. Without that fallback
 * `1.234,56` would not read as an amount at all, and no amount column could be found by its values.
 * Pure.
 */
import type { SheetCell } from '../../sheets/sheet-row.js';
import type { SampledTable } from './sampled-table.js';
import { proposeDecimalSeparator, textSamples } from './sample-values.js';
import { showsDotGrouping, showsNarrowGrouping } from './read-dot-grouping.js';
import { isIdHeader } from './is-id-header.js';

/** A decimal part or a thousands group before one: `,50`, `.5`, `1.234,`, `1,234.`. */
const SHOWS_DECIMAL = /[.,]\d{1,2}$|\.\d{3},|,\d{3}\./;
/** A number as amounts are written, a currency sign or code and brackets allowed; not a date. */
const NUMBER_TEXT = /^[-+(]?\s*(?:[^\d\s]{1,3}\s?)?[\d.,' ]*\d\s?(?:[^\d\s]{1,3})?\)?-?$/u;
const DATE_TEXT = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;

const isFractionCell = (c: SheetCell | undefined) => c?.kind === 'number' && c.percent !== true && /\.\d/.test(c.text);
const showsDecimal = (text: string) => SHOWS_DECIMAL.test(text.replace(/[^\d.,]/g, ''));

/**
 * The text samples of each column that may hold amounts: an id, number or code column
 * (`Supplier UID`: `123.456.789`) is grouped as no amount is, and would decide for the amounts.
 */
export const amountLikeColumns = (tables: readonly (SampledTable | undefined)[]): string[][] =>
  tables.flatMap((t) =>
    t ? t.headers.flatMap((h, i) => (isIdHeader(h) ? [] : [textSamples(t.rows.map((r) => r.cells[i]))])) : [],
  );

/** The columns of `columns` that hold only numbers as amounts are written, no dates. */
export const numberColumns = (columns: readonly string[][]): string[][] =>
  columns.filter(
    (texts) => texts.length > 0 && texts.every((t) => NUMBER_TEXT.test(t.trim()) && !DATE_TEXT.test(t.trim())),
  );

/** `named`: samples of the columns named for an amount; `tables`: the sampled sheets, whose other columns are read when those show nothing. */
export function readDecimalSeparator(
  named: readonly string[],
  tables: readonly (SampledTable | undefined)[],
): '.' | ',' {
  // A percentage under a header named like an amount (`Stopnja DDV`: 9,5 %) is a rate, not an amount.
  const amounts = named.filter((t) => !t.trim().endsWith('%'));
  if (amounts.some(showsDecimal)) return proposeDecimalSeparator(amounts);
  if (showsDotGrouping(amounts) || showsNarrowGrouping(amounts)) return ',';
  // Amounts written as number cells with a fraction (an XLSX file) need no separator: a rate
  // written as text beside them (Minimax's `9,5 %`) would propose one that reads nothing.
  if (tables.some((t) => t?.rows.some((r) => r.cells.some(isFractionCell)))) return '.';
  const columns = amountLikeColumns(tables);
  const numbers = numberColumns(columns).filter((texts) => texts.some(showsDecimal));
  if (numbers.length > 0) return proposeDecimalSeparator(numbers.flat());
  // Whole amounts only (`31.374.700`, `20 589` with U+202F): their grouping tells the separator they would write.
  const whole = numberColumns(columns).flat();
  return showsDotGrouping(whole) || showsNarrowGrouping(whole) ? ',' : '.';
}
