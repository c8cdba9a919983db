/**
 * Tax rows of an invoice (Coupa "Tax" rows, FBDI TAX lines) told apart from its lines and added
 * to the Tax of the line they belong to: the line the rule's `line` column names, else the
 * invoice's only line. A tax row that cannot be placed is a problem at that row, never a guess.
 * Pure.
 */
import { cellText, type SheetRow } from '../sheets/sheet-row.js';
import { parseScaled, formatScaled } from '../invoice/decimal-amount.js';
import { applyFormulas, type FormulaInputs } from './apply-formulas.js';
import { describeRef, type FieldRule, type TaxRowsRule } from './compiled-mapping.js';
import { mapRowInto, type MappedRecord } from './map-record.js';
import type { Problem } from './mapped-invoice.js';
import type { ColumnIndex } from './resolve-columns.js';

export interface SplitRows {
  /** The rows posted as lines, in file order. */
  lines: SheetRow[];
  /** Per index of `lines`, the tax rows whose amount goes into its Tax, in file order. */
  taxOf: SheetRow[][];
  /** Tax rows no line can be found for, one problem each at its row. */
  problems: Problem[];
}

function textAt(row: SheetRow, index: number | undefined): string {
  return index === undefined ? '' : cellText(row.cells[index]).trim();
}

/** The rows of one invoice split into lines and the tax rows of each line. */
export function splitTaxRows(rows: readonly SheetRow[], rule: TaxRowsRule, columns: ColumnIndex): SplitRows {
  const typeColumn = columns.get(rule.type.column);
  const typeIndex = typeColumn?.index;
  const lineColumn = rule.line ? columns.get(rule.line) : undefined;
  const lines: SheetRow[] = [];
  const taxRows: SheetRow[] = [];
  for (const row of rows) (rule.type.test(textAt(row, typeIndex)) ? taxRows : lines).push(row);
  const taxOf: SheetRow[][] = lines.map(() => []);
  const problems: Problem[] = [];
  for (const row of taxRows) {
    const named = textAt(row, lineColumn?.index);
    // A tax row that names no line may still belong to the only line there is.
    const candidates =
      named === ''
        ? lines.map((_, i) => i)
        : lines.flatMap((line, i) => (textAt(line, lineColumn?.index) === named ? [i] : []));
    if (candidates.length === 1) {
      taxOf[candidates[0]!]!.push(row);
      continue;
    }
    const at = { file: row.file, sheet: row.sheet, row: row.row, field: 'InvoiceItems' };
    if (named !== '') {
      const which = candidates.length === 0 ? 'no line' : `${candidates.length} lines`;
      problems.push({
        ...at,
        column: lineColumn?.name,
        value: named,
        message: `expected one line of this invoice with ${describeRef(rule.line!)} ${named} to add this tax row's amount to, found ${which}`,
      });
    } else if (lines.length === 0) {
      const message = "expected a line of this invoice to add this tax row's amount to, found only tax rows";
      problems.push({ ...at, column: typeColumn?.name, message });
    } else {
      const how = rule.line
        ? `write the line's ${describeRef(rule.line)} on the tax row`
        : 'name the line with taxRows.line (a column both rows share, like LINE_GROUP_NUMBER)';
      problems.push({
        ...at,
        column: lineColumn?.name ?? typeColumn?.name,
        message: `expected one line of this invoice to add this tax row's amount to, found ${lines.length} and the row does not say which; ${how}`,
      });
    }
  }
  return { lines, taxOf, problems };
}

/**
 * Adds the amounts of `taxRows` (each read by the items rules: its Amount, and its Tax if it has
 * one) to the line's Tax. A problem on a tax row keeps that row's place and names the field it feeds.
 */
export function foldTaxInto(
  record: MappedRecord,
  item: Record<string, unknown>,
  taxRows: readonly SheetRow[],
  rules: readonly FieldRule[],
  columns: ColumnIndex,
  prefix: string,
  inputs: FormulaInputs,
): void {
  if (taxRows.length === 0) return;
  const path = `${prefix}Tax`;
  let total = record.failed.has(path) ? undefined : typeof item.Tax === 'string' ? parseScaled(item.Tax) : 0n;
  for (const row of taxRows) {
    const own: MappedRecord = { fields: {}, problems: [], failed: new Set(), fromColumns: 0, sources: [] };
    mapRowInto(own, own.fields, rules, row, columns, '', undefined);
    applyFormulas(own, own.fields, rules, row, columns, '', inputs);
    for (const problem of own.problems) record.problems.push({ ...problem, field: path });
    for (const marked of own.marked ?? [])
      (record.marked ??= []).push({ ...marked, problem: { ...marked.problem, field: path } });
    for (const shown of own.shown ?? [])
      (record.shown ??= []).push({ ...shown, problem: { ...shown.problem, field: path }, readBy: path });
    if (own.failed.size > 0) total = undefined;
    for (const field of ['Amount', 'Tax']) {
      const text = own.fields[field];
      if (text === undefined || total === undefined) continue;
      const scaled = parseScaled(text);
      if (scaled !== undefined) total += scaled;
      else {
        total = undefined;
        const { file, sheet } = row;
        record.problems.push({
          file,
          sheet,
          row: row.row,
          field: path,
          value: text,
          message: `expected the tax row's ${field} to be an amount`,
        });
      }
    }
  }
  // The row's own problem says what went wrong; a partial sum would only add a second, misleading one.
  if (total === undefined) {
    record.failed.add(path);
    delete item.Tax;
    return;
  }
  item.Tax = formatScaled(total);
}
