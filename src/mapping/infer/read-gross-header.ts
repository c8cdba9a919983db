/**
 * A header that says its amount includes the tax, however long the rest of it is: an including
 * word beside a tax word (`Amount incl. VAT`, `Betrag inkl. MwSt`, `Стоимость покупок по
 * счету-фактуре (включая НДС)`, `Сума з ПДВ`, `Total con IVA`, `IVA incluida`) or `TTC`, after
 * words that name what the amount is of. Legal forms print such headers (the Russian purchase
 * book's), and the tax they include is what makes them the invoice's gross. Pure.
 */
import { isNonTaxChargeWord } from './names-non-tax-charge.js';
import { TAX_WORD } from './read-tax-header.js';

/** Words before a tax word that say it is included: English, German, Romance, Nordic, Dutch, Slavic. */
const INCLUDING =
  /^(?:incl|inc|including|inclusive|incluyendo|incluindo|incluant|includendo|inkl|inklusive|inklusiv|with|mit|avec|con|com|met|med|включая|вкл|включно|с|со|з|із|s|z|ze|sa|cu)$/;
/** Words between the including word and the tax word: `с учетом НДС`, `з урахуванням ПДВ`, `inclusive of VAT`, `incluindo o IVA`. */
const LINKING = /^(?:учетом|учётом|урахуванням|of|the|der|die|de|la|le|el|il|o|a|della|del|l)$/;
/** Words after a tax word that say it is included: `IVA incluida`, `TVA comprise`, `MwSt inbegriffen`. */
const INCLUDED =
  /^(?:incl|inclusive|included|inkl|inclusa|incluso|incluida|incluido|incluída|incluído|inclus|incluse|comprise|compris|inbegriffen)$/;
/** Tax words of the languages whose tax word is not one of `read-tax-header`'s. */
const MORE_TAX = /^(?:налогом|налога|налог|податком|vatu|dph|ddv|pdv|mva|moms|الضريبة|ضريبة)$/;
/** Words that make the header a rate, a code or an id rather than an amount. */
const OTHER =
  /^(?:rate|percent|pct|code|id|no|nr|number|satz|taux|tasa|aliquota|ставка|код|номер|net|netto|excl|exkl|ex|ohne|without|без|sans|ht)$/;

/**
 * Words (or the start of a compound, `Anzahlungsbetrag`) of a part of an invoice that exports print
 * with its tax beside the charges that are no tax (names-non-tax-charge): discounts, deposits,
 * advances. `Shipping incl. VAT` includes tax and is still not the invoice's gross.
 */
const OTHER_PART =
  /^(?:discount|rebate|deposit|advance|prepayment|rabatt|skonto|anzahlung|remise|escompte|acompte|descuento|anticipo|sconto|скидк|аванс|предоплат|korting|rabat)/;
const isPart = (word: string) => OTHER_PART.test(word) || isNonTaxChargeWord(word);

const isTax = (word: string) => TAX_WORD.test(word) || MORE_TAX.test(word);

/**
 * The header's words, lower case, a remark in brackets kept (`(включая НДС)` says it). A possessive
 * `'s` goes with its word: `Supplier's VAT` is the supplier's tax, not the Czech `s DPH` (with tax).
 */
function wordsOf(header: string): string[] {
  return header
    .replace(/(?<=\p{L})['’ʼ]s(?![\p{L}\p{N}])/gu, '')
    .replace(/%/g, ' percent ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Where the words say the tax is included: the index of the phrase's first word, or -1. */
function includedAt(words: readonly string[]): number {
  for (const [i, word] of words.entries()) {
    if (word === 'ttc') return i;
    if (INCLUDING.test(word)) {
      let next = i + 1;
      while (next < words.length && LINKING.test(words[next]!)) next++;
      if (next < words.length && isTax(words[next]!)) return i;
    }
    if (isTax(word) && i + 1 < words.length && INCLUDED.test(words[i + 1]!)) return i;
  }
  return -1;
}

/**
 * True when the header names an amount that includes the tax: `Amount incl. VAT`, `Total TTC`,
 * `Сумма с НДС`; not `incl. VAT` alone (the tax contained, as some write it), `VAT rate incl.`,
 * `Amount excl. VAT` or `В т.ч. НДС` (the VAT an amount holds).
 */
export function namesGrossAmount(header: string): boolean {
  const words = wordsOf(header);
  if (words.some((w) => OTHER.test(w) || isPart(w))) return false;
  const at = includedAt(words);
  // Something the amount is of comes before the phrase, and is not itself the tax.
  return at > 0 && words.slice(0, at).some((w) => !isTax(w));
}

/** Words that name what an invoice asks to be paid: its gross, tax included. */
const PAYABLE = /^(?:payable|payables)$/;
const SUM = /^(?:amount|amt|total|sum|value)$/;

/** True when the header names the total payable: `Total Payable Amount`, `Amount Payable`; not `Payable Account` or `Tax Payable`. */
export function namesPayableTotal(header: string): boolean {
  const words = wordsOf(header);
  if (words.some((w) => OTHER.test(w) || isPart(w) || isTax(w))) return false;
  return words.some((w) => PAYABLE.test(w)) && words.some((w) => SUM.test(w));
}

/** Words of the total an amount is. */
const TOTAL = /^(?:total|totale|totaal|totalt|gesamt|gesamtbetrag)$/;
/** Words that name the document itself: a tax portal's voucher, an invoice, a bill. */
const DOCUMENT =
  /^(?:comprobante|documento|document|doc|voucher|factura|facture|fattura|fatura|invoice|bill|rechnung|beleg|faktura|factuur)$/;
/** Words that make a total a part of the document: its net, its sale, its tax, a discount. */
const PART_OF_DOCUMENT =
  /^(?:net|neta|neto|netto|nett|netos|netas|venta|ventas|sale|sales|gravado|gravada|exento|exenta|exempt|taxable|base|excl|exclusive|excluding|exkl|exklusive|zonder|hors|senza|before|pretax|untaxed|ex|ht|sin|sans|ohne|without|descuento|descuentos|discount|discounts|impuesto|impuestos|servicios|mercancias|mercancías|lines|paid|pagado|due|pendiente|saldo|balance|open|outstanding)$/;

/**
 * True when the header names the total of the document (`Total comprobante`, `Invoice Total`,
 * `TotalComprobante`): what the document asks to be paid, tax included. Not a total of its net,
 * its sale, its tax, a discount or what is left to pay.
 */
export function namesDocumentTotal(header: string): boolean {
  const words = wordsOf(header.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/_/g, ' '));
  if (words.some((w) => OTHER.test(w) || isPart(w) || isTax(w) || PART_OF_DOCUMENT.test(w))) return false;
  return words.some((w) => TOTAL.test(w)) && words.some((w) => DOCUMENT.test(w));
}

/** True when the header names a part of an invoice beside its lines (`Skonto 2%`, `Descuento 10%`, `Freight`), no tax nor its base. */
export function namesInvoicePart(header: string): boolean {
  return wordsOf(header).some(isPart);
}
