/**
 * A header that names a charge that is no tax: freight, shipping, postage, handling, a fee, a
 * surcharge (`Fuel surcharge`, `Frais de port`, `Versandkosten`). Such a charge may sit inside the
 * VAT's base and inside the total, as a tax does, so values cannot tell it from a duty: the name
 * does. The one list every infer rule reads to keep a non-tax charge out of the Tax. Pure.
 */
import { foldText } from '../fold-text.js';

/**
 * Words, or the start of a compound (`Versandkosten`, `Frachtkosten`), of a charge that is no
 * tax, folded (lower case, no accents). A German `…zuschlag` (`Treibstoffzuschlag`) ends a compound.
 * Spain's `recargo de equivalencia` is a VAT surcharge, a tax, so `recargo` is none of these.
 */
const CHARGE =
  /^(?:shipping|freight|delivery|postage|handling|carriage|fee|fees|surcharges?|versand|fracht|porto|lieferkosten|gebuhr|\p{L}*zuschlag|frais|port$|envio|transporte|portes|spedizione|trasporto|maggiorazione|доставк|verzend|vracht|toeslag|frakt|fragt|gebyr)/u;
/** The folded words of a header. */
const wordsOf = (header: string) =>
  foldText(header)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** True when the word names a charge that is no tax (`freight`, `fee`, `surcharge`, `versandkosten`). */
export function isNonTaxChargeWord(word: string): boolean {
  return CHARGE.test(foldText(word));
}

/** True when the header names a charge that is no tax: `Fuel surcharge`, `Freight`, `Handling fee`, not `Excise`. */
export function namesNonTaxCharge(header: string): boolean {
  return wordsOf(header).some(isNonTaxChargeWord);
}
