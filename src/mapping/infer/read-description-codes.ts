/**
 * A column a header names like a description (`Concepto`, `Nature`) whose values are all short
 * numbers, `1`, `2`, `12`: the code of a kind of purchase a tax office lists (Panama's Informe 43
 * concept codes), which describes nothing to whoever reads the posted line. Pure.
 */
import type { ColumnProfile } from './profile-column.js';

/** Whole numbers of one to three digits. */
const SHORT_CODE = /^\d{1,3}$/;

/** True when every filled value of the column is a short whole number. */
export function holdsNumberCodes(profile: ColumnProfile): boolean {
  const texts = profile.texts.filter((t): t is string => t !== undefined && t.trim() !== '');
  return texts.length > 0 && texts.every((t) => SHORT_CODE.test(t.trim()));
}
