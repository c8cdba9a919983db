/**
 * Number, date, identifier and file styles of the twenty-seventh held-out layouts that the shared
 * corpus writers do not have: each is written the way the system named at its use exports it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { CorpusCell } from '../infer-corpus/corpus-files.js';
import type { Day } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { encodeCodePage } from '../infer-held-out-twentieth/encode-code-page.js';

const groups = (whole: number, separator: string) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * Cents with `decimal` as the decimal mark and `separator` grouping the thousands: `1.234,56` as
 * Turkish Excel writes it, `1 234,56` (a no-break space) as French Excel does.
 */
export const grouped = (cents: number, separator: string, decimal: string) =>
  `${cents < 0 ? '-' : ''}${groups(Math.floor(Math.abs(cents) / 100), separator)}${decimal}${p2(Math.abs(cents) % 100)}`;

/** Cents as a number: 123456 is 1234.56. */
export const units = (cents: number) => cents / 100;

/** `$ 1.234.567`: whole pesos after the sign, grouped with dots, as Colombian Excel shows a currency cell. */
export const pesos = (whole: number) => `${whole < 0 ? '-' : ''}$ ${groups(Math.abs(whole), '.')}`;

/** `$12,345.67`, `-$12.00`: as a Mexican web app writes a currency in its CSV export. */
export const dollarSign = (cents: number) => `${cents < 0 ? '-' : ''}$${grouped(Math.abs(cents), ',', '.')}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `05-Mar-2024`. */
export const dayMonthName = (d: Day) => `${p2(d.d)}-${MONTHS[d.m - 1]}-${d.y}`;

/** `2024-03-05T10:22:31`: a CFDI's issue date-time as the SAT stamps it (the hour from the day, for a seeded file). */
export const cfdiDateTime = (d: Day) =>
  `${d.y}-${p2(d.m)}-${p2(d.d)}T${p2(8 + (d.d % 10))}:${p2((d.d * 7) % 60)}:${p2((d.d * 13) % 60)}`;

/**
 * An Argentine CUIT of a company (prefix 30) with its check digit (modulus 11), `30-71234567-4`.
 * A base whose check digit would be 10 is moved on to the next, as AFIP issues none with it.
 */
export function cuit(vendor: number): string {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  for (let base = 71000000 + vendor * 104729; ; base++) {
    const digits = `30${base}`.split('').map(Number);
    const check = 11 - (digits.reduce((s, d, i) => s + d * weights[i]!, 0) % 11);
    if (check === 10) continue;
    return `30-${base}-${check === 11 ? 0 : check}`;
  }
}

/**
 * An Icelandic company's kennitala, `DDMMYY-NNNN`: the founding day plus 40, the check digit
 * (modulus 11 over weights 3, 2, 7, 6, 5, 4, 3, 2) and the century digit 9 (founded in the 1900s).
 */
export function kennitala(vendor: number): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  for (let serial = 20 + vendor * 7; ; serial++) {
    const first = `${41 + ((vendor * 5) % 28)}${p2(1 + (vendor % 12))}${p2(70 + vendor)}${p2(serial % 100)}`;
    const rest = 11 - (first.split('').reduce((s, d, i) => s + Number(d) * weights[i]!, 0) % 11);
    if (rest === 10) continue;
    return `${first.slice(0, 6)}-${first.slice(6)}${rest === 11 ? 0 : rest}9`;
  }
}

function field(value: CorpusCell, delimiter: string): string {
  const text = value === null ? '' : String(value);
  return text.includes(delimiter) || text.includes('"') ? `"${text.replace(/"/g, '""')}"` : text;
}

const lines = (rows: readonly (readonly CorpusCell[])[], delimiter: string) =>
  `${rows.map((r) => r.map((c) => field(c, delimiter)).join(delimiter)).join('\r\n')}\r\n`;

/** Delimited text in a Windows code page with CRLF line ends, as Excel for Windows saves "CSV" in its locale. */
export function writeCodePageCsv(
  dir: string,
  name: string,
  rows: readonly (readonly CorpusCell[])[],
  delimiter: string,
  codePage: string,
): string {
  const file = join(dir, name);
  writeFileSync(file, encodeCodePage(lines(rows, delimiter), codePage));
  return file;
}

/** Delimited UTF-8 text with CRLF line ends and no byte-order mark, as a web app's export writes it. */
export function writeUtf8Text(dir: string, name: string, rows: readonly (readonly CorpusCell[])[], delimiter: string) {
  const file = join(dir, name);
  writeFileSync(file, lines(rows, delimiter));
  return file;
}

/** A sheet as a clerk leaves it: title cells merged across the table, a filter left on its header. */
export interface ClerkSheet {
  rows: readonly (readonly CorpusCell[])[];
  /** Ranges merged, e.g. `A1:H1`. */
  merged?: readonly string[];
  /** The header's range the filter buttons are on, e.g. `A4:H4` (no row is hidden by it). */
  filter?: string;
  /** Excel number format of number cells by 1-based column. */
  formats?: Readonly<Record<number, string>>;
}

/** A workbook of such sheets: Dates as date cells shown DD/MM/YYYY. */
export async function writeClerkXlsx(dir: string, name: string, sheets: Readonly<Record<string, ClerkSheet>>) {
  const file = join(dir, name);
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(Date.UTC(2024, 3, 2));
  for (const [sheetName, sheet] of Object.entries(sheets)) {
    const ws = workbook.addWorksheet(sheetName);
    for (const row of sheet.rows) {
      const added = ws.addRow(row.map((c) => (c === null ? undefined : c)));
      row.forEach((c, i) => {
        if (c instanceof Date) added.getCell(i + 1).numFmt = 'dd/mm/yyyy';
        const format = sheet.formats?.[i + 1];
        if (typeof c === 'number' && format) added.getCell(i + 1).numFmt = format;
      });
    }
    for (const range of sheet.merged ?? []) ws.mergeCells(range);
    if (sheet.filter) ws.autoFilter = sheet.filter;
  }
  await workbook.xlsx.writeFile(file);
  return file;
}
