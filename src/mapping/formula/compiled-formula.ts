/**
 * What a compiled formula is and what it reads, shared by the compiler and the mapper that
 * supplies each record's cells and fields.
 */
import type { FormulaValue, TextReading } from './formula-value.js';

/** What a formula reads from, supplied per record by the mapper. */
export interface FormulaEnv {
  reading: TextReading;
  /** The cell of the record's own row in `CompiledFormula.columns[slot]`. */
  cell(slot: number): FormulaValue;
  /** The cell of the invoice's header row in `CompiledFormula.invoiceColumns[slot]`. */
  invoiceCell(slot: number): FormulaValue;
  /** A field of the same record, after mapping. */
  field(name: string): FormulaValue;
  /** Invoice formulas: the number of lines and a field of one line. */
  lineCount: number;
  itemField(line: number, name: string): FormulaValue;
}

/** The names a formula may use, by scope. */
export interface FormulaNames {
  /** Fields of the same record (canonical spelling). */
  fields: readonly string[];
  /** Fields of the lines, for `items.Field` (invoice formulas only). */
  itemFields?: readonly string[] | undefined;
  /** `invoice[Header]` is allowed (items formulas). */
  invoiceColumns: boolean;
}

export interface CompiledFormula {
  text: string;
  /** Headers read from the record's own row, by slot. */
  columns: readonly string[];
  /** Headers read from the invoice's header row, by slot. */
  invoiceColumns: readonly string[];
  /** Fields of the same record it reads: they are computed first. */
  fields: readonly string[];
  /** Line fields it aggregates. */
  itemFields: readonly string[];
  /** The value for one record; throws a FormulaFault for a row it cannot compute. */
  evaluate(env: FormulaEnv): FormulaValue;
}

/** One compiled node: its value for a record, and for line `line` inside an aggregate over the lines (else -1). */
export type FormulaStep = (env: FormulaEnv, line: number) => FormulaValue;
