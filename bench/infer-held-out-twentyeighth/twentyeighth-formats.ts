/**
 * Number, identifier and file styles of the twenty-eighth held-out layouts that the shared corpus
 * writers do not have: each is written the way the system named at its use exports it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { CorpusCell } from '../infer-corpus/corpus-files.js';
import type { CorpusInvoice } from '../infer-corpus/corpus-invoices.js';

const groups = (whole: number, separator: string) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** Whole units (francs CFA, vatu) grouped by `separator`: `1 234 567` as French Excel shows them. */
export const wholeGrouped = (units: number, separator: string) =>
  `${units < 0 ? '-' : ''}${groups(Math.abs(units), separator)}`;

/** Hundredths with `decimal` as the mark and `separator` grouping the thousands. */
export const hundredthsGrouped = (cents: number, separator: string, decimal: string) =>
  `${cents < 0 ? '-' : ''}${groups(Math.floor(Math.abs(cents) / 100), separator)}${decimal}${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/**
 * Latin digits and marks as Arabic-Indic ones (`1,234.500` is `١٬٢٣٤٫٥٠٠`, `/` stays), as an
 * Arabic-locale export shows numbers and dates.
 */
export const arabicIndic = (text: string) =>
  Array.from(text, (ch) =>
    ch >= '0' && ch <= '9' ? ARABIC_INDIC[Number(ch)]! : ch === '.' ? '٫' : ch === ',' ? '٬' : ch,
  ).join('');

/** The invoices of one month only, as a monthly return or a month's journal lists them. */
export const inMonth = (invoices: readonly CorpusInvoice[], m: number) =>
  invoices.map((i) => ({ ...i, date: { ...i.date, m }, due: { ...i.due, m: m + 1 } }));

/** Cents converted at `rate` and rounded to whole units of a currency with no minor unit (XOF, XAF, VUV). */
export const wholeUnits = (cents: number, rate: number) => Math.round((cents * rate) / 100);

/** Delimited text with CRLF line ends, fields quoted where they hold the delimiter or a quote. */
export function delimitedText(rows: readonly (readonly CorpusCell[])[], delimiter: string): string {
  const field = (value: CorpusCell) => {
    const text = value === null ? '' : String(value);
    return text.includes(delimiter) || text.includes('"') ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${rows.map((r) => r.map(field).join(delimiter)).join('\r\n')}\r\n`;
}

/** UTF-8 text with a byte-order mark, as Excel's "CSV UTF-8" and many web exports write it. */
export function writeBomCsv(dir: string, name: string, rows: readonly (readonly CorpusCell[])[], delimiter: string) {
  const file = join(dir, name);
  writeFileSync(file, `\uFEFF${delimitedText(rows, delimiter)}`);
  return file;
}

/** A sheet as its writer leaves it. */
export interface SheetOf {
  rows: readonly (readonly CorpusCell[])[];
  /** Ranges merged, e.g. `A1:H1`. */
  merged?: readonly string[];
  /** The header's range a filter is left on (no row hidden by it). */
  filter?: string;
  /** Excel number formats by 1-based column, for number cells. */
  formats?: Readonly<Record<number, string>>;
  /** The format of its date cells where not `dd/mm/yyyy`, e.g. `m/d/yyyy` as a US-locale sheet shows them. */
  dateFormat?: string;
  /** Shown right to left, as an Arabic-locale workbook opens. */
  rightToLeft?: boolean;
  /** Column widths by 1-based column. */
  widths?: Readonly<Record<number, number>>;
}

/** A workbook of such sheets: Dates as date cells shown DD/MM/YYYY unless the sheet says otherwise. */
export async function writeSheets(dir: string, name: string, sheets: Readonly<Record<string, SheetOf>>) {
  const file = join(dir, name);
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(Date.UTC(2024, 3, 3));
  for (const [sheetName, sheet] of Object.entries(sheets)) {
    const ws = workbook.addWorksheet(sheetName, sheet.rightToLeft ? { views: [{ rightToLeft: true }] } : {});
    for (const row of sheet.rows) {
      const added = ws.addRow(row.map((c) => (c === null ? undefined : c)));
      row.forEach((c, i) => {
        if (c instanceof Date) added.getCell(i + 1).numFmt = sheet.dateFormat ?? 'dd/mm/yyyy';
        const format = sheet.formats?.[i + 1];
        if (typeof c === 'number' && format) added.getCell(i + 1).numFmt = format;
      });
    }
    for (const [column, width] of Object.entries(sheet.widths ?? {})) ws.getColumn(Number(column)).width = width;
    for (const range of sheet.merged ?? []) ws.mergeCells(range);
    if (sheet.filter) ws.autoFilter = sheet.filter;
  }
  await workbook.xlsx.writeFile(file);
  return file;
}
