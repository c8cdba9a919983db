/**
 * Withholdings only one country's books name: Colombia's ReteFuente (retención en la fuente),
 * ReteIVA and ReteICA (the municipal industry and commerce tax withheld), written as one word
 * each. A purchase report with those columns is a Colombian company's, booked in pesos, though it
 * writes its amounts with `$` alone like a score of other currencies. Spanish `Retención` is no
 * evidence: every Spanish-speaking country withholds. Pure.
 */
import { headerKey } from './match-headers.js';
import type { CurrencyEvidence } from './read-currency-words.js';

// The compounds as headerKey leaves them (`Rete Fuente`, `ReteICA`, `Rete-IVA`).
const COLOMBIAN = /^rete(?:fuente|iva|ica)$/;

/** COP where some header is one of Colombia's withholdings, else nothing. */
export function withholdingCurrencies(headers: readonly string[]): CurrencyEvidence[] {
  const named = headers.filter((h) => COLOMBIAN.test(headerKey(h)));
  return named.length === 0
    ? []
    : [{ currency: 'COP', headers: named, why: "ReteFuente, ReteIVA and ReteICA are Colombia's withholdings" }];
}
