/**
 * The header written again under itself in another language (Vanuatu's VAT workbook: English over
 * French; Belgian and Canadian registers): the row below the header names the same columns, in
 * text, where the rows below it write numbers and dates. It names the columns, not an invoice: it is
 * left out of the sample, and skipped by a rule on a cell that differs from its header and that no
 * invoice writes, so that `validate` counts it among the skipped rows. Pure.
 */
import { cellText, type SheetCell, type SheetRow } from '../../sheets/sheet-row.js';
import type { SampledTable } from './sampled-table.js';
import type { SkipProposal } from './propose-skip-rules.js';

/** A number, date or amount rather than a name. */
const looksLikeData = (text: string) => /^[-+(]?[\d.,/: -]+\)?$/.test(text.trim());

const isBlank = (cell: SheetCell | undefined) => !cell || cell.kind === 'empty' || cellText(cell).trim() === '';
/** A cell a table's data row writes: a number, a date, or text that reads as one. */
const isValue = (cell: SheetCell | undefined) =>
  !isBlank(cell) && (cell!.kind !== 'text' || looksLikeData(cellText(cell)));

export interface TranslatedHeader {
  row: SheetRow;
  skip: SkipProposal;
}

/** The first row under the header, where it is the header in other words; undefined where it is not. */
export function findTranslatedHeader(table: SampledTable): TranslatedHeader | undefined {
  const [row, ...below] = table.rows;
  if (!row || below.length < 2) return undefined;
  const headed = table.headers.flatMap((h, i) => (h.trim() === '' ? [] : [i]));
  const filled = row.cells.flatMap((c, i) => (isBlank(c) ? [] : [i]));
  // The same columns named, each in text that reads as no value.
  if (filled.length < 3 || filled.length !== headed.length || filled.some((i, k) => headed[k] !== i)) return undefined;
  if (filled.some((i) => row.cells[i]!.kind !== 'text' || looksLikeData(cellText(row.cells[i])))) return undefined;
  const textOf = (i: number) => cellText(row.cells[i]).trim();
  const dataOf = (i: number) => below.map((r) => r.cells[i]);
  // Columns of values below, named in this row: two at least make it a header, not an invoice with blanks.
  const overValues = filled.filter((i) => {
    const cells = dataOf(i).filter((c) => !isBlank(c));
    return cells.length >= 2 && cells.every(isValue);
  });
  if (overValues.length < 2) return undefined;
  // Other words than the header's in most columns: the header repeated as it is is another rule's.
  const differing = filled.filter((i) => textOf(i).toLowerCase() !== table.headers[i]!.trim().toLowerCase());
  if (differing.length * 2 <= filled.length) return undefined;
  // The rule's cell: one no invoice below writes, best over values (no tax id or amount is a word).
  const unwritten = differing.filter((i) => !dataOf(i).some((c) => cellText(c).trim() === textOf(i)));
  const at = unwritten.find((i) => overValues.includes(i)) ?? unwritten[0];
  if (at === undefined) return undefined;
  const header = table.headers[at]!;
  return {
    row,
    skip: {
      name: 'translated header',
      letter: '',
      column: header,
      equals: [textOf(at)],
      why: `the header again in other words ("${textOf(at)}" under "${header}"), not an invoice`,
    },
  };
}
