/**
 * A document-type column whose kinds infer cannot read: `取引区分` with `掛仕入` and a kind of a
 * language or system infer has no word for. One of the kinds may be a credit note or a return
 * written with a positive amount, so an amount beside it is never mapped as it is without a doubt.
 * Pure.
 */
import { namesCredit } from './find-credit-type-column.js';
import { namesDebitNote } from './remove-debit-notes.js';
import { namesPayment } from './find-payment-rows.js';
import { namesRowType } from './find-row-type-column.js';
import { namesDocumentKind, namesInvoiceKind } from './read-kind-header.js';
import type { ColumnProfile } from './profile-column.js';
import { foldText } from '../fold-text.js';
import { readRateOfAmount } from './read-rate-of-amount.js';

// A system's own code for a kind of document: myDATA's `1.1` and `5.1`, a numbered series' `01`.
const KIND_CODE = /^\d{1,2}(?:\.\d{1,2})?$/;
// A VAT treatment rather than a kind of document: taxed, exempt, zero-rated (Korean ledgers' `51.과세`,
// `53.면세`, `52.영세`, Hometax's `영세율`; Japanese 課税 / 非課税; Chinese 应税 / 免税): it says nothing of an amount's sign.
const TAX_TREATMENT =
  /과세|면세|영세율|영세|불공|課税|非課税|免税|不課税|应税|應稅|免稅|零税率|零稅率|\b(?:taxable|exempt|zero[- ]?rated|standard[- ]?rated|non[- ]?taxable|steuerfrei|steuerpflichtig|exonere|exento|esente|vrijgesteld)\b/g;
// The same treatments in Slavic languages, by stem (a word boundary does not hold in Cyrillic): Russian
// облагаемая / необлагаемая / освобожденная (CIS e-invoice registers' `Вид поставки`), нулевая
// ставка; Bosnian, Croatian and Serbian oporeziva / neoporeziva / oslobođena. The whole word goes.
const SLAVIC_TREATMENT = /\p{L}*(?:облагаем|освобожд|нулев|oporeziv|oslobo[dđ])\p{L}*/giu;
// Words a treatment is written with that name no kind of document: purchase, supply, rate, taxed.
const TREATMENT_FILLER =
  /仕入れ?|\b(?:gravad[oa]s?|purchases?|suppl(?:y|ies)|rate)\b|поставк\p{L}*|ставк\p{L}*|isporuk\p{L}*|nabav\p{L}*/giu;
const CODE_AND_MARKS = /[\p{N}\p{P}\p{Z}\p{S}]+/gu;

/**
 * True when `value` is a VAT treatment and nothing else (`51.과세`, `Облагаемая поставка`, `Exempt`).
 * Beside another word it is not: in `Корректировочная облагаемая` (a taxed correction) the
 * correction is the kind, and a correction may be a credit written unsigned.
 */
function namesTaxTreatmentOnly(value: string): boolean {
  return [value, foldText(value)].some((text) => {
    let found = false;
    const mark = () => {
      found = true;
      return ' ';
    };
    const rest = text
      .replace(TAX_TREATMENT, mark)
      .replace(SLAVIC_TREATMENT, mark)
      .replace(TREATMENT_FILLER, ' ')
      .replace(CODE_AND_MARKS, '');
    return found && rest === '';
  });
}

// Where a purchase came from rather than a kind of document (KRA iTax's `Local` / `Import`, a VAT
// book's domestic, EU and third-country purchases): it says nothing of an amount's sign either.
const PURCHASE_ORIGIN =
  /^(?:local|imports?|domestic|foreign|overseas|inland|ausland|eu|intra[- ]?eu|non[- ]?eu|extra[- ]?eu|drittland|einfuhr|nacional|importacion|importacao|intracomunitari[ao]|krajowy|import uslug|tuzemsko|inozemno|uvoz)$/;
const TYPE_VALUE = /^[\p{L}\p{N}][\p{L}\p{N} .&/'()-]{0,29}$/u;

/** True when infer can tell what a kind of document is: an invoice, a credit, a payment or a row type. */
export function readsKind(value: string): boolean {
  const unaccented = foldText(value);
  return (
    namesCredit(value) ||
    namesDebitNote(value) ||
    namesPayment(value) ||
    namesRowType(value) ||
    namesInvoiceKind(value) ||
    namesTaxTreatmentOnly(value) ||
    PURCHASE_ORIGIN.test(unaccented.trim())
  );
}

export interface UnreadTypeColumn {
  index: number;
  header: string;
  /** The kinds infer cannot read, the rarest first. */
  unread: string[];
  /** Every kind the column holds. */
  values: string[];
  /** Whether the kind is the code each value starts with (`FT` of `FT 2024/57`). */
  prefix?: boolean;
}

/**
 * True when the column's numbers are the rate that one amount column is of another on every taxed
 * row: a tax's rate (Catalan `Tipus IGI` 4.5, 1, 0, `tipus` the word for a type), no kind's code.
 */
function ratesOfAmounts(rate: ColumnProfile, profiles: readonly ColumnProfile[]): boolean {
  const money = profiles.filter((p) => p.index !== rate.index && p.share.amount >= 0.95);
  return money.some((amount) =>
    money.some((tax) => tax !== amount && readRateOfAmount(amount, tax, rate) !== 'unknown'),
  );
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
    if (p.share.amount > 0.5 && ratesOfAmounts(p, profiles)) continue;
    if (!values.every((v) => TYPE_VALUE.test(v))) continue;
    const count = (v: string) => p.texts.filter((t) => t === v).length;
    const unread = values.filter((v) => !readsKind(v)).sort((a, b) => count(a) - count(b));
    if (unread.length > 0) return { index: p.index, header: p.header, unread, values };
  }
  return undefined;
}
