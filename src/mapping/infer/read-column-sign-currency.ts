/**
 * The currency of a column whose every filled value is an amount written with the same sign of one
 * currency (`T$1,234.56`, `1 234,56 DA`, `12 500 VT`), where no amount column was chosen to read it
 * from. A sign of letters is taken after the number and a space only, and never one letter alone, which may
 * be a unit (`5 K`); no code, which may be an id's prefix. Pure.
 */
import { isIsoCurrency } from '../../invoice/currency-minor-units.js';
import { markerCurrencies } from '../currency-marker.js';
import { amountCurrencyMarkers } from '../parse-amount-text.js';
import type { CurrencyEvidence } from './read-currency-words.js';

interface Column {
  header: string;
  texts: readonly (string | undefined)[];
}

/** The one sign every filled value of `texts` is written with, where there is one. */
function sharedSign(texts: readonly string[]): string | undefined {
  const signs = new Set<string>();
  for (const text of texts) {
    const markers = amountCurrencyMarkers(text, true);
    if (markers.length !== 1) return undefined;
    signs.add(markers[0]!);
  }
  return signs.size === 1 ? [...signs][0] : undefined;
}

/** Currencies of columns whose amounts all carry one currency's sign, each with its column. */
export function columnSignCurrencies(columns: readonly Column[]): CurrencyEvidence[] {
  const found: CurrencyEvidence[] = [];
  for (const column of columns) {
    const texts = column.texts.filter((t): t is string => t !== undefined && t.trim() !== '');
    if (texts.length < 2) continue;
    const sign = sharedSign(texts);
    if (sign === undefined || /^\p{L}\.?$/u.test(sign) || /^[A-Z]{3}$/.test(sign)) continue;
    // Letters run into digits are as often an id's (`CHE-123.456.789`, `MK4030001`, a GSTIN's `1ZK`) as a
    // currency's sign: taken only after the number and a space.
    if (/^[\p{L}\p{M}. ]+$/u.test(sign) && !texts.every((t) => /\s$/u.test(t.trim().slice(0, -sign.length)))) continue;
    const currencies = markerCurrencies(sign);
    if (currencies.length !== 1 || !isIsoCurrency(currencies[0]!)) continue;
    found.push({
      currency: currencies[0]!,
      headers: [column.header],
      why: `its amounts are all written with ${sign}, the sign of ${currencies[0]}`,
    });
  }
  return found;
}
