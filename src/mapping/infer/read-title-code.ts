/**
 * A currency code or sign a title writes outright: `Importations de vanille de Madagascar (EUR)`,
 * `Purchases, in USD`, `Achats (€)`, `Currency: GBP` beside a report's period. Written by whoever made the file, it says the amounts'
 * currency more surely than any country or word the title names. Pure.
 */
import { isIsoCurrency } from '../../invoice/currency-minor-units.js';
import { signCurrencies } from '../currency-marker.js';
import type { CurrencyEvidence } from './read-currency-words.js';

/** A code or sign in brackets: `(EUR)`, `[€]`. */
const BRACKETED = /[([]\s*([^()[\]\s]{1,4})\s*[)\]]/gu;
/** A code closing a bracket after a comma, beside the currency's name: `(amounts in Samoan Tala, WST)`. */
const CLOSING = /[([][^()[\]]*,\s*([A-Z]{3})\s*[)\]]/gu;
/** A code after a word that says "in": English `in`, French and Spanish `en`, Portuguese `em`. */
const AFTER_IN = /(?<![\p{L}])(?:in|en|em)\s+([A-Z]{3})(?![\p{L}])/gu;
/**
 * A code after the word "currency" of a report's parameters, with or without a colon: English,
 * French devise, German Währung, Spanish moneda, Portuguese moeda, Italian, Dutch and Nordic valuta.
 */
const LABELLED = /(?<![\p{L}])(?:currency|devise|währung|waehrung|moneda|moeda|valuta)\s*:?\s*([A-Z]{3})(?![\p{L}])/giu;

function codeOf(marker: string): string | undefined {
  if (/^[A-Z]{3}$/.test(marker)) return isIsoCurrency(marker) ? marker : undefined;
  const signs = signCurrencies(marker);
  return signs && signs.length === 1 ? signs[0] : undefined;
}

/** The currencies that `titles` write as a code or a one-currency sign, each with the title that writes it. */
export function titleCodes(titles: readonly string[]): CurrencyEvidence[] {
  const found: CurrencyEvidence[] = [];
  for (const title of titles) {
    const markers = [BRACKETED, CLOSING, AFTER_IN, LABELLED].flatMap((re) => [...title.matchAll(re)].map((m) => m[1]!));
    for (const currency of markers.map(codeOf))
      if (currency) found.push({ currency, headers: [title], why: `the title writes ${currency}` });
  }
  return found;
}
