/**
 * The compiled `Mapping`: what reading a file needs, with regular expressions and formats built
 * once and every column reference carrying the mapping position that named it.
 */
import type { SheetRow, TableOptions } from '../sheets/sheet-row.js';
import type { FieldKind } from './field-catalog.js';
import type { AmountFormat } from './parse-amount-text.js';
import type { DateFormat } from './parse-date-text.js';
import type { LinearRegex } from './linear-regex.js';
import type { AdvertiserRules } from '../advertisers/advertiser-rules.js';
import type { CompiledFormula } from './formula/compiled-formula.js';
import type { TextReading } from './formula/formula-value.js';
import { MAPPED_CARRIED_FIELDS, type MappedCarriedKey } from '../journal/carried-fields.js';

/** A column the mapping names; resolved against the header row when the file is opened. */
export interface ColumnRef {
  /** Header text as written in the mapping. */
  header?: string | undefined;
  /** Column letter, upper case. */
  letter?: string | undefined;
  /** `mapping.yaml:12:5`, for messages. */
  at: string;
}

export type Step =
  | { kind: 'trim' }
  | { kind: 'upper' }
  | { kind: 'lower' }
  | { kind: 'date'; formats: readonly DateFormat[] }
  | { kind: 'amount'; format: AmountFormat }
  | { kind: 'rate'; fraction: boolean }
  | { kind: 'map'; table: ReadonlyMap<string, string> }
  | { kind: 'extract'; regex: LinearRegex }
  | { kind: 'pad'; length: number; char: string };

export type ValueSource =
  | { type: 'column'; column: ColumnRef }
  | { type: 'value'; text: string }
  | { type: 'template'; parts: readonly (string | ColumnRef)[] }
  | { type: 'sequence' }
  | FormulaSource
  /** Only a default was given. */
  | { type: 'none' };

/** A formula and what it reads; formula rules come after the other rules of their scope, in dependency order. */
export interface FormulaSource {
  type: 'formula';
  formula: CompiledFormula;
  /** `formula.columns` as references of the record's own sheet, by slot. */
  columns: readonly ColumnRef[];
  /** `formula.invoiceColumns` as references of the invoice sheet, by slot. */
  invoiceColumns: readonly ColumnRef[];
  /** How the source writes numbers and dates in text cells. */
  reading: TextReading;
  /** Kinds of the fields it reads by name (same record) and as `items.Field`. */
  fieldKinds: ReadonlyMap<string, FieldKind>;
  itemKinds: ReadonlyMap<string, FieldKind>;
}

export interface FieldRule {
  /** Model field name, e.g. `Invoice_Amount`. */
  field: string;
  kind: FieldKind;
  source: ValueSource;
  /** Explicit steps, then the implicit conversion of the field's kind. */
  steps: readonly Step[];
  /** Final text used when the value is empty. */
  defaultText: string | undefined;
  /** Amount fields: the decimal places a value may have. @default the currency's minor unit */
  decimals?: number | undefined;
  /** How a column's cell reading a database's empty value or lost letters is read. @default both are problems */
  reading?: CellReading | undefined;
}

/** `source.nullText` and `source.questionMarks`, as a column rule reads its cell with them. */
export interface CellReading {
  /** Whole cell texts (trimmed) read as an empty cell: `source.nullText`. @default none */
  nullTexts: ReadonlySet<string>;
  /** @default 'problem' */
  questionMarks: 'problem' | 'read';
}

export interface SkipRule {
  column: ColumnRef;
  /** Tests the cell text (trimmed). */
  test: (text: string) => boolean;
  /** Where set, a row the rule matches opens a run of skipped rows that closes at a row this tests true. */
  until?: ((text: string) => boolean) | undefined;
  /** What the rule skips, for the count of rows left out by the mapping: its `name`, else the rule written out. */
  label: string;
}

/** Rows of an invoice that are not lines: their amount is added to the Tax of a line. */
export interface TaxRowsRule {
  /** The row-type column and the test that marks a tax row. */
  type: SkipRule;
  /** The column naming the line a tax row belongs to (same value on both rows). @default none */
  line: ColumnRef | undefined;
}

/** A group heading row: skipped, its value carried onto the rows below it as the column `name`. */
export interface HeadingRule {
  /** The column name the rows below read the value by. */
  name: string;
  column: ColumnRef;
  /** The heading's value when the row is a heading, else undefined. */
  valueOf: (row: SheetRow, index: number) => string | undefined;
  label: string;
}

/** A value from a row above the header, by its place or by the label left of it. */
export interface PreambleValue {
  /** The column name every row reads the value by. */
  name: string;
  place: { row: number; field: number } | { label: string };
  /** `mapping.yaml:12:5`, for messages. */
  at: string;
}

/** What is done with an XLSX row hidden in the sheet, one the user does not see. */
export type HiddenRows = 'problem' | 'skip' | 'read';

/** What is done with an XLSX column hidden in the sheet that the mapping reads: stop the file, or read it. */
export type HiddenColumns = 'problem' | 'read';

