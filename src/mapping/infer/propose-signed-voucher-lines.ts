/**
 * A journal's postings in one signed amount column (Uni Micro's `Beløp`, a verifikationslista's
 * `Belopp`), the supplier's posting already skipped (find-party-rows.ts): where every voucher's
 * rows of one account are a VAT rate of its other rows, those are its input VAT, posted as
 * tax-only lines, and the invoice amount is the lines' net and tax added up (propose-voucher-lines.ts
 * does the same for a Debit / Credit pair). The account column stays the lines' GLAccount: the VAT
 * posting's own account is the tax-only line's. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import { chooseLinesSide } from './choose-lines-side.js';
import type { LayoutChoice } from './find-layout.js';
import type { ColumnProfile } from './profile-column.js';
import { splitTaxRows, type VoucherLines } from './propose-voucher-lines.js';

/** Amount and Tax of a grouped file's rows of one signed `amount` column, where one account's rows are the VAT. */
export function proposeSignedVoucherLines(
  profiles: readonly ColumnProfile[],
  layout: LayoutChoice | undefined,
  amount: FieldChoice | undefined,
): (Omit<VoucherLines, 'sumLines'> & { sumLines?: undefined }) | undefined {
  if (layout?.type !== 'grouped' || !amount) return undefined;
  const column = profiles[amount.index]!;
  const sign = chooseLinesSide(layout, (row) => column.amounts[row] ?? 0n);
  if (!sign) return undefined;
  const side =
    sign > 0n
      ? { amount: `[${column.header}]`, says: `"${column.header}" as signed` }
      : { amount: `-[${column.header}]`, says: `"${column.header}" with its sign turned` };
  const split = splitTaxRows(profiles, layout, (row) => sign * (column.amounts[row] ?? 0n), side);
  // Invoice_Amount is the lines' very sum: a sum check on it could not fail.
  return split && { invoice: split.invoice, items: split.items, doubts: split.doubts };
}
