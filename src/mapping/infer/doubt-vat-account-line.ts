/**
 * A ledger's VAT postings are told apart by their account: that account column is on the tax-only
 * lines too, so it is no cost account as it stands. Its GLAccount line becomes a doubt with the reason.
 */
import type { FieldDoubt } from './choose-fields.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';

/** Drops from `itemLines` the GLAccount line of the column that told the VAT rows apart, and says why in `doubts`. */
export function doubtVatAccountLine(pair: object | undefined, itemLines: FieldLine[], doubts: FieldDoubt[]): void {
  const account = pair && 'accountHeader' in pair ? (pair.accountHeader as string | undefined) : undefined;
  if (!account) return;
  const accountLine = (l: FieldLine) => l.field === 'GLAccount' && l.spec === yamlScalar(account);
  const at = itemLines.findIndex(accountLine);
  if (at < 0) return;
  itemLines.splice(at, 1);
  doubts.push({
    scope: 'items',
    field: 'GLAccount',
    headers: [account],
    reason: `"${account}" holds the VAT account on the tax-only lines beside the cost accounts`,
  });
}
