/** A workbook the tool wrote, read back with exceljs as a spreadsheet program would see it. */
import ExcelJS from 'exceljs';

export async function readBook(file: string): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  return book;
}

/** The values of row `n` from column A (exceljs keeps index 0 empty). */
export const rowValues = (sheet: ExcelJS.Worksheet, n: number): unknown[] =>
  (sheet.getRow(n).values as unknown[]).slice(1);

/** The Results sheet's rows by invoice number: each column's value by its header (totals left out). */
export async function resultsByInvoice(file: string): Promise<Map<string, Record<string, unknown>>> {
  const sheet = (await readBook(file)).getWorksheet('Results');
  if (!sheet) throw new Error(`${file}: no Results sheet`);
  const headers = rowValues(sheet, 1).map(String);
  const rows = new Map<string, Record<string, unknown>>();
  for (let n = 2; n <= sheet.rowCount; n += 1) {
    const values = rowValues(sheet, n);
    const row = Object.fromEntries(headers.map((header, index) => [header, values[index] ?? null]));
    if (typeof row['Invoice number'] === 'string') rows.set(row['Invoice number'], row);
  }
  return rows;
}

/**
 * The Summary sheet's label/value pairs: each row's first cell and the cell after it, or after the
 * label's merged cells (a Summary printed in pages across gives its labels the first two columns).
 */
export async function summaryValues(file: string): Promise<Map<string, unknown>> {
  const sheet = (await readBook(file)).getWorksheet('Summary');
  if (!sheet) throw new Error(`${file}: no Summary sheet`);
  const pairs = new Map<string, unknown>();
  for (let n = 1; n <= sheet.rowCount; n += 1) {
    const row = sheet.getRow(n);
    const label = row.getCell(1).value;
    let at = 2;
    while (at < 5 && row.getCell(at).isMerged && row.getCell(at).master === row.getCell(1)) at += 1;
    const value = row.getCell(at).value;
    if (typeof label === 'string' && !pairs.has(label)) pairs.set(label, value ?? null);
  }
  return pairs;
}
