/**
 * A header that names a withholding: an amount the buyer keeps back from the payment and pays to
 * the state itself (VAT withheld, income tax withheld at source). It is taken from the total,
 * never charged beside the VAT, whatever its sign or rate. The one word rule of every infer rule
 * that must tell a withholding from a tax charged. Pure.
 */
import { foldText } from '../fold-text.js';

// Withholding words as compared (folded: no accents, lower case), by language. Abbreviations
// (`Ret.`, `Rit.`, `WHT`, `PPh 23`) count only as words of their own, so `Retail` or `Rete` are none.
const WORDS = [
  // English; the Philippines' expanded and creditable withholding taxes; India's tax deducted at source
  'withh\\p{L}*',
  'wht',
  'w/h',
  'ewt',
  'cwt',
  'tds',
  // Spanish: retención, retenido/a/os/as, `Ret.`; Colombia's ReteIVA, ReteICA, ReteFuente; Spain's IRPF
  'retenc\\p{L}*',
  'retenid[oa]s?',
  'ret',
  'rete ?(?:iva|ica|fuente|renta)',
  'irpf',
  // Portuguese: retenção, retido/a/os/as; Brazil's IRRF
  'retid[oa]s?',
  'irrf',
  // French, Italian (and `Rit.`), German, Dutch, Turkish, Indonesian, Russian
  // French and Cameroonian précompte (income tax kept back on purchases), Belgium's précompte professionnel
  'precomptes?',
  'retenues?',
  'retenus?',
  'ritenut[ae]',
  'rit',
  'quellensteuer\\p{L}*',
  'einbehalt\\p{L}*',
  'steuerabzug\\p{L}*',
  '\\p{L}*abzugsteuer',
  'inhouding\\p{L}*',
  'ingehouden',
  'tevkifat\\p{L}*',
  'stopaj\\p{L}*',
  'pph ?\\d*',
  'удержан\\p{L}*',
];
// Thai writes words unspaced: its `หัก ณ ที่จ่าย` (deducted at payment) is read anywhere in the header.
const THAI = foldText('หัก ณ ที่จ่าย');
const EDGE_BEFORE = '(?<![\\p{L}\\p{N}])';
const EDGE_AFTER = '(?![\\p{L}\\p{N}])';
const WITHHOLDING = new RegExp(`${EDGE_BEFORE}(?:${WORDS.join('|')})${EDGE_AFTER}|${THAI}`, 'u');
// A withholding said not to apply (`IVA No Retenido`, `Não retido`, `Sin retención`) names the part charged.
const NOT_WITHHELD = new RegExp(
  `${EDGE_BEFORE}(?:no|not|non|nao|sin|sem|sans|senza|ohne|niet)\\s+(?:${WORDS.join('|')})${EDGE_AFTER}`,
  'gu',
);

/** True when the header names an amount withheld: `IVA Retenido`, `Ret. IVA`, `WHT`, `Ritenuta`, not `Retail`. */
export function namesWithholding(header: string): boolean {
  return WITHHOLDING.test(foldText(header).replace(NOT_WITHHELD, ' '));
}

// Income tax kept back at source, by name: Colombia's `en la fuente`, Argentina's `Ganancias`, Mexico's
// ISR, Brazil's IRRF, Indonesia's PPh, India's TDS, the Philippines' EWT and CWT, Nigeria's WHT, Thailand's;
// IR alone, the initials of the income tax (Nicaragua's and Peru's impuesto sobre la renta, France's impôt sur le revenu).
// Spain's IRPF is left out: its registers post the VAT less the IRPF, so the Tax stays the user's to check.
const INCOME = new RegExp(
  `${EDGE_BEFORE}(?:fuente|renta|income|ganancias?|isr|ir|irrf|pph ?\\d*|tds|ewt|cwt|wht)${EDGE_AFTER}|${THAI}`,
  'u',
);

/** True when the header names income tax withheld at source, which comes off the payment, not off the VAT. */
export function withholdsIncomeTax(header: string): boolean {
  return namesWithholding(header) && INCOME.test(foldText(header));
}
