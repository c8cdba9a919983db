/**
 * Computes the formula fields of one record once its other fields are mapped: line formulas
 * after the line's columns, invoice formulas after all lines. A row a formula cannot compute
 * is a problem at that row and column, never an exception.
 */
import { cellText, type SheetCell, type SheetRow } from '../sheets/sheet-row.js';
import type { ColumnRef, FieldRule, FormulaSource } from './compiled-mapping.js';
import type { MarkedAmount } from './check-currency-markers.js';
import type { FormulaEnv } from './formula/compiled-formula.js';
import { FormulaFault, type FormulaValue, type TextReading } from './formula/formula-value.js';
import { cellValue, fieldValue, formulaFieldText } from './formula-field-text.js';
import type { Problem } from './mapped-invoice.js';
import { amountCurrencyMarkers } from './parse-amount-text.js';
import type { ColumnIndex } from './resolve-columns.js';
import type { ShownAmount } from './note-amount-cell.js';
import { noteFormulaCell } from './note-formula-cell.js';

/** What formulas read beyond the record's own row. */
export interface FormulaInputs {
  /** The invoice's row and the columns of its sheet, for `invoice[Header]`. */
  header?: { row: SheetRow; columns: ColumnIndex } | undefined;
  /** The invoice's lines as mapped, for `items.Field`. */
  items?: readonly Record<string, unknown>[] | undefined;
}

const FIRST_FORMULA = new WeakMap<readonly FieldRule[], number>();

/** Index of the first formula rule (formulas come last), or -1. */
export function firstFormula(rules: readonly FieldRule[]): number {
  let index = FIRST_FORMULA.get(rules);
  if (index === undefined) {
    index = rules.findIndex((rule) => rule.source.type === 'formula');
    FIRST_FORMULA.set(rules, index);
  }
  return index;
}

/** A cell a formula reads, as a value; a number cell that shows another number, or an unreadable one, is noted at the cell. */
function cellAt(
  refs: readonly ColumnRef[],
  slot: number,
  row: SheetRow | undefined,
  columns: ColumnIndex | undefined,
  note: (cell: SheetCell | undefined, row: SheetRow, column: string) => void,
): FormulaValue {
  const resolved = columns?.get(refs[slot]!);
  if (!resolved || !row) return null;
  const cell = row.cells[resolved.index];
  note(cell, row, resolved.name);
  return cellValue(cell);
}

/** The header(s) a formula reads, as shown in problems. */
export function formulaColumns(source: FormulaSource, columns: ColumnIndex): string | undefined {
  const names = source.columns.map((ref) => columns.get(ref)?.name ?? ref.header ?? '?');
  return names.length > 0 ? names.join(' + ') : undefined;
}

