/**
 * Reads back the results workbook an upload wrote (report/write-results-workbook.ts): the target
 * its Summary names and the invoices of its Results sheets (`Results`, `Results (2)`, ...), by
 * the headers of results-sheet-columns.ts, for `import-results` after a journal was restored.
 */
import { basename } from 'node:path';
import type ExcelJS from 'exceljs';
import { InputFileError } from '../errors.js';
import { checkInstanceIdCell } from './check-instance-id-cell.js';
import { checkResultsKeyCell } from './check-results-key-cell.js';
import { refuseNumberIdCell } from './refuse-number-id-cell.js';
import { withoutDataSecrets, type DataSecrets } from '../mapping/scrub-data-text.js';
import { importExcelJs } from '../sheets/xlsx/import-exceljs.js';
import { refuseZipBomb } from '../sheets/xlsx/refuse-zip-bomb.js';
import { readZipDirectory } from '../sheets/zip/read-zip-directory.js';
import { SNIFFED_DESCRIPTION, sniffFileType, type SniffedType } from '../sheets/sniff-file-type.js';
import { shellWord } from '../terminal/shell-word.js';
import { CARRIED_FIELDS, type CarriedValues } from '../journal/carried-fields.js';
import { rowsCellText } from '../report/results/rows-cell.js';
import { readLeftOutLines } from '../report/read-left-out-text.js';
import type { SkippedRows } from '../mapping/filter-rows.js';

/** One invoice of a Results sheet, as text; a date as YYYYMMDD. With the carried fields, by their Results headers. */
export interface ResultsWorkbookRow extends CarriedValues {
  sheet: string;
  row: number;
  outcome: string;
  payeeId: string;
  invoiceNumber: string;
  invoiceId: string | undefined;
  instanceId: string | undefined;
  message: string | undefined;
  amount: string | undefined;
  currency: string | undefined;
  lines: number;
  sourceFile: string | undefined;
  sourceSheet: string | undefined;
  sourceRows: string;
}

export interface ResultsWorkbook {
  /** The Summary's Target, e.g. `production (https://erp.example)`. */
  target: string | undefined;
  /** The Summary's Started: when the run that wrote it began; undefined in a workbook without one. */
  startedAt: Date | undefined;
  /** The Summary's Run: the journal's number of the run, which orders runs begun in the same second. */
  run: number | undefined;
  /** The Summary's rows left out by the mapping, by rule; undefined in a workbook that does not list them. */
  leftOut: { leftOut: SkippedRows; unread: string[] } | undefined;
  rows: ResultsWorkbookRow[];
}

/** The headers a Results sheet must have for its invoices to be known again. */
const NEEDED = ['Outcome', 'Vendor id', 'Invoice number', 'Instance id'] as const;

/** A cell as text; a date as YYYYMMDD. Never changed: a key or money cell is the invoice's data. */
function cellText(cell: ExcelJS.Cell): string | undefined {
  const value = cell.value;
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 10).replaceAll('-', '');
  return cell.text.trim() || undefined;
}

/**
 * A free text (a message, a vendor name, a source file) with the API key replaced by `***`: typed or
 * pasted into the workbook, it would otherwise go into the journal as it is.
 */
function freeText(text: string | undefined, secrets: DataSecrets | undefined): string | undefined {
  return text === undefined || secrets === undefined ? text : withoutDataSecrets(text, secrets);
}

/** The Summary's label and text pairs, in order. */
function summaryLines(workbook: ExcelJS.Workbook, secrets: DataSecrets | undefined): [string, string | undefined][] {
  const lines: [string, string | undefined][] = [];
  workbook.getWorksheet('Summary')?.eachRow((row) => {
    const label = freeText(cellText(row.getCell(1)), secrets);
    if (label !== undefined) lines.push([label, freeText(cellText(row.getCell(2)), secrets)]);
  });
  return lines;
}

function summaryTarget(workbook: ExcelJS.Workbook, secrets: DataSecrets | undefined): string | undefined {
  let target: string | undefined;
  workbook.getWorksheet('Summary')?.eachRow((row) => {
    if (target === undefined && cellText(row.getCell(1)) === 'Target')
      target = freeText(cellText(row.getCell(2)), secrets);
  });
  return target;
}

/** `Started (UTC)`, `Started (Europe/Berlin, UTC+1)`, `Started (Asia/Kathmandu, UTC+5:45)`: the zone's offset in minutes. */
const STARTED = /^Started \((?:UTC|.*, UTC([+-])(\d+)(?::(\d\d))?)\)$/;

/**
 * The Summary's Started and Run, which say when the run that wrote the workbook happened. The cell
 * holds a wall time in the zone its label names: taken back to the instant, so that workbooks
 * written in other zones compare.
 */
function summaryRun(workbook: ExcelJS.Workbook): { startedAt: Date | undefined; run: number | undefined } {
  let startedAt: Date | undefined;
  let run: number | undefined;
  workbook.getWorksheet('Summary')?.eachRow((row) => {
    const label = STARTED.exec(cellText(row.getCell(1)) ?? '');
    const value = row.getCell(2).value;
    if (startedAt === undefined && label && value instanceof Date) {
      const [, sign, hours, minutes] = label;
      const offset = (sign === '-' ? -1 : 1) * (Number(hours ?? 0) * 60 + Number(minutes ?? 0));
      startedAt = new Date(value.getTime() - offset * 60_000);
    }
    if (run === undefined && cellText(row.getCell(1)) === 'Run' && typeof value === 'number') run = value;
  });
  return { startedAt, run };
}

