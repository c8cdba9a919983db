/** A workbook of named sheets, each written row by row as given, in a temp folder of its own: the file's path. */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { makeTempDir } from '../../helpers/temp-dir.js';

export async function writeSheetsWorkbook(
  sheets: readonly (readonly [string, readonly (readonly unknown[])[]])[],
  folder: string,
  fileName: string,
): Promise<string> {
  const file = join(makeTempDir(folder), fileName);
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of sheets) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow([...row]);
  }
  await book.xlsx.writeFile(file);
  return file;
}
