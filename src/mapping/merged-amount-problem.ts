/**
 * An amount read from merged cells (sheets/xlsx/spread-merged-cells.ts): the sheet shows it once
 * over several cells, so it is the amount of none of them, and a problem at each. Pure.
 */
import { cellText, type SheetRow } from '../sheets/sheet-row.js';
import type { Problem } from './mapped-invoice.js';

/** The problem of field `path`, read from cell `index` of `row`, which lies in the merged range `range`. */
export function mergedAmountProblem(
  row: SheetRow,
  index: number,
  range: string,
  column: string | undefined,
  path: string,
): Problem {
  const value = cellText(row.cells[index]);
  return {
    file: row.file,
    sheet: row.sheet,
    row: row.row,
    column,
    field: path,
    value: value === '' ? undefined : value,
    message: `the cell is part of the merged cells ${range}, which show one value over several cells: an amount written once is not the amount of each row; unmerge the cells and write each row's amount in its own cell`,
  };
}
