/**
 * `trailerRows` drops a table's last rows as a report's trailer (`*** END OF REPORT ***`). A file
 * copied before its writer wrote the trailer, or from a writer that wrote none, ends with an
 * invoice instead, which would be dropped without a word. A held row that reads as an invoice
 * (tell-trailer-row.ts: it fills what every data row fills, or its number, date and amount, an
 * optional column blank) goes on as a row of the table with a problem naming trailerRows, so
 * nothing is posted while it stands. Any other held row is the trailer, counted among the rows
 * left out by the mapping.
 */
import { type OpenTable, type SheetRow } from '../sheets/sheet-row.js';
import { countLeftOut, type SkippedRows } from './filter-rows.js';
import type { InvoiceGroup } from './invoice-group.js';
import type { Problem } from './mapped-invoice.js';
import type { ColumnIndex } from './resolve-columns.js';
import { isFilled, tellTrailerRow, type TrailerTeller } from './tell-trailer-row.js';
import { trailerCountProblem, type DataRowTally } from './check-trailer-count.js';

/** The rows of a trailer that read as data, by sheet and row (heldKey), with their problem; filled as each table ends. */
export type HeldTrailerRows = Map<string, Problem>;

const heldKey = (sheet: string | undefined, row: number): string => `${sheet ?? ''}\u0000${row}`;

/** The label the trailer's rows are counted under among the rows left out by the mapping. */
export const trailerLabel = (trailerRows: number): string => `trailer (trailerRows: ${trailerRows})`;

/** The label of trailer rows that cannot be told from data (`why`): counted apart, saying they were not checked. */
const uncheckedLabel = (trailerRows: number, why: string): string =>
  `${trailerLabel(trailerRows)}, not checked: ${why}`;

/** The rows a table held back as its trailer, by sheet and row (heldKey): empty until the table has ended. */
export type TrailerKeys = Set<string>;

/** How the trailer's rows are judged and where they go. */
export interface TrailerJudging {
  /** The mapped columns of the table. */
  columns: ColumnIndex;
  /** The columns that say what a data row is (trailerTellers). */
  tellers: readonly TrailerTeller[];
  trailerRows: number;
  /** Filled with the rows that read as data, and their problem. */
  held: HeldTrailerRows;
  /** Counts the rows that are the trailer. @default not counted */
  skipped: SkippedRows | undefined;
  /** The data a row reads as, for the problem: `an invoice`, or `a line` of a joined layout's lines sheet. */
  what: string;
  /** Counts the data rows, for a trailer's record count to be checked against. @default not checked */
  tally?: DataRowTally | undefined;
}

/**
 * The rows of `table`, then, once it has ended, those of its trailer (their keys put in `keys`).
 * The trailer's rows go through the mapping's skip, hidden-row and heading rules like any row,
 * so that judgeTrailerRows compares them with rows as the invoices read them.
 */
export async function* withTrailerRows(
  table: OpenTable,
  batches: AsyncIterable<SheetRow[]>,
  keys: TrailerKeys,
  tally?: DataRowTally,
): AsyncGenerator<SheetRow[]> {
  for await (const batch of batches) {
    if (tally) tally.above += batch.length;
    yield batch;
  }
  const trailer = table.trailer ?? [];
  for (const row of trailer) keys.add(heldKey(row.sheet, row.row));
  if (tally) tally.trailer = trailer.length;
  if (trailer.length > 0) yield [...trailer];
}

/**
 * The rows of `batches` that are data, after the mapping's rules have dropped the skipped,
 * hidden and heading rows: the rows the invoices are read from. The columns every such row fills
 * are learnt from them; a row of the trailer (`keys`, last in the table) that reads as data by them
 * and the tellers goes on, held with its problem; any other is the trailer, counted as left out.
 */
export async function* judgeTrailerRows(
  batches: AsyncIterable<SheetRow[]>,
  keys: TrailerKeys,
  judging: TrailerJudging,
): AsyncGenerator<SheetRow[]> {
  const { columns, tellers, trailerRows, held, skipped, what, tally } = judging;
  // The mapped columns every data row so far fills; none is known before the first row.
  let alwaysFilled: number[] | undefined;
  const indexes = [...new Set([...columns.values()].map((column) => column.index))];
  for await (const batch of batches) {
    // The trailer's keys are known only once the table has ended: until then every row is data.
    const trailer = keys.size > 0 ? batch.filter((row) => keys.has(heldKey(row.sheet, row.row))) : [];
    const data = trailer.length > 0 ? batch.filter((row) => !trailer.includes(row)) : batch;
    for (const row of data) {
      tally?.add(row);
      alwaysFilled ??= indexes;
      // A copy only when a column drops out, which happens a few times a file: most rows fill them all.
      if (!alwaysFilled.every((index) => isFilled(row, index)))
        alwaysFilled = alwaysFilled.filter((index) => isFilled(row, index));
    }
    const reference = alwaysFilled ?? [];
    for (const row of trailer) {
      const verdict = tellTrailerRow(row, reference, tellers);
      if (verdict.kind === 'unchecked') countLeftOut(skipped, uncheckedLabel(trailerRows, verdict.why), row);
      else if (verdict.kind === 'trailer') {
        const problem = tally ? trailerCountProblem(row, tally, tellers) : undefined;
        if (!problem) countLeftOut(skipped, trailerLabel(trailerRows), row);
        else {
          held.set(heldKey(row.sheet, row.row), problem);
          data.push(row);
        }
      } else {
        held.set(heldKey(row.sheet, row.row), trailerProblem(row, trailerRows, verdict.why, what));
        data.push(row);
      }
    }
    if (data.length > 0) yield data;
  }
}

/** Adds the problem of each row of `group` that was held back as the trailer but reads as data. */
export function addTrailerProblems(group: InvoiceGroup, held: HeldTrailerRows): void {
  if (held.size === 0) return;
  const sheet = group.header.sheet;
  // Every row of the invoice on its own sheet (a folded tax row too), and its lines on a lines sheet.
  const keys = [
    ...group.rows.map((row) => heldKey(sheet, row)),
    ...group.lines.filter((line) => line.sheet !== sheet).map((line) => heldKey(line.sheet, line.row)),
  ];
  for (const key of keys) {
    const problem = held.get(key);
    if (problem) group.problems.push(problem);
  }
}

function trailerProblem(row: SheetRow, trailerRows: number, why: string, what: string): Problem {
  const which = trailerRows === 1 ? 'the last row' : `one of the last ${trailerRows} rows`;
  return {
    file: row.file,
    sheet: row.sheet,
    row: row.row,
    message:
      `trailerRows: ${trailerRows} drops ${which} as the report's trailer, but this row reads as ${what} ` +
      `(${why}): the trailer may be missing, from a file ` +
      `copied before its writer finished or a writer that writes none, and ${what} would be lost. ` +
      `Upload the complete file, or set trailerRows: 0 in the mapping if this file has no trailer`,
  };
}
