/**
 * A document-type column that lists credit notes beside invoices: Acumatica's `Type` (Bill,
 * Debit Adj.), Dynamics GP's `Document Type` (Invoice, Credit Memo), Sage X3's `Type pièce`
 * (FAF, AVF), lexoffice's `Belegart` (Gutschrift), e-conomic's `Type` (Kreditornota). Such exports
 * write a credit note's amount without its sign, so the amount alone posts a credit note as an
 * invoice. Pure.
 */
import { foldText } from '../fold-text.js';
import { CREDIT_NOTE_WORDS } from './header-words/credit-words.js';
import { tableWords } from './header-words/word-table.js';
import { headerKey } from './match-headers.js';
import type { ColumnProfile } from './profile-column.js';
import { abbreviatesCredit, creditsByAffix } from './read-credit-code.js';
import { findPrefixKinds } from './find-prefix-kind-column.js';
import { namesDocumentKind } from './read-kind-header.js';
import { holdsDocumentTypeCodes } from './read-document-type-codes.js';
import { listsVouchers, readEffectKinds } from './read-effect-kinds.js';
import { withoutDebitNotes } from './remove-debit-notes.js';

// Credit notes as exports spell them, in the languages infer reads; a debit adjustment is a
// supplier credit in Acumatica, a correction invoice (Rechnungskorrektur) a German credit note.
const CREDIT_WORDS =
  /\b(?:credit ?(?:memo|note|nota|invoice)s?|(?:vendor|supplier|bill) ?credits?|debit ?adj(?:ustment)?\.?|gutschrift(?:en)?|rechnungskorrektur|storno(?:rechnung)?|avoirs?|creditnota|creditfactuur|kredit(?:or)?nota|kreditering|nota (?:de |di )?cr[eé]dito|kreditfaktura|hyvitys(?:lasku)?|dobropis|korekta|note de cr[eé]dit|abono|rectificativa)|^credit$/i;
// The same in the other languages' exports, read with accents dropped: Polish `Korekta` and `Faktura
// korygująca`, Portuguese `Devolução`, Spanish `Devolución` and `Nota crédito`, Finnish `Hyvitys`,
// Danish and Norwegian `Kreditnota`, Turkish `İade`, Czech `Dobropis`, Russian `Возврат`, Lithuanian
// `Grąžinimas` (a return), Latvian `Atgriešana`, Croatian `Odobrenje`, Serbian `Књижно одобрење`, Vietnamese `Hàng trả lại`.
const CREDIT_WORDS_UNACCENTED =
  /\b(?:korekta|korygujaca|devolucao|devolucion|devolucoes|devoluciones|nota (?:de )?credito|nota credito|hyvitys\w*|kreditnota|iade|iadesi|dobropis|retur|returfaktura|kreditfaktura|kreeditarve|jovairas|grazinim\w*|atgriesan\w*|odobrenje|tra lai)\b|(?:^|\s)(?:возврат|корректировка|одобрење)/;
// Compounds that hold a credit word inside, as Germanic and Baltic languages write them: German
// `Lieferantengutschrift` and `Kreditrechnung`, Swedish `Leverantörskreditfaktura`, Latvian `Kredītrēķins`.
const CREDIT_COMPOUND =
  /(?:gutschrift|kredit(?:or)?nota|kreditfaktura|kreditrekin|kreditrechnung|creditnota|creditfactuur|hyvityslasku|storno)/;
// Chinese, Japanese and Korean words hold no spaces: a return or red (reversing) slip anywhere in
// the value, `掛返品` (a return on account), `仕入値引` (an allowance), `赤伝`, `红字发票`, `退货`, `반품`,
// Taiwan's `進貨退出` and `折讓` (a purchase return, an allowance), `销货退回`.
const CREDIT_CJK = /返品|値引|赤伝|赤黒|红字|紅字|红冲|紅沖|退货|退貨|退出|退回|折讓|折让|贷项|貸項|반품|환입|환불/;
// Hindi registers read as written: dropping the vowel signs would leave bare consonants that other
// words share. `खरीद वापसी` (a purchase return), `क्रेडिट नोट`, and the buyer's `डेबिट नोट` for a return.
const CREDIT_DEVANAGARI = /वापसी|क्रेडिट\s*नोट|डेबिट\s*नोट/u;

/** The credit-note words of every language's row, as `headerKey` writes them. */
const CREDIT_TABLE_WORDS = tableWords(CREDIT_NOTE_WORDS).map(headerKey);

