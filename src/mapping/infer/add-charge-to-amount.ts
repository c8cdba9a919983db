/**
 * A charge that is no tax (`Fuel surcharge`, `Freight`, `Handling fee`) inside the VAT's base, in a
 * file with no total column: the VAT is a rate of the net and the charge, so the supplier billed the
 * charge, and an Amount of the net alone posts the invoice short with nothing to catch it. Where
 * every sampled row that carries the charge shows it inside the base, the line's Amount is the net
 * and the charge; where some rows do and some do not, Amount is left commented with the reason.
 * Pure but for the lists it is given.
 */
import type { FieldDoubt } from './choose-fields.js';
import { namesNonTaxCharge } from './names-non-tax-charge.js';
import type { ColumnProfile } from './profile-column.js';
import { formulaSpec, yamlScalar, type FieldLine } from './render-proposal.js';
import { knownRates, lineMoneyColumn, rateOf } from './sum-duty-in-base.js';

/** The fewest rows carrying the charge inside the base that make the evidence. */
const ENOUGH_ROWS = 2;

interface Weighed {
  charge: ColumnProfile;
  /** Rows whose tax is a known rate of the net and the charge, and of the net alone at none. */
  inside: number;
  /** Rows whose tax is a known rate of the net alone, and of the net and the charge at none. */
  outside: number;
}

/** How many rows carrying `charge` show it inside the tax's base, and how many outside it. */
function weigh(amount: ColumnProfile, tax: ColumnProfile, charge: ColumnProfile): Weighed {
  const plain = new Set<bigint>();
  const charged: { a: bigint; t: bigint; c: bigint }[] = [];
  amount.amounts.forEach((a, row) => {
    const t = tax.amounts[row] ?? 0n;
    const c = charge.amounts[row] ?? 0n;
    if (a === undefined || t === 0n) return;
    if (c === 0n) {
      const rate = rateOf(t, a);
      if (rate !== undefined) plain.add(rate);
    } else if (c > 0n === a > 0n) charged.push({ a, t, c });
  });
  const known = knownRates(plain);
  let inside = 0;
  let outside = 0;
  for (const { a, t, c } of charged) {
    const withCharge = known(rateOf(t, a + c));
    const without = known(rateOf(t, a));
    if (withCharge && !without) inside++;
    else if (without && !withCharge) outside++;
  }
  return { charge, inside, outside };
}

/** Where the line's Amount and Tax are one column each and a non-tax charge is inside the VAT's base, Amount adds it. */
export function addChargeToAmount(
  items: FieldLine[],
  doubts: FieldDoubt[],
  invoice: readonly FieldLine[],
  profiles: readonly ColumnProfile[],
): void {
  // A total column checks the sum already (sum-charged-taxes puts the charge in Amount there).
  if (invoice.some((l) => l.field === 'Invoice_Amount' && !l.spec.includes('SUM(items.'))) return;
  const amount = lineMoneyColumn(items, 'Amount', profiles);
  const tax = lineMoneyColumn(items, 'Tax', profiles);
  if (!amount || !tax) return;
  const read = new Set(items.flatMap((l) => [l.spec, ...[...l.spec.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!)]));
  const found = profiles
    .filter(
      (p) =>
        p.index !== amount.index &&
        p.index !== tax.index &&
        p.share.amount >= 0.95 &&
        !read.has(p.header) &&
        !read.has(yamlScalar(p.header)) &&
        namesNonTaxCharge(p.header),
    )
    .map((p) => weigh(amount, tax, p))
    .find((w) => w.inside > 0);
  if (!found) return;
  const { charge, inside, outside } = found;
  const formula = `[${amount.header}] + [${charge.header}]`;
  const spec = formulaSpec(formula);
  const line = items.find((l) => l.field === 'Amount')!;
  if (outside === 0 && inside >= ENOUGH_ROWS) {
    line.spec = spec;
    line.comment = `"${tax.header}" is a rate of "${amount.header}" and "${charge.header}" on every row that carries "${charge.header}": the charge is billed, so the line's Amount holds it`;
    return;
  }
  items.splice(items.indexOf(line), 1);
  doubts.push({
    scope: 'items',
    field: 'Amount',
    headers: [amount.header],
    spec,
    reason: `"${tax.header}" is a rate of "${amount.header}" and "${charge.header}" on ${inside} of ${inside + outside} rows that carry "${charge.header}" and of "${amount.header}" alone on ${outside}: Amount is "${amount.header}" plus "${charge.header}" where the charge is billed`,
  });
}
