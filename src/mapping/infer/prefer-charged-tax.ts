/**
 * Purchase books print the VAT charged beside the parts the buyer deducts and does not deduct
 * (`Ulazni PDV`, `Odbitni PDV`, `Neodbitni PDV`; `Input VAT`, `Deductible VAT`, `Non-deductible
 * VAT`): all three name a tax, so they tie for the Tax. The parts are the buyer's split of it, not
 * what the supplier charged: where exactly one tied column names no deduction and no part exceeds
 * it on any row, that column is the Tax. Pure but for changing `chosen` and `doubts`.
 */
import type { FieldChoice, FieldDoubt } from './choose-fields.js';
import { namesDeductibleTax } from './names-deductible-tax.js';
import type { ColumnProfile } from './profile-column.js';

const abs = (n: bigint) => (n < 0n ? -n : n);

/** True when the parts together never exceed the whole on a row, and the whole is charged on some row. */
function holdsParts(whole: ColumnProfile, parts: readonly ColumnProfile[]): boolean {
  if (whole.share.amount < 0.95 || parts.some((p) => p.share.amount < 0.95)) return false;
  let charged = false;
  for (const [row, amount] of whole.amounts.entries()) {
    const all = abs(amount ?? 0n);
    if (all !== 0n) charged = true;
    if (parts.reduce((s, p) => s + abs(p.amounts[row] ?? 0n), 0n) > all) return false;
  }
  return charged;
}

export function preferChargedTax(
  chosen: FieldChoice[],
  doubts: FieldDoubt[],
  profiles: readonly ColumnProfile[],
): void {
  const at = doubts.findIndex((d) => d.scope === 'items' && d.field === 'Tax' && d.spec === undefined);
  if (at < 0 || chosen.some((c) => c.scope === 'items' && c.field === 'Tax')) return;
  const tied = doubts[at]!.headers.map((h) => profiles.find((p) => p.header === h));
  if (tied.some((p) => p === undefined) || tied.length < 2) return;
  const columns = tied as ColumnProfile[];
  const wholes = columns.filter((p) => !namesDeductibleTax(p.header));
  const parts = columns.filter((p) => namesDeductibleTax(p.header));
  if (wholes.length !== 1 || !holdsParts(wholes[0]!, parts)) return;
  const whole = wholes[0]!;
  doubts.splice(at, 1);
  chosen.push({
    scope: 'items',
    field: 'Tax',
    index: whole.index,
    header: whole.header,
    why: `from "${whole.header}", the VAT charged: ${parts.map((p) => `"${p.header}"`).join(' and ')} are its parts the buyer deducts or not`,
    alternatives: [],
  });
}
