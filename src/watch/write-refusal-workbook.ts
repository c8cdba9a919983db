/**
 * The results workbook of a dropped file that was not uploaded at all (no mapping rule, the
 * same content uploaded before, a file that cannot be read): one Summary sheet saying why, printed
 * and dated as every other workbook is (print-setup.ts, date-style.ts).
 */
import { sandboxText } from '../report/sandbox-words.js';
import { importExcelJs } from '../sheets/xlsx/import-exceljs.js';
import { clipCellText } from '../report/clip-cell-text.js';
import { localDateTimeCell } from '../report/date-cell.js';
import { zoneText } from '../report/local-time.js';
import { DEFAULT_DATE_STYLE, type DateStyle } from '../report/date-style.js';
import { printOptions } from '../report/print-setup.js';
import { fitRowHeight } from '../report/fit-row-height.js';
import {
  SHARED_FILE_MODE,
  writeOutputFile,
  type OutputFileSystem,
  type OutputName,
} from '../report/write-output-file.js';

export interface Refusal {
  file: string;
  sha256: string | undefined;
  /** What the Summary's first line says. @default 'NOT UPLOADED - nothing was sent' */
  outcome?: string | undefined;
  /** Why nothing was uploaded, one sentence. */
  reason: string;
  /** Further label/value lines, e.g. the earlier run. */
  details: readonly [string, string | number][];
  target: string;
  sandbox: boolean;
  at: Date;
}

/** Label and value columns, in characters: together one landscape page wide. */
const WIDTHS = [22, 90];

/**
 * Writes the workbook and returns the name it was published under.
 * @param fileSystem the calls it is written with @default node:fs
 */
export async function writeRefusalWorkbook(
  refusal: Refusal,
  name: OutputName,
  dateStyle: DateStyle = DEFAULT_DATE_STYLE,
  fileSystem?: OutputFileSystem,
): Promise<string> {
  const workbook = new (await importExcelJs()).Workbook();
  workbook.creator = 'invoice-batch';
  const sheet = workbook.addWorksheet('Summary', printOptions());
  sheet.columns = WIDTHS.map((width) => ({ width }));
  const rows: [string, string | number | Date][] = [
    ['Outcome', refusal.outcome ?? 'NOT UPLOADED - nothing was sent'],
    ['Reason', refusal.reason],
    ...refusal.details,
    ['Source file', refusal.file],
    // A folder or a link not taken has no content of its own to name.
    ...(refusal.sha256 === undefined ? [] : [['SHA-256', refusal.sha256] as [string, string]]),
    ['Target', refusal.target],
    ['Sandbox', sandboxText(refusal.sandbox)],
    // Named with its zone, as the times of every other workbook are.
    [`Checked (${zoneText(refusal.at)})`, localDateTimeCell(refusal.at.toISOString())],
  ];
  for (const cells of rows) {
    const row = sheet.addRow(cells.map((cell) => (typeof cell === 'string' ? clipCellText(cell) : cell)));
    // Label and value side by side read as a form: the value to the left, whether number, date or text.
    row.getCell(2).alignment = { horizontal: 'left', vertical: 'top', wrapText: true };
    if (cells[1] instanceof Date) row.getCell(2).numFmt = dateStyle.cellDateTimeFormat;
    // LibreOffice keeps the height a file gives: a long reason would overlap the line below.
    row.height = fitRowHeight(cells, WIDTHS);
  }
  sheet.getColumn(1).font = { bold: true };
  // The font named: a cell font without a name prints in LibreOffice's serif fallback.
  sheet.getRow(1).getCell(2).font = { name: 'Calibri', size: 11, bold: true, color: { argb: 'FFC00000' } };
  // A one-sheet workbook is small: built in memory, then written in one piece.
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return writeOutputFile(
    name,
    async (stream) => {
      stream.end(content);
    },
    SHARED_FILE_MODE,
    fileSystem,
  );
}
