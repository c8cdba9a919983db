/**
 * Applies the field rules of one scope (invoice, a line, a contact, an event) to one row.
 * Where each field came from is not stored per value (that would cost an object per cell on
 * every row); the record keeps its rows and rules, and `originAt` works a place out when a
 * problem needs one. Conversion failures are problems, never thrown. Pure.
 */
import { cellText, type SheetCell, type SheetRow } from '../sheets/sheet-row.js';
import { isBlank, stepsText } from './apply-steps.js';
import { isAccountingZero } from './parse-amount-text.js';
import type { FieldRule } from './compiled-mapping.js';
import type { Problem } from './mapped-invoice.js';
import type { ColumnIndex } from './resolve-columns.js';
import { applyFormulas, firstFormula, formulaRaw } from './apply-formulas.js';
import type { MarkedAmount } from './check-currency-markers.js';
import { noteAmountCell, type AccountingZero, type EitherWayAmount, type ShownAmount } from './note-amount-cell.js';
import { mergedAmountProblem } from './merged-amount-problem.js';
import { cellProblem } from './cell-problem.js';
import { csvDayNumberHint } from './csv-day-number-hint.js';
import { ruleCell, ruleColumn } from './read-rule-cell.js';
import { wholeNumberWithZerosProblem } from './whole-number-with-zeros.js';
import { readNullCell } from './database-null-text.js';
import { lostLettersProblem } from './code-page-question-marks.js';

/** Where a field's value was read. */
export interface Origin {
  sheet: string | undefined;
  row: number;
  /** Header of the source column(s); undefined for constants. */
  column: string | undefined;
  /** The text as the file writes it, before transforms. */
  raw?: string | undefined;
}

/** One row read by one scope's rules. */
export interface RecordSource {
  /** Prefix of field paths, e.g. `InvoiceItems[2].` ('' for invoice fields). */
  prefix: string;
  row: SheetRow;
  rules: readonly FieldRule[];
  columns: ColumnIndex;
}

export interface MappedRecord {
  /** Field -> final text; empty values are absent. */
  fields: Record<string, string>;
  problems: Problem[];
  /** Paths whose conversion failed; model problems at these paths would repeat the failure. */
  failed: Set<string>;
  /** How many fields got a non-empty value from a column or template (constants not counted). */
  fromColumns: number;
  /** The rows behind the record, for `originAt`. */
  sources: RecordSource[];
  /** Amounts written with a currency sign or code, checked once the invoice's currency is known. */
  marked?: MarkedAmount[];
  /** Amounts read from number cells whose format shows fewer decimal places than they hold. */
  shown?: ShownAmount[];
  /** Amounts whose reading depends on the decimal separator the mapping assumed (`1.250`). */
  eitherWay?: EitherWayAmount[];
  /** Accounting zeros read as 0, checked against their column's format (check-accounting-zero.ts). */
  accountingZeros?: AccountingZero[];
}

export interface RecordContext {
  /** Prefix of field paths, e.g. `InvoiceItems[2].` ('' for invoice fields). */
  prefix: string;
  /** 1-based position of the line in its invoice, for `sequence`. */
  sequence?: number;
  /** Leave the formula fields to the caller (invoice formulas wait for the lines). */
  deferFormulas?: boolean;
}

/** Appends one record's results to another (several rows feed one invoice). */
export function mergeInto(target: MappedRecord, source: MappedRecord): void {
  if (source.problems.length > 0) target.problems.push(...source.problems);
  for (const path of source.failed) target.failed.add(path);
  target.sources.push(...source.sources);
  if (source.marked) (target.marked ??= []).push(...source.marked);
  if (source.shown) (target.shown ??= []).push(...source.shown);
  if (source.eitherWay) (target.eitherWay ??= []).push(...source.eitherWay);
  if (source.accountingZeros) (target.accountingZeros ??= []).push(...source.accountingZeros);
}

/**
 * An accounting zero an amount rule reads (` -   `) as the 0 the sheet shows; noted by
 * noteAmountCell and kept only where its column is in that format (check-accounting-zero.ts).
 */
function accountingZeroOf(cell: SheetCell, rule: FieldRule): string | undefined {
  if (rule.kind !== 'amount' || cell.kind !== 'text' || rule.steps.at(-1)?.kind !== 'amount') return undefined;
  return isAccountingZero(cell.text) ? '0.0000' : undefined;
}

const INDEXES = new WeakMap<readonly FieldRule[], { columns: ColumnIndex; indexes: number[] }>();

/** The cell index each column rule reads (-1 when unresolved or not a column), worked out once per file. */
function cellIndexes(rules: readonly FieldRule[], columns: ColumnIndex): number[] {
  const known = INDEXES.get(rules);
  if (known && known.columns === columns) return known.indexes;
  const indexes = rules.map((rule) =>
    rule.source.type === 'column' ? (columns.get(rule.source.column)?.index ?? -1) : -1,
  );
  INDEXES.set(rules, { columns, indexes });
  return indexes;
}

export function mapRecord(
  rules: readonly FieldRule[],
  row: SheetRow,
  columns: ColumnIndex,
  ctx: RecordContext,
): MappedRecord {
  const out: MappedRecord = { fields: {}, problems: [], failed: new Set(), fromColumns: 0, sources: [] };
  out.fromColumns = mapRowInto(out, out.fields, rules, row, columns, ctx.prefix, ctx.sequence);
  if (!ctx.deferFormulas) out.fromColumns += applyFormulas(out, out.fields, rules, row, columns, ctx.prefix, {});
  return out;
}

