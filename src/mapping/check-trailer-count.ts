/**
 * A trailer that holds a record count (`45 RECORDS`, a `T` record's count field) says how many
 * rows its writer wrote. Fewer or more read above it means rows were lost or added on the way (a
 * copy cut short and mended, a row deleted or pasted in): the trailer row then goes on as a row of
 * the table with one problem, so nothing is posted without `--partial`.
 */
import type { SheetRow } from '../sheets/sheet-row.js';
import { cellText } from '../sheets/sheet-row.js';
import type { Problem } from './mapped-invoice.js';
import { readTrailerCount } from './read-trailer-count.js';
import type { TrailerTeller } from './tell-trailer-row.js';
import { plural } from '../invoice/format-count.js';

/** How the problem's message starts: the one problem its row keeps (foldTrailerCountProblems). */
const COUNT_PROBLEM = "the trailer's record count";

/** What a table's rows above its trailer add up to, as a trailer's count may count them. */
export class DataRowTally {
  /** The rows the invoices are read from, after the mapping's rules. */
  rows = 0;
  /** The invoices they make where each runs over rows of one number or key. */
  invoices = 0;
  /** Every row of the table above the trailer, before the rules (set by withTrailerRows). */
  above = 0;
  /** The trailer's own rows (set by withTrailerRows). */
  trailer = 0;
  private last: string | undefined;

  constructor(private readonly tellers: readonly TrailerTeller[]) {}

  add(row: SheetRow): void {
    this.rows += 1;
    // The number or key: the tellers that are read as text, not as a date or amount.
    let key = '';
    for (const teller of this.tellers) if (!teller.steps) key += `${cellText(row.cells[teller.index]).trim()}\u0000`;
    if (key !== this.last) this.invoices += 1;
    this.last = key;
  }
}

/** The problem of a trailer row whose plain record count is neither the rows read above it nor their invoices; else undefined. */
export function trailerCountProblem(
  row: SheetRow,
  tally: DataRowTally,
  tellers: readonly TrailerTeller[],
): Problem | undefined {
  const typed = new Set(tellers.filter(({ steps }) => steps).map(({ index }) => index));
  const read = readTrailerCount(row, typed);
  if (!read) return undefined;
  // Only the rows read and the invoices they make are taken as matching. A count of every row above
  // the trailer, the rows the rules dropped (a subtotal) too, is also what a lost invoice beside one
  // dropped row shows, so, as the header-and-trailer count below, it is held with how to read that
  // writer's files. With no row dropped, every row above is the rows read.
  if ([tally.rows, tally.invoices].includes(read.count)) return undefined;
  const rows = plural(tally.rows, 'row was', 'rows were');
  // Some writers count every record of the file, header and trailer too (BAI2 does). Such a count
  // is not taken as matching: it is also what a count of the data rows is when one or two rows were
  // added, so the user is told how to read that writer's files instead.
  const lines = tally.above + 1 + tally.trailer;
  const dropped = tally.above - tally.rows;
  const also = (what: string, counts: string) => [
    ` (${what})`,
    `, or its writer counts ${counts} too; then skip the trailer with a skipRows rule instead of trailerRows`,
  ];
  const withLines =
    read.count === lines
      ? also(`${lines} with the header and trailer lines`, 'its header and trailer lines')
      : read.count === tally.above && dropped > 0
        ? also(
            `${tally.above} with the ${plural(dropped, 'row')} the mapping's rules left out`,
            "the rows the mapping's rules leave out",
          )
        : ['', ''];
  return {
    file: row.file,
    sheet: row.sheet,
    row: row.row,
    column: read.column,
    value: read.text,
    message:
      `${COUNT_PROBLEM} is ${read.count}, but ${rows} read above it${withLines[0]}: rows were lost or added on the way ` +
      `(a copy cut short or mended, a row deleted or pasted in)${withLines[1]}. Upload the file as its writer wrote it, ` +
      `or with --partial to post the invoices read`,
  };
}

/**
 * `problems` of one invoice with the trailer's count problem standing alone for its row: not beside
 * one "expected a value" per field its row leaves empty.
 */
export function foldTrailerCountProblems(problems: readonly Problem[]): Problem[] {
  const count = problems.find((problem) => problem.message.startsWith(COUNT_PROBLEM));
  if (!count) return [...problems];
  const ofRow = (problem: Problem) =>
    problem.row === undefined || (problem.row === count.row && problem.sheet === count.sheet);
  return problems.filter((problem) => problem === count || !ofRow(problem));
}
