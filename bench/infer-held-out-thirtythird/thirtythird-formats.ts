/**
 * File and number styles of the thirty-third held-out layouts that the earlier sets' writers do
 * not have: a grand-total row right under the header, above the rows it adds up, as a hospitality
 * purchasing report puts it; a tax written as 3/23 of a tax-inclusive total, as New Zealand-style
 * VAT books work it out; and text in UTF-16 big-endian with its byte-order mark. Each is written
 * the way the system named at its use exports it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusCell } from '../infer-corpus/corpus-files.js';
import type { CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import { delimitedText } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';

/** Cents as text with two decimals and a point, `-1234.50`, as a report writer prints them. */
export const cents = (c: number) => (c / 100).toFixed(2);

/** The tax inside a tax-inclusive amount at a 15 % rate: 3/23 of it, to the cent. */
export const taxFractionOf = (inclusiveCents: number) => Math.round((inclusiveCents * 3) / 23);

/** The invoice moved to another year, as a file of a tax that started later dates it. */
export const inYearOf = (invoice: CorpusInvoice, y: number): CorpusInvoice => ({
  ...invoice,
  date: { ...invoice.date, y },
  due: { ...invoice.due, y },
});

/**
 * UTF-16 big-endian text with its byte-order mark and CRLF line ends, as a Java or mainframe
 * report writer that is told "UTF-16" writes it (Java's UTF-16 encoder is big-endian).
 */
export function writeUtf16BeCsv(
  dir: string,
  name: string,
  rows: readonly (readonly CorpusCell[])[],
  delimiter: string,
) {
  const file = join(dir, name);
  const little = Buffer.from(`\ufeff${delimitedText(rows, delimiter)}`, 'utf16le');
  writeFileSync(file, little.swap16());
  return file;
}
