/**
 * The record count a trailer holds (`*** END OF REPORT - 45 RECORDS ***`, `TRAILER,45,12345.67`,
 * `T|45|...`), read only where it plainly is one: beside a count word, or the field right after a
 * record-type mark. A bare number elsewhere may be a total or a date, and a count misread would
 * hold back a whole file, so it is not read. Pure.
 */
import { cellText, columnLetter, type SheetRow } from '../sheets/sheet-row.js';

/** A whole number beside a word that says what it counts: `45 RECORDS`, `Record count: 45`, `Rows=45`. */
const WORDED = [
  /(?:^|[^\d.,])(\d{1,9})\s*(?:records?|recs?|rows?|lines?|items?|invoices?|entries|documents?|datensätze|sätze)\b/giu,
  /\b(?:records?|recs?|rows?|lines?|items?|invoices?|entries|documents?|count|cnt)\s*(?:count)?\s*[:=#]?\s*(\d{1,9})(?![\d.,])/giu,
];
/** The first field of a trailer record in a file of typed records (header, detail, trailer). */
const RECORD_MARK = /^(?:t|tr|trl|tlr|trailer|z|eof)$/iu;
const WHOLE = /^\d{1,7}$/u;

/** A count and where it was read: the row's column letter and the text. */
export interface TrailerCount {
  count: number;
  column: string;
  text: string;
}

/**
 * The one count `row` plainly holds, or undefined. `skip`: the 0-based columns read as a date or
 * an amount by the invoices above (never a count).
 */
export function readTrailerCount(row: SheetRow, skip: ReadonlySet<number>): TrailerCount | undefined {
  const filled = row.cells.flatMap((cell, index) => {
    const text = cellText(cell).trim();
    return text === '' ? [] : [{ index, text }];
  });
  const found = new Map<number, TrailerCount>();
  for (const { index, text } of filled) {
    if (skip.has(index)) continue;
    for (const pattern of WORDED)
      for (const match of text.matchAll(pattern))
        found.set(Number(match[1]), { count: Number(match[1]), column: columnLetter(index), text });
  }
  const [first, second] = filled;
  const marked = first && second && RECORD_MARK.test(first.text) && WHOLE.test(second.text);
  if (found.size === 0 && marked && !skip.has(second.index)) {
    const count = Number(second.text);
    found.set(count, { count, column: columnLetter(second.index), text: second.text });
  }
  // Two different counts: which one counts the rows is not plain.
  return found.size === 1 ? [...found.values()][0] : undefined;
}
