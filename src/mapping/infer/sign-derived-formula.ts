/**
 * A money line infer wrote as a formula over the main sheet's columns (the net as `[Total] - [VAT]`
 * where no column holds it): where every column the formula reads is written unsigned on the credit
 * notes, the formula as a whole takes their sign, as those columns' own fields do; otherwise a credit
 * note's lines would not add up to its signed total. Pure.
 */
import type { FieldLine } from './render-proposal.js';
import { formulaSpec } from './render-proposal.js';

const FORMULA_SPEC = /^\{ formula: '(.*)' \}$/;

/** The formula of a `{ formula: '...' }` spec, or undefined for any other spec. */
function formulaOf(spec: string): string | undefined {
  const m = FORMULA_SPEC.exec(spec);
  return m ? m[1]!.replace(/''/g, "'") : undefined;
}

/**
 * The line signed by `sign` (a formula ending `* []`, as the credit notes' own columns are
 * signed) when every column its formula reads is in `unsigned`; undefined when it is not a formula
 * or reads a column not known to be written unsigned.
 */
export function signDerivedFormula(
  line: FieldLine,
  unsigned: ReadonlySet<string>,
  sign: string,
  credits: string,
): FieldLine | undefined {
  const formula = formulaOf(line.spec);
  if (formula === undefined) return undefined;
  const headers = [...formula.matchAll(/(?<![\w\]])\[([^\]]+)\]/g)].map((m) => m[1]!);
  // Only plain arithmetic over unsigned columns: a condition or a function may already sign it.
  if (headers.length === 0 || /[A-Z]+\(/i.test(formula.replace(/\[[^\]]*\]/g, ''))) return undefined;
  if (!headers.every((h) => unsigned.has(h))) return undefined;
  const signed = sign.replace(/\[\]$/, `(${formula})`);
  return {
    field: line.field,
    spec: formulaSpec(signed),
    comment: `${line.comment}; signed on the credit notes (${credits}), as those columns are`,
  };
}
