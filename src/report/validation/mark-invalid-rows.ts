/**
 * What `validate --annotate` writes on the user's own rows: each invalid invoice's rows marked
 * invalid, with its problems and what to do about them; valid rows are left as they are. Kept per
 * invoice, one object shared by its rows, as the upload's annotations are (row-annotations.ts).
 */
import type { MappedInvoice } from '../../mapping/mapped-invoice.js';
import { parseSourceRows } from '../annotated-copy/parse-source-rows.js';
import { MAX_CELL_CHARS, type RowAnnotation, type RowAnnotations } from '../annotated-copy/row-annotations.js';
import { problemsText } from './validation-rows.js';
import { tellsReplacedCell } from '../../mapping/secret-cell-problems.js';
import { toldCellKey } from '../annotated-copy/replaced-cells.js';

/** Adds the rows of `invoice` to `annotations` when it is invalid. */
export function markInvalidRows(annotations: RowAnnotations, invoice: MappedInvoice): void {
  if (invoice.invoice || invoice.problems.length === 0) return;
  const annotation: RowAnnotation = {
    outcome: 'invalid',
    instanceId: '',
    message: problemsText(invoice).slice(0, MAX_CELL_CHARS),
    told: new Set(
      invoice.problems.flatMap((problem) =>
        problem.row !== undefined && problem.column !== undefined && tellsReplacedCell(problem.message)
          ? [toldCellKey(problem.row, problem.column)]
          : [],
      ),
    ),
  };
  for (const part of parseSourceRows(invoice.sheet, invoice.rows)) {
    const key = part.sheet ?? '';
    let rows = annotations.get(key);
    if (!rows) annotations.set(key, (rows = new Map()));
    for (const number of part.rows) rows.set(number, annotation);
  }
}
