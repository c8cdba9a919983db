/**
 * The rows around a plain table that are not invoices: a totals row (`Total` in the first column,
 * or under any header on a row that fills few columns) and a report's trailer line at the end.
 * Pure.
 */
import { cellText } from '../../sheets/sheet-row.js';
import { isTotalLabel } from './sample-values.js';
import type { SampledTable } from './sampled-table.js';

// A total word, then a word or two (`Totale registro`, `Total general`, `Celkem za období`), or a
// word or two, then a total word, as English writes it (`Report Total`, `Period Totals`).
const TOTAL_PHRASE =
  /^(?:(?:total|totals|totale|totaal|summe|gesamt|celkem|celkom|razem)(?:\s+[\p{L}.]+){1,3}|(?:[\p{L}.]+\s+){1,2}totals?)$/iu;

// A number as a text cell writes it (`1 234 567`, `-1,234.50`, `(350.00)`): a CSV's sums.
const NUMBER_TEXT = /^[-+(]?[\d\s.,'’\u00a0\u202f]*\d[\d\s.,'’\u00a0\u202f]*\)?$/u;

/** True when every filled cell of the row but one is a number: a label beside the sums, whatever many columns they fill. */
function oneLabelAmongNumbers(cells: SampledTable['rows'][number]['cells']): boolean {
  const words = cells.filter(
    (c) => c && c.kind !== 'empty' && c.kind !== 'number' && !NUMBER_TEXT.test(cellText(c).trim()),
  );
  return words.length === 1;
}

/**
 * A skip rule for a totals row found in the sample: its label in the first column, or, on a row
 * that fills few columns or holds nothing but the label and numbers, under any header (`Total`
 * under Description or the supplier's name, beside the sums).
 */
export function totalsRule(table: SampledTable): { header: string; label: string } | undefined {
  const headed = table.headers.filter((h) => h.trim() !== '').length;
  for (const row of table.rows) {
    const filled = row.cells.filter((c) => c && c.kind !== 'empty').length;
    const sparse = filled * 2 <= headed;
    const columns = sparse || oneLabelAmongNumbers(row.cells) ? table.headers.keys() : [0];
    for (const index of columns) {
      const text = cellText(row.cells[index]).trim();
      const header = table.headers[index];
      // An unnamed first column (a report's row counter) is read by its letter: its total label counts too.
      const readable = header !== undefined && (header !== '' || index === 0);
      // On a row of few cells, a total word and what it totals is a totals row too (`Totale registro`).
      if (readable && (isTotalLabel(text) || (sparse && TOTAL_PHRASE.test(text)))) return { header, label: text };
    }
  }
  return undefined;
}

/** 1 when the sample reached the end and its last row holds one or two cells under a wide header, like a report trailer. */
export function trailerRows(table: SampledTable): number {
  const last = table.rows[table.rows.length - 1];
  if (!table.complete || !last || table.rows.length < 2) return 0;
  const filled = last.cells.filter((c) => c && c.kind !== 'empty');
  const header = table.headers.filter((h) => h.trim() !== '').length;
  // A totals row (`REPORT TOTAL` beside the sum) is skipped by its label, which next month's file ends with
  // too: where the totals rule reads that label, not under an unnamed column, where it does not.
  const label = cellText(filled[0]).trim();
  const byLabel = totalsRule({ ...table, rows: [last] })?.label === label;
  return filled.length <= 2 && header > 4 && !byLabel ? 1 : 0;
}
