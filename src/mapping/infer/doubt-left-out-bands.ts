/**
 * Amounts split by VAT rate where the sums leave a band out: a rate's base or tax column, or the
 * exempt amount, that holds money on some row but is in no sum (a band whose tax is not that rate
 * of its base on every sampled row, rounded per line or beside a totals row infer did not read).
 * Every band is part of the line, so a sum without one is wrong on each row that uses it: the
 * sums are left as doubts naming the band, never mapped short. Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import { headerKey } from './match-headers.js';
import { namesWithholding } from './names-withholding.js';
import type { ColumnProfile } from './profile-column.js';
import { namesInvoicePart } from './read-gross-header.js';
import type { CreditSigns } from './sign-credit-notes.js';
import { EXEMPT, RATED, type RateColumns } from './sum-rate-columns.js';
import { doubtUnreadRateSums } from './doubt-unread-rate-sums.js';

/** The columns of a band that hold money on some sampled row and that no sum reads. */
function leftOut(rates: RateColumns, profiles: readonly ColumnProfile[]): ColumnProfile[] {
  const used = new Set(rates.used);
  return profiles.filter((p) => {
    if (used.has(p.index) || p.share.amount < 0.95 || !p.amounts.some((a) => a !== undefined && a !== 0n)) return false;
    const rate = RATED.exec(p.header);
    // A withholding (`Retención IRPF 15%`) or a discount (`Skonto 2%`) headed with its rate is no band of the line.
    const other = namesWithholding(p.header) || namesInvoicePart(p.header);
    const band = rate !== null && Number(rate[2]!.replace(',', '.')) > 0 && !other;
    return band || EXEMPT.test(headerKey(p.header));
  });
}

/** The doubts on the rate sums' Amount, Tax and invoice amount where a band holding money is in none of them. */
function doubtLeftOutBands(rates: RateColumns, profiles: readonly ColumnProfile[]): FieldDoubt[] {
  const bands = leftOut(rates, profiles);
  if (bands.length === 0) return [];
  const named = bands.map((b) => `"${b.header}"`).join(', ');
  const reason = `${named} ${bands.length > 1 ? 'hold' : 'holds'} money the sums leave out (a band's tax is not its rate of its base on every sampled row): add each band to the sum it belongs to, or check the rows that use it`;
  return [
    ...rates.items.map((l) => ({ scope: 'items' as const, field: l.field, headers: [], spec: l.spec, reason })),
    ...(rates.invoice
      ? [{ scope: 'invoice' as const, field: 'Invoice_Amount', headers: [], spec: rates.invoice.spec, reason }]
      : []),
  ];
}

/**
 * The doubts on the rate sums: beside document kinds infer cannot read (unless a credit type column
 * signs them), else where a band holding money is in none of them.
 */
export function doubtRateSums(
  rates: RateColumns,
  profiles: readonly ColumnProfile[],
  signs: Pick<CreditSigns, 'mainType'>,
): FieldDoubt[] {
  const unread = signs.mainType ? [] : doubtUnreadRateSums(rates, profiles);
  return unread.length > 0 ? unread : doubtLeftOutBands(rates, profiles);
}
