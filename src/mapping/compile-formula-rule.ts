/**
 * A `formula:` field spec -> its FormulaSource: the formula compiled against the names of its
 * scope, its columns as references, and how the source's text reads as numbers and dates.
 * A mistake is reported at the formula's character when the YAML shows it as written.
 */
import type { ColumnRef, FormulaSource } from './compiled-mapping.js';
import type { StepDefaults } from './compile-step.js';
import type { FieldKind } from './field-catalog.js';
import { compileFormula } from './formula/compile-formula.js';
import type { TextReading } from './formula/formula-value.js';
import { plainDecimal } from './parse-amount-text.js';
import { explainDateText, parseDateText } from './parse-date-text.js';

/** The fields a formula of one scope may name. */
export interface FormulaScope {
  /** Mapped fields of the same record, with their kinds. */
  fields: ReadonlyMap<string, FieldKind>;
  /** Mapped line fields (invoice formulas). */
  items: ReadonlyMap<string, FieldKind> | undefined;
  /** Line formulas may read the invoice row. */
  invoiceColumns: boolean;
}

export interface FormulaPlace {
  /** `mapping.yaml:12:5` of the formula, for the columns it names. */
  at: string;
  /** Throws a ConfigError at that character of the formula. */
  failAt(offset: number, message: string): never;
}

const READINGS = new WeakMap<StepDefaults, TextReading>();

/** Text cells read as the source writes numbers and dates; one reading per mapping. */
function readingOf(defaults: StepDefaults): TextReading {
  let reading = READINGS.get(defaults);
  if (!reading) {
    const { amountFormat, dateFormats } = defaults;
    reading = {
      number: (text) => plainDecimal(text, amountFormat),
      date: (text) => parseDateText(text, dateFormats),
      whyNoDate: (text) => explainDateText(text, dateFormats),
    };
    READINGS.set(defaults, reading);
  }
  return reading;
}

/** `... got ")"` in `ROUND([Net] * 2, )`, with the formula shown up to the place. */
function placeOf(text: string, offset: number): string {
  const shown = text.length > 120 ? `${text.slice(Math.max(0, offset - 60), offset + 60)}` : text;
  return `at character ${offset + 1} of the formula "${shown}"`;
}

/** `compileFormulaSource`, as a mapping's compiler is given it. */
export type FormulaCompiler = typeof compileFormulaSource;

export function compileFormulaSource(
  text: string,
  scope: FormulaScope,
  defaults: StepDefaults,
  place: FormulaPlace,
): FormulaSource {
  const compiled = compileFormula(text, {
    fields: [...scope.fields.keys()],
    itemFields: scope.items ? [...scope.items.keys()] : undefined,
    invoiceColumns: scope.invoiceColumns,
  });
  if (!compiled.ok) place.failAt(compiled.offset, `${compiled.message}, ${placeOf(text, compiled.offset)}`);
  const formula = compiled.formula;
  const refs = (headers: readonly string[]): ColumnRef[] => headers.map((header) => ({ header, at: place.at }));
  const kinds = (names: readonly string[], of: ReadonlyMap<string, FieldKind> | undefined) =>
    new Map(names.map((name) => [name, of?.get(name) ?? 'text'] as const));
  return {
    type: 'formula',
    formula,
    columns: refs(formula.columns),
    invoiceColumns: refs(formula.invoiceColumns),
    reading: readingOf(defaults),
    fieldKinds: kinds(formula.fields, scope.fields),
    itemKinds: kinds(formula.itemFields, scope.items),
  };
}