/**
 * Applies `rules` to `row`, writing the fields into `fields` and the problems, failed paths and
 * source into `record`, as `mapRecord` then `mergeInto` would; returns the `fromColumns` count.
 * Lines use it to fill their item object directly, without a record of their own per row.
 */
export function mapRowInto(
  record: MappedRecord,
  fields: Record<string, unknown>,
  rules: readonly FieldRule[],
  row: SheetRow,
  columns: ColumnIndex,
  prefix: string,
  sequence: number | undefined,
): number {
  record.sources.push({ prefix, row, rules, columns });
  const indexes = cellIndexes(rules, columns);
  let fromColumns = 0;
  // Formula rules come last and are computed by applyFormulas once the other fields are known.
  const formulas = firstFormula(rules);
  const end = formulas < 0 ? rules.length : formulas;
  for (let i = 0; i < end; i++) {
    const rule = rules[i]!;
    const source = rule.source;
    let text = '';
    if (source.type === 'value') text = source.text;
    else {
      let cell: SheetCell | undefined;
      if (source.type === 'column') {
        const index = indexes[i]!;
        const range = rule.kind === 'amount' ? row.merged?.get(index) : undefined;
        if (range !== undefined) {
          record.problems.push(
            mergedAmountProblem(row, index, range, ruleColumn(rule, columns), `${prefix}${rule.field}`),
          );
          record.failed.add(`${prefix}${rule.field}`);
          continue;
        }
        cell = index >= 0 ? row.cells[index] : undefined;
        if (cell && isBlank(cell)) cell = undefined;
        const nullCell = cell && readNullCell(cell, rule.steps, rule.reading);
        if (nullCell === 'empty') cell = undefined;
        else if (nullCell) {
          const path = `${prefix}${rule.field}`;
          record.problems.push(cellProblem(row, cell, ruleColumn(rule, columns), path, nullCell.message));
          record.failed.add(path);
          continue;
        }
      } else cell = ruleCell(rule, row, columns, sequence);
      if (cell) {
        const stepped = stepsText(cell, rule.steps);
        // Asked only of a refused cell: the quick path of every other amount stays as it is.
        const result = typeof stepped === 'string' ? stepped : (accountingZeroOf(cell, rule) ?? stepped);
        if (typeof result !== 'string') {
          const path = `${prefix}${rule.field}`;
          // A CSV row has no sheet: its cells are all text, a day number among them.
          const hint = row.sheet === undefined && cell.kind === 'text' ? csvDayNumberHint(cell.text, rule.steps) : '';
          record.problems.push(cellProblem(row, cell, ruleColumn(rule, columns), path, result.message + hint));
          record.failed.add(path);
          continue;
        }
        text = result;
        const textProblem =
          rule.kind === 'text' && source.type === 'column'
            ? (wholeNumberWithZerosProblem(text, cellText(cell), 'column') ?? lostLettersProblem(text, rule))
            : rule.kind === 'text' && source.type === 'template'
              ? lostLettersProblem(text, rule)
              : undefined;
        if (textProblem !== undefined) {
          const path = `${prefix}${rule.field}`;
          record.problems.push(cellProblem(row, cell, ruleColumn(rule, columns), path, textProblem));
          record.failed.add(path);
          continue;
        }
        if (text !== '' && source.type !== 'sequence') fromColumns += 1;
        if (rule.kind === 'amount')
          noteAmountCell(record, cell, row, ruleColumn(rule, columns), `${prefix}${rule.field}`, rule.steps);
      }
    }
    if (text !== '') fields[rule.field] = text;
    else if (rule.defaultText !== undefined && rule.defaultText !== '') fields[rule.field] = rule.defaultText;
  }
  return fromColumns;
}

/**
 * The origin of a field path such as `InvoiceItems[2].Tax`: exact when a rule fills that field,
 * else the row of the nearest record (`InvoiceItems[2]`, then the invoice row).
 */
export function originAt(
  record: MappedRecord,
  path: string,
): { origin: Origin | undefined; exact: boolean; rule?: FieldRule; cell?: SheetCell | undefined } {
  let best: RecordSource | undefined;
  for (const source of record.sources) {
    const within = path.startsWith(source.prefix) || `${path}.` === source.prefix;
    if (within && (!best || source.prefix.length > best.prefix.length)) best = source;
  }
  if (!best) return { origin: undefined, exact: false };
  const { row, rules, columns, prefix } = best;
  const field = path.startsWith(prefix) ? path.slice(prefix.length) : '';
  const rule = rules.find((r) => r.field === field);
  if (!rule) return { origin: { sheet: row.sheet, row: row.row, column: undefined }, exact: false };
  const sequence = /\[(\d+)\]\.$/.exec(prefix);
  const cell = ruleCell(rule, row, columns, sequence ? Number(sequence[1]) + 1 : undefined);
  const raw =
    rule.source.type === 'formula' ? formulaRaw(rule.source, row, columns) : cell ? cellText(cell) : undefined;
  return {
    origin: { sheet: row.sheet, row: row.row, column: ruleColumn(rule, columns), raw },
    exact: true,
    rule,
    cell,
  };
}
