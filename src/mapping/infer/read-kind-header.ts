/**
 * A header that names the kind of a document or transaction (`Type`, `Belegart`, `Τύπος`, `Вид
 * операции`, `取引区分`, `거래구분`), not of a tax, line or account: the column beside which an
 * amount may need a sign or a row may be left out. Pure.
 */
import { foldText } from '../fold-text.js';
import { normalizeHeader } from '../field-catalog.js';
import { headerKey } from './match-headers.js';

// A header that names the kind of a document or transaction, in the languages of real exports:
// `Type`, `Doc Type`, `Belegart`, `Tipo`, `Soort`, `Nature`, `Rodzaj`, `Tyyppi`, `Laji`, `Tür` (a word of its own: `Faktur` is an invoice),
// `取引区分`, `伝票種別`, `单据类型`, `거래구분`, Greek `Τύπος` / `Είδος`, Russian `Вид` / `Тип`, Vietnamese `Loại`,
// Latvian `Veids`, Lithuanian `Rūšis`, Estonian `Liik`, Croatian, Slovenian and Serbian `Vrsta` / `Врста`, Czech and Slovak `Druh`, Hungarian `Típus`,
// Azerbaijani `Növü` (`Qaimənin növü`).
const TYPE_HEADER =
  /(?:type|^typ|typ$|art$|tipo|soort|kind$|nature|rodzaj|tyyppi|laji$|\btur$|\bturu$|slag$|veids$|rusis$|liik$|vrsta|врста|\bdruh|tipus|n[oö]v[uü]$|^τυπο|^ειδο|^вид|^тип|^loai|区分|種別|种类|種類|类型|類型|类别|구분|유형|종류)/;
// Types of what is not a document: a tax, line, cost, account, payment or contact kind.
const NOT_DOCUMENT =
  /(?:tax|vat|mwst|steuer|moms|mva|iva|pvn|pdv|dph|ddv|line|item|zeile|cost|kosten|account|konto|payment|zahl|contact|vendor|supplier|customer|currency|country|税|行|明細|科目|支払|付款)/;

/** True when a header names the kind of a document (`Type`, `Bilagsart`, `Τύπος Παραστατικού`), not of a tax or line. */
export function namesDocumentKind(header: string): boolean {
  // Accents dropped, and Hangul as written (its syllables fall apart when accents are dropped).
  const key = `${headerKey(header)} ${normalizeHeader(header)}`;
  return TYPE_HEADER.test(key) && !NOT_DOCUMENT.test(key);
}

// Words that name an invoice or a purchase in the exports' languages, anywhere in a kind's name.
// Latvian `Rēķins`, Lithuanian `Sąskaita faktūra`, Estonian `Arve`, Croatian and Slovenian `Račun`, Hungarian `Számla`.
const INVOICE_WORDS =
  /\b(?:invoices?|bills?|purchases?|faktura|fakturor|rekins|saskaita|arve|racun|szamla|rechnung|eingangsrechnung|einkauf|facture|factura|fattura|factuur|inkoop|lasku|ostolasku|fatura|nota fiscal|achats?|compras?|acquisto|inkop|innkjop|indkob|zakup|inv|pi|pv|fa|fc|ft|ff|faf|fac|kr|re|er|fz|fv|fvz|td01|td02|td06)\b/;
// Hometax's kinds of tax invoice: `일반` (regular), `위수탁` (consignment), `수입` (import), and its forms
// `청구` (billed) and `영수` (receipted): none a credit note.
const INVOICE_CJK = /仕入|発注|请款|發票|发票|采购|採購|請求|매입|세금계산서|^(?:일반|위수탁|수입|청구|영수)$/;

// The purchase words of scripts written without spaces, and every kind word a value may join them with.
const PURCHASE_CJK = /仕入|発注|采购|採購|매입/u;
const KIND_CJK_WORDS = /仕入|発注|请款|發票|发票|采购|採購|請求|매입|세금계산서/gu;

/**
 * True when a value written without spaces joins a purchase word to a noun of two letters or more
 * (`貨品採購`, purchase of goods): it names what was bought, a line's text, not a kind of document
 * (`采购发票`, `採購單`).
 */
export function namesPurchasedGoods(value: string): boolean {
  const text = value.trim();
  if (/\s/u.test(text) || !PURCHASE_CJK.test(text)) return false;
  return [...text.replace(KIND_CJK_WORDS, '')].filter((c) => /\p{L}/u.test(c)).length >= 2;
}

/** True when a kind's name or code says it is an invoice or a purchase (`Eingangsrechnung`, `FA`, `KR`, `매입`). */
export function namesInvoiceKind(value: string): boolean {
  const unaccented = foldText(value);
  return INVOICE_WORDS.test(unaccented) || INVOICE_CJK.test(value);
}
