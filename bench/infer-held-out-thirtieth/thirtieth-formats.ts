/**
 * Number, date and file styles of the thirtieth held-out layouts that the earlier sets' writers do
 * not have: the sign written after the amount (`1.234,56-`) as SAP's list export writes a credit,
 * days without leading zeros (`5.3.2024`), a workbook whose first sheet is a hidden list sheet, and
 * each invoice's lines at a country's own rates. Each is written the way the system named at its
 * use exports it.
 */
import ExcelJS from 'exceljs';
import type { CorpusInvoice } from '../infer-corpus/corpus-invoices.js';
import type { Day } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { grouped } from '../infer-held-out-twentyfifth/twentyfifth-formats.js';

/** A line of an invoice in the layout's own currency and at its country's rate, in hundredths. */
export interface LocalLine {
  description: string;
  net: number;
  rate: number;
  tax: number;
}

/**
 * The invoice's lines converted at `fx` (units of the currency per euro), the corpus's standard
 * (19 %), reduced (7 %) and nil rates replaced by the country's `rates` (standard, reduced, nil).
 */
export function localLines(invoice: CorpusInvoice, fx: number, rates: readonly [number, number, number]): LocalLine[] {
  return invoice.lines.map((l) => {
    const rate = l.ratePercent === 19 ? rates[0] : l.ratePercent === 7 ? rates[1] : rates[2];
    const net = Math.round(l.netCents * fx);
    return { description: l.description, net, rate, tax: Math.round((net * rate) / 100) };
  });
}

/** The sums of lines: net, tax and gross. */
export function totals(lines: readonly LocalLine[]) {
  const net = lines.reduce((s, l) => s + l.net, 0);
  const tax = lines.reduce((s, l) => s + l.tax, 0);
  return { net, tax, gross: net + tax };
}

/** `1.234,56`, or `1.234,56-` when negative: the sign after the number, as SAP lists print it. */
export const signAfter = (cents: number) => `${grouped(Math.abs(cents), '.', ',')}${cents < 0 ? '-' : ''}`;

/** `5.3.2024`: a day as Slovak and Czech software prints it, no leading zeros. */
export const unpaddedDotted = (d: Day) => `${d.d}.${d.m}.${d.y}`;

/** A Date cell for a corpus day. */
export const dateOf = (d: Day) => new Date(Date.UTC(d.y, d.m - 1, d.d));

/**
 * The workbook at `file` with its first sheet hidden, as a template keeps the lists its
 * drop-downs offer: the sheet is still the workbook's first.
 */
export async function hideFirstSheet(file: string): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  workbook.worksheets[0]!.state = 'hidden';
  await workbook.xlsx.writeFile(file);
  return file;
}
