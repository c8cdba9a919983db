/**
 * One row per invoice with one amount column and a tax column beside it, where nothing says
 * whether the amount includes the tax (Invoice Ninja's `Amount` beside `Tax Amount`, FreeAgent's
 * `Total Value` beside `Sales Tax Value`): the invoice amount and the line's amount are both
 * readings of that one column, and a user who settles one and not the other posts lines that
 * differ from the total by the tax. Both readings are written as doubts, and the `sumLines: gross`
 * check makes `validate` refuse a mixed choice. Pure.
 */
import { findDutyInBase } from './sum-duty-in-base.js';
import type { FieldChoice } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import type { Proposal } from './render-proposal.js';
import { readTotalBesideTax } from './check-sample-sums.js';
import { namesNetAmount } from './read-tax-header.js';
import { taxInclusiveRival } from './weigh-money-evidence.js';

/**
 * True when the amount is the net beside its tax: its header says it is before tax, or the tax is
 * a rate in use of it on every row with tax and not of it less the tax on some (7 % of 13,599).
 */
export function readsAsNet(amount: FieldChoice, tax: FieldChoice, profiles: readonly ColumnProfile[]): boolean {
  const [a, t] = [profiles[amount.index]!, profiles[tax.index]!];
  // A tax that is a rate of the amount and a duty beside it is charged on top of the amount.
  return (
    namesNetAmount(amount.header) || readTotalBesideTax(a, t) === 'net' || findDutyInBase(a, t, profiles) !== undefined
  );
}

/** Why the line's Amount is a doubt, giving both readings, where the column may be the net or the gross. */
export function grossOrNetDoubt(
  amount: FieldChoice | undefined,
  tax: FieldChoice | undefined,
  total: FieldChoice | undefined,
  profiles: readonly ColumnProfile[],
): string | undefined {
  if (!amount || !tax || total || readsAsNet(amount, tax, profiles) || taxInclusiveRival(amount, profiles))
    return undefined;
  const net = `[${amount.header}] - [${tax.header}]`;
  return `"${amount.header}" may be the net or include the tax "${tax.header}": keep Amount: ${amount.header} if it is the net (and Invoice_Amount the formula with the tax), or use { formula: '${net}' } if it includes the tax (and Invoice_Amount: ${amount.header}); the sumLines check tells a mixed choice`;
}

/** The check that refuses a line whose amount and tax do not add up to the invoice amount, whichever reading was kept. */
export function grossOrNetCheck(amountHeader: string, taxHeader: string): NonNullable<Proposal['sumLines']> {
  return {
    kind: 'gross',
    why: `"${amountHeader}" may be the net or the gross beside "${taxHeader}": whichever you keep, the line's Amount + Tax must equal Invoice_Amount, and validate reports an invoice where they do not`,
  };
}
