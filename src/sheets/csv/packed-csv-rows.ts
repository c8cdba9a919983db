/**
 * The CSV reader's rows before they become SheetRows: each row's start line and its fields'
 * texts ('' for an empty field), as csv-parse gives them. Plain strings cross between threads
 * cheaply, one small object per cell does not (read-csv-rows-in-worker.ts).
 */
import type { SheetCell, SheetRow } from '../sheet-row.js';

export interface PackedRows {
  /** The line each row starts on. */
  lines: number[];
  /** Each row's field texts. */
  texts: string[][];
}

const EMPTY: SheetCell = Object.freeze({ kind: 'empty' });

/** The rows as SheetRows: text cells, and an empty cell for each empty field. */
export function unpackRows(packed: PackedRows, file: string): SheetRow[] {
  const { lines, texts } = packed;
  const rows = new Array<SheetRow>(lines.length);
  for (let r = 0; r < lines.length; r++) {
    const fields = texts[r]!;
    const cells = new Array<SheetCell>(fields.length);
    for (let i = 0; i < fields.length; i++) {
      const text = fields[i]!;
      cells[i] = text === '' ? EMPTY : { kind: 'text', text };
    }
    rows[r] = { file, sheet: undefined, row: lines[r]!, cells };
  }
  return rows;
}
