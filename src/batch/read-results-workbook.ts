/**
 * Reads back the results workbook an upload wrote (report/write-results-workbook.ts): the target
 * its Summary names and the invoices of its Results sheets (`Results`, `Results (2)`, ...), by
 * the headers of results-sheet-columns.ts, for `import-results` after a journal was restored.
 */
import { basename } from 'node:path';
import { InputFileError } from '../errors.js';
import { checkInstanceIdCell } from './check-instance-id-cell.js';
import { checkResultsKeyCell } from './check-results-key-cell.js';
import { refuseNumberIdCell } from './refuse-number-id-cell.js';
import type { DataSecrets } from '../mapping/scrub-data-text.js';
import { openWorkbookZip } from '../sheets/xlsx/open-workbook-zip.js';
import { readSheetCells } from '../sheets/xlsx/read-sheet-cells.js';
import { cellText, freeText, summaryFacts, summaryLines, type StoredSheet } from './read-results-cells.js';
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

function readSheet(sheet: StoredSheet, file: string, secrets: DataSecrets | undefined): ResultsWorkbookRow[] {
  const columns = new Map<string, number>();
  for (const index of sheet.rows.get(1)?.keys() ?? []) {
    const text = cellText(sheet, 1, index, file);
    if (text) columns.set(text, index);
  }
  const missing = NEEDED.filter((header) => !columns.has(header));
  if (missing.length > 0)
    throw new InputFileError(
      `sheet ${sheet.name}: expected the Results columns of an upload's results workbook, got none named ${missing.map((m) => `"${m}"`).join(', ')}`,
      { file },
    );
  const rows: ResultsWorkbookRow[] = [];
  for (const [number, cells] of sheet.rows) {
    if (number === 1) continue;
    // The Rows cell is its first row as a number, the others in its format (rows-cell.ts).
    const rowsAt = () => {
      const index = columns.get('Rows');
      const stored = index === undefined ? undefined : cells.get(index);
      if (index === undefined || stored === undefined) return undefined;
      const value = typeof stored.value === 'number' ? stored.value : cellText(sheet, number, index, file);
      return freeText(rowsCellText(value, stored.numFmt), secrets);
    };
    const place = { file, sheet: sheet.name, row: number };
    const at = (header: string) => {
      const index = columns.get(header);
      if (index === undefined) return undefined;
      refuseNumberIdCell(cells.get(index)?.value, header, place);
      const text = cellText(sheet, number, index, file);
      return KEY_HEADERS.has(header) ? checkResultsKeyCell(text, header, place, secrets) : freeText(text, secrets);
    };
    const outcome = at('Outcome');
    const payeeId = at('Vendor id');
    const invoiceNumber = at('Invoice number');
    // The totals below the invoices have no key: they are not invoices.
    if (!outcome || !payeeId || !invoiceNumber) continue;
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
      sourceRows: rowsAt() ?? String(number),
    });
  }
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
  // Read as upload reads a workbook (zip checks and limits first, parts by their relationships), so
  // that every workbook upload reads is read here too: exceljs's whole-workbook reader stopped at
  // comments openpyxl writes (exceljs#2797).
  const workbook = await openWorkbookZip(path).catch((error: unknown) => {
    if (!(error instanceof InputFileError)) throw error;
    // Its words name the file unmasked: said again of the file as this message names it.
    const named = `${basename(path)}: `;
    const detail = error.message.startsWith(named) ? error.message.slice(named.length) : error.message;
    throw new InputFileError(`${detail}; expected an upload's results workbook`, { file }, { cause: error });
  });
  const read = async (name: string): Promise<StoredSheet | undefined> => {
    const listed = workbook.sheets.find((sheet) => sheet.name === name);
    if (!listed) return undefined;
    return { name, rows: await readSheetCells(path, file, workbook, listed), date1904: workbook.date1904 };
  };
  const names = workbook.sheets.map((sheet) => sheet.name);
  const resultsNames = names.filter((name) => /^Results(?: \(\d+\))?$/.test(name));
  if (resultsNames.length === 0)
    throw new InputFileError(
      `expected the Results sheet of an upload's results workbook, got sheets ${names.join(', ')}`,
      {
        file,
      },
    );
  const summary = await read('Summary');
  const rows: ResultsWorkbookRow[] = [];
  for (const name of resultsNames) rows.push(...readSheet((await read(name))!, file, data));
  return {
    ...summaryFacts(summary, file, data),
    leftOut: readLeftOutLines(summaryLines(summary, file, data)),
    rows,
  };
}
