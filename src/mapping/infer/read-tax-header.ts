/**
 * A header that names a tax amount, however the exporting system words it: a tax word of any
 * country (`VAT`, `GST`, `HST`, `IVA`, `MwSt`, `Moms`, `ALV`, `TVA`, `BTW`, `Sales Tax`), alone
 * or qualified (`Total VAT`, `Line Sales Tax`) and followed by an amount word (`Sales Tax Value`,
 * `VAT Amount`, `Tax Total`, `GST Amt`, a return's `VAGST Claimed`). A rate, a code, a base, a registration number or an
 * amount including or excluding tax, a discount subject to the tax, a tax withheld is not one. Pure.
 */
import { namesWithholding } from './names-withholding.js';

/**
 * Tax words as exports write them, lower case, one word each; a consumption tax by its initials too:
 * Tuvalu's TCT, Japan's JCT, Puerto Rico's IVU, Panama's ITBMS, Samoa's VAGST.
 */
export const TAX_WORD =
  /^(?:tax|taxes|vat|gst|hst|pst|qst|tps|tvq|tvh|iva|mwst|mehrwertsteuer|ust|umsatzsteuer|vorsteuer|steuer|moms|alv|tva|btw|mva|igv|itbis|ppn|salestax|vatamount|taxamount|消费税|消費税|税额|税額|税金|dph|áfa|afa|kdv|pvm|pvn|ddv|pdv|käibemaks|km|sst|gtgt|ндс|пдв|ддс|φπα|세액|부가세|稅額|vsk|vagst|tct|jct|ivu|itbms)$/;
/** Words that may stand after the tax word and still name its amount. */
const AMOUNT_WORD =
  /^(?:amount|amt|value|val|total|sum|betrag|montant|importe|importo|bedrag|belopp|beløb|beløp|maara|määrä|summa|charged|claimed|paid|celkem|částka|castka|suma|kwota|összeg|osszeg|érték|tutar|tutarı|iznos|znesek|valoare|сумма|сума|ποσό|ποσο)$/;
/**
 * Words that make the header something else: a rate, a code, a base, an id, a date, an amount with
 * or without the tax (`Compras sin Derecho a Crédito IVA`, purchases without the right to deduct it).
 */
const OTHER_WORD =
  /^(?:sin|sans|ohne|hors|without|senza|sem|zonder|utan|uden|uten|без|bez|rate|rates|percent|percentage|pct|code|codes|type|types|id|no|nr|number|reg|registration|date|point|base|basis|able|taxable|exempt|excl|exclusive|excluding|incl|inclusive|including|inc|ex|net|gross|pre|after|before|status|treatment|scheme|jurisdiction|class|category|group|description|desc|name|account|acct|country|region|included|excluded|on|of|free|liable|liability|return|period|key|schlüssel|satz|kennzeichen|prozent|taux|tasa|aliquota|discount|discounts|rebate|rebates|allowance|allowances|descuento|descuentos|bonificacion|bonificación|bonificaciones|rebaja|rebajas|rabatt|rabatte|skonto|remise|remises|sconto|sconti|korting|desconto|descontos)$/;

// Latin American registers call the VAT of a purchase its fiscal credit and of a sale its fiscal
// debit (Bolivia's and Argentina's `Crédito fiscal`, Chile's `IVA débito fiscal`): read as the tax word.
const FISCAL_CREDIT = /(?<!\p{L})(?:cr[eé]dito|d[eé]bito)\s+fiscal(?!\p{L})/giu;

/** The header's words, with camel case split (`TaxAmount` -> tax, amount) or not (`MwSt`), a remark in brackets dropped. */
function readings(header: string): string[][] {
  const plain = header
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/%/g, ' percent ')
    .replace(FISCAL_CREDIT, ' iva ');
  const split = plain.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
  return [plain, split].map((text) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
}

/** Words that join an amount word to the tax it is of: `Amount of VAT`, `Montant de la TVA`, `Importo dell'IVA`. */
const LINK_WORD = /^(?:of|the|de|la|du|des|del|dell|della|do|da|di|van|der)$/;

/** The words after an amount word and the words that join it to what follows (`Amount of`), or the words as they are. */
function afterAmountOf(w: readonly string[]): readonly string[] {
  let at = 1;
  while (at < w.length && LINK_WORD.test(w[at]!)) at++;
  return w.length > 0 && AMOUNT_WORD.test(w[0]!) && at > 1 ? w.slice(at) : w;
}

