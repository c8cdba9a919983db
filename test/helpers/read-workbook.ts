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