function describeFormula(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** Evaluates the formula rules of `rules` into `fields`; returns how many got a value from columns. */
export function applyFormulas(
  record: { problems: Problem[]; failed: Set<string>; marked?: MarkedAmount[]; shown?: ShownAmount[] },
  fields: Record<string, unknown>,
  rules: readonly FieldRule[],
  row: SheetRow,
  columns: ColumnIndex,
  prefix: string,
  inputs: FormulaInputs,
): number {
  const start = firstFormula(rules);
  if (start < 0) return 0;
  let fromColumns = 0;
  const items = inputs.items ?? [];
  let source = rules[start]!.source as FormulaSource;
  let path = `${prefix}${rules[start]!.field}`;
  // Set when the formula read a cell the file does not hold faithfully: its field then has no value.
  let readUnreadable: boolean;
  const note = (cell: SheetCell | undefined, at: SheetRow, column: string) => {
    if (noteFormulaCell(record, cell, at, column, path)) readUnreadable = true;
  };
  // Texts read as numbers that carry a currency (`$100`): the formula drops the sign, so they are
  // kept for the check against the invoice's currency, known only once the invoice is mapped.
  const marked: { text: string; markers: readonly string[] }[] = [];
  const reading = noteMarkers(source.reading, marked);
  // One reader per record, pointed at each formula in turn.
  const env: FormulaEnv = {
    reading,
    cell: (slot) => cellAt(source.columns, slot, row, columns, note),
    invoiceCell: (slot) => cellAt(source.invoiceColumns, slot, inputs.header?.row, inputs.header?.columns, note),
    field: (name) => fieldValue(fields[name], source.fieldKinds.get(name)),
    lineCount: items.length,
    itemField: (line, name) => fieldValue(items[line]?.[name], source.itemKinds.get(name)),
  };
  for (let i = start; i < rules.length; i++) {
    const rule = rules[i]!;
    source = rule.source as FormulaSource;
    path = `${prefix}${rule.field}`;
    let message: string;
    let column = formulaColumns(source, columns);
    // A fault in a cell of the invoice row (invoice[Header]) is placed on that row.
    let at: SheetRow = row;
    let value: string | undefined;
    marked.length = 0;
    readUnreadable = false;
    // A formula over a field that could not be read has no value to give: its field is left out
    // as failed (that field's own problem says why), never computed as if the field were blank.
    if (readsFailed(source, record.failed, prefix, items.length)) {
      record.failed.add(path);
      continue;
    }
    try {
      const result = formulaFieldText(source.formula.evaluate(env), rule, source);
      if (readUnreadable) {
        record.failed.add(path);
        continue;
      }
      if (marked.length > 0 && result.ok) keepMarked(record, marked, path, source, row, columns, inputs);
      if (result.ok) {
        if (result.text !== '') {
          fields[rule.field] = result.text;
          if (source.columns.length > 0) fromColumns += 1;
        } else if (rule.defaultText !== undefined && rule.defaultText !== '') fields[rule.field] = rule.defaultText;
        continue;
      }
      message = `${result.message} (formula "${describeFormula(source.formula.text)}")`;
    } catch (error) {
      if (!(error instanceof FormulaFault)) throw error;
      if (readUnreadable) {
        record.failed.add(path);
        continue;
      }
      const place = `at character ${error.at + 1} of the formula "${describeFormula(source.formula.text)}"`;
      message = `${error.message}, ${place}`;
      if (error.column !== undefined) {
        const own = source.columns.find((r) => r.header === error.column);
        const header = own ? undefined : source.invoiceColumns.find((r) => r.header === error.column);
        if (header && inputs.header) at = inputs.header.row;
        column =
          (own ? columns.get(own)?.name : header ? inputs.header?.columns.get(header)?.name : undefined) ??
          error.column;
        value = error.value;
      }
    }
    record.problems.push({ file: at.file, sheet: at.sheet, row: at.row, column, field: path, value, message });
    record.failed.add(path);
  }
  return fromColumns;
}

/** True when `source` reads a field of its record, or of any line, whose conversion or formula failed. */
function readsFailed(source: FormulaSource, failed: ReadonlySet<string>, prefix: string, lines: number): boolean {
  if (failed.size === 0) return false;
  for (const name of source.fieldKinds.keys()) if (failed.has(`${prefix}${name}`)) return true;
  if (source.itemKinds.size === 0) return false;
  if (failed.has('InvoiceItems')) return true;
  for (const name of source.itemKinds.keys())
    for (let line = 0; line < lines; line++) if (failed.has(`InvoiceItems[${line}].${name}`)) return true;
  return false;
}

/** `reading` that also keeps each text it reads as a number with a currency sign or code. */
function noteMarkers(reading: TextReading, into: { text: string; markers: readonly string[] }[]): TextReading {
  return {
    ...reading,
    number: (text) => {
      const plain = reading.number(text);
      if (plain === undefined) return plain;
      // Word signs too: a formula reads numbers with the mapping's amount format, which reads them.
      const markers = amountCurrencyMarkers(text, true);
      if (markers.length > 0) into.push({ text, markers });
      return plain;
    },
  };
}

/**
 * The marked texts a formula read, each placed at the cell that holds it (its own row, then the
 * invoice row; the formula's columns when a field held it), once per cell of the record.
 */
function keepMarked(
  record: { marked?: MarkedAmount[] },
  marked: readonly { text: string; markers: readonly string[] }[],
  field: string,
  source: FormulaSource,
  row: SheetRow,
  columns: ColumnIndex,
  inputs: FormulaInputs,
): void {
  const kept = (record.marked ??= []);
  for (const { text, markers } of marked) {
    const place =
      cellHolding(text, source.columns, row, columns) ??
      (inputs.header && cellHolding(text, source.invoiceColumns, inputs.header.row, inputs.header.columns));
    const at = place?.row ?? row;
    const column = place?.column ?? formulaColumns(source, columns);
    const problem = { file: at.file, sheet: at.sheet, row: at.row, column, field, value: text };
    const same = (other: MarkedAmount) =>
      other.problem.row === at.row && other.problem.sheet === at.sheet && other.problem.column === column;
    if (!kept.some(same)) kept.push({ problem, markers });
  }
}

/** The row and header of the first of `refs`' cells whose text is `text`, as a formula read it. */
function cellHolding(
  text: string,
  refs: readonly ColumnRef[],
  row: SheetRow,
  columns: ColumnIndex,
): { row: SheetRow; column: string } | undefined {
  for (const ref of refs) {
    const resolved = columns.get(ref);
    if (resolved && cellText(row.cells[resolved.index]).trim() === text) return { row, column: resolved.name };
  }
  return undefined;
}

/** The text of the first cell a formula reads on `row`, for a problem's origin. */
export function formulaRaw(source: FormulaSource, row: SheetRow, columns: ColumnIndex): string | undefined {
  const first = source.columns[0];
  const resolved = first ? columns.get(first) : undefined;
  return resolved ? cellText(row.cells[resolved.index]) : undefined;
}
