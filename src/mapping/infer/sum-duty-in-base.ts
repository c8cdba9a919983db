/**
 * A duty charged beside the VAT and inside its base, as Bangladesh's purchase book writes the
 * supplementary duty (`Value (excl. all taxes)`, `Supplementary Duty`, `VAT`): the VAT is a rate of
 * the value and the duty, not of the value alone, on every row that carries the duty. The duty is
 * then a tax the supplier charged, so the line's Tax is the duty and the VAT, and the value is
 * shown to be before both. Known by values, whatever the language. Pure but for the list it is given.
 */
import { namesNonTaxCharge } from './names-non-tax-charge.js';
import type { ColumnProfile } from './profile-column.js';
import type { FieldLine } from './render-proposal.js';
import { formulaSpec, yamlScalar } from './render-proposal.js';

/** The fewest rows carrying the duty that make the evidence. */
const ENOUGH_ROWS = 2;
/** VAT rates in hundredths of a percent, whole or half percents from 1 % to 30 %. */
const LOWEST = 100n;
const HIGHEST = 3000n;
const HALF = 50n;
// The column must name a tax charged: freight, a fee or a surcharge may be inside the VAT's base
// too, and is no tax (names-non-tax-charge), whatever else its header says.
const CHARGE_WORD =
  /^(?:duty|duties|excise|levy|levies|cess|tax|taxes|aksiz|akciz|акциз|impuesto|impuestos|imposto|impot|impôt|droit|droits|abgabe|ieps|isc|ppnbm|ipi)$/u;

const namesCharge = (header: string) =>
  !namesNonTaxCharge(header) &&
  header
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .some((w) => CHARGE_WORD.test(w));

/**
 * The whole or half percent `tax` is of `base` to the cent (ten-thousandths: 100), read off the row
 * itself, in hundredths of a percent: 0n for no tax, undefined where it is no such rate.
 */
export function rateOf(tax: bigint, base: bigint): bigint | undefined {
  if (tax === 0n) return 0n;
  if (base === 0n || tax < 0n !== base < 0n) return undefined;
  const t = tax < 0n ? -tax : tax;
  const b = base < 0n ? -base : base;
  const rate = (((t * 10000n) / b + HALF / 2n) / HALF) * HALF;
  if (rate < LOWEST || rate > HIGHEST) return undefined;
  const gap = t * 10000n - b * rate;
  return (gap < 0n ? -gap : gap) <= 100n * 10000n ? rate : undefined;
}

/**
 * Whether a rate is one the rows without the charge use (`plain`, no tax left out), or a whole
 * percent where every row carries the charge: the rates a charge's rows are judged by.
 */
export function knownRates(plain: ReadonlySet<bigint>): (rate: bigint | undefined) => boolean {
  const used = new Set([...plain].filter((rate) => rate !== 0n));
  return (rate) => rate !== undefined && (used.size > 0 ? used.has(rate) : rate % 100n === 0n);
}

/** The one money column a line field is read from as written (no formula), if it is one. */
export function lineMoneyColumn(
  items: readonly FieldLine[],
  field: string,
  profiles: readonly ColumnProfile[],
): ColumnProfile | undefined {
  const spec = items.find((l) => l.field === field)?.spec;
  return profiles.find((p) => spec !== undefined && yamlScalar(p.header) === spec && p.share.amount >= 0.95);
}

/**
 * The amount column (other than `amount` and `tax`) named for a charge that is inside the VAT's
 * base: with it the tax is at a rate the rows without it use (or a whole percent) on every row,
 * without it at none of those rates on two rows or more that carry it.
 */
export function findDutyInBase(
  amount: ColumnProfile,
  tax: ColumnProfile,
  profiles: readonly ColumnProfile[],
): ColumnProfile | undefined {
  const rows = amount.amounts.length;
  return profiles.find((d) => {
    if (d.index === amount.index || d.index === tax.index || d.filled < 3 || d.share.amount < 0.95) return false;
    if (!namesCharge(d.header)) return false;
    const plain = new Set<bigint>();
    const charged: { a: bigint; t: bigint; duty: bigint }[] = [];
    for (let row = 0; row < rows; row++) {
      const a = amount.amounts[row];
      const t = tax.amounts[row] ?? 0n;
      const duty = d.amounts[row] ?? 0n;
      if (a === undefined) continue;
      // A duty of the other sign is no charge.
      if (duty !== 0n && duty < 0n !== a < 0n) return false;
      const rate = rateOf(t, a + duty);
      if (rate === undefined) return false;
      if (duty === 0n) plain.add(rate);
      else if (t !== 0n) charged.push({ a, t, duty });
    }
    const known = knownRates(plain);
    // Each row's tax is at a known rate of the value and the duty, and at none of the value alone.
    const inBase = charged.every((c) => known(rateOf(c.t, c.a + c.duty)) && !known(rateOf(c.t, c.a)));
    return inBase && charged.length >= ENOUGH_ROWS;
  });
}

/** Where the line's Amount and Tax are one column each and a duty is inside the VAT's base, the Tax is the duty and the VAT. */
export function sumDutyInBase(items: FieldLine[], profiles: readonly ColumnProfile[]): void {
  const amount = lineMoneyColumn(items, 'Amount', profiles);
  const tax = lineMoneyColumn(items, 'Tax', profiles);
  if (!amount || !tax) return;
  const duty = findDutyInBase(amount, tax, profiles);
  if (!duty) return;
  const line = items.find((l) => l.field === 'Tax')!;
  const summed = [duty, tax].sort((a, b) => a.index - b.index).map((p) => `[${p.header}]`);
  line.spec = formulaSpec(summed.join(' + '));
  line.comment = `"${tax.header}" is a rate of "${amount.header}" and "${duty.header}" on every row: "${duty.header}" is a tax charged inside the VAT's base, so the line's Tax is both`;
}
