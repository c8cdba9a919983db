/**
 * The names of a credit note as document-type columns write them, the one list of them: `mapping
 * infer` reads their abbreviations (infer/read-credit-code.ts) and `validate` a positive amount
 * beside them (check-credit-note-cell.ts). Systems write one name in many ways: Azure's and
 * Stripe's `CreditNote`, Google Ads' `CREDIT_MEMO`, `credit-note`, `Credit Note`; so a name is
 * compared without case, accents or anything between its letters (`CreditNote` is `Credit note`).
 * Pure.
 */
import { foldText } from './fold-text.js';
import { CREDIT_NOTE_WORDS } from './infer/header-words/credit-words.js';
import { tableWords } from './infer/header-words/word-table.js';

/** Credit notes' names, accents and case not counting, written as a person reads them; with the header-word table's. */
export const CREDIT_NOTE_NAMES: readonly string[] = [
  'credit note',
  'credit memo',
  'nota de credito',
  'nota di credito',
  'note de credit',
  // A purchase credit note, as French journals name theirs (WinBooks' NCA).
  'note de credit d achat',
  "facture d'avoir",
  'avoir',
  'kredit nota',
  'kredit faktura',
  'creditnota',
  'hyvityslasku',
  'storno',
  'gutschrift',
  'korekta',
  'faktura korygujaca',
  'πιστωτικο τιμολογιο αγορας',
  // China's red-letter invoice (红字发票, 红冲), and the credit memo of Chinese and Japanese ERPs.
  '红字发票',
  '红冲',
  '紅字發票',
  '贷项通知单',
  '貸項通知單',
  '貸方票',
  ...tableWords(CREDIT_NOTE_WORDS),
];

/**
 * Short codes of a credit note (the Philippines' CM and CN, CRN): a whole cell counts only under a
 * header naming a document's kind, as CN is China and CM Cameroon in a country column.
 */
export const CREDIT_NOTE_CODES: readonly string[] = ['CN', 'CM', 'CRN'];

/** A name as compared: no case, no accents, nothing but letters and digits (`CREDIT_NOTE` is `creditnote`). */
export function foldDocumentType(text: string): string {
  return foldText(text).replace(/[^\p{L}\p{N}]+/gu, '');
}
