/**
 * A line amount whose rows sum to 0 on every invoice of a grouped file: a journal's postings of
 * both sides (the costs and input VAT on one, the supplier's payable on the other) where no column
 * told the supplier's posting apart for a skip rule (find-party-rows.ts). Summed as lines it would
 * post nothing, or the payable beside the costs: the column is left as a doubt, never mapped.
 * Pure but for moving the choice to `doubts`.
 */
import type { FieldChoice, FieldDoubt } from './choose-fields.js';
import type { LayoutChoice } from './find-layout.js';
import type { ColumnProfile } from './profile-column.js';

/** The fewest vouchers that make the evidence. */
const ENOUGH = 3;

/** True when the column's rows of each sampled invoice (of two rows or more, some not 0) sum to 0. */
function balancesEveryInvoice(column: ColumnProfile, layout: LayoutChoice): boolean {
  const sums = new Map<number, { sum: bigint; rows: number; filled: boolean }>();
  layout.invoiceOfRow.forEach((invoice, row) => {
    if (layout.partial.has(invoice)) return;
    const amount = column.amounts[row] ?? 0n;
    const s = sums.get(invoice) ?? { sum: 0n, rows: 0, filled: false };
    sums.set(invoice, { sum: s.sum + amount, rows: s.rows + 1, filled: s.filled || amount !== 0n });
  });
  const all = [...sums.values()];
  return all.length >= ENOUGH && all.every((s) => s.rows >= 2 && s.filled && s.sum === 0n);
}

/** Moves a grouped file's line Amount that balances every invoice from `chosen` to `doubts`. */
export function doubtBalancedAmount(
  chosen: FieldChoice[],
  doubts: FieldDoubt[],
  profiles: readonly ColumnProfile[],
  layout: LayoutChoice | undefined,
): void {
  const amount = chosen.find((c) => c.scope === 'items' && c.field === 'Amount');
  if (layout?.type !== 'grouped' || !amount || !balancesEveryInvoice(profiles[amount.index]!, layout)) return;
  chosen.splice(chosen.indexOf(amount), 1);
  doubts.push({
    scope: 'items',
    field: 'Amount',
    headers: [amount.header],
    reason: `the rows of "${amount.header}" sum to 0 on every voucher: the supplier's posting is among them, and no column tells it apart to skip; summed as lines they post nothing`,
  });
}
