/**
 * A currency column of ISO 4217 codes with a code ISO does not list on a row or two (`XYZ` typed
 * on one of two hundred invoices) is still the currency column: the stray value is that row's
 * mistake, which the import reports at its cell. A system's own codes (AFIP's PES and DOL, RMB)
 * recur on many rows and are no strays. Pure.
 */
import { isIsoCurrency } from '../../invoice/currency-minor-units.js';

// At least this many rows of ISO codes around the stray ones: a short sample tells nothing.
const ISO_ROWS = 10;
// At most one row in fifty holds a code ISO does not list.
const STRAY_SHARE = 50;

/** True when the column's three-letter codes are ISO 4217's but on a few rows, which hold codes ISO does not list. */
export function holdsStrayCurrency(texts: readonly (string | undefined)[]): boolean {
  const codes = texts.map((t) => t?.trim()).filter((t): t is string => t !== undefined && /^[A-Z]{3}$/.test(t));
  const iso = codes.filter((c) => isIsoCurrency(c)).length;
  const stray = codes.length - iso;
  return stray > 0 && iso >= ISO_ROWS && stray * STRAY_SHARE <= iso + stray;
}
