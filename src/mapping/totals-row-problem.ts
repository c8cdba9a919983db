/**
 * A totals row the mapping's skipRows does not name (`TOTAL:` under the vendor, the sum under the
 * amount) is read as an invoice whose every other value is empty: one "expected a value, got
 * nothing" per empty column says nothing of the cause. Such an invoice gets one problem that names
 * the row as a totals row and the skipRows rule that drops it. Pure.
 */
import { cellText, columnLetter, type SheetCell, type SheetRow } from '../sheets/sheet-row.js';
import type { Problem } from './mapped-invoice.js';
import { EMPTY_VALUE_MESSAGE } from './locate-problems.js';

/** The words a totals row starts with, in the languages the readers meet. */
const TOTALS_WORDS =
  /^(?:grand\s+|sub-?)?(?:totals?|sum|summe|gesamt(?:summe)?|totaal|totale|somme|suma|summa|yhteensä|i alt)\b/iu;

/** `problems` with the empty-value problems of a totals row folded into one; unchanged otherwise. */
export function foldTotalsRowProblems(problems: readonly Problem[], row: SheetRow): Problem[] {
  const empty = problems.filter((p) => p.message === EMPTY_VALUE_MESSAGE && p.row === row.row && p.sheet === row.sheet);
  if (empty.length < 2) return [...problems];
  // An XLSX row leaves no cell where nothing was written between filled ones.
  const at = row.cells.findIndex(
    (cell: SheetCell | undefined) => cell?.kind === 'text' && TOTALS_WORDS.test(cell.text.trim()),
  );
  if (at < 0) return [...problems];
  const text = cellText(row.cells[at]).trim();
  const letter = columnLetter(at);
  const folded: Problem = {
    file: row.file,
    sheet: row.sheet,
    row: row.row,
    column: letter,
    value: text,
    message:
      `this looks like a totals row, not an invoice (${empty.length} required values are empty): ` +
      `if it is one, skip it with a skipRows rule, e.g. - { letter: ${letter}, equals: ${JSON.stringify(text)} }`,
  };
  const rest = problems.filter((p) => !empty.includes(p));
  return [folded, ...rest];
}
