/**
 * An amount read from merged cells (sheets/xlsx/spread-merged-cells.ts): the sheet shows it once
 * over several cells, so it is the amount of none of them, and a problem at each. Pure.
 */
import type { SheetRow } from '../sheets/sheet-row.js';
import { cellProblem } from './cell-problem.js';
import type { Problem } from './mapped-invoice.js';

/** The problem of field `path`, read from cell `index` of `row`, which lies in the merged range `range`. */
export function mergedAmountProblem(
  row: SheetRow,
  index: number,
  range: string,
  column: string | undefined,
  path: string,
): Problem {
  return cellProblem(
    row,
    row.cells[index],
    column,
    path,
    `the cell is part of the merged cells ${range}, which show one value over several cells: an amount written once is not the amount of each row; unmerge the cells and write each row's amount in its own cell`,
  );
}
