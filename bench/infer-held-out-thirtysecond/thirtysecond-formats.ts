/**
 * File and cell styles of the thirty-second held-out layouts that the earlier sets' writers do not
 * have: LEDES's pipe-delimited text with `[]` closing every line under its format line, Excel's
 * `="…"` cells that a CSV export writes to keep a code's leading zeros, a workbook whose subtotal
 * rows are SUM formulas with their results, Google Sheets' CSV download (LF line ends, TRUE/FALSE
 * of a checkbox column), and dollars in parentheses for a credit. Each is written the way the
 * system named at its use exports it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { CorpusCell } from '../infer-corpus/corpus-files.js';
import { delimitedText } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { grouped } from '../infer-held-out-twentyfifth/twentyfifth-formats.js';

/**
 * A LEDES 1998B-family file: its format's name on the first line, then the header and one line per
 * line item, fields split by `|` and every line closed by `[]`, as the LEDES specification writes
 * it (no quoting: the format forbids the pipe inside a field).
 */
export function writeLedes(dir: string, name: string, format: string, rows: readonly (readonly CorpusCell[])[]) {
  const file = join(dir, name);
  const lines = [format, ...rows.map((r) => r.map((c) => (c === null ? '' : String(c))).join('|'))];
  writeFileSync(file, `${lines.map((l) => `${l}[]`).join('\r\n')}\r\n`);
  return file;
}

/** `="000123"`: a code Excel shows as text, leading zeros kept, as an ERP's CSV for Excel writes it. */
export const excelText = (code: string) => `="${code}"`;

/**
 * UTF-8 text with CRLF line ends whose `="…"` cells are written bare, as a writer that makes them
 * for Excel leaves them (Excel reads them as a formula giving text); other cells are quoted where
 * they hold the delimiter or a quote.
 */
export function writeExcelTextCsv(dir: string, name: string, rows: readonly (readonly CorpusCell[])[]) {
  const file = join(dir, name);
  const field = (c: CorpusCell) => {
    const text = c === null ? '' : String(c);
    if (/^="[^"]*"$/.test(text)) return text;
    return text.includes(',') || text.includes('"') ? `"${text.replace(/"/g, '""')}"` : text;
  };
  writeFileSync(file, `${rows.map((r) => r.map(field).join(',')).join('\r\n')}\r\n`);
  return file;
}

/** `$1,234.56`, `($1,234.56)`: dollars with a credit in parentheses, as a US web app's CSV writes them. */
export const dollarsInParentheses = (cents: number) =>
  cents < 0 ? `($${grouped(-cents, ',', '.')})` : `$${grouped(cents, ',', '.')}`;

/** UTF-8 text with LF line ends and no byte-order mark, as Google Sheets' "Download as CSV" writes it. */
export function writeSheetsDownload(dir: string, name: string, rows: readonly (readonly CorpusCell[])[]) {
  const file = join(dir, name);
  writeFileSync(file, delimitedText(rows, ',').replace(/\r\n/g, '\n'));
  return file;
}

/** A row of a report sheet: cells, or a subtotal whose numbers are SUM formulas over rows above. */
export type ReportRow =
  | { cells: readonly CorpusCell[] }
  | { label: readonly CorpusCell[]; sumColumns: readonly number[]; firstRow: number; lastRow: number };

/**
 * One sheet of a report: the rows as given, each subtotal's columns written as `SUM(F7:F9)` with
 * its result cached, as a report writer that leaves live formulas saves them; number cells shown
 * `#,##0.00`, Dates `dd/mm/yyyy`.
 */
export async function writeReportSheet(dir: string, name: string, sheetName: string, rows: readonly ReportRow[]) {
  const file = join(dir, name);
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(Date.UTC(2024, 3, 2));
  const ws = workbook.addWorksheet(sheetName);
  const values = new Map<string, number>();
  const letter = (column: number) => String.fromCharCode(64 + column);
  rows.forEach((row, r) => {
    const added = ws.getRow(r + 1);
    if ('cells' in row) {
      row.cells.forEach((c, i) => {
        if (c === null) return;
        const cell = added.getCell(i + 1);
        cell.value = c;
        if (c instanceof Date) cell.numFmt = 'dd/mm/yyyy';
        if (typeof c === 'number') {
          cell.numFmt = '#,##0.00';
          values.set(`${letter(i + 1)}${r + 1}`, c);
        }
      });
      return;
    }
    row.label.forEach((c, i) => {
      if (c !== null) added.getCell(i + 1).value = c;
    });
    for (const column of row.sumColumns) {
      let result = 0;
      for (let k = row.firstRow; k <= row.lastRow; k++) result += values.get(`${letter(column)}${k}`) ?? 0;
      const cell = added.getCell(column);
      const col = letter(column);
      cell.value = {
        formula: `SUM(${col}${row.firstRow}:${col}${row.lastRow})`,
        result: Math.round(result * 100) / 100,
      };
      cell.numFmt = '#,##0.00';
    }
  });
  await workbook.xlsx.writeFile(file);
  return file;
}
