/**
 * An invoice with no total of its own, in one row per line: where each line gives its net and its
 * tax (a Chinese purchase invoice's 金额 and 税额, a Korean one's 공급가액 and 부가세), the invoice
 * amount is the lines' net and tax added up, `SUM(items.Amount) + SUM(items.Tax)`, checked with
 * `sumLines: gross`. Mapped only where the values show the amount is the net: a line's gross
 * beside it that is net plus tax on every row, or tax at the rate column's rate on every row;
 * otherwise a doubt giving the formula. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import type { Filled } from './fill-missing-fields.js';
import type { ColumnProfile } from './profile-column.js';
import { taxDoubt } from './check-sample-sums.js';
import { LINES_TOTAL } from './lines-total-spec.js';
import { findDutyInBase } from './sum-duty-in-base.js';

/** The fewest rows with tax that make the evidence. */
const ENOUGH_ROWS = 3;

/** A column other than the amount and the tax that is amount plus tax on every row that carries tax. */
export function lineGross(amount: ColumnProfile, tax: ColumnProfile, profiles: readonly ColumnProfile[]) {
  return profiles.find((p) => {
    if (p.index === amount.index || p.index === tax.index || p.share.amount < 0.95) return false;
    let taxed = 0;
    const every = amount.amounts.every((a, row) => {
      const t = tax.amounts[row] ?? (tax.texts[row] === undefined ? 0n : undefined);
      const g = p.amounts[row];
      if (a === undefined && t === 0n && g === undefined) return true;
      if (a === undefined || t === undefined || g === undefined) return false;
      if (t !== 0n) taxed++;
      return a + t === g;
    });
    return every && taxed >= ENOUGH_ROWS;
  });
}

/** True when the tax is the rate column's rate of the amount on nearly every row, and some rows carry tax. */
function taxAtRate(amount: ColumnProfile, tax: ColumnProfile, rate: ColumnProfile | undefined): boolean {
  if (!rate) return false;
  const taxed = tax.amounts.filter((t) => t !== undefined && t !== 0n).length;
  return taxed >= ENOUGH_ROWS && taxDoubt(tax, amount, rate) === undefined;
}

/**
 * The invoice amount from its lines, where no column holds it: mapped with `sumLines: gross` when
 * the values show `amount` is the line's net and `tax` its tax, a doubt otherwise.
 */
export function totalFromLines(
  amount: FieldChoice | undefined,
  tax: FieldChoice | undefined,
  rate: FieldChoice | undefined,
  profiles: readonly ColumnProfile[],
): Filled {
  if (!amount || !tax) return {};
  const a = profiles[amount.index]!;
  const t = profiles[tax.index]!;
  const gross = lineGross(a, t, profiles);
  const rated = taxAtRate(a, t, rate ? profiles[rate.index] : undefined);
  // A tax that is a rate of the amount and a duty beside it shows the amount is before both.
  const duty = gross || rated ? undefined : findDutyInBase(a, t, profiles);
  if (!gross && !rated && !duty)
    return {
      doubt: {
        scope: 'invoice',
        field: 'Invoice_Amount',
        headers: [],
        spec: LINES_TOTAL,
        reason: `no column holds the invoice's total: it is ${LINES_TOTAL} if "${amount.header}" is each line's net and "${tax.header}" its tax (nothing in the file shows "${amount.header}" excludes the tax)`,
      },
    };
  const shown = gross
    ? `"${gross.header}" is "${amount.header}" plus "${tax.header}" on every row`
    : duty
      ? `"${tax.header}" is a rate of "${amount.header}" and "${duty.header}" on every row`
      : `"${tax.header}" is "${rate!.header}" of "${amount.header}" on every row`;
  return {
    line: {
      field: 'Invoice_Amount',
      spec: LINES_TOTAL,
      comment: `no column holds the invoice's total: the lines' net and tax added up (${shown})`,
    },
    sumLines: { kind: 'gross', why: `the invoice amount is its lines' "${amount.header}" and "${tax.header}"` },
  };
}
