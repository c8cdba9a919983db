/**
 * The results workbook of a dropped file that was not uploaded at all (no mapping rule, the
 * same content uploaded before, a file that cannot be read): one Summary sheet saying why.
 */
import { sandboxText } from '../report/sandbox-words.js';
import { importExcelJs } from '../sheets/xlsx/import-exceljs.js';
import { clipCellText } from '../report/clip-cell-text.js';
import { localDateTime } from '../report/local-time.js';
import { writeOutputFile, type OutputName } from '../report/write-output-file.js';

export interface Refusal {
  file: string;
  sha256: string | undefined;
  /** Why nothing was uploaded, one sentence. */
  reason: string;
  /** Further label/value lines, e.g. the earlier run. */
  details: readonly [string, string | number][];
  target: string;
  sandbox: boolean;
  at: Date;
}

/** Writes the workbook and returns the name it was published under. */
export async function writeRefusalWorkbook(refusal: Refusal, name: OutputName): Promise<string> {
  const workbook = new (await importExcelJs()).Workbook();
  workbook.creator = 'invoice-batch';
  const sheet = workbook.addWorksheet('Summary');
  sheet.columns = [{ width: 22 }, { width: 90 }];
  const rows: [string, string | number][] = [
    ['Outcome', 'NOT UPLOADED - nothing was sent'],
    ['Reason', refusal.reason],
    ...refusal.details,
    ['Source file', refusal.file],
    ['SHA-256', refusal.sha256 ?? ''],
    ['Target', refusal.target],
    ['Sandbox', sandboxText(refusal.sandbox)],
    ['Checked', localDateTime(refusal.at)],
  ];
  for (const row of rows) sheet.addRow(row.map((cell) => (typeof cell === 'string' ? clipCellText(cell) : cell)));
  sheet.getColumn(1).font = { bold: true };
  sheet.getRow(1).getCell(2).font = { bold: true, color: { argb: 'FFC00000' } };
  // A one-sheet workbook is small: built in memory, then written in one piece.
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return writeOutputFile(name, async (stream) => {
    stream.end(content);
  });
}
