/**
 * File and number styles of the thirty-first held-out layouts that the earlier sets' writers do
 * not have: a `sep=` line above the header, as a package writes a CSV meant for Excel, Mac Roman text with lone CR line ends as Excel
 * for Mac saves "CSV (Macintosh)", ISO-8859-15 text with LF line ends as a Linux-hosted package
 * writes it, and amounts carrying their currency's sign or ISO code in the cell. Each is written
 * the way the system named at its use exports it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusCell } from '../infer-corpus/corpus-files.js';
import { encodeCodePage } from '../infer-held-out-twentieth/encode-code-page.js';
import { delimitedText } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { grouped } from '../infer-held-out-twentyfifth/twentyfifth-formats.js';

/**
 * Windows-1252 text whose first line is `sep=,`, as a package writes a CSV for Excel to open: Excel
 * reads the line as the delimiter (it never writes one itself) and reads a file without a byte-order
 * mark in the locale's Windows code page, so the package writes that code page for the euro sign
 * and accents to show.
 */
export function writeSepLineCsv(
  dir: string,
  name: string,
  rows: readonly (readonly CorpusCell[])[],
  delimiter: string,
) {
  const file = join(dir, name);
  // Node 20's TextDecoder reads Windows-1252's 0x80 as U+0080, so the euro sign is given its byte here.
  const parts = `sep=${delimiter}\r\n${delimitedText(rows, delimiter)}`
    .split('€')
    .map((p) => encodeCodePage(p, 'windows-1252'));
  writeFileSync(file, Buffer.concat(parts.flatMap((p, k) => (k ? [Buffer.of(0x80), p] : [p]))));
  return file;
}

/** Mac Roman text with a lone CR after each line, as Excel for Mac saves "CSV (Macintosh)". */
export function writeMacCsv(dir: string, name: string, rows: readonly (readonly CorpusCell[])[], delimiter: string) {
  const file = join(dir, name);
  writeFileSync(file, encodeCodePage(delimitedText(rows, delimiter).replace(/\r\n/g, '\r'), 'macintosh'));
  return file;
}

/** ISO-8859-15 (Latin-9) text with LF line ends, as a package on a Linux server writes it. */
export function writeLatin9Csv(dir: string, name: string, rows: readonly (readonly CorpusCell[])[], delimiter: string) {
  const file = join(dir, name);
  writeFileSync(file, encodeCodePage(delimitedText(rows, delimiter).replace(/\r\n/g, '\n'), 'iso-8859-15'));
  return file;
}

/** `€1,234.56`, `-€12.00`: the euro sign before the amount, as an English-locale export writes it. */
export const euroSign = (cents: number) => `${cents < 0 ? '-' : ''}€${grouped(Math.abs(cents), ',', '.')}`;

/** `1 234 567 DJF`: whole units grouped with spaces and the ISO code after them. */
export const wholeWithCode = (whole: number, code: string) =>
  `${whole < 0 ? '-' : ''}${String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} ${code}`;
