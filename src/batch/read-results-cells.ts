/**
 * The cells of a results workbook as import-results reads them: text as written, numbers as exact
 * decimals, dates as YYYYMMDD, free texts with the API key replaced; and the Summary's facts (its
 * Target, Started and Run, the rows it lists as left out).
 */
import { InputFileError } from '../errors.js';
import { withoutDataSecrets, type DataSecrets } from '../mapping/scrub-data-text.js';
import type { StoredCell, StoredRows } from '../sheets/xlsx/read-sheet-cells.js';
import { sheetCellFromExcel } from '../sheets/xlsx/sheet-cell-from-excel.js';
import { columnLetter } from '../sheets/sheet-row.js';

/** A sheet of the workbook as stored, and the workbook's date system. */
export interface StoredSheet {
  name: string;
  rows: StoredRows;
  date1904: boolean;
}

/**
 * A cell as text: a number as its exact decimal, a date as YYYYMMDD. Never changed: a key or money
 * cell is the invoice's data. A value the file does not hold faithfully is refused at its cell.
 */
export function cellText(sheet: StoredSheet, row: number, column: number, file: string): string | undefined {
  const stored = sheet.rows.get(row)?.get(column);
  if (stored === undefined) return undefined;
  const cell = sheetCellFromExcel(stored.value, stored.numFmt, sheet.date1904);
  switch (cell.kind) {
    case 'empty':
      return undefined;
    case 'text':
      return cell.text.trim() || undefined;
    case 'number':
      return cell.text;
    case 'date':
      return cell.date || undefined;
    case 'boolean':
      return cell.value ? 'TRUE' : 'FALSE';
    case 'unreadable':
      throw new InputFileError(cell.reason, { file, sheet: sheet.name, row, column: columnLetter(column - 1) });
  }
}

/** A date cell's instant as a wall time at UTC fields, time of day kept: the Summary's Started. */
function storedDate(stored: StoredCell | undefined, date1904: boolean): Date | undefined {
  if (stored?.value instanceof Date) return stored.value;
  if (typeof stored?.value !== 'number' || sheetCellFromExcel(stored.value, stored.numFmt, date1904).kind !== 'date')
    return undefined;
  // Excel's serial day: days since 1899-12-30 (1904-01-01 in the 1904 date system), the time as its fraction
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return new Date(epoch + Math.round(stored.value * 86_400_000));
}

/**
 * A free text (a message, a vendor name, a source file) with the API key replaced by `***`: typed or
 * pasted into the workbook, it would otherwise go into the journal as it is.
 */
export function freeText(text: string | undefined, secrets: DataSecrets | undefined): string | undefined {
  return text === undefined || secrets === undefined ? text : withoutDataSecrets(text, secrets);
}

/** The Summary's label and text pairs, in order. */
export function summaryLines(summary: StoredSheet | undefined, file: string, secrets: DataSecrets | undefined) {
  const lines: [string, string | undefined][] = [];
  for (const row of summary?.rows.keys() ?? []) {
    const label = freeText(cellText(summary!, row, 1, file), secrets);
    if (label !== undefined) lines.push([label, freeText(cellText(summary!, row, 2, file), secrets)]);
  }
  return lines;
}

/** `Started (UTC)`, `Started (Europe/Berlin, UTC+1)`, `Started (Asia/Kathmandu, UTC+5:45)`: the zone's offset in minutes. */
const STARTED = /^Started \((?:UTC|.*, UTC([+-])(\d+)(?::(\d\d))?)\)$/;

/**
 * The Summary's Target, Started and Run, which name the back-end and say when the run that wrote
 * the workbook happened. The Started cell holds a wall time in the zone its label names: taken back
 * to the instant, so that workbooks written in other zones compare.
 */
export function summaryFacts(summary: StoredSheet | undefined, file: string, secrets: DataSecrets | undefined) {
  let target: string | undefined;
  let startedAt: Date | undefined;
  let run: number | undefined;
  for (const [row, cells] of summary?.rows ?? []) {
    const labelText = cellText(summary!, row, 1, file);
    if (target === undefined && labelText === 'Target') target = freeText(cellText(summary!, row, 2, file), secrets);
    const label = STARTED.exec(labelText ?? '');
    const wall = storedDate(cells.get(2), summary!.date1904);
    if (startedAt === undefined && label && wall) {
      const [, sign, hours, minutes] = label;
      const offset = (sign === '-' ? -1 : 1) * (Number(hours ?? 0) * 60 + Number(minutes ?? 0));
      startedAt = new Date(wall.getTime() - offset * 60_000);
    }
    const value = cells.get(2)?.value;
    if (run === undefined && labelText === 'Run' && typeof value === 'number') run = value;
  }
  return { target, startedAt, run };
}
