/**
 * A column that holds money withheld, never a ledger account: its header names a withholding
 * (`Précompte`, `Retención`, `Retenue`, `WHT`), or its values are numbers with a zero among them,
 * which no chart of accounts numbers an account. A header ending in `compte` or `cuenta` reads like
 * an account's to the word lists; the values and the withholding word say otherwise. Pure.
 */
import { namesWithholding } from './names-withholding.js';
import type { ColumnProfile } from './profile-column.js';

const NUMBER = /^-?\d+(?:[.,]\d+)?$/;
const ZERO = /^-?0+(?:[.,]0+)?$/;

/** True when the column is money withheld or an amount, by its header's words or its values. */
export function holdsWithheldMoney(profile: ColumnProfile): boolean {
  if (namesWithholding(profile.header)) return true;
  const texts = profile.texts.filter((t): t is string => t !== undefined && t.trim() !== '').map((t) => t.trim());
  return texts.length >= 3 && texts.every((t) => NUMBER.test(t)) && texts.some((t) => ZERO.test(t));
}
