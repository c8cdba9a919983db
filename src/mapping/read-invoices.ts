/**
 * Reads a CSV or XLSX file through a mapping and yields one MappedInvoice per invoice found,
 * valid or not, streaming. File-level failures (unreadable file, bad encoding, a column the
 * mapping names that is missing) throw InputFileError before the first invoice.
 */
import { basename, dirname, extname, resolve } from 'node:path';
import { InputFileError } from '../errors.js';
import { checkTableFile, openTable } from '../sheets/open-table.js';
import { otherSheetHeaders } from '../sheets/other-sheet-headers.js';
import { columnsBySheet, type ColumnRef, type Mapping } from './compiled-mapping.js';
import type { TableOptions } from '../sheets/sheet-row.js';
import type { MappedInvoice } from './mapped-invoice.js';
import { mapTables, type TableSet } from './map-tables.js';
import { countUnreadSheets } from './count-unread-sheets.js';
import type { HiddenSheetRead } from './hidden-sheet-read.js';
import type { SkippedRows } from './filter-rows.js';
import { payeeIdLookup } from '../advertisers/payee-id-lookup.js';
import type { ListElsewhere } from '../advertisers/advertiser-read-options.js';

/** An advertiser of the finance system's reference list. */
export interface KnownAdvertiser {
  id: string;
  advertiserName: string;
}

export interface ReadInvoicesOptions {
  /**
   * Folder in which PDF file names are resolved; nothing outside it is read.
   * @default the mapping's `attachments.baseDir` relative to the input file's folder, else that folder
   */
  baseDir?: string | undefined;
  /**
   * The advertiser reference list (the journal's cache), for a mapping whose `advertisers`
   * section finds PayeeId by name or requires a known id.
   * @default undefined
   */
  knownAdvertisers?: readonly KnownAdvertiser[] | undefined;
  /** When that list was fetched (ISO), named in problems. @default undefined */
  knownAdvertisersFetchedAt?: string | undefined;
  /** No list is cached for the target but one is for another system: named when the mapping needs a list. @default undefined */
  advertiserListElsewhere?: ListElsewhere | undefined;
  /** The command that caches the target's list, named when the mapping needs one. @default invoice-batch advertisers --refresh */
  refreshAdvertisers?: string | undefined;
  /** Filled, as the file is read, with the rows the mapping's skip and heading rules dropped, by rule. @default not counted */
  skippedRows?: SkippedRows | undefined;
  /**
   * The API key of the target: an invoice with the key in one of its cells is invalid, so that a
   * key typed or pasted into a cell is never posted. @default not looked for
   */
  apiKey?: string | undefined;
  /**
   * The base URL's password, when long enough to be a secret (dataSecretsOf): an invoice with it in
   * one of its cells is invalid, as with the key. @default not looked for
   */
  passwords?: readonly string[] | undefined;
  /** Called with the sheet of the invoices table once it is open (undefined for CSV), so callers can name it. */
  onSheet?: ((sheet: string | undefined) => void) | undefined;
  /**
   * Called when the invoices sheet is hidden in the workbook, once it is open, and again with the
   * visible sheets of the same headers once they are counted. @default not told
   */
  onHiddenSheet?: ((hidden: HiddenSheetRead) => void) | undefined;
}

/** The folder PDF names of `file` are resolved in. */
export function pdfFolderFor(file: string, mapping: Mapping, options: ReadInvoicesOptions = {}): string {
  if (options.baseDir) return resolve(options.baseDir);
  const base = mapping.attachments?.baseDir;
  return base ? resolve(dirname(resolve(file)), base) : dirname(resolve(file));
}

/** The tables the mapping reads (the invoices table and, for a joined layout, the lines table) and the columns it reads in each. */
export function invoiceTables(mapping: Mapping): {
  main: TableOptions;
  lines: TableOptions | undefined;
  read: { main: ColumnRef[]; lines: ColumnRef[] };
} {
  return { main: mapping.source.table, lines: mapping.linesSource?.table, read: columnsBySheet(mapping) };
}

