/**
 * Model problems (addressed by field path) -> problems addressed by source sheet, row and column.
 */
import type { FieldProblem } from '../invoice/check-invoice.js';
import type { Problem } from './mapped-invoice.js';
import { originAt, type MappedRecord } from './map-record.js';

/** The words of a required field left empty by its cell. */
export const EMPTY_VALUE_MESSAGE = 'expected a value, got nothing';

/** Places model problems in the file; problems at a path whose conversion already failed are dropped. */
export function locateProblems(problems: readonly FieldProblem[], record: MappedRecord, file: string): Problem[] {
  const out: Problem[] = [];
  for (const problem of problems) {
    if (record.failed.has(problem.path)) continue;
    const { origin, exact, rule } = originAt(record, problem.path);
    const missing = problem.value === undefined && /^Invalid input: expected \w+: missing$/.test(problem.message);
    let message = missing ? EMPTY_VALUE_MESSAGE : problem.message;
    if (missing && !exact) message += ' (the mapping does not fill this field)';
    // A formula that has a branch giving nothing is a mapping gap the user fixes in the formula, not in the cell.
    if (missing && rule?.source.type === 'formula') message += formulaGap(rule.source.formula.text, rule.field);
    const value = exact && origin?.raw !== undefined ? origin.raw : problem.value;
    // A checkbox column (Google Sheets, Excel, LibreOffice) writes TRUE and FALSE where Y and N are meant.
    if (
      message === 'expected Y or N' &&
      rule?.source.type === 'column' &&
      /^(?:true|false)$/i.test(value?.trim() ?? '')
    )
      message += `, got "${value!.trim()}": a checkbox column; read it as Y and N with transform: { map: { "TRUE": Y, "FALSE": N } } on ${rule.field} in the mapping`;
    out.push({
      file,
      sheet: origin?.sheet,
      row: origin?.row,
      column: exact ? origin?.column : undefined,
      field: problem.path,
      // Show the value as the file writes it, not as the transforms left it.
      value,
      message,
    });
  }
  return out;
}

function formulaGap(formula: string, field: string): string {
  return `: the formula ${formula} gives nothing on this row, and ${field} is required; give the formula a value for this case or correct the row`;
}
