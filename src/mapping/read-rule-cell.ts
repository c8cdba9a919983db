/**
 * What a field rule reads from one row: the cell (a column's, a template's joined text, a line's
 * sequence number) and the header(s) it names in problems. Pure.
 */
import { cellText, type SheetCell, type SheetRow } from '../sheets/sheet-row.js';
import { isBlank } from './apply-steps.js';
import type { FieldRule } from './compiled-mapping.js';
import type { ColumnIndex } from './resolve-columns.js';
import { formulaColumns } from './apply-formulas.js';
import { numberAsTextProblem } from './number-as-text-problem.js';
import { wholeNumberWithZerosProblem } from './whole-number-with-zeros.js';
import { readNullCell } from './database-null-text.js';

/** The header(s) a rule reads, as shown in problems. */
export function ruleColumn(rule: FieldRule, columns: ColumnIndex): string | undefined {
  const source = rule.source;
  if (source.type === 'column') return columns.get(source.column)?.name;
  if (source.type === 'formula') return formulaColumns(source, columns);
  if (source.type !== 'template') return undefined;
  const names: string[] = [];
  for (const part of source.parts) if (typeof part !== 'string') names.push(columns.get(part)?.name ?? '?');
  return names.join(' + ');
}

/** The cell a rule reads, or undefined when it reads nothing (blank cell, blank placeholder, constant). */
export function ruleCell(
  rule: FieldRule,
  row: SheetRow,
  columns: ColumnIndex,
  sequence: number | undefined,
): SheetCell | undefined {
  const source = rule.source;
  if (source.type === 'column') {
    const resolved = columns.get(source.column);
    const cell = resolved ? row.cells[resolved.index] : undefined;
    return cell && !isBlank(cell) ? cell : undefined;
  }
  if (source.type === 'template') {
    let text = '';
    for (const part of source.parts) {
      if (typeof part === 'string') {
        text += part;
        continue;
      }
      const resolved = columns.get(part);
      const cell = resolved ? row.cells[resolved.index] : undefined;
      if (isBlank(cell)) return undefined;
      // A placeholder reading NULL would build `0000100001-NULL`: empty where the mapping lists it, else refused.
      const nullCell = readNullCell(cell!, [], rule.reading);
      if (nullCell === 'empty') return undefined;
      if (nullCell) return { kind: 'unreadable', reason: nullCell.message, raw: cellText(cell) };
      if (cell?.kind === 'unreadable') return cell;
      if (cell?.kind === 'number') {
        const problem = numberAsTextProblem(cell);
        if (problem !== undefined) return { kind: 'unreadable', reason: problem, raw: cell.text };
      }
      if (cell?.kind === 'text' && rule.kind === 'text') {
        const zeros = wholeNumberWithZerosProblem(cell.text, cell.text, 'template');
        if (zeros !== undefined) return { kind: 'unreadable', reason: zeros, raw: cell.text };
      }
      text += cellText(cell).trim();
    }
    return { kind: 'text', text };
  }
  if (source.type === 'sequence') return { kind: 'text', text: String(sequence ?? 1) };
  return undefined;
}
