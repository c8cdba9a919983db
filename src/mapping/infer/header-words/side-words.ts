/**
 * Header words of the two sides of a booking, as ledgers and journals name their two amount
 * columns (double-entry terms of each country's chart of accounts: Má dáti / Dal, Winien / Ma,
 * Tartozik / Követel, Borç / Alacak, Dare / Avere, חובה / זכות, مدين / دائن). Vietnamese Nợ / Có, `No` / `Co` without
 * their marks, are left out. Each row
 * of the debit table has its credit in the same language's row of the other.
 */
import type { WordTable } from './word-table.js';

export const DEBIT_SIDE_WORDS: WordTable = {
  field: 'debit',
  words: {
    fr: ['Débit'],
    it: ['Dare'],
    pt: ['Débito'],
    et: ['Deebet'],
    lv: ['Debets'],
    lt: ['Debetas'],
    cs: ['MD', 'Má dáti'],
    sk: ['MD', 'Má dať'],
    hr: ['Duguje'],
    sl: ['Breme'],
    hu: ['Tartozik'],
    bg: ['Дебит'],
    el: ['Χρέωση'],
    tr: ['Borç'],
    ru: ['Дебет'],
    uk: ['Дебет'],
    he: ['חובה'],
    ar: ['مدين'],
    th: ['เดบิต'],
    hi: ['नामे'],
  },
};

export const CREDIT_SIDE_WORDS: WordTable = {
  field: 'credit',
  words: {
    fr: ['Crédit'],
    it: ['Avere'],
    pt: ['Crédito'],
    et: ['Kreedit'],
    lv: ['Kredīts'],
    lt: ['Kreditas'],
    cs: ['Dal'],
    sk: ['Dal'],
    hr: ['Potražuje'],
    sl: ['Dobro'],
    hu: ['Követel'],
    bg: ['Кредит'],
    el: ['Πίστωση'],
    tr: ['Alacak'],
    ru: ['Кредит'],
    uk: ['Кредит'],
    he: ['זכות'],
    ar: ['دائن'],
    th: ['เครดิต'],
    hi: ['जमा'],
  },
};
