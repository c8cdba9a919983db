/**
 * `mapping infer`: opens a file, finds its header row (below any title rows), samples rows and
 * proposes a mapping as commented YAML. A workbook with an invoices sheet and a lines sheet gets
 * the joined layout.
 */
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { InputFileError } from '../../errors.js';
import type { Advertiser } from '../../finance-api/advertiser-list-schema.js';
import { detectDelimiter } from '../../sheets/csv/detect-delimiter.js';
import { checkReadable, listSheets, openTable, tableTypeOf } from '../../sheets/open-table.js';
import { cellText, eachRow, type OpenTable, type SheetRow, type TableOptions } from '../../sheets/sheet-row.js';
import { normalizeHeader } from '../field-catalog.js';
import { proposeMapping, type SampledTable } from './propose-mapping.js';
import { guessSingleByteEncoding } from '../../sheets/csv/guess-single-byte-encoding.js';
import { encodingAdvice, firstAdvisedEncoding } from '../../sheets/csv/explain-invalid-utf8.js';
import { readTwoRowHeader } from './read-two-row-header.js';

export interface InferOptions {
  /** XLSX sheet of the invoices (name or 1-based position). @default the first sheet, or one named like "Invoices" */
  sheet?: string | number | undefined;
  /** Rows sampled to guess formats and layout. @default 200 */
  sampleRows?: number | undefined;
  /** The cached advertiser list, to tell an id column from a name column. @default none */
  advertisers?: readonly Advertiser[] | undefined;
  /** The ISO code of the amounts' currency, for a file without a currency column. @default none: read from the file where it says */
  currency?: string | undefined;
}

/**
 * The most headed columns a proposal is made for. Each header is weighed against every field's
 * aliases in all languages, about 2 ms a column: 16,384 columns took minutes. Invoice exports
 * have tens of columns, a few hundred at most.
 */
export const MAX_INFER_COLUMNS = 1000;

const LINES_SHEET = /^(?:lines?|items?|positions?|positionen|details?|invoice ?lines|rechnungspositionen)$/i;
const LINES_WORD = /lines?\b|lines?_|line$|items?\b|positions?|positionen|details?/i;
const INVOICES_SHEET = /^(?:invoices?|headers?|rechnungen|kopf|belege)$/i;

async function sample(
  file: string,
  options: TableOptions,
  count: number,
): Promise<{ table: OpenTable; rows: SheetRow[] }> {
  const table = await openTable(file, { ...options, allowNoRows: true });
  const rows: SheetRow[] = [];
  try {
    for await (const row of eachRow(table.batches)) {
      rows.push(row);
      if (rows.length >= count) break;
    }
  } finally {
    await table.close();
  }
  return { table, rows };
}

/** A number, date or amount: what a data row holds and a header does not. */
const looksLikeData = (text: string) => /^[-+(]?[\d.,/: ]+\)?$/.test(text.trim());

/**
 * Title rows hold few cells, and a file's own first line (an export's batch line) holds numbers:
 * the header is the first row with at least half as many cells as the widest sampled row, all
 * of them text that is not a number or a date.
 */
function headerPosition(headers: readonly string[], rows: readonly SheetRow[]): number | undefined {
  const filled = (cells: readonly unknown[]) =>
    cells.filter((c) => c !== undefined && (c as { kind?: string }).kind !== 'empty').length;
  const headerCells = headers.filter((h) => h.trim() !== '');
  const widest = Math.max(headerCells.length, ...rows.slice(0, 20).map((r) => filled(r.cells)));
  if (headerCells.length * 2 >= widest && headerCells.length > 1 && !headerCells.some(looksLikeData)) return undefined;
  const index = rows
    .slice(0, 20)
    .findIndex(
      (r) =>
        filled(r.cells) * 2 >= widest &&
        r.cells.every((c) => !c || c.kind === 'empty' || (c.kind === 'text' && !looksLikeData(c.text))),
    );
  return index < 0 ? undefined : index;
}

