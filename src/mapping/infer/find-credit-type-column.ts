/**
 * A document-type column that lists credit notes beside invoices: Acumatica's `Type` (Bill,
 * Debit Adj.), Dynamics GP's `Document Type` (Invoice, Credit Memo), Sage X3's `Type pièce`
 * (FAF, AVF), lexoffice's `Belegart` (Gutschrift), e-conomic's `Type` (Kreditornota). Such exports
 * write a credit note's amount without its sign, so the amount alone posts a credit note as an
 * invoice. Pure.
 */
import { headerKey } from './match-headers.js';
import type { ColumnProfile } from './profile-column.js';

// Credit notes as exports spell them, in the languages infer reads; a debit adjustment is a
// supplier credit in Acumatica, a correction invoice (Rechnungskorrektur) a German credit note.
const CREDIT_WORDS =
  /\b(?:credit ?(?:memo|note|nota)s?|debit ?adj(?:ustment)?\.?|gutschrift(?:en)?|rechnungskorrektur|storno(?:rechnung)?|avoirs?|creditnota|kredit(?:or)?nota|nota (?:de |di )?cr[eé]dito|kreditfaktura|note de cr[eé]dit|abono|rectificativa|贷项|红字|赤伝)/i;
// Short codes that stand for a credit note beside an invoice code (Sage's AVF beside FAF,
// DATEV's GS, CN / CM in ledgers); read as such only under a header naming a type.
const CREDIT_CODES = new Set(['avf', 'av', 'avc', 'cn', 'cm', 'crn', 'crm', 'gs', 'gu', 'nc', 'kn', 'dadj']);
// A word that marks a credit in any position of a type's name: KashFlow's `Purchase Credit`,
// `Credit`, `Refund`, `Supplier Return`, `Reversal`, `Debit Note`, `Adjustment`; read so only in a
// column of a few repeated short words (a type), never in free text (`credit for RK-0415`).
const CREDIT_ANYWHERE =
  /\b(?:credit(?! card)s?|refunds?|returns?|reversals?|reversed|reverse|debit ?notes?|adjustments?|adj\.?)(?:\b|$)/i;
const TYPE_VALUE = /^[\p{L}][\p{L} .&/'-]{0,29}$/u;
const TYPE_HEADER = /(?:type|^typ|typ$|art$|tipo|soort|kind$|class|category|类型|类别|種別)/;

export interface CreditTypeColumn {
  index: number;
  header: string;
  /** The values that name credit notes, as written. */
  credits: string[];
}

/** The first column of a few distinct values, some of them credit notes, the others not. */
export function findCreditTypeColumn(profiles: readonly ColumnProfile[]): CreditTypeColumn | undefined {
  for (const p of profiles) {
    if (p.filled < 3 || p.distinct > 12 || p.share.amount > 0.5) continue;
    const values = [...new Set(p.texts.filter((t): t is string => t !== undefined))];
    const typeHeader = TYPE_HEADER.test(headerKey(p.header));
    // A few short words, each written again on other rows, make a type column whatever its header.
    const typeWords = p.distinct < p.filled && values.every((v) => TYPE_VALUE.test(v) && v.split(/\s+/).length <= 4);
    const credits = values.filter(
      (v) =>
        v.length <= 40 &&
        (CREDIT_WORDS.test(v) ||
          (typeWords && CREDIT_ANYWHERE.test(v)) ||
          (typeHeader && CREDIT_CODES.has(v.toLowerCase().replace(/[^a-z]/g, '')))),
    );
    // A column of credit notes only is a report of credit notes, not a sign per row.
    if (credits.length > 0 && credits.length < values.length) return { index: p.index, header: p.header, credits };
  }
  return undefined;
}
