/**
 * The CSV reader's rows before they become SheetRows: each row's start line and its fields'
 * texts ('' for an empty field), as csv-parse gives them. Plain strings cross between threads
 * cheaply, one small object per cell does not (read-csv-rows-in-worker.ts). A field whose text is
 * that of the same field in the row before it (the invoice fields a grouped export repeats on
 * every line) is sent as null and becomes the same cell: fewer strings to copy between threads
 * and to collect, and a repeated value compares as one object.
 */
import type { SheetCell, SheetRow } from '../sheet-row.js';
import { errorValueCell, spreadsheetErrorOf } from '../spreadsheet-error-value.js';

export interface PackedRows {
  /** Each row's number as a spreadsheet shows the file. */
  rows: number[];
  /** The line of the file each row starts on (past a quoted line break, greater than its row). */
  lines: number[];
  /** Each row's field texts; null where the row before in the batch has the same text there. */
  texts: (string | null)[][];
  /** On the first batch: the delimiter the file was read with (given, from its `sep=` line, or detected). */
  delimiter?: string;
}

const EMPTY: SheetCell = Object.freeze({ kind: 'empty' });

/**
 * `="00991"`: the form ERPs write so that Excel keeps a value as text (leading zeros, long
 * numbers); Excel and LibreOffice show 00991, and so is it read. Any other field is its text.
 */
const EXCEL_TEXT_FORMULA = /^="((?:[^"]|"")*)"$/;

function fieldCell(text: string): SheetCell {
  if (text === '') return EMPTY;
  const quoted = text.charCodeAt(0) === 61 /* = */ ? EXCEL_TEXT_FORMULA.exec(text) : null;
  if (!quoted) {
    // `#N/A` where the sheet's formula failed: the export wrote the error the sheet showed, not a value
    const error = spreadsheetErrorOf(text);
    return error === undefined ? { kind: 'text', text } : errorValueCell(error, text);
  }
  const shown = quoted[1]!.replaceAll('""', '"');
  return shown === '' ? EMPTY : { kind: 'text', text: shown };
}

/**
 * Adds a record to a batch, each field that repeats the field of the batch's row before as null.
 * `last` holds the texts of that row as they were read; start each batch with an empty one.
 */
export function packRecord(
  batch: PackedRows,
  at: { row: number; line: number },
  record: (string | null)[],
  last: string[],
): void {
  for (let i = 0; i < record.length; i++) {
    const text = record[i]!;
    if (text === last[i]) record[i] = null;
    else last[i] = text;
  }
  // A field past this record's end must not be compared with an older row's.
  last.length = record.length;
  batch.rows.push(at.row);
  batch.lines.push(at.line);
  batch.texts.push(record);
}

/** The rows as SheetRows: text cells, an empty cell for each empty field, the row before's cell for a repeat. */
export function unpackRows(packed: PackedRows, file: string): SheetRow[] {
  const { lines, texts } = packed;
  const rows = new Array<SheetRow>(lines.length);
  const numbers = packed.rows;
  let before: SheetCell[] = [];
  for (let r = 0; r < lines.length; r++) {
    const fields = texts[r]!;
    const cells = new Array<SheetCell>(fields.length);
    for (let i = 0; i < fields.length; i++) {
      const text = fields[i]!;
      cells[i] = text === null ? before[i]! : fieldCell(text);
    }
    const row = numbers[r]!;
    const line = lines[r]!;
    rows[r] = line === row ? { file, sheet: undefined, row, cells } : { file, sheet: undefined, row, line, cells };
    before = cells;
  }
  return rows;
}