async function sampleTable(
  file: string,
  type: 'csv' | 'xlsx',
  base: TableOptions,
  count: number,
): Promise<SampledTable> {
  let { table, rows } = await sample(file, base, count + 21);
  let headerRow = table.headerRow;
  let found = headerPosition(table.headers, rows);
  // The lower row of a two-row header fills more cells than its upper row of group names: the upper row is the header's start.
  if (found !== undefined) {
    const above = found === 0 ? table.headerRow : rows[found - 1]!.row;
    const upper = found === 0 ? table.headers : rows[found - 1]!.cells.map(cellText);
    if (above === rows[found]!.row - 1 && readTwoRowHeader(upper, rows[found]))
      found = found === 0 ? undefined : found - 1;
  }
  if (found !== undefined) {
    // XLSX counts sheet rows; CSV counts non-empty records, the header being the first.
    headerRow = type === 'xlsx' ? rows[found]!.row : found + 2;
    ({ table, rows } = await sample(file, { ...base, headerRow }, count + 1));
  }
  // A header of two rows: the lower one is the header a mapping reads, the upper names the rest.
  const two = readTwoRowHeader(table.headers, rows[0]);
  if (two) {
    headerRow = type === 'xlsx' ? rows[0]!.row : headerRow + 1;
    ({ table, rows } = await sample(file, { ...base, headerRow }, count + 1));
  }
  return {
    file: basename(file),
    type,
    sheet: table.sheet,
    headerRow,
    headers: two?.headers ?? table.headers,
    ...(two && two.lettered.length > 0 ? { lettered: two.lettered } : {}),
    above: table.above,
    rows: rows.slice(0, count),
    complete: rows.length <= count,
  };
}

/**
 * The delimiter most frequent in the first lines, among , ; tab |, and whether a mapping must
 * name it: not where the reader, given none, finds the same comma (the default).
 */
async function firstLineFacts(file: string): Promise<{
  delimiter: string | undefined;
  written: string | undefined;
  /** What the sampled rows are read in. */
  encoding: string;
  encodingDoubt?: string;
  /** The encoding shown commented out beside the doubt. */
  doubtfulEncoding?: string | undefined;
}> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const bytes = buffer.subarray(0, bytesRead);
    let encoding = 'utf-8';
    let encodingDoubt: string | undefined;
    let doubtfulEncoding: string | undefined;
    // A UTF-16 byte-order mark wins when the file is read: nothing to propose.
    const utf16Bom = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
    if (!utf16Bom)
      try {
        // Cut at the last newline so a character split by the 64 KiB window is not taken for bad UTF-8.
        const cut = bytes.lastIndexOf(0x0a);
        new TextDecoder('utf-8', { fatal: true }).decode(cut > 0 ? bytes.subarray(0, cut) : bytes);
      } catch {
        // Which single-byte encoding the letters read as words in: Excel for Mac writes Mac Roman, with lone CR line ends.
        const macLineEnds = bytes.includes(0x0d) && !bytes.includes(0x0a);
        const guess = guessSingleByteEncoding(bytes, macLineEnds);
        encoding = guess.best ?? 'windows-1252';
        const at = bytes.findIndex((byte) => byte >= 0x80);
        if (!guess.best) {
          encodingDoubt = `the file is not valid UTF-8. ${encodingAdvice(bytes, at, macLineEnds)}`;
          // The commented line shows the candidate the doubt names first (Windows-1254 for a Turkish file).
          doubtfulEncoding = firstAdvisedEncoding(bytes, at, macLineEnds) ?? encoding;
        }
      }
    const text = bytes.toString('latin1');
    const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
    const counts = [',', ';', '\t', '|'].map((d) => ({
      d,
      n: Math.max(0, ...lines.slice(0, 10).map((l) => l.split(d).length - 1)),
    }));
    const best = counts.sort((a, b) => b.n - a.n)[0];
    const delimiter = best && best.n > 0 ? best.d : undefined;
    const byDefault = delimiter === ',' && detectDelimiter(text, bytesRead < buffer.length) === ',';
    return {
      delimiter,
      written: byDefault ? undefined : delimiter,
      encoding,
      ...(encodingDoubt ? { encodingDoubt, doubtfulEncoding } : {}),
    };
  } finally {
    await handle.close();
  }
}

/**
 * The lines sheet of a joined workbook: one named like "Lines", or else one whose name speaks of
 * lines or items (`AP_INVOICE_LINES_INTERFACE`, `Supplier Invoice Items`) and that shares a
 * column with the invoices sheet.
 */
