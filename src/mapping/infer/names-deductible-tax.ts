/**
 * A header that names the part of the VAT the buyer deducts (claims back, recovers) rather than
 * the VAT the supplier charged: `Deductible VAT`, `VAT Claimed`, `TVSH e zbritshme`, `Abziehbare
 * Vorsteuer`, `TVA déductible`, `IVA deducible`, `Cuota deducible`, `НДС к вычету`, and its
 * opposite, the part not deducted (`Disallowed VAT`, `Non-deductible VAT`). Purchase books write
 * it beside the VAT charged; it equals that VAT only while every purchase is deductible, so it is
 * never the invoice's Tax when the VAT charged is there too. Pure.
 */
import { foldText } from '../fold-text.js';

// Deduction words as compared (folded), by language: English, Albanian, German, French, Spanish,
// Portuguese, Italian, Dutch, Polish, Czech/Slovak, Croatian/Serbian/Slovenian, Russian, Ukrainian.
const WORDS = [
  'deducted',
  'claimable',
  'claimed',
  'recoverable',
  'recovered',
  'disallowed',
  'zbritshme',
  'zbritur',
  'abziehbare?n?',
  'abzugsfahig\\p{L}*',
  'deductibles?',
  'deducible',
  'deducibles?',
  'dedutivel',
  'detraibile',
  'aftrekbare?',
  'odliczon\\p{L}*',
  'odpocet\\p{L}*',
  'odbitn\\p{L}*',
  'neodbitn\\p{L}*',
  'к вычету',
  'до відшкодування',
  'вычет\\p{L}*',
];
const EDGE_BEFORE = '(?<![\\p{L}\\p{N}])';
const EDGE_AFTER = '(?![\\p{L}\\p{N}])';
const DEDUCTION = new RegExp(`${EDGE_BEFORE}(?:${WORDS.join('|')})${EDGE_AFTER}`, 'u');

/** True when the header names VAT deducted or not deducted by the buyer: `TVSH e zbritshme`, `VAT Claimed`, not `VAT 18%`. */
export function namesDeductibleTax(header: string): boolean {
  return DEDUCTION.test(foldText(header));
}
