/**
 * Reads a table as `mapping infer` samples it: the header row found below any title rows or an
 * export's own first line, a two-row header read as one, and the first rows after it.
 */
import { basename } from 'node:path';
import { openTable } from '../../sheets/open-table.js';
import { cellText, eachRow, type OpenTable, type SheetRow, type TableOptions } from '../../sheets/sheet-row.js';
import type { SampledTable } from './sampled-table.js';
import { readTwoRowHeader } from './read-two-row-header.js';
import { readsBetterBelow } from './read-bilingual-header.js';
import { ownTotalsRows } from '../table-totals-rows.js';
import { sectionHeaderIndex } from './find-sections.js';

async function sample(
  file: string,
  options: TableOptions,
  count: number,
): Promise<{ table: OpenTable; rows: SheetRow[] }> {
  const table = await openTable(file, { ...options, allowNoRows: true });
  const rows: SheetRow[] = [];
  // An Excel Table's totals row is left out by the reader's user (map-tables.ts): no rule is needed for it.
  const totals = ownTotalsRows(table, new Map());
  try {
    for await (const row of eachRow(table.batches)) {
      if (totals.has(row.row)) continue;
      rows.push(row);
      if (rows.length >= count) break;
    }
  } finally {
    await table.close();
  }
  return { table, rows };
}

// The rows kept from a table's end, and how far infer reads to find it.
const TAIL_ROWS = 5;
const TAIL_READ_LIMIT = 200_000;

/**
 * The last rows of a table longer than the sample: a report's totals row stands at its end,
 * where a sample of its first rows never reaches. None where the table is longer than infer reads.
 */
async function readTail(file: string, options: TableOptions): Promise<SheetRow[] | undefined> {
  const table = await openTable(file, { ...options, allowNoRows: true });
  const totals = ownTotalsRows(table, new Map());
  const tail: SheetRow[] = [];
  let read = 0;
  try {
    for await (const row of eachRow(table.batches)) {
      if (++read > TAIL_READ_LIMIT) return undefined;
      if (totals.has(row.row)) continue;
      tail.push(row);
      if (tail.length > TAIL_ROWS) tail.shift();
    }
  } finally {
    await table.close();
  }
  return tail;
}

/** A number, date or amount: what a data row holds and a header does not. */
export const looksLikeData = (text: string) => /^[-+(]?[\d.,/: ]+\)?$/.test(text.trim());

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

export async function sampleTable(
  file: string,
  type: 'csv' | 'xlsx',
  base: TableOptions,
  count: number,
): Promise<SampledTable> {
  let { table, rows } = await sample(file, base, count + 21);
  // A CSV's headerRow counts records, the header the first; the row the reader names it by also
  // counts a `sep=` line and blank lines above it, as a spreadsheet shows the file.
  let headerRow = type === 'xlsx' ? table.headerRow : (base.headerRow ?? 1);
  // A file of sections (start and end marks) reads the header of its section of invoices.
  const section = sectionHeaderIndex([table.headers, ...rows.map((r) => r.cells.map(cellText))]);
  let found = section === undefined ? headerPosition(table.headers, rows) : section === 0 ? undefined : section - 1;
  // The lower row of a two-row header fills more cells than its upper row of group names: the upper row is the header's start.
  if (found !== undefined && section === undefined) {
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
  const two = section === undefined ? readTwoRowHeader(table.headers, rows[0]) : undefined;
  // Or the header written again below in another language that infer reads better.
  if (two || (section === undefined && readsBetterBelow(table.headers, rows))) {
    headerRow = type === 'xlsx' ? rows[0]!.row : headerRow + 1;
    ({ table, rows } = await sample(file, { ...base, headerRow }, count + 1));
  }
  const complete = rows.length <= count;
  const tail = complete ? undefined : await readTail(file, { ...base, headerRow });
  return {
    file: basename(file),
    type,
    sheet: table.sheet,
    headerRow,
    headers: two?.headers ?? table.headers,
    ...(two && two.lettered.length > 0 ? { lettered: two.lettered } : {}),
    above: table.above,
    rows: rows.slice(0, count),
    complete,
    ...(tail ? { tail } : {}),
  };
}