async function findLinesSheet(
  file: string,
  names: readonly string[],
  main: SampledTable,
  count: number,
): Promise<SampledTable | undefined> {
  const named = names.find((n) => LINES_SHEET.test(n.trim()));
  if (named) return sampleTable(file, 'xlsx', { type: 'xlsx', sheet: named }, count);
  const mainHeaders = new Set(main.headers.map(normalizeHeader).filter(Boolean));
  for (const name of names.filter((n) => LINES_WORD.test(n))) {
    const table = await sampleTable(file, 'xlsx', { type: 'xlsx', sheet: name }, count);
    if (table.headers.some((h) => mainHeaders.has(normalizeHeader(h)))) return table;
  }
  return undefined;
}

/**
 * True when a sampled sheet holds a table of data: three or more headed columns, one of them
 * mostly numbers. An instructions, cover or README sheet is prose in a column or two.
 */
function holdsData(table: SampledTable): boolean {
  if (table.headers.filter((h) => h.trim() !== '').length < 3) return false;
  return table.headers.some((_, i) => {
    const cells = table.rows.map((r) => r.cells[i]).filter((c) => c && c.kind !== 'empty');
    const numbers = cells.filter((c) => c!.kind === 'number' || (c!.kind === 'text' && looksLikeData(c!.text)));
    return cells.length > 0 && numbers.length * 2 >= cells.length;
  });
}

/**
 * The invoices sheet: one named like "Invoices"; else the first sheet that holds data and whose
 * name does not speak of lines, whatever the order (an instructions sheet first, the lines
 * before the invoices); else the first that holds data at all; else the first sheet.
 */
async function findMainSheet(file: string, names: readonly string[]): Promise<string | undefined> {
  const named = names.find((n) => INVOICES_SHEET.test(n.trim()));
  if (named) return named;
  const data: string[] = [];
  for (const name of names)
    if (holdsData(await sampleTable(file, 'xlsx', { type: 'xlsx', sheet: name }, 30))) data.push(name);
  return data.find((n) => !LINES_WORD.test(n)) ?? data[0] ?? names[0];
}

/** Refuses a sheet too wide to propose for, before any header is weighed. */
function refuseWideSheet(file: string, table: SampledTable): void {
  const headed = table.headers.filter((h) => h.trim() !== '').length;
  if (headed <= MAX_INFER_COLUMNS) return;
  throw new InputFileError(
    `${headed} headed columns; mapping infer proposes a mapping for at most ${MAX_INFER_COLUMNS}: delete the columns the invoices do not need from a copy and infer from that, or write the mapping by hand (validate and upload read any width)`,
    { file: basename(file), ...(table.sheet === undefined ? {} : { sheet: table.sheet }) },
  );
}

/** Proposes a mapping for `file` as commented YAML. */
export async function inferMapping(file: string, options: InferOptions = {}): Promise<string> {
  // Before the first open: opening a named pipe waits for a writer that may never come.
  await checkReadable(file);
  const type = tableTypeOf(file);
  const count = options.sampleRows ?? 200;
  if (type === 'csv') {
    const facts = await firstLineFacts(file);
    const encoding = facts.encoding as TableOptions['encoding'];
    const main = await sampleTable(file, 'csv', { type, delimiter: facts.delimiter, encoding }, count);
    refuseWideSheet(file, main);
    return proposeMapping({
      main,
      delimiter: facts.written,
      encoding: facts.doubtfulEncoding ?? facts.encoding,
      encodingDoubt: facts.encodingDoubt,
      advertisers: options.advertisers,
      currency: options.currency,
    });
  }
  const sheets = (await listSheets(file)).filter((s) => !s.hidden);
  const names = sheets.map((s) => s.name);
  const named = options.sheet ?? (await findMainSheet(file, names));
  const main = await sampleTable(file, 'xlsx', { type, sheet: named }, count);
  refuseWideSheet(file, main);
  // A named sheet may be the invoices of a joined workbook: its lines are looked for as without one.
  const lines = await findLinesSheet(
    file,
    names.filter((n) => n !== main.sheet),
    main,
    count,
  );
  if (lines) refuseWideSheet(file, lines);
  return proposeMapping({ main, lines, advertisers: options.advertisers, currency: options.currency });
}
