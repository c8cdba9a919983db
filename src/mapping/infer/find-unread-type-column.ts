/**
 * A document-type column whose kinds infer cannot read: `取引区分` with `掛仕入` and a kind of a
 * language or system infer has no word for. One of the kinds may be a credit note or a return
 * written with a positive amount, so an amount beside it is never mapped as it is without a doubt.
 * Pure.
 */
import { namesCredit } from './find-credit-type-column.js';
import { namesPayment } from './find-payment-rows.js';
import { namesRowType } from './find-row-type-column.js';
import { normalizeHeader } from '../field-catalog.js';
import { headerKey } from './match-headers.js';
import type { ColumnProfile } from './profile-column.js';

// A header that names the kind of a document or transaction, in the languages of real exports:
// `Type`, `Doc Type`, `Belegart`, `Tipo`, `Soort`, `Nature`, `Rodzaj`, `Tyyppi`, `Laji`, `Tür`,
// `取引区分`, `伝票種別`, `单据类型`, `거래구분`, Greek `Τύπος` / `Είδος`, Russian `Вид` / `Тип`, Vietnamese `Loại`.
const TYPE_HEADER =
  /(?:type|^typ|typ$|art$|tipo|soort|kind$|nature|rodzaj|tyyppi|laji$|tur$|turu$|slag$|^τυπο|^ειδο|^вид|^тип|^loai|区分|種別|种类|種類|类型|類型|类别|구분|유형|종류)/;
// A system's own code for a kind of document: myDATA's `1.1` and `5.1`, a numbered series' `01`.
const KIND_CODE = /^\d{1,2}(?:\.\d{1,2})?$/;
// Types of what is not a document: a tax, line, cost, account, payment or contact kind.
const NOT_DOCUMENT =
  /(?:tax|vat|mwst|steuer|moms|mva|iva|line|item|zeile|cost|kosten|account|konto|payment|zahl|contact|vendor|supplier|customer|currency|country|税|行|明細|科目|支払|付款)/;
// Words that name an invoice or a purchase in the exports' languages, anywhere in a kind's name.
const INVOICE_WORDS =
  /\b(?:invoices?|bills?|purchases?|faktura|fakturor|rechnung|eingangsrechnung|einkauf|facture|factura|fattura|factuur|inkoop|lasku|ostolasku|fatura|nota fiscal|achats?|compras?|acquisto|inkop|innkjop|indkob|zakup|inv|pi|pv|fa|fc|ft|ff|faf|fac|kr|re|er|fz|fv|fvz|td01|td02|td06)\b/;
const INVOICE_CJK = /仕入|発注|请款|發票|发票|采购|採購|請求|매입|세금계산서/;
// A VAT treatment rather than a kind of document: taxed, exempt, zero-rated (Korean ledgers' `51.과세`,
// `53.면세`, `52.영세`; Japanese 課税 / 非課税; Chinese 应税 / 免税): it says nothing of an amount's sign.
const TAX_TREATMENT =
  /과세|면세|영세|불공|課税|非課税|免税|不課税|应税|應稅|免稅|零税率|零稅率|\b(?:taxable|exempt|zero[- ]?rated|standard[- ]?rated|non[- ]?taxable|steuerfrei|steuerpflichtig|exonere|exento|esente|vrijgesteld)\b/;
const TYPE_VALUE = /^[\p{L}\p{N}][\p{L}\p{N} .&/'()-]{0,29}$/u;

/** True when infer can tell what a kind of document is: an invoice, a credit, a payment or a row type. */
function readable(value: string): boolean {
  const unaccented = value.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  return (
    namesCredit(value) ||
    namesPayment(value) ||
    namesRowType(value) ||
    INVOICE_WORDS.test(unaccented) ||
    INVOICE_CJK.test(value) ||
    TAX_TREATMENT.test(value) ||
    TAX_TREATMENT.test(unaccented)
  );
}

/** True when a header names the kind of a document (`Type`, `Bilagsart`, `Τύπος Παραστατικού`), not of a tax or line. */
export function namesDocumentKind(header: string): boolean {
  // Accents dropped, and Hangul as written (its syllables fall apart when accents are dropped).
  const key = `${headerKey(header)} ${normalizeHeader(header)}`;
  return TYPE_HEADER.test(key) && !NOT_DOCUMENT.test(key);
}

export interface UnreadTypeColumn {
  index: number;
  header: string;
  /** The kinds infer cannot read, the rarest first. */
  unread: string[];
  /** Every kind the column holds. */
  values: string[];
}

/**
 * The first column named as a document's type holding two or more kinds, short words repeated
 * over rows, of which infer cannot read at least one.
 */
export function findUnreadTypeColumn(profiles: readonly ColumnProfile[]): UnreadTypeColumn | undefined {
  for (const p of profiles) {
    if (p.filled < 3 || p.distinct < 2 || p.distinct > 12 || p.distinct >= p.filled) continue;
    if (!namesDocumentKind(p.header)) continue;
    const values = [...new Set(p.texts.filter((t): t is string => t !== undefined))];
    // Numbers under a type's header are kinds' codes, not amounts, when a few of them repeat over the rows.
    if (p.share.amount > 0.5 && !(values.every((v) => KIND_CODE.test(v)) && p.distinct * 2 <= p.filled)) continue;
    if (!values.every((v) => TYPE_VALUE.test(v))) continue;
    const count = (v: string) => p.texts.filter((t) => t === v).length;
    const unread = values.filter((v) => !readable(v)).sort((a, b) => count(a) - count(b));
    if (unread.length > 0) return { index: p.index, header: p.header, unread, values };
  }
  return undefined;
}
