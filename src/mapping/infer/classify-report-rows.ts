/**
 * Each row of a sampled report by what it is: an invoice's data, a heading above the rows it
 * heads, a month heading, a total, a footer, or the header repeated on a printed page. Pure.
 */
import { cellText, type SheetRow } from '../../sheets/sheet-row.js';
import type { SampledTable } from './sampled-table.js';
import { isTotalLabel } from './sample-values.js';
import { namesPeriod } from './read-period-heading.js';
import { findSumRows } from './find-sum-rows.js';

// A total word first: `Total for X`, `Grand Total`, `Summe X`, `Subtotal`; other languages' words too
// (Bulgarian `Общо за партньора`, Russian `Итого по контрагенту`, Ukrainian `Разом за постачальником`).
const TOTAL_START =
  /^(?:(?:grand\s+total|totals?|sub-?totals?|sous-total(?:e?s|aux)?|summe|gesamtsumme|gesamt|zwischensumme|endsumme|totaal|subtotaal|totalt|summa|somme|suma|totale|subtotale|celkem|celkom|spolu|razem|общо|всичко|итого|всего|разом|усього|всього)(?![\p{L}\d])|合計|小計|総計)/iu;
// English's total word last, after a word or two naming what it totals: `Report Total`, `Warrant Totals`.
const TOTAL_END = /^(?:\p{L}[\p{L}.]*\s+){1,2}totals?$/iu;
// What report writers print below the table: the basis, the page, when and by whom it was printed.
const FOOTER_START =
  /^(?:(?:accrual|cash)\s+basis|page\s+\d|seite\s+\d|side\s+\d|sida\s+\d|pagina\s+\d|printed|gedruckt|run\s+(?:date|on)|report\s+(?:run|generated|printed)|generated\s+(?:on|at|by)|erstellt\s+am|\*{2,}|end\s+of\s+report)/i;

const filledAt = (row: SheetRow) =>
  row.cells.flatMap((c, i) => (c && c.kind !== 'empty' && cellText(c).trim() !== '' ? [i] : []));
const textAt = (row: SheetRow, index: number) => cellText(row.cells[index]).trim();
/** A number, date or amount rather than a name. */
const looksLikeData = (text: string) => /^[-+(]?[\d.,/: ]+\)?$/.test(text);

export interface Classified {
  kind: 'data' | 'heading' | 'total' | 'footer' | 'header' | 'period' | 'section';
  column: number;
  text: string;
}

/**
 * Each sampled row as data, a heading candidate (one text cell), a total (a total word first, few
 * cells) or a footer (a footer's words, or a lone row after the last data row of the file).
 */
export function classify(table: SampledTable): Classified[] {
  const headed = table.headers.filter((h) => h.trim() !== '').length;
  const rows = table.rows.map((row): Classified => {
    const filled = filledAt(row);
    const column = filled[0] ?? 0;
    const text = textAt(row, column);
    const few = filled.length * 2 <= headed;
    const isText = row.cells[column]?.kind === 'text';
    // A printed report exported again repeats the header on each page.
    const repeats = filled.filter((i) => textAt(row, i) === (table.headers[i] ?? '').trim()).length;
    if (repeats * 2 > headed && repeats === filled.length) return { kind: 'header', column, text };
    if (few && isText && (TOTAL_START.test(text) || TOTAL_END.test(text) || isTotalLabel(text)))
      return { kind: 'total', column, text };
    if (filled.length <= 2 && few && isText && FOOTER_START.test(text)) return { kind: 'footer', column, text };
    // A month heading (`January 2024`) parts the rows by period: no party's name to carry.
    if (filled.length === 1 && few && isText && namesPeriod(text)) return { kind: 'period', column, text };
    if (filled.length === 1 && few && isText && !looksLikeData(text)) return { kind: 'heading', column, text };
    return { kind: 'data', column, text };
  });
  // A row led by a label that sums the rows above it is a sub-total, whatever its words.
  for (const i of findSumRows(table.rows, headed, (j) => rows[j]!.kind === 'data')) rows[i]!.kind = 'total';
  // A lone row with no data row after it, at the end of the file, is a footer rather than a heading.
  if (table.complete)
    for (let i = rows.length - 1; i >= 0 && rows[i]!.kind !== 'data'; i--)
      if (rows[i]!.kind === 'heading') rows[i]!.kind = 'footer';
  // A heading is followed by the rows it heads: a lone row before a total or another lone row is not one.
  rows.forEach((r, i) => {
    if (r.kind === 'heading' && i + 1 < rows.length && rows[i + 1]!.kind !== 'data') r.kind = 'data';
  });
  return rows;
}
