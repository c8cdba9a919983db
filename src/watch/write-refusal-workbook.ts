/**
 * The results workbook of a dropped file that was not uploaded at all (no mapping rule, the
 * same content uploaded before, a file that cannot be read): one Summary sheet saying why.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import ExcelJS from 'exceljs';
import { localDateTime } from '../report/local-time.js';

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

export async function writeRefusalWorkbook(refusal: Refusal, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    const workbook = new ExcelJS.Workbook();
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
      ['Sandbox', refusal.sandbox ? 'YES - local sandbox: nothing reached a real finance system' : 'no - a real finance system'],
      ['Checked', localDateTime(refusal.at)],
    ];
    for (const row of rows) sheet.addRow(row);
    sheet.getColumn(1).font = { bold: true };
    sheet.getRow(1).getCell(2).font = { bold: true, color: { argb: 'FFC00000' } };
    await workbook.xlsx.writeFile(partial);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}