/** Some word is a tax word, every word after it an amount word, and no word names something else. */
function readsAsTaxAmount(words: readonly string[]): boolean {
  const w = afterAmountOf(words);
  if (w.some((word) => OTHER_WORD.test(word))) return false;
  const at = w.findIndex((word) => TAX_WORD.test(word));
  if (at < 0) return false;
  return w.slice(at + 1).every((word) => TAX_WORD.test(word) || AMOUNT_WORD.test(word));
}

/**
 * True when the header names a tax amount: `Sales Tax Value`, `VAT`, `GST Amount`, `Total Tax`,
 * `TaxAmount`, `MwSt`; not `VAT %`, `Tax Code`, `Taxable Amount`, `Amount incl. VAT`.
 */
export function namesTaxAmount(header: string): boolean {
  // A tax withheld (`VAT withheld`, `Retención IVA`) is taken from the total, not charged.
  return !namesWithholding(header) && readings(header).some(readsAsTaxAmount);
}

/** Words that say an amount is before tax: `Net`, `Nettobetrag`, `Amount excl. VAT`, `Montant HT`, `Subtotal`. */
const NET_WORD =
  /^(?:net(?:to|t|o)?(?:betrag|bedrag|belopp|beløb|beløp|amount|value|total)?|excl|exclusive|excluding|ex|exkl|exklusive|ht|subtotal|pretax|taxable|imponibile|zwischensumme|base|hors|sin|before|without|untaxed)$/;

/** True when the header says its amount is before tax, so a tax column beside it adds to it. */
export function namesNetAmount(header: string): boolean {
  return readings(header).some((w) => w.some((word) => NET_WORD.test(word)) || w.join('') === 'subtotal');
}

/** Words that say what follows is left out: `excluding GST`, `ohne MwSt`, `hors TVA`, `sin IVA`, `без НДС`. */
const LEAVING_OUT =
  /^(?:excl|exclusive|excluding|ex|exkl|exklusive|ohne|sin|sans|hors|without|senza|sem|zonder|utan|uden|uten|без|bez|before|pre|net)$/;
const BETWEEN_WORD = /^(?:of|the|all|any|de|la|le|du|des|del|der|die|das|da|do|di)$/;

// Words that alone say an amount is without its tax; `before` or `sin` may leave out a discount instead.
const NET_ONLY_WORD =
  /^(?:net|nett|netto|nettobetrag|ht|subtotal|pretax|untaxed|excl|exclusive|excluding|exkl|exklusive)$/;

/** True when some reading has a leaving-out word, then link words at most, then a tax word. */
function leavesOutTax(words: readonly string[]): boolean {
  return words.some((word, i) => {
    if (!LEAVING_OUT.test(word)) return false;
    let at = i + 1;
    while (at < words.length && BETWEEN_WORD.test(words[at]!)) at++;
    return at < words.length && TAX_WORD.test(words[at]!);
  });
}

/**
 * True when the header says its amount excludes the tax, in its words or in a bracket:
 * `Invoice Total (excluding GST)`, `Betrag ohne MwSt`, `Total hors TVA`, `Сумма без НДС`, `Net Total`.
 * Such a value is never the invoice's gross total.
 */
export function namesAmountExcludingTax(header: string): boolean {
  const opened = header.replace(/[()[\]]/g, ' ');
  return readings(opened).some((w) => leavesOutTax(w) || w.some((word) => NET_ONLY_WORD.test(word)));
}

/** Words that say an amount is before tax, in a header that also says it is an amount. */
const BEFORE_TAX_WORD = /^(?:taxable|net|nett|netto|excl|exclusive|excluding|ex|before|pre|pretax|untaxed|without)$/;
/** Words an amount before tax may also carry: what it is of, and the tax it is before. */
const ALONGSIDE_WORD = /^(?:of|the|all|line|item|invoice|document|purchase|purchases|supply|goods|services|sales)$/;

/**
 * True when the header names an amount before tax by a word that says so and an amount word:
 * `Taxable Value`, `Net Amount`, `Amount excl. VAT`, `Value before tax`; not `Non-Taxable Value`
 * (another bucket), `Net Weight` or a bare `Taxable`.
 */
export function namesNetValue(header: string): boolean {
  // A bracket may say what the value is before (`Value (excl. all taxes)`), or only its currency (`(Ksh)`).
  const opened = header.replace(/[()[\]]/g, ' ');
  return [...readings(header), ...readings(opened)].some(
    (w) =>
      w.some((word) => BEFORE_TAX_WORD.test(word)) &&
      w.some((word) => AMOUNT_WORD.test(word) && word !== 'total') &&
      w.every(
        (word) =>
          BEFORE_TAX_WORD.test(word) || AMOUNT_WORD.test(word) || TAX_WORD.test(word) || ALONGSIDE_WORD.test(word),
      ),
  );
}
