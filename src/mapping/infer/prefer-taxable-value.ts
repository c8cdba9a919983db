/**
 * A register that prints the taxable value beside a larger net-named total (Marg's `Taxable` beside
 * `Net Amt`, the bill's total with its GST): `net` in Indian registers names what is left after
 * discounts, taxes included, while a taxable value is by law the amount the tax is charged on. The
 * line's Amount is then the taxable value, kept with the same sign formula. Pure.
 */
import { headerKey } from './match-headers.js';
import type { ColumnProfile } from './profile-column.js';
import type { FieldLine } from './render-proposal.js';

const TAXABLE = /^taxable(?:value|amount|amt|val)?$/;

/** The amount column a line's spec reads: the bare column or the one amount column of its formula (a sign formula also reads a type). */
function readColumn(spec: string, headers: readonly string[]): string | undefined {
  if (headers.includes(spec)) return spec;
  const read = headers.filter((h) => spec.includes(`[${h}]`));
  return read.length === 1 ? read[0] : undefined;
}

/** True when `taxable` is at most `amount` on every row both fill, and below it on three or more. */
function belowOnTaxedRows(taxable: ColumnProfile, amount: ColumnProfile): boolean {
  let below = 0;
  const fits = amount.amounts.every((a, row) => {
    const t = taxable.amounts[row];
    if (a === undefined || t === undefined) return true;
    if (t < a) below++;
    return t <= a;
  });
  return fits && below >= 3;
}

/** Moves the items' Amount onto the taxable value where one stands beside a larger column the Amount read. */
export function preferTaxableValue(items: FieldLine[], profiles: readonly ColumnProfile[]): void {
  const line = items.find((l) => l.field === 'Amount');
  if (!line) return;
  const headers = profiles.filter((p) => p.share.amount >= 0.95).map((p) => p.header);
  const chosen = readColumn(line.spec, headers);
  const amount = profiles.find((p) => p.header === chosen);
  if (!amount || TAXABLE.test(headerKey(amount.header))) return;
  const taxable = profiles.filter((p) => TAXABLE.test(headerKey(p.header)) && p.share.amount >= 0.95);
  if (taxable.length !== 1 || !belowOnTaxedRows(taxable[0]!, amount)) return;
  const by = taxable[0]!.header;
  line.spec = line.spec === amount.header ? by : line.spec.replace(`[${amount.header}]`, `[${by}]`);
  line.comment = `"${by}" is the taxable value, below "${amount.header}" (the total with its taxes) on the taxed rows: the line's net`;
}
