/**
 * Turns a reader's stream of row batches (title rows, header, data, trailer) into an OpenTable:
 * finds the header, then hands out the data rows below it in batches, holding back the trailer.
 * Shared by the CSV and XLSX readers.
 */
import { InputFileError, type FilePosition } from '../errors.js';
import { ABOVE_ROWS_KEPT, cellText, type OpenTable, type SheetRow } from './sheet-row.js';

/** What a reader says about one row while the header is sought. */
export type HeaderVerdict = 'above' | 'header' | 'missed';

export interface TableLayout {
  file: string;
  sheet: string | undefined;
  /** Decides, for the n-th (0-based) non-empty row, whether it is above, at or past the header. */
  locateHeader: (row: SheetRow, index: number) => HeaderVerdict;
  /** What was asked for, for messages: `row 3`, `record 2`. */
  headerWanted: string;
  trailerRows: number;
  allowNoRows: boolean;
  /** Mark data rows with filled fields past the header's (`SheetRow.extraFields`): CSV only. */
  markExtraFields?: boolean;
  /** Releases the file (stops the underlying stream). */
  release: () => Promise<void>;
}

/** Reads up to the header and returns the table; the rest of `batches` streams on demand. */
export async function tableFromRows(batches: AsyncGenerator<SheetRow[]>, layout: TableLayout): Promise<OpenTable> {
  const position: FilePosition = { file: layout.file, ...(layout.sheet !== undefined ? { sheet: layout.sheet } : {}) };
  const stop = async (): Promise<void> => {
    await batches.return(undefined).catch(() => undefined);
    await layout.release();
  };
  let found: { header: SheetRow; rest: SheetRow[]; above: SheetRow[] };
  try {
    found = await findHeader(batches, layout, position);
  } catch (error) {
    await stop();
    throw error;
  }
  const { header, rest, above } = found;
  // Up to the last named column: a header ending in a delimiter must not make room for a lost field.
  const width = layout.markExtraFields ? namedWidth(header) : Number.POSITIVE_INFINITY;
  const trailer: SheetRow[] = [];
  async function* dataRows(): AsyncGenerator<SheetRow[]> {
    let held = rest;
    let next = 0;
    let count = 0;
    let lastFilled = header.row;
    try {
      for (;;) {
        // The last trailerRows rows read may be the trailer: they wait for the next batch.
        const through = held.length - layout.trailerRows;
        if (through > next) {
          const out = next === 0 && through === held.length ? held : held.slice(next, through);
          for (const row of out) {
            if (row.cells.length > width) markExtraFields(row, width);
            if (!row.cells.some((cell) => cellText(cell).trim() !== '')) continue;
            if (row.row - lastFilled > 1) row.blankRowsAbove = row.row - lastFilled - 1;
            lastFilled = row.row;
          }
          count += out.length;
          next = through;
          yield out;
        }
        const more = await batches.next();
        if (more.done) {
          trailer.push(...held.slice(next));
          break;
        }
        held = next < held.length ? held.slice(next).concat(more.value) : more.value;
        next = 0;
      }
    } finally {
      await stop();
    }
    if (count === 0 && !layout.allowNoRows) {
      // A file cut before its trailer was written may hold one invoice, which trailerRows took.
      const taken =
        trailer.length > 0 ? `; trailerRows: ${layout.trailerRows} takes ${rowsText(trailer)} as the trailer` : '';
      throw new InputFileError(
        `no data rows below the header (row ${header.row})${taken}; expected at least one`,
        position,
      );
    }
  }
  return {
    file: layout.file,
    sheet: layout.sheet,
    headerRow: header.row,
    headers: header.cells.map((cell) => cellText(cell)),
    above,
    batches: dataRows(),
    trailer,
    close: stop,
  };
}

/** `row 4`, `rows 4, 6`: the rows held as the trailer (empty rows between them are not rows). */
function rowsText(rows: readonly SheetRow[]): string {
  return `${rows.length === 1 ? 'row' : 'rows'} ${rows.map((row) => row.row).join(', ')}`;
}

function namedWidth(header: SheetRow): number {
  let width = header.cells.length;
  while (width > 0 && cellText(header.cells[width - 1]).trim() === '') width--;
  return width;
}

function markExtraFields(row: SheetRow, width: number): void {
  let count = 0;
  let first: string | undefined;
  for (let i = width; i < row.cells.length; i++) {
    const text = cellText(row.cells[i]);
    if (text.trim() === '') continue;
    count++;
    first ??= text;
  }
  if (first !== undefined) row.extraFields = { count, first };
}

async function findHeader(
  batches: AsyncGenerator<SheetRow[]>,
  layout: TableLayout,
  position: FilePosition,
): Promise<{ header: SheetRow; rest: SheetRow[]; above: SheetRow[] }> {
  let index = 0;
  const above: SheetRow[] = [];
  for (;;) {
    const next = await batches.next();
    if (next.done) {
      const what = layout.sheet !== undefined ? 'the sheet' : 'the file';
      const message =
        index === 0
          ? `${what} has no rows; expected a header row`
          : `${what} ends before the header (${layout.headerWanted}); it has ${index} non-empty rows`;
      throw new InputFileError(message, position);
    }
    const batch = next.value;
    for (let i = 0; i < batch.length; i++) {
      const row = batch[i] as SheetRow;
      const verdict = layout.locateHeader(row, index);
      if (verdict === 'header') return { header: row, rest: batch.slice(i + 1), above };
      if (verdict === 'missed')
        throw new InputFileError(`the header (${layout.headerWanted}) is empty; expected column names there`, position);
      if (above.length < ABOVE_ROWS_KEPT) above.push(row);
      index++;
    }
  }
}