/** The Results headers whose cells are an invoice's key or money: refused holding the key, never rewritten. */
const KEY_HEADERS: ReadonlySet<string> = new Set([
  'Vendor id',
  'Invoice number',
  'Invoice id',
  'Instance id',
  'Amount',
  'Currency',
  'Lines',
  ...CARRIED_FIELDS.filter((field) => field.sheet.kind === 'date').map((field) => field.sheet.header),
]);

function readSheet(sheet: ExcelJS.Worksheet, file: string, secrets: DataSecrets | undefined): ResultsWorkbookRow[] {
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, index) => {
    const text = cellText(cell);
    if (text) columns.set(text, index);
  });
  const missing = NEEDED.filter((header) => !columns.has(header));
  if (missing.length > 0)
    throw new InputFileError(
      `sheet ${sheet.name}: expected the Results columns of an upload's results workbook, got none named ${missing.map((m) => `"${m}"`).join(', ')}`,
      { file },
    );
  const rows: ResultsWorkbookRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    // The Rows cell is its first row as a number, the others in its format (rows-cell.ts).
    const rowsAt = (cells: ExcelJS.Row) => {
      const index = columns.get('Rows');
      const cell = index === undefined ? undefined : cells.getCell(index);
      return freeText(cell && rowsCellText(cell.value, cell.numFmt), secrets);
    };
    const place = { file, sheet: sheet.name, row: number };
    const at = (header: string) => {
      const index = columns.get(header);
      if (index !== undefined) refuseNumberIdCell(row.getCell(index).value, header, place);
      const text = index === undefined ? undefined : cellText(row.getCell(index));
      return KEY_HEADERS.has(header) ? checkResultsKeyCell(text, header, place, secrets) : freeText(text, secrets);
    };
    const outcome = at('Outcome');
    const payeeId = at('Vendor id');
    const invoiceNumber = at('Invoice number');
    // The totals below the invoices have no key: they are not invoices.
    if (!outcome || !payeeId || !invoiceNumber) return;
    const carried = {} as CarriedValues;
    for (const field of CARRIED_FIELDS) carried[field.name] = at(field.sheet.header);
    rows.push({
      sheet: sheet.name,
      row: number,
      outcome,
      payeeId,
      invoiceNumber,
      invoiceId: at('Invoice id'),
      instanceId: checkInstanceIdCell(at('Instance id'), place),
      message: at('Message'),
      ...carried,
      amount: at('Amount'),
      currency: at('Currency'),
      lines: Number(at('Lines') ?? 0) || 0,
      sourceFile: at('Source file'),
      sourceSheet: at('Sheet'),
      sourceRows: rowsAt(row) ?? String(number),
    });
  });
  return rows;
}

/** What a file that is no workbook is, in the words of a message: the answers file names its own command. */
function notAWorkbook(path: string, type: SniffedType): string {
  const answers = type === 'text' && /^unrecorded-answers-.*\.json$/.test(basename(path));
  return answers
    ? `expected an upload's results workbook (.xlsx), got the answers an upload could not record; record them with: invoice-batch resolve --from ${shellWord(path)}`
    : `expected an upload's results workbook (.xlsx), got ${SNIFFED_DESCRIPTION[type]}`;
}

/**
 * @param data the API key (and a long password of the URL): replaced by `***` in the file's name and
 *   free texts (messages, vendor names, source files); a key or money cell holding it is refused
 *   (checkResultsKeyCell) @default none
 */
export async function readResultsWorkbook(path: string, data?: DataSecrets): Promise<ResultsWorkbook> {
  const file = freeText(basename(path), data) ?? basename(path);
  const type = await sniffFileType(path);
  if (type !== 'zip') throw new InputFileError(notAWorkbook(path, type), { file });
  // exceljs unpacks the whole workbook into memory: the limit every workbook reader keeps comes first.
  const directory = await readZipDirectory(path).catch(() => undefined);
  if (directory && 'value' in directory) refuseZipBomb(directory.value.entries, file);
  const ExcelJSModule = await importExcelJs();
  const workbook = new ExcelJSModule.Workbook();
  try {
    await workbook.xlsx.readFile(path);
  } catch (error) {
    // The library's words name its internals (central directory, jszip): the user is told what the file is not.
    throw new InputFileError(
      "cannot read it as an .xlsx workbook: a zip archive that is not one, or a damaged or unfinished copy; expected an upload's results workbook",
      { file },
      { cause: error },
    );
  }
  const sheets = workbook.worksheets.filter((sheet) => /^Results(?: \(\d+\))?$/.test(sheet.name));
  if (sheets.length === 0)
    throw new InputFileError(
      `expected the Results sheet of an upload's results workbook, got sheets ${workbook.worksheets.map((s) => s.name).join(', ')}`,
      { file },
    );
  return {
    target: summaryTarget(workbook, data),
    ...summaryRun(workbook),
    leftOut: readLeftOutLines(summaryLines(workbook, data)),
    rows: sheets.flatMap((sheet) => readSheet(sheet, file, data)),
  };
}