/**
 * Every invoice of `file` as the mapping reads it; the first `next()` rejects for file-level
 * problems. The invoices come straight from mapTables' generator: a generator of this function's
 * own, delegating to it, would add a promise and a turn of the microtask queue per invoice.
 */
export function readInvoices(
  file: string,
  mapping: Mapping,
  options: ReadInvoicesOptions = {},
): AsyncGenerator<MappedInvoice> {
  try {
    return mapTables(tablesOf(file, mapping, options), mapping);
  } catch (error) {
    return failing(error);
  }
}

/** A generator whose first `next()` rejects with `error`, as the mapping's would. */
// eslint-disable-next-line require-yield -- it only ever rejects
async function* failing(error: unknown): AsyncGenerator<never> {
  throw error;
}

/** The reader the mapping takes `file` with; a joined mapping cannot read a CSV file. */
function tableTypeFor(file: string, mapping: Mapping): 'csv' | 'xlsx' {
  const type = mapping.source.table.type ?? (extname(file).toLowerCase() === '.csv' ? 'csv' : 'xlsx');
  if (mapping.layout.type === 'joined' && type === 'csv') {
    throw new InputFileError(
      `the mapping ${basename(mapping.file)} joins an invoices sheet and a lines sheet; a CSV file has one table`,
      { file: basename(file) },
    );
  }
  return type;
}

/**
 * Throws, for `file`, the file-level error reading it through the mapping would start with (no
 * such file, not the kind of file the mapping reads), from its first bytes only.
 */
export async function checkInvoiceFile(file: string, mapping: Mapping): Promise<void> {
  const type = tableTypeFor(file, mapping);
  const kind = type === 'csv' ? 'CSV text' : 'XLSX workbooks';
  await checkTableFile(file, mapping.source.table, `the mapping ${basename(mapping.file)} reads ${kind}`);
}

/** The tables `file` is read from, and the PayeeId lookup of the mapping's advertisers section. */
function tablesOf(file: string, mapping: Mapping, options: ReadInvoicesOptions): TableSet {
  const table = mapping.source.table;
  const type = tableTypeFor(file, mapping);
  const linesTable = mapping.linesSource?.table;
  const known = options.knownAdvertisers
    ? { advertisers: options.knownAdvertisers, fetchedAt: options.knownAdvertisersFetchedAt }
    : undefined;
  let hiddenMain = false;
  return {
    openMain: async () => {
      // A header alone is a file of no invoices (a day without any), told as the upload's outcome, not refused.
      const opened = await openTable(file, { ...table, allowNoRows: true });
      options.onSheet?.(opened.sheet);
      hiddenMain = opened.sheetHidden === true && opened.sheet !== undefined;
      if (hiddenMain) options.onHiddenSheet?.({ sheet: opened.sheet!, visibleAlike: [] });
      return opened;
    },
    openLines: linesTable ? () => openTable(file, linesTable) : undefined,
    pdfFolder: pdfFolderFor(file, mapping, options),
    lookUpPayeeId: payeeIdLookup(mapping.file, mapping.advertisers, known, {
      elsewhere: options.advertiserListElsewhere,
      refresh: options.refreshAdvertisers,
    }),
    skipped: options.skippedRows,
    apiKey: options.apiKey || undefined,
    passwords: options.passwords,
    otherSheets:
      type === 'xlsx' && table.sheet === undefined ? (read) => otherSheetHeaders(file, table, read) : undefined,
    countUnreadSheets:
      type === 'xlsx' && table.sheet !== undefined && options.skippedRows
        ? async (read, refs) => {
            const open = (sheet: string) => openTable(file, { ...table, sheet });
            const others = otherSheetHeaders(file, table, read);
            const alike = await countUnreadSheets(read, others, refs, open, options.skippedRows!);
            if (hiddenMain) options.onHiddenSheet?.({ sheet: read, visibleAlike: alike });
          }
        : undefined,
  };
}
