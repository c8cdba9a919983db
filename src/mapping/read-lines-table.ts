/**
 * The joined layout's lines table, read whole before the invoices (map-tables.ts): its columns
 * resolved, the rows the mapping's rules drop left out, its trailer judged, and every line indexed
 * by invoice key. The table is closed before the invoices are opened.
 */
import type { OpenTable } from '../sheets/sheet-row.js';
import type { ColumnRef, Mapping } from './compiled-mapping.js';
import { withoutSkipped, type SkippedRows } from './filter-rows.js';
import { withoutHiddenRows, type SheetFilter } from './hidden-rows.js';
import { indexLines, type LinesIndex } from './join-lines.js';
import { resolveColumns, whereOf, type ColumnIndex } from './resolve-columns.js';
import { ownTotalsRows, withoutTableTotalsRows } from './table-totals-rows.js';
import { LINE_TELLERS, trailerTellers } from './tell-trailer-row.js';
import { judgeTrailerRows, withTrailerRows, type HeldTrailerRows, type TrailerKeys } from './check-trailer-rows.js';

export interface LinesReading {
  /** Opens the lines table. */
  open: () => Promise<OpenTable>;
  /** The columns the mapping reads in the lines table. */
  refs: readonly ColumnRef[];
  /** The columns that tie a line to its invoice. */
  linesKey: readonly ColumnRef[];
  /** Filled with the trailer rows that read as data, held as problems of the invoice they fall in. */
  held: HeldTrailerRows;
  /** Filled with the rows the mapping's rules dropped. @default not counted */
  skipped: SkippedRows | undefined;
}

/** The lines table's columns, and its lines by invoice key. */
export interface LinesTable {
  index: LinesIndex;
  columns: ColumnIndex;
  /** The sheet's AutoFilter and headers, read when a line is hidden (hiddenRows: problem). @default none */
  filter?: SheetFilter | undefined;
}

/** Reads the lines table through `mapping`; closes it when done or stopped. */
export async function readLinesTable(mapping: Mapping, reading: LinesReading): Promise<LinesTable> {
  const lines = await reading.open();
  try {
    const linesColumns = resolveColumns(reading.refs, lines.headers, whereOf(lines), {
      hidden: lines.hiddenColumns ?? new Set(),
      rule: mapping.linesSource?.hiddenColumns ?? 'problem',
    });
    const linesTrailer = mapping.linesSource?.table.trailerRows ?? 0;
    const linesTrailerKeys: TrailerKeys = new Set();
    let linesRows = linesTrailer > 0 ? withTrailerRows(lines, lines.batches, linesTrailerKeys) : lines.batches;
    const linesTotals = ownTotalsRows(lines, linesColumns);
    if (linesTotals.size) linesRows = withoutTableTotalsRows(linesRows, linesTotals, reading.skipped);
    if (mapping.linesSource?.hiddenRows === 'skip') linesRows = withoutHiddenRows(linesRows, reading.skipped);
    linesRows = withoutSkipped(linesRows, mapping.linesSource?.skipRows ?? [], linesColumns, reading.skipped);
    // The trailer is judged against the rows that are lines, once the rules have dropped the rest.
    if (linesTrailer > 0) {
      const tellers = trailerTellers(mapping.items, LINE_TELLERS, reading.linesKey, linesColumns);
      const judging = { columns: linesColumns, tellers, trailerRows: linesTrailer, what: 'a line' };
      linesRows = judgeTrailerRows(linesRows, linesTrailerKeys, {
        ...judging,
        held: reading.held,
        skipped: reading.skipped,
      });
    }
    const index = await indexLines(linesRows, reading.linesKey, linesColumns);
    if (!index.hidden || (mapping.linesSource?.hiddenRows ?? 'problem') !== 'problem')
      return { index, columns: linesColumns };
    return { index, columns: linesColumns, filter: { filter: await lines.readAutoFilter?.(), headers: lines.headers } };
  } finally {
    await lines.close();
  }
}
