/**
 * Number, date and file styles of the twenty-sixth held-out layouts that the shared corpus writers
 * do not have: each is written the way the system named at its use exports it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusCell } from '../infer-corpus/corpus-files.js';
import type { Day } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { encodeCodePage } from '../infer-held-out-twentieth/encode-code-page.js';

const groups = (whole: number, separator: string) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * Whole units of a currency without minor units (francs CFA, ariary) grouped with `separator`:
 * `2 951 000` as French Excel shows it, `12.500.000` where the decimal mark is a comma.
 */
export const wholeUnits = (whole: number, separator: string) =>
  `${whole < 0 ? '-' : ''}${groups(Math.abs(whole), separator)}`;

/** Cents with a decimal comma and no grouping, `-1234,50`, as a Norwegian CSV writes them. */
export const decimalComma = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${p2(Math.abs(cents) % 100)}`;

/** Cents as a number: 123456 is 1234.56. */
export const units = (cents: number) => cents / 100;

/** `20240115`, as Panama's DGI forms take a date. */
export const compactDay = (d: Day) => `${d.y}${p2(d.m)}${p2(d.d)}`;

/** `15-01-2024`, as Danish Excel shows a date saved as text. */
export const danishDay = (d: Day) => `${p2(d.d)}-${p2(d.m)}-${d.y}`;

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/**
 * A Latin-digit text in Arabic-Indic digits, with the Arabic decimal mark `٫` and thousands mark
 * `٬`, as Excel in an Arabic locale shows a number kept as text: `1,234.50` is `١٬٢٣٤٫٥٠`.
 */
export const arabicDigits = (text: string) =>
  text
    .replace(/[0-9]/g, (digit) => ARABIC_INDIC[Number(digit)]!)
    .replace(/,/g, '\u066c')
    .replace(/\./g, '\u066b');

/** Cents grouped with commas and a decimal point, `-1,234.50`, before Arabic digits are put in. */
export const latinGrouped = (cents: number, decimals: boolean) => {
  const whole = `${cents < 0 ? '-' : ''}${groups(Math.floor(Math.abs(cents) / 100), ',')}`;
  return decimals ? `${whole}.${p2(Math.abs(cents) % 100)}` : whole;
};

function field(value: CorpusCell, delimiter: string): string {
  const text = value === null ? '' : String(value);
  return text.includes(delimiter) || text.includes('"') ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Delimited text in a Windows code page with CRLF line ends, as Excel for Windows saves "CSV" in its locale. */
export function writeCodePageCsv(
  dir: string,
  name: string,
  rows: readonly (readonly CorpusCell[])[],
  delimiter: string,
  codePage: string,
): string {
  const file = join(dir, name);
  const text = `${rows.map((r) => r.map((c) => field(c, delimiter)).join(delimiter)).join('\r\n')}\r\n`;
  writeFileSync(file, encodeCodePage(text, codePage));
  return file;
}

/** Delimited UTF-8 text with its byte-order mark, as Excel's "CSV UTF-8" saves a sheet. */
export function writeBomCsv(dir: string, name: string, rows: readonly (readonly CorpusCell[])[], delimiter: string) {
  const file = join(dir, name);
  const text = `\ufeff${rows.map((r) => r.map((c) => field(c, delimiter)).join(delimiter)).join('\r\n')}\r\n`;
  writeFileSync(file, text);
  return file;
}
