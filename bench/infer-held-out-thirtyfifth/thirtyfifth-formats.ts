/**
 * File and number styles of the thirty-fifth held-out layouts that the earlier sets' writers do
 * not have: a semicolon text whose every line ends with the delimiter, as a French-locale package
 * that writes one `;` after each field leaves it; a tax written as 1/9 of a tax-inclusive total,
 * as a 12.5 % consumption tax is worked out; and lines in whole units of a currency without
 * cents. Each is written the way the system named at its use exports it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusCell } from '../infer-corpus/corpus-files.js';
import type { CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import { encodeCodePage } from '../infer-held-out-twentieth/encode-code-page.js';
import { localLines } from '../infer-held-out-thirtieth/thirtieth-formats.js';

/** Text in `codePage` with CRLF line ends, a `delimiter` after every field, the last one too. */
export function writeTrailingDelimiterCsv(
  dir: string,
  name: string,
  rows: readonly (readonly CorpusCell[])[],
  delimiter: string,
  codePage: string,
) {
  const file = join(dir, name);
  const field = (c: CorpusCell) => {
    const text = c === null ? '' : String(c);
    return text.includes(delimiter) || text.includes('"') ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const text = rows.map((r) => r.map((c) => `${field(c)}${delimiter}`).join('')).join('\r\n');
  writeFileSync(file, encodeCodePage(`${text}\r\n`, codePage));
  return file;
}

/** The tax inside a tax-inclusive amount at 12.5 %: 1/9 of it, to the cent. */
export const ninthOf = (inclusiveCents: number) => Math.round(inclusiveCents / 9);

/** An invoice's lines in whole units of a currency without cents, at `fx` per euro and the country's `rates`. */
export function wholeLines(invoice: CorpusInvoice, fx: number, rates: readonly [number, number, number]) {
  return localLines(invoice, fx, rates).map((l) => {
    const net = Math.round(l.net / 100);
    return { description: l.description, net, rate: l.rate, tax: Math.round((net * l.rate) / 100) };
  });
}

/** `1 250 000`: whole units grouped by plain spaces, as a French-locale package types them. */
export const spaced = (whole: number) =>
  `${whole < 0 ? '-' : ''}${String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`;
