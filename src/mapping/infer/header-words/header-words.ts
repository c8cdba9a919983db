/**
 * Every table of header words by the field it names, in the order infer ranks them after the
 * field catalogue's own words. A new table is listed here once. Pure data.
 */
import { DUE_DATE_WORDS, INVOICE_DATE_WORDS, POSTING_DATE_WORDS } from './date-words.js';
import { ACCOUNT_WORDS, COST_CENTRE_WORDS, CURRENCY_WORDS, DESCRIPTION_WORDS } from './line-words.js';
import { GROSS_WORDS, NET_WORDS, TAX_WORDS, VAT_RATE_WORDS } from './money-words.js';
import { INTERNAL_ID_WORDS, INVOICE_NUMBER_WORDS } from './number-words.js';
import { SUPPLIER_WORDS } from './supplier-words.js';
import type { WordTable } from './word-table.js';

/** The tables of model fields infer proposes from a header. */
export const FIELD_WORD_TABLES: readonly WordTable[] = [
  INTERNAL_ID_WORDS,
  SUPPLIER_WORDS,
  INVOICE_NUMBER_WORDS,
  INVOICE_DATE_WORDS,
  POSTING_DATE_WORDS,
  GROSS_WORDS,
  NET_WORDS,
  TAX_WORDS,
  VAT_RATE_WORDS,
  CURRENCY_WORDS,
  DESCRIPTION_WORDS,
  ACCOUNT_WORDS,
  COST_CENTRE_WORDS,
];

/** Words read beside the fields: a due date, never an issue date. */
export { DUE_DATE_WORDS };
