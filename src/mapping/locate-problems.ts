/**
 * Model problems (addressed by field path) -> problems addressed by source sheet, row and column.
 */
import type { FieldProblem } from '../invoice/check-invoice.js';
import type { Problem } from './mapped-invoice.js';
import type { MappedRecord, Origin } from './map-record.js';

/** The origin of `path`, or of its nearest ancestor: `InvoiceItems[2].Tax` -> `InvoiceItems[2]` -> ''. */
function originOf(path: string, origins: ReadonlyMap<string, Origin>): { origin: Origin | undefined; exact: boolean } {
  const exact = origins.get(path);
  if (exact) return { origin: exact, exact: true };
  let current = path;
  while (current !== '') {
    const cut = Math.max(current.lastIndexOf('.'), current.lastIndexOf('['));
    current = cut > 0 ? current.slice(0, cut) : '';
    const found = origins.get(current);
    if (found) return { origin: found, exact: false };
  }
  return { origin: undefined, exact: false };
}

/** Places model problems in the file; problems at a path whose conversion already failed are dropped. */
export function locateProblems(problems: readonly FieldProblem[], record: MappedRecord, file: string): Problem[] {
  const out: Problem[] = [];
  for (const problem of problems) {
    if (record.failed.has(problem.path)) continue;
    const { origin, exact } = originOf(problem.path, record.origins);
    const missing = problem.value === undefined && /^Invalid input: expected \w+: missing$/.test(problem.message);
    let message = missing ? 'expected a value, got nothing' : problem.message;
    if (missing && !exact) message += ' (the mapping does not fill this field)';
    out.push({
      file,
      sheet: origin?.sheet,
      row: origin?.row,
      column: exact ? origin?.column : undefined,
      field: problem.path,
      // Show the value as the file writes it, not as the transforms left it.
      value: exact && origin?.raw !== undefined ? origin.raw : problem.value,
      message,
    });
  }
  return out;
}
