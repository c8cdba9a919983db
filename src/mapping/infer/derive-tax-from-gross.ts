/**
 * One row per invoice with an amount excluding tax and one including it but no tax column
 * (Dinero's `Beløb ekskl. moms` and `Beløb inkl. moms`): the line's tax is their difference,
 * where that difference is a VAT rate in use of the net on every sampled row; a column holding it
 * is then the tax. Pure.
 */
import { atSomeRate } from './check-sample-sums.js';
import type { FieldChoice } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import type { Filled } from './fill-missing-fields.js';
import { findDifferenceColumn } from './find-difference-column.js';
import { yamlScalar } from './render-proposal.js';
import { TAX_INCLUSIVE } from './weigh-money-evidence.js';

// "ekskl. moms", "excl. VAT", "exkl. MwSt", "HT", "netto", "net": the amount without its tax.
const TAX_EXCLUSIVE = /\b(?:excl|ekskl|exkl|excluding|exklusive|ohne|sans|ht|netto|net|sin)\b/i;

/** The line's Tax as gross less net, with the check that they add up, or nothing. */
export function taxFromGross(
  total: FieldChoice | undefined,
  amount: FieldChoice | undefined,
  profiles: readonly ColumnProfile[],
): Filled {
  if (!total || !amount || !TAX_INCLUSIVE.test(total.header) || !TAX_EXCLUSIVE.test(amount.header)) return {};
  const gross = profiles[total.index]!;
  const net = profiles[amount.index]!;
  let rows = 0;
  let taxed = 0;
  for (const [row, n] of net.amounts.entries()) {
    const g = gross.amounts[row];
    if (n === undefined || g === undefined) continue;
    if (!atSomeRate(g - n, n)) return {};
    rows++;
    if (g !== n) taxed++;
  }
  if (rows < 3 || taxed === 0) return {};
  const sumLines = {
    kind: 'gross' as const,
    why: `"${amount.header}" and its tax make "${total.header}" on every row`,
  };
  // A column of the file holding that difference is the tax, before a formula computing it again.
  const column = findDifferenceColumn(gross, net, profiles);
  if (column)
    return {
      line: {
        field: 'Tax',
        spec: yamlScalar(column.header),
        comment: `from "${column.header}": "${total.header}" less "${amount.header}" on every row`,
      },
      sumLines,
    };
  const formula = `[${total.header}] - [${amount.header}]`.replace(/'/g, "''");
  return {
    line: {
      field: 'Tax',
      spec: `{ formula: '${formula}' }`,
      comment: `no tax column: "${total.header}" less "${amount.header}" is a VAT rate of the net on every row`,
    },
    sumLines,
  };
}
