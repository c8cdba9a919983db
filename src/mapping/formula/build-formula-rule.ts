/**
 * Formula field specs as a mapping file writes them, for code that proposes mappings: a column
 * term quoted correctly, and the formulas common layouts need. Every spec built here parses.
 */
import { parseFormula } from './parse-formula.js';

/** `{ formula: "..." }`, the field spec as written in YAML. */
export interface FormulaRule {
  formula: string;
}

/** `[Header]`, a `]` inside written twice. */
export function columnTerm(header: string): string {
  return `[${header.replaceAll(']', ']]')}]`;
}

/** The spec for `expression`; throws a TypeError when it does not parse (a mistake of the caller). */
export function formulaRule(expression: string): FormulaRule {
  const parsed = parseFormula(expression);
  if (!parsed.ok) throw new TypeError(`not a formula: ${parsed.message} at ${parsed.offset} in ${expression}`);
  return { formula: expression };
}

/** A line amount from quantity and unit price, rounded to `places` (an amount field keeps four). */
export function lineAmountRule(quantityHeader: string, unitPriceHeader: string, places = 2): FormulaRule {
  return formulaRule(`ROUND(${columnTerm(quantityHeader)} * ${columnTerm(unitPriceHeader)}, ${places})`);
}

/** Invoice_Amount as the sum of the lines' net amounts and, when `withTax`, their tax. */
export function grossFromLinesRule(withTax: boolean): FormulaRule {
  return formulaRule(withTax ? 'SUM(items.Amount) + SUM(items.Tax)' : 'SUM(items.Amount)');
}
