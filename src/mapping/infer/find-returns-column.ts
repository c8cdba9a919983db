/**
 * An amount column for returns beside the purchases (MISA's `Giá trị trả lại` beside `Giá trị
 * mua`, a ledger's `Returns`, `Retour`, `İade`, `Возврат`): a row with a return is a credit, so the
 * amounts and tax beside it carry a sign no column writes, and no amount is mapped as it is. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import { normalizeHeader } from '../field-catalog.js';
import { headerKey } from './match-headers.js';
import type { ColumnProfile } from './profile-column.js';

// Returns in the exports' languages, accents dropped: English, French and Dutch `retour`, Vietnamese
// `trả lại`, Turkish `iade`, Spanish and Portuguese `devolución` / `devolução`, German `Rücksendung`,
// Russian `возврат`, Japanese `返品`, Chinese `退货`, Korean `반품`.
const RETURNS = /(?:returns?|returned|retour|tralai|iade|devoluc|devolu|rucksend|возврат|返品|退货|退貨|반품)/;

export interface ReturnsColumn {
  header: string;
}

/** The first amount column named for returns, filled on some rows and empty or zero on others. */
export function findReturnsColumn(profiles: readonly ColumnProfile[]): ReturnsColumn | undefined {
  const found = profiles.find((p) => {
    if (p.share.amount < 0.95 || !RETURNS.test(`${headerKey(p.header)} ${normalizeHeader(p.header)}`)) return false;
    const some = p.amounts.filter((a) => a !== undefined && a !== 0n).length;
    return some > 0 && some < p.amounts.length;
  });
  return found ? { header: found.header } : undefined;
}

/** Why an amount beside a returns column is a doubt, and the formula that would sign it. */
export function returnsReason(returns: ReturnsColumn, amount: FieldChoice): string {
  return `"${returns.header}" holds returns on some rows: a return is a credit, so "${amount.header}" needs its sign there, e.g. { formula: 'IF([${returns.header}] > 0, -1, 1) * [${amount.header}]' }`;
}