/** True when a value names a credit note, a return or an allowance, in any language infer reads. */
export function namesCredit(value: string): boolean {
  const unaccented = foldText(value);
  const key = headerKey(value);
  return (
    CREDIT_WORDS.test(value) ||
    CREDIT_WORDS_UNACCENTED.test(unaccented) ||
    CREDIT_COMPOUND.test(unaccented) ||
    CREDIT_CJK.test(value) ||
    CREDIT_DEVANAGARI.test(value.normalize('NFC')) ||
    CREDIT_TABLE_WORDS.some((word) => key.includes(word))
  );
}
// Short codes that stand for a credit note beside an invoice code (Sage's AVF beside FAF,
// DATEV's GS, CN / CM in ledgers); read as such only under a header naming a type.
const CREDIT_CODES = new Set([
  'avf',
  'av',
  'af',
  'avc',
  'cn',
  'cm',
  'crn',
  'crm',
  'gs',
  'gu',
  'nc',
  'kn',
  'kg',
  'dadj',
  'td04',
  // Polish registers' korekta beside FZ (faktura zakupu) or FV.
  'kor',
  // Greek series codes: ΠΤ, ΠΤΑ (πιστωτικό τιμολόγιο αγοράς); other abbreviations are read by read-credit-code.ts.
  'πτ',
  'πτα',
  'πτε',
]);
const GREEK_INVOICE_CODES = ['ταγ', 'τα', 'τδα', 'τπυ', 'τιμ', 'τπ', 'τδ', 'τιμα'];
/**
 * A credit code beside the invoice code of the same system says what it is under any header:
 * Cegid's AF (avoir fournisseur) beside FF, SAP's KG beside KR or RE, CN / CM beside INV, the
 * Spanish and Italian NC beside FA or FT, Sage 50's PC beside PI, JD Edwards' PD beside PV, the
 * FatturaPA TD04 beside TD01, NetSuite's VendCred beside VendBill, Xero's ACCPAYCREDIT beside ACCPAY.
 */
const CODE_PAIRS: Readonly<Record<string, readonly string[]>> = {
  af: ['ff'],
  avf: ['faf'],
  av: ['fa', 'fac', 'ff'],
  avc: ['fac'],
  kg: ['kr', 're'],
  cn: ['inv', 'in', 'bill'],
  cm: ['inv', 'in', 'bill'],
  crn: ['inv'],
  nc: ['fa', 'fc', 'ft', 'fv'],
  // Benin's e-MECeF kinds: FA (facture d'avoir) beside FV (facture de vente), EA beside EV for exports.
  fa: ['fv', 'ev'],
  ea: ['ev', 'fv'],
  gs: ['re', 'er'],
  pc: ['pi'],
  pd: ['pv'],
  td04: ['td01', 'td02', 'td06'],
  kor: ['fz', 'fv', 'fvz'],
  vendcred: ['vendbill'],
  accpaycredit: ['accpay'],
  // UN/CEFACT 1001 document type codes (e-invoicing registers): 381 a credit note beside 380 an
  // invoice, 383 a debit note, 384 a corrected invoice, 386 a prepayment, 389 self-billed.
  381: ['380', '383', '384', '386', '389'],
  // Chile's SII types: 61 (60 on paper) a credit note beside 33 and 34, electronic invoices, 56 a debit note.
  61: ['33', '34', '30', '32', '45', '46', '56'],
  60: ['30', '32', '33', '34', '45', '46'],
  // Greek series: a credit invoice beside ΤΑΓ / ΤΑ (τιμολόγιο αγοράς), ΤΔΑ, ΤΠΥ, ΤΙΜ.
  πτ: GREEK_INVOICE_CODES,
  πτα: GREEK_INVOICE_CODES,
  πτε: GREEK_INVOICE_CODES,
};
// A word that marks a credit in any position of a type's name: KashFlow's `Purchase Credit`,
// `Credit`, `Refund`, `Supplier Return`, `Reversal`, `Debit Note`, `Adjustment`; read so only in a
// column of a few repeated short words (a type), never in free text (`credit for RK-0415`).
const CREDIT_ANYWHERE =
  /\b(?:credit(?! card)s?|refunds?|returns?|reversals?|reversed|reverse|debit ?notes?|adjustments?|adj\.?)(?:\b|$)/i;
