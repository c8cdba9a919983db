/**
 * Turns a reader's stream of rows (title rows, header, data, trailer) into an OpenTable: finds
 * the header, then hands out the data rows below it. Shared by the CSV and XLSX readers.
 */
import { InputFileError, type FilePosition } from '../errors.js';
import { cellText, type OpenTable, type SheetRow } from './sheet-row.js';
import { dropLastRows } from './drop-last-rows.js';

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
  /** Releases the file (stops the underlying stream). */
  release: () => Promise<void>;
}

/** Reads up to the header and returns the table; the rest of `rows` streams on demand. */
export async function tableFromRows(rows: AsyncGenerator<SheetRow>, layout: TableLayout): Promise<OpenTable> {
  const position: FilePosition = { file: layout.file, ...(layout.sheet !== undefined ? { sheet: layout.sheet } : {}) };
  let header: SheetRow | undefined;
  try {
    header = await findHeader(rows, layout, position);
  } catch (error) {
    await rows.return(undefined).catch(() => undefined);
    await layout.release();
    throw error;
  }
  const headerRow = header.row;
  async function* dataRows(): AsyncGenerator<SheetRow> {
    let count = 0;
    try {
      for await (const row of dropLastRows(rows, layout.trailerRows)) {
        count++;
        yield row;
      }
    } finally {
      await layout.release();
    }
    if (count === 0 && !layout.allowNoRows) {
      throw new InputFileError(`no data rows below the header (row ${headerRow}); expected at least one`, position);
    }
  }
  return {
    file: layout.file,
    sheet: layout.sheet,
    headerRow,
    headers: header.cells.map((cell) => cellText(cell)),
    rows: dataRows(),
    close: async () => {
      await rows.return(undefined).catch(() => undefined);
      await layout.release();
    },
  };
}

async function findHeader(rows: AsyncGenerator<SheetRow>, layout: TableLayout, position: FilePosition): Promise<SheetRow> {
  let index = 0;
  for (;;) {
    const next = await rows.next();
    if (next.done) {
      const what = layout.sheet !== undefined ? 'the sheet' : 'the file';
      const message = index === 0 ? `${what} has no rows; expected a header row` : `${what} ends before the header (${layout.headerWanted}); it has ${index} non-empty rows`;
      throw new InputFileError(message, position);
    }
    const verdict = layout.locateHeader(next.value, index);
    if (verdict === 'header') return next.value;
    if (verdict === 'missed') {
      throw new InputFileError(`the header (${layout.headerWanted}) is empty; expected column names there`, position);
    }
    index++;
  }
}
