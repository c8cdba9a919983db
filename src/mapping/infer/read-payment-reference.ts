/**
 * The reference a payment quotes (the Czech variable symbol, a Finnish viite, a Norwegian KID, a
 * Belgian structured communication, an ISO 11649 creditor reference), told by its header or its
 * values: it looks like an invoice number but is not the number on the invoice. Pure.
 */
import { ENGLISH_PAYMENT_REFERENCE_WORDS, PAYMENT_REFERENCE_WORDS } from './header-words/reference-words.js';
import { tableWords } from './header-words/word-table.js';
import { headerKey } from './match-headers.js';
import type { ColumnProfile } from './profile-column.js';

const PAYMENT_WORDS = new Set(
  [...tableWords(PAYMENT_REFERENCE_WORDS), ...ENGLISH_PAYMENT_REFERENCE_WORDS].map(headerKey),
);

/**
 * Payment references by their values: a Belgian structured communication (`+++123/4567/89012+++`)
 * or an ISO 11649 creditor reference (`RF18 5390 0754 7034`), whose check digits hold, so that an
 * invoice number that merely begins RF and digits (`RF2400101`) is not one.
 */
const PAYMENT_VALUE = /^(?:(\+{3}|\*{3})\d{3}\/\d{4}\/\d{5}\1|RF\d{2}(?: ?[0-9A-Z]{1,4}){1,6})$/;

/** ISO 11649: the reference, its first four characters moved to the end and letters as 10-35, is 1 modulo 97. */
function creditorCheckHolds(text: string): boolean {
  const compact = text.replace(/ /g, '');
  const moved = compact.slice(4) + compact.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const digits = String(parseInt(char, 36));
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

function isPaymentValue(text: string): boolean {
  return PAYMENT_VALUE.test(text) && (!text.startsWith('RF') || creditorCheckHolds(text));
}

/** True when the header or the values name the reference a payment quotes, not the invoice's number. */
export function namesPaymentReference(profile: ColumnProfile): boolean {
  if (PAYMENT_WORDS.has(headerKey(profile.header))) return true;
  const texts = profile.texts.filter((t): t is string => t !== undefined);
  return texts.length > 0 && texts.every(isPaymentValue);
}