const TYPE_VALUE = /^[\p{L}][\p{L} .&/'-]{0,29}$/u;
// A document series names its kind in Greek and Iberian systems (`Σειρά` ΤΑΓ / ΠΤΑ, `Serie`); so
// does the journal a document is booked in where credit notes have a journal of their own
// (WinBooks' NCA beside ACH, a Sage `Code journal`, an Exact `Dagboek`).
const TYPE_HEADER =
  /(?:type|^typ|typ$|art$|tipo|soort|kind$|class|category|nature|^seri[ea]s?$|σειρα|journal|dagboek|类型|类别|種別)/;
// A country or currency column may hold CN or NC (China, New Caledonia) beside another code.
const NOT_A_TYPE = /(?:country|land|pays|pa[ií]s|paese|currency|w[aä]hrung|devise|valuta|moneda|state|region)/;
// Codes of any script: Greek series are written in Greek capitals.
const codeOf = (v: string) => v.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The values that are credit codes: by a type header, or by the invoice code of their pair beside
 * them; `vouchers` where the sheet lists CFDIs, whose effects are then read under any header.
 */
function creditCodes(values: readonly string[], header: string, vouchers: boolean, kindCodes = false): string[] {
  const key = headerKey(header);
  if (NOT_A_TYPE.test(key)) return [];
  const kindHeader = kindCodes || TYPE_HEADER.test(key) || namesDocumentKind(header);
  const codes = new Set(values.map(codeOf));
  const paired = (kindCodes || values.length <= 3) && values.every((v) => /^[\p{L}\p{N}]{2,12}$/u.test(v));
  const affixed = creditsByAffix(values, namesCredit);
  // A voucher's effect: Egreso, the outflow beside Ingreso, is a credit note (a cash book's is an expense).
  const effects = readEffectKinds(values, header, vouchers)?.credits ?? [];
  return values.filter(
    (v) =>
      effects.includes(v) ||
      (kindHeader && (CREDIT_CODES.has(codeOf(v)) || abbreviatesCredit(v, namesCredit))) ||
      affixed.includes(v) ||
      (paired && (CODE_PAIRS[codeOf(v)] ?? []).some((invoice) => codes.has(invoice))),
  );
}

export interface CreditTypeColumn {
  index: number;
  header: string;
  /** The values that name credit notes, as written; where `prefix`, the codes the credit notes' values start with. */
  credits: string[];
  /** Whether the kind is the code each value starts with (`NC` of `NC 2024/5`), not the whole value. */
  prefix?: boolean;
  /** The credit-note name every credit value starts with (`Nota de Crédito` of its letters A and C), which signs them. @default none */
  family?: string | undefined;
}

/**
 * The credit-note name of two words or more that every credit value starts with, followed by a
 * letter or series (`Nota de Crédito A`, `Nota de Crédito C`), and no other kind: a letter the
 * sample did not show is a credit note too. A shared word that names no credit (`Nota`, which
 * starts debit notes and Brazil's Nota Fiscal) makes no family.
 */
function creditFamily(credits: readonly string[], values: readonly string[]): string | undefined {
  if (credits.length < 2) return undefined;
  const words = credits.map((v) => v.trim().split(/\s+/));
  const shortest = Math.min(...words.map((w) => w.length));
  for (let n = 2; n < shortest; n++) {
    const name = words[0]!.slice(0, n).join(' ');
    if (!words.every((w) => w.slice(0, n).join(' ') === name)) return undefined;
    if (!namesCredit(name)) continue;
    return values.some((v) => !credits.includes(v) && v.trim().startsWith(name)) ? undefined : name;
  }
  return undefined;
}

/** Values of several words, most of them written once: a description, not a kind. */
function freeText(p: ColumnProfile, values: readonly string[]): boolean {
  const once = values.filter((v) => p.texts.filter((t) => t === v).length === 1).length;
  return once * 2 > values.length && values.some((v) => v.trim().split(/\s+/).length >= 3);
}

/** The first column of a few distinct values, some of them credit notes, the others not. */
export function findCreditTypeColumn(profiles: readonly ColumnProfile[]): CreditTypeColumn | undefined {
  const vouchers = listsVouchers(profiles);
  for (const p of profiles) {
    // Numbers are amounts, save a column of document type codes (381 beside 380).
    if (p.filled < 3 || p.distinct > 12 || (p.share.amount > 0.5 && !holdsDocumentTypeCodes(p))) continue;
    const values = [...new Set(p.texts.filter((t): t is string => t !== undefined))];
    // Free text (`Kreditnota Billboard rental`, a value per row) says what one row is about, not a
    // kind of document: kinds repeat, so most of a type column's values are written again.
    // Under a header naming a document's kind, a few short names are kinds even where the sample
    // shows most of them once (SAR's one `Nota de Crédito` and one `Nota de Débito` among invoices).
    const namedKinds =
      namesDocumentKind(p.header) && values.every((v) => TYPE_VALUE.test(v) && v.split(/\s+/).length <= 4);
    if (!namedKinds && freeText(p, values)) continue;
    const codes = creditCodes(values, p.header, vouchers);
    // A few short words, each written again on other rows, make a type column whatever its header.
    const typeWords = p.distinct < p.filled && values.every((v) => TYPE_VALUE.test(v) && v.split(/\s+/).length <= 4);
    const credits = withoutDebitNotes(
      values.filter(
        (v) => (v.length <= 40 && (namesCredit(v) || (typeWords && CREDIT_ANYWHERE.test(v)))) || codes.includes(v),
      ),
      values,
    );
    // A column of credit notes only is a report of credit notes, not a sign per row.
    if (credits.length > 0 && credits.length < values.length)
      return { index: p.index, header: p.header, credits, family: creditFamily(credits, values) };
  }
  return undefined;
}

/** A column of documents numbered after their kind (`FT 2024/57`, `NC 2024/5`), some of the kinds credit notes. */
export function findPrefixCreditColumn(profiles: readonly ColumnProfile[]): CreditTypeColumn | undefined {
  const kinds = findPrefixKinds(profiles);
  if (!kinds) return undefined;
  // The codes are kinds by their place in the number, whatever the header says.
  const codes = creditCodes(kinds.codes, kinds.header, listsVouchers(profiles), true);
  const credits = kinds.codes.filter((c) => codes.includes(c) || namesCredit(c));
  if (credits.length === 0 || credits.length === kinds.codes.length) return undefined;
  return { index: kinds.index, header: kinds.header, credits, prefix: true };
}
