/** Writers for the corpus files: CSV text with any delimiter, and workbooks of plain sheets. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Advertiser } from '../../src/finance-api/advertiser-list-schema.js';

export type CorpusCell = string | number | Date | null;

export interface CorpusLayout {
  /** Stem of the reference mapping in bench/fixtures/infer-corpus/. */
  name: string;
  /** The public format the layout imitates. */
  modelledOn: string;
  /** The advertiser list cached when infer runs; none when absent. */
  advertisers?: readonly Advertiser[];
  /**
   * Specs that are as right as the reference's, by scored key (`invoice.InvoiceId`), in the
   * scorer's normal form (`template:a+b`, `column:x`).
   */
  alsoRight?: Readonly<Record<string, readonly string[]>>;
  /** Writes the file into `dir` and returns its path. */
  write(dir: string): Promise<string>;
}

function csvField(value: CorpusCell, delimiter: string): string {
  const text = value === null ? '' : value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  return text.includes(delimiter) || text.includes('"') || text.includes('\n') ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text with CRLF line ends, UTF-8. */
export function writeCsv(dir: string, name: string, rows: readonly (readonly CorpusCell[])[], delimiter = ','): string {
  const file = join(dir, name);
  writeFileSync(file, `${rows.map((r) => r.map((c) => csvField(c, delimiter)).join(delimiter)).join('\r\n')}\r\n`);
  return file;
}

/** A workbook of plain sheets: numbers as number cells, Dates as date cells shown DD.MM.YYYY. */
export async function writeXlsx(
  dir: string,
  name: string,
  sheets: Readonly<Record<string, readonly (readonly CorpusCell[])[]>>,
): Promise<string> {
  const file = join(dir, name);
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(Date.UTC(2024, 1, 1));
  for (const [sheetName, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(sheetName);
    for (const row of rows) {
      const added = sheet.addRow(row.map((c) => (c === null ? undefined : c)));
      row.forEach((c, i) => {
        if (c instanceof Date) added.getCell(i + 1).numFmt = 'dd.mm.yyyy';
      });
    }
  }
  await workbook.xlsx.writeFile(file);
  return file;
}