export interface SheetSource {
  table: TableOptions;
  /** How cells reading a database's empty value or lost letters are read. */
  reading: CellReading;
  /** @default 'problem' */
  hiddenRows: HiddenRows;
  /** @default 'problem' */
  hiddenColumns: HiddenColumns;
  skipRows: readonly SkipRule[];
  /** Applied after `skipRows`, on the invoices sheet only. @default [] */
  headings: readonly HeadingRule[];
  /** Values from above the header, on the invoices sheet only. @default [] */
  preamble: readonly PreambleValue[];
}

export type Layout =
  | { type: 'one-row' }
  | { type: 'grouped'; key: readonly ColumnRef[] }
  | { type: 'joined'; key: readonly ColumnRef[]; linesKey: readonly ColumnRef[] };

/** A column a carried field is read from (journal/carried-fields.ts), with the steps that read its cell. */
export interface CarriedColumnRef extends ColumnRef {
  /** None for a text (trimmed); a date step in the mapping's date formats for a date. */
  steps: readonly Step[];
}

/** The columns of the carried fields the mapping names, by mapping key (`vendorName`): for the results only. */
export type CarriedColumns = { [K in MappedCarriedKey]?: CarriedColumnRef | undefined };

export interface Mapping extends CarriedColumns {
  /** Path of the mapping file. */
  file: string;
  description: string | undefined;
  /** The invoices sheet (or the only table). */
  source: SheetSource;
  /** The lines sheet of the joined layout. */
  linesSource: SheetSource | undefined;
  layout: Layout;
  invoice: readonly FieldRule[];
  items: readonly FieldRule[];
  /** Tax rows folded into a line's Tax (grouped and joined layouts). @default none */
  taxRows?: TaxRowsRule | undefined;
  /** One list of rules per contact entry. */
  contacts: readonly (readonly FieldRule[])[];
  events: readonly (readonly FieldRule[])[];
  attachments: { column: ColumnRef; baseDir: string | undefined; maxBytes: number } | undefined;
  checks: {
    sumLines: 'gross' | 'net' | undefined;
    /** CurrencyCodes allowed beyond ISO 4217. @default none */
    currencies: ReadonlySet<string>;
    /** A row naming a credit note with a positive Invoice_Amount is a problem (check-credit-note-cell.ts). @default true */
    creditWords: boolean;
    /** A date column read in the day-month order the file does not write is a problem (check-date-order.ts). @default true */
    dateOrder: boolean;
  };
  /** PayeeId by advertiser name, or required to be a known advertiser id (the journal's cached list). */
  advertisers?: AdvertiserRules | undefined;
  /** Not errors, but likely mistakes (a required field not mapped). */
  warnings: readonly string[];
}

/** Every column reference of a rule list. */
export function ruleColumns(rules: readonly FieldRule[]): ColumnRef[] {
  const out: ColumnRef[] = [];
  for (const rule of rules) {
    if (rule.source.type === 'column') out.push(rule.source.column);
    if (rule.source.type === 'template')
      for (const part of rule.source.parts) if (typeof part !== 'string') out.push(part);
    if (rule.source.type === 'formula') out.push(...rule.source.columns);
  }
  return out;
}

/** Columns of the invoice row read by line formulas (`invoice[Header]`). */
function invoiceRowColumns(rules: readonly FieldRule[]): ColumnRef[] {
  return rules.flatMap((rule) => (rule.source.type === 'formula' ? rule.source.invoiceColumns : []));
}

/** The columns read from the invoices sheet (all rows, unless joined) and from the lines sheet. */
export function columnsBySheet(mapping: Mapping): { main: ColumnRef[]; lines: ColumnRef[] } {
  const main = [
    ...ruleColumns(mapping.invoice),
    ...mapping.contacts.flatMap(ruleColumns),
    ...mapping.events.flatMap(ruleColumns),
    ...mapping.source.skipRows.map((r) => r.column),
    ...mapping.source.headings.map((r) => r.column),
    ...invoiceRowColumns(mapping.items),
  ];
  if (mapping.attachments) main.push(mapping.attachments.column);
  for (const field of MAPPED_CARRIED_FIELDS) {
    const column = mapping[field.mapping.key];
    if (column) main.push(column);
  }
  const lines: ColumnRef[] = [];
  const taxRows = mapping.taxRows
    ? [mapping.taxRows.type.column, ...(mapping.taxRows.line ? [mapping.taxRows.line] : [])]
    : [];
  if (mapping.layout.type === 'joined') {
    main.push(...mapping.layout.key);
    lines.push(
      ...mapping.layout.linesKey,
      ...ruleColumns(mapping.items),
      ...(mapping.linesSource?.skipRows ?? []).map((r) => r.column),
      ...taxRows,
    );
  } else {
    if (mapping.layout.type === 'grouped') main.push(...mapping.layout.key);
    main.push(...ruleColumns(mapping.items), ...taxRows);
  }
  return { main, lines };
}

/** `"Vendor No"` or `column C`, for messages. */
export function describeRef(ref: ColumnRef): string {
  return ref.header !== undefined ? `"${ref.header}"` : `column ${ref.letter ?? '?'}`;
}
