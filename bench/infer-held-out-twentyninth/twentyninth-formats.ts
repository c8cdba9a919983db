/**
 * File styles of the twenty-ninth held-out layouts that the earlier sets' writers do not have: a
 * workbook whose filter hides rows, text in UTF-16 as Excel's "Unicode Text" saves it, and months'
 * short English names. Each is written the way the system named at its use exports it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { CorpusCell } from '../infer-corpus/corpus-files.js';
import type { CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import type { Day } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { byDate, p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { delimitedText } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';

/**
 * The invoices in date order, each supplier's numbers given out in that order: a supplier numbers
 * its invoices in one unbroken series as it issues them (Burkina Faso's CGI art. 564, Guyana's VAT
 * Act Sch. III, Belize's GST guide 9.3), so a register in date order never shows one supplier's
 * later invoice with an earlier number. The corpus draws a supplier's numbers in the order it
 * draws the invoices, not by their dates.
 */
export function inDateOrder<T extends CorpusInvoice>(invoices: readonly T[]): T[] {
  const numbers = new Map<number, string[]>();
  for (const i of invoices) numbers.set(i.vendor, [...(numbers.get(i.vendor) ?? []), i.number]);
  return [...invoices].sort(byDate).map((i) => ({ ...i, number: numbers.get(i.vendor)!.shift()! }));
}

/**
 * The invoices moved into `year`, each supplier's number naming that year as it names 2024
 * (INV-2024-0031, R2400211, 113/24 become INV-2026-0031, R2600211, 113/26).
 */
export function inYear<T extends CorpusInvoice>(invoices: readonly T[], year: number): T[] {
  const yy = String(year % 100).padStart(2, '0');
  const number = (n: string) =>
    n
      .replace(/^INV-2024-/, `INV-${year}-`)
      .replace(/^R24/, `R${yy}`)
      .replace(/\/24$/, `/${yy}`);
  return invoices.map((i) => ({
    ...i,
    number: number(i.number),
    date: { ...i.date, y: year },
    due: { ...i.due, y: year },
  }));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `05-Mar-2024`, or `05-Mar-24` with `short`, as English-locale reports print a day. */
export const dayMonthName = (d: Day, short = false) =>
  `${p2(d.d)}-${MONTHS[d.m - 1]!}-${short ? String(d.y % 100).padStart(2, '0') : d.y}`;

/** `1,234.56` from hundredths, a minus before a negative. */
export const commaHundredths = (cents: number) =>
  `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Tab-delimited UTF-16LE with its byte-order mark: what Excel's "Unicode Text (*.txt)" saves. */
export function writeUnicodeText(dir: string, name: string, rows: readonly (readonly CorpusCell[])[]) {
  const file = join(dir, name);
  writeFileSync(file, Buffer.from(`\uFEFF${delimitedText(rows, '\t')}`, 'utf16le'));
  return file;
}

/** One sheet as a clerk leaves it after filtering: rows the filter hides are still in the file. */
export interface FilteredSheet {
  rows: readonly (readonly CorpusCell[])[];
  /** The filter's range, e.g. `A4:I16`. */
  filter: string;
  /** 1-based rows the filter hides. */
  hidden: readonly number[];
  merged?: readonly string[];
  /** Excel number formats by 1-based column, for number cells. */
  formats?: Readonly<Record<number, string>>;
}

/** A workbook of such sheets, Dates shown DD/MM/YYYY. */
export async function writeFilteredSheets(dir: string, name: string, sheets: Readonly<Record<string, FilteredSheet>>) {
  const file = join(dir, name);
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(Date.UTC(2024, 1, 2));
  for (const [sheetName, sheet] of Object.entries(sheets)) {
    const ws = workbook.addWorksheet(sheetName);
    sheet.rows.forEach((row, r) => {
      const added = ws.addRow(row.map((c) => (c === null ? undefined : c)));
      row.forEach((c, i) => {
        if (c instanceof Date) added.getCell(i + 1).numFmt = 'dd/mm/yyyy';
        const format = sheet.formats?.[i + 1];
        if (typeof c === 'number' && format) added.getCell(i + 1).numFmt = format;
      });
      if (sheet.hidden.includes(r + 1)) added.hidden = true;
    });
    for (const range of sheet.merged ?? []) ws.mergeCells(range);
    ws.autoFilter = sheet.filter;
  }
  await workbook.xlsx.writeFile(file);
  return file;
}
