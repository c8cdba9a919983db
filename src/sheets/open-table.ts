/**
 * Opens a CSV or XLSX file as a streaming table: the one entry point for every command that
 * reads an input file. File-level problems are InputFileErrors with the file's base name.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { InputFileError } from '../errors.js';
import { openCsvTable } from './csv/open-csv-table.js';
import { describeFileContent } from './describe-file-content.js';
import { describeMissingFile } from './describe-missing-file.js';
import { nameSpecialFile } from './name-special-file.js';
import type { OpenTable, TableOptions } from './sheet-row.js';
import { SNIFFED_DESCRIPTION, sniffFileType } from './sniff-file-type.js';
import { openXlsxTable } from './xlsx/open-xlsx-table.js';

export { listSheets, type SheetListing } from './list-sheets.js';
export { sniffFileType, type SniffedType } from './sniff-file-type.js';

const CSV_EXTENSIONS = new Set(['.csv', '.txt', '.tsv']);
const XLSX_EXTENSIONS = new Set(['.xlsx', '.xlsm']);

/** True when the file's extension names a table this tool reads (.csv, .txt, .tsv, .xlsx, .xlsm). */
export function hasTableExtension(file: string): boolean {
  const extension = path.extname(file).toLowerCase();
  return CSV_EXTENSIONS.has(extension) || XLSX_EXTENSIONS.has(extension);
}

/** Workbooks of other kinds, and text other systems name so: read only to say what they hold. */
const OTHER_WORKBOOK_EXTENSIONS = new Set(['.xls', '.xlsb', '.ods']);

/** True when the file's extension names a workbook, read or not (.xls, .xlsb, .ods too): it is no program's temporary file. */
export function hasWorkbookExtension(file: string): boolean {
  return hasTableExtension(file) || OTHER_WORKBOOK_EXTENSIONS.has(path.extname(file).toLowerCase());
}

/** The reader a file's extension names; undefined for any other extension. */
function extensionTableType(file: string): 'csv' | 'xlsx' | undefined {
  const extension = path.extname(file).toLowerCase();
  if (CSV_EXTENSIONS.has(extension)) return 'csv';
  if (XLSX_EXTENSIONS.has(extension)) return 'xlsx';
  return undefined;
}

/** The reader a file needs: `options.type`, else its extension. */
export function tableTypeOf(file: string, type?: TableOptions['type']): 'csv' | 'xlsx' {
  const known = type ?? extensionTableType(file);
  if (known) return known;
  const extension = path.extname(file).toLowerCase();
  const hint =
    extension === '.xls'
      ? ' (save the old .xls workbook as .xlsx)'
      : extension === '.ods'
        ? ' (an OpenDocument spreadsheet: save it as .xlsx)'
        : '';
  throw new InputFileError(
    `expected a .csv or .xlsx file, got ${extension ? `"${extension}"` : 'no extension'}${hint}`,
    {
      file: path.basename(file),
    },
  );
}

/** Opens `file` and reads up to its header; iterate `rows` once for the data, or call `close`. */
export async function openTable(file: string, options: TableOptions = {}): Promise<OpenTable> {
  const type = await checkTableFile(file, options);
  return type === 'csv' ? openCsvTable(file, options) : openXlsxTable(file, options);
}

/**
 * Throws the InputFileError openTable would for a file it cannot open as `options.type` (or the
 * reader its extension names), looking only at the file's first bytes: a command of several files
 * checks them all before it reads any. `expected` ends a wrong-kind message (`the mapping m.yaml
 * reads XLSX workbooks`). Returns the reader the file takes.
 */
export async function checkTableFile(
  file: string,
  options: TableOptions = {},
  expected?: string,
): Promise<'csv' | 'xlsx'> {
  const type = options.type ?? extensionTableType(file);
  await checkReadable(file);
  const sniffed = await sniffFileType(file);
  const position = { file: path.basename(file) };
  const extension = path.extname(file).toLowerCase();
  const because = expected ? `; ${expected}` : '';
  // A file of another name is refused for what it holds: ERPs name HTML and text ".xls"
  if (!type)
    throw new InputFileError(
      `expected a .csv or .xlsx file, got ${extension ? `"${extension}"` : 'no extension'}: the file is ${await describeFileContent(file, sniffed, extension)}`,
      position,
    );
  if (sniffed === 'empty')
    throw new InputFileError(
      `the file is empty (0 bytes); expected a ${type === 'csv' ? 'header line' : 'workbook'}`,
      position,
    );
  if (type === 'csv') {
    const textual =
      sniffed === 'text' ||
      ((sniffed === 'binary' || sniffed === 'utf-16-unclear') && options.encoding?.startsWith('utf-16'));
    if (!textual)
      throw new InputFileError(
        `expected CSV text, but the file is ${SNIFFED_DESCRIPTION[sniffed]}${because}`,
        position,
      );
    return 'csv';
  }
  if (sniffed !== 'zip') {
    // "binary data, not text" answers a CSV; of a workbook, the bytes are not those of one.
    const content =
      sniffed === 'binary'
        ? 'binary data that does not begin as a workbook does (an .xlsx file is a zip archive)'
        : await describeFileContent(file, sniffed, extension);
    throw new InputFileError(`not an XLSX workbook: the file is ${content}${because}`, position);
  }
  return 'xlsx';
}

/** Throws unless `file` is a regular file: reading a pipe or a device would wait or never end. */
export async function checkReadable(file: string): Promise<void> {
  const position = { file: path.basename(file) };
  try {
    const special = nameSpecialFile(await stat(file));
    if (special) throw new InputFileError(`expected a file, but ${file} is ${special}`, position);
  } catch (error) {
    if (error instanceof InputFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? describeMissingFile(file)
        : code === 'EACCES'
          ? 'permission denied'
          : (error as Error).message;
    throw new InputFileError(`cannot read ${file}: ${reason}`, position, { cause: error });
  }
}
