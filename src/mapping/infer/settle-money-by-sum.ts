/**
 * The money that the values settle where the headers did not, in the order each rule needs the one
 * before: one row per invoice, a net in doubt between bases summed, no money read known by the sum
 * of three columns, a tax infer has no word for beside a named net, taxes in several columns of
 * their own, and a total before a retainage held back; rows grouped into invoices, the sums of
 * each line. Pure.
 */
import type { ColumnProfile } from './profile-column.js';
import type { MoneyLines } from './read-base-total.js';
import { findMoneyBySum } from './find-money-by-sum.js';
import { findTaxBySum } from './find-tax-by-sum.js';
import { findTaxesBySum } from './find-taxes-by-sum.js';
import { readRetainedTotal } from './read-retained-total.js';
import { sumDoubtedBases } from './sum-doubted-bases.js';

/** One row per invoice: every rule by the sums. */
export function settleRowMoneyBySum(money: MoneyLines, profiles: readonly ColumnProfile[]): MoneyLines {
  const known = findTaxBySum(findMoneyBySum(sumDoubtedBases(money, profiles), profiles), profiles);
  return readRetainedTotal(findTaxesBySum(known, profiles), profiles);
}

/** Rows grouped into invoices: each line's net, tax and total by their sum. */
export const settleLineMoneyBySum = (money: MoneyLines, profiles: readonly ColumnProfile[]): MoneyLines =>
  findTaxBySum(findMoneyBySum(money, profiles, true), profiles, true);
