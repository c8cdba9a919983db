/**
 * A rate column (`GCT Rate` 15%, `IVA %` 21) beside two amounts, one of them that rate of the other
 * on every row: the one is the tax and the other its base, the line's net amount, whatever their
 * headers say (`GCT Amount` resembles a line amount by its last word, and GCT is no tax word
 * infer knows). Where the tax was chosen as the line's Amount, the base takes the Amount and the
 * tax the Tax. Known by values, whatever the language. A percentage of an amount is not always a
 * tax (an agency's `Commission Rate` 15% of `Media Billings`): the pair counts only where a header
 * names the tax or a total column is base plus tax on every row. Pure but for changing `chosen`.
 */
import { parseRateText } from '../parse-rate-text.js';
import type { FieldChoice } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import { namesTaxAmount } from './read-tax-header.js';

/** A rate written with its percent sign, in ten-thousandths of a percent (`15%` -> 150000n). */
function signedRate(text: string): bigint | undefined {
  if (!text.trim().endsWith('%')) return undefined;
  const parsed = parseRateText(text);
  return parsed.ok ? BigInt(parsed.text.replace('.', '')) * 100n : undefined;
}

/** Each row's rate in ten-thousandths of a percent (`15%` -> 150000n), where the column holds rates. */
function ratesOf(profile: ColumnProfile): (bigint | undefined)[] | undefined {
  const texts = profile.texts;
  const filled = texts.filter((t) => t !== undefined);
  if (filled.length === 0) return undefined;
  if (filled.every((t) => signedRate(t) !== undefined))
    return texts.map((t) => (t === undefined ? undefined : signedRate(t)));
  // Rates written as plain numbers of percent (21, 10.5), none past a hundred.
  const plain = profile.amounts.every((a, i) => (texts[i] === undefined) === (a === undefined) && (a ?? 0n) >= 0n);
  return plain && profile.share.amount >= 0.95 && profile.amounts.every((a) => (a ?? 0n) <= 1000000n)
    ? profile.amounts
    : undefined;
}

/** True when `tax` is `rate` percent of `base` on every row all three fill, with tax charged on three rows. */
function isRateOf(tax: ColumnProfile, base: ColumnProfile, rates: readonly (bigint | undefined)[]): boolean {
  let charged = 0;
  for (const [row, rate] of rates.entries()) {
    const t = tax.amounts[row];
    const b = base.amounts[row];
    if (rate === undefined || t === undefined || b === undefined) continue;
    // Half a unit of the last place written, in ten-thousandths: a cent, or a whole unit where no value has cents.
    const gap = t * 1000000n - b * rate;
    const slack = (tax.share.decimal > 0 ? 100n : 10000n) * 1000000n;
    if ((gap < 0n ? -gap : gap) > slack) return false;
    if (t !== 0n) charged++;
  }
  return charged >= 3;
}

/** True when some other amount column is `base` plus `tax` on every row the three fill, at least three. */
function hasTotalOf(tax: ColumnProfile, base: ColumnProfile, amounts: readonly ColumnProfile[]): boolean {
  return amounts.some((total) => {
    if (total === tax || total === base) return false;
    let rows = 0;
    for (const [row, t] of tax.amounts.entries()) {
      const b = base.amounts[row];
      const sum = total.amounts[row];
      if (t === undefined || b === undefined || sum === undefined) continue;
      if (sum !== t + b) return false;
      rows++;
    }
    return rows >= 3;
  });
}

interface RatedTax {
  tax: ColumnProfile;
  base: ColumnProfile;
  rate: ColumnProfile;
}

/** The one (tax, base) pair of amount columns whose tax is the rate column's rate of its base. */
export function findRatedTax(profiles: readonly ColumnProfile[]): RatedTax | undefined {
  const amounts = profiles.filter((p) => p.share.amount >= 0.95 && p.share.date === 0 && p.share.decimal > 0);
  const pairs: RatedTax[] = [];
  for (const rate of profiles) {
    const rates = ratesOf(rate);
    if (!rates || rates.every((r) => r === undefined || r === 0n)) continue;
    for (const tax of amounts)
      for (const base of amounts)
        if (tax !== base && rate !== tax && rate !== base && isRateOf(tax, base, rates))
          // Evidence it is a tax and not another charge at a rate (a commission, a fee).
          if (namesTaxAmount(tax.header) || hasTotalOf(tax, base, amounts)) pairs.push({ tax, base, rate });
  }
  return pairs.length === 1 ? pairs[0] : undefined;
}

/** Moves the line's Amount from a tax column to its base, and gives the tax column the Tax where none holds it. */
export function preferRatedBase(chosen: FieldChoice[], profiles: readonly ColumnProfile[]): void {
  const at = chosen.findIndex((c) => c.scope === 'items' && c.field === 'Amount');
  const rated = findRatedTax(profiles);
  if (at < 0 || !rated || chosen[at]!.index !== rated.tax.index) return;
  // The base must be free: a column another field holds is that field's by better evidence.
  if (chosen.some((c) => c.index === rated.base.index)) return;
  const { tax, base, rate } = rated;
  chosen[at] = {
    scope: 'items',
    field: 'Amount',
    index: base.index,
    header: base.header,
    why: `from "${base.header}": "${tax.header}" is "${rate.header}" of it on every row, the tax on it`,
    alternatives: [],
  };
  if (!chosen.some((c) => c.scope === 'items' && c.field === 'Tax'))
    chosen.push({
      scope: 'items',
      field: 'Tax',
      index: tax.index,
      header: tax.header,
      why: `from "${tax.header}": "${rate.header}" of "${base.header}" on every row`,
      alternatives: [],
    });
}
