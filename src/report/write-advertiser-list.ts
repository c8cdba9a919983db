/**
 * Writes the advertiser reference list as .xlsx, .csv or .json, chosen by the file's extension,
 * or formats it as a table for a terminal. Ids stay text, with their leading zeros.
 */
import { printOptions } from './print-setup.js';
import { planSheetPrint } from './plan-sheet-print.js';
import { COLUMN_HEADERS } from './column-headers.js';
import { localDateTimeCell } from './date-cell.js';
import { DEFAULT_DATE_STYLE } from './date-style.js';
import { zoneText } from './local-time.js';
import { extname } from 'node:path';
import { importExcelJs } from '../sheets/xlsx/import-exceljs.js';
import { clipCells } from './clip-cell-text.js';
import { fitColumnWidth } from './fit-column-width.js';
import { fitRowHeight } from './fit-row-height.js';
import { EXIT_USAGE, InvoiceBatchError } from '../errors.js';
import type { Advertiser } from '../finance-api/advertiser-list-schema.js';
import { csvLine } from './csv-cell.js';
import { writeOutputFile } from './write-output-file.js';
import { OutputFileExistsError } from './output-file-exists-error.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';
import { findDuplicateNames, sameNameIds } from '../advertisers/find-duplicate-names.js';

export const ADVERTISER_LIST_FORMATS = ['.xlsx', '.csv', '.json'] as const;

export interface AdvertiserListSource {
  /** Printable description of the API the list came from (never the key). */
  target: string;
  /** True when the list came from the sandbox. */
  sandbox: boolean;
  fetchedAt: Date;
}

/** The sentence every output made on the sandbox carries. */
export const SANDBOX_NOTICE = 'Sandbox: nothing here came from or reached a real finance system.';

/** Each advertiser with the other ids that hold its name, so a list read by eye or by a program marks them. */
function markSameNames(advertisers: readonly Advertiser[]): { advertiser: Advertiser; sameNameAs: string[] }[] {
  const others = sameNameIds(findDuplicateNames(advertisers));
  return advertisers.map((advertiser) => ({ advertiser, sameNameAs: others.get(advertiser.id) ?? [] }));
}

/** The JSON of the list: each advertiser, with `sameNameAs` where another id holds its name, and those names. */
export function advertiserListJson(advertisers: readonly Advertiser[]) {
  return {
    advertisers: markSameNames(advertisers).map(({ advertiser, sameNameAs }) =>
      sameNameAs.length ? { ...advertiser, sameNameAs } : advertiser,
    ),
    duplicateNames: findDuplicateNames(advertisers),
  };
}

/** The list cannot be written to the file asked for (unknown extension, or the write failed). Exit 2. */
export class AdvertiserListFileError extends InvoiceBatchError {
  override readonly name = 'AdvertiserListFileError' as const;
  readonly exitCode = EXIT_USAGE;
  readonly file: string;
  constructor(file: string, message: string, options?: { cause?: unknown }) {
    super(`${file}: ${message}`, options);
    this.file = file;
  }
}

/** The format of `file` by its extension, or an AdvertiserListFileError naming the accepted ones. */
export function advertiserListFormat(file: string): (typeof ADVERTISER_LIST_FORMATS)[number] {
  const ext = extname(file).toLowerCase();
  const format = ADVERTISER_LIST_FORMATS.find((known) => known === ext);
  if (!format)
    throw new AdvertiserListFileError(
      file,
      `expected a file ending in ${ADVERTISER_LIST_FORMATS.join(', ')}, got "${ext || 'no extension'}"`,
    );
  return format;
}

async function xlsxBuffer(advertisers: readonly Advertiser[], source: AdvertiserListSource): Promise<Buffer> {
  const workbook = new (await importExcelJs()).Workbook();
  workbook.created = source.fetchedAt;
  // Readable headers as on Results; the API's names in the header notes, and in the CSV, which programs read.
  const columns = [
    { header: COLUMN_HEADERS.vendorId, key: 'id', width: 14, style: { numFmt: '@' } },
    { header: COLUMN_HEADERS.vendorName, key: 'advertiserName', width: 44 },
    { header: 'Same name as', key: 'sameNameAs', width: 24, style: { numFmt: '@' } },
  ];
  const sheet = workbook.addWorksheet('Advertisers', {
    views: [{ state: 'frozen', ySplit: 1 }],
    // Two columns: one page wide, by the rule every table prints by.
    ...planSheetPrint(
      columns.map(({ width }) => width),
      [1, 1],
    ).options,
  });
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  sheet.getCell('A1').note = 'Finance API field: id';
  sheet.getCell('B1').note = 'Finance API field: advertiserName';
  sheet.getCell('C1').note = 'Other ids the list gives this name: a PayeeId written as the name is refused';
  const widths = columns.map(({ width }) => width);
  for (const { advertiser, sameNameAs } of markSameNames(advertisers)) {
    const values = clipCells([advertiser.id, advertiser.advertiserName, sameNameAs.join(', ')]);
    const row = sheet.addRow(values);
    // A name holding a line break is shown on its lines, in a row tall enough: else it overprints the next row.
    if (advertiser.advertiserName.includes('\n')) {
      row.getCell(2).alignment = { wrapText: true, vertical: 'top' };
      row.height = fitRowHeight(values, widths);
    }
  }
  sheet.autoFilter = { from: 'A1', to: 'C1' };
  const about = workbook.addWorksheet('Source', printOptions());
  const facts = [
    ['Source', source.target],
    // A date cell holds a wall time: its label names the zone.
    [`Fetched at (${zoneText(source.fetchedAt)})`, localDateTimeCell(source.fetchedAt.toISOString())],
    ['Advertisers', advertisers.length],
    ['Names held by more than one id', findDuplicateNames(advertisers).length],
    ...(source.sandbox ? [['Note', SANDBOX_NOTICE]] : []),
  ];
  // The labels shown whole: "Names held by more than one id" was cut at the value beside it.
  about.columns = [
    {
      width: fitColumnWidth(
        16,
        facts.map(([label]) => String(label)),
      ),
    },
    { width: 70 },
  ];
  about.addRows(facts);
  about.getCell('B2').numFmt = DEFAULT_DATE_STYLE.cellDateTimeFormat;
  about.getColumn(2).alignment = { horizontal: 'left' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csvText(advertisers: readonly Advertiser[]): string {
  // The byte order mark lets spreadsheet programs read the accents of the names as UTF-8.
  const rows = markSameNames(advertisers).map(({ advertiser: a, sameNameAs }) =>
    csvLine([a.id, a.advertiserName, sameNameAs.join(' ')]),
  );
  return `\uFEFF${csvLine(['id', 'advertiserName', 'sameNameAs'])}${rows.join('')}`;
}

function jsonText(advertisers: readonly Advertiser[], source: AdvertiserListSource): string {
  const document = {
    source: source.target,
    fetchedAt: source.fetchedAt.toISOString(),
    ...(source.sandbox ? { note: SANDBOX_NOTICE } : {}),
    ...advertiserListJson(advertisers),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * Writes the list to `file`, never half-written.
 * @param overwrite replace a file named `file` whole (else OutputFileExistsError) @default false
 */
export async function writeAdvertiserList(
  file: string,
  advertisers: readonly Advertiser[],
  source: AdvertiserListSource,
  overwrite = false,
): Promise<void> {
  const format = advertiserListFormat(file);
  const content =
    format === '.xlsx'
      ? await xlsxBuffer(advertisers, source)
      : format === '.csv'
        ? csvText(advertisers)
        : jsonText(advertisers, source);
  try {
    await writeOutputFile({ file, keep: !overwrite }, async (stream) => {
      stream.end(content);
    });
  } catch (error) {
    if (error instanceof OutputFileExistsError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new AdvertiserListFileError(file, `cannot write the file (${code})`, { cause: error });
  }
}

/** A two-column table for a terminal. */
export function formatAdvertiserTable(advertisers: readonly Advertiser[]): string {
  const idWidth = Math.max(2, ...advertisers.map((a) => a.id.length));
  const lines = [`${'id'.padEnd(idWidth)}  advertiserName`, `${'-'.repeat(idWidth)}  ${'-'.repeat(14)}`];
  for (const { advertiser, sameNameAs } of markSameNames(advertisers)) {
    const mark = sameNameAs.length ? `  (same name as ${sameNameAs.join(', ')})` : '';
    lines.push(escapeControlCharacters(`${advertiser.id.padEnd(idWidth)}  ${advertiser.advertiserName}${mark}`));
  }
  return `${lines.join('\n')}\n`;
}
