/**
 * Words a document-type column writes for a credit note (EN 16931's invoice type code 381,
 * "credit note", in each language's version; the national VAT rules' corrective invoice), read
 * anywhere in a value with accents and case not counting: `Dobropis`, `Jóváíró számla`,
 * `חשבונית זיכוי`, `إشعار دائن`, `Πιστωτικό τιμολόγιο`, `ใบลดหนี้`. They join the words
 * `find-credit-type-column.ts` reads; a bare word that also names an invoice is not one.
 */
import type { WordTable } from './word-table.js';

export const CREDIT_NOTE_WORDS: WordTable = {
  field: 'creditNote',
  words: {
    it: ['Nota di credito', 'Nota credito'],
    lv: ['Kredītrēķins', 'Kredīta rēķins'],
    lt: ['Kreditinė sąskaita', 'Kreditinė'],
    pl: ['Faktura korygująca'],
    sk: ['Dobropis'],
    sl: ['Dobropis', 'Knjižno odobrenje'],
    // A bare odobrenje is an approval too.
    hr: ['Knjižno odobrenje'],
    hu: ['Jóváíró', 'Sztornó', 'Helyesbítő'],
    ro: ['Factură de stornare', 'Stornare'],
    bg: ['Кредитно известие'],
    el: ['Πιστωτικό', 'Πιστωτικό τιμολόγιο'],
    ru: ['Кредит-нота'],
    uk: ['Повернення', 'Кредит-нота'],
    he: ['זיכוי', 'חשבונית זיכוי'],
    ar: ['إشعار دائن', 'اشعار دائن', 'مرتجع'],
    'zh-Hant': ['折讓', '銷貨退回'],
    vi: ['Điều chỉnh giảm', 'Hóa đơn điều chỉnh giảm'],
    th: ['ใบลดหนี้'],
    id: ['Nota kredit', 'Nota retur'],
    ms: ['Nota kredit'],
    hi: ['क्रेडिट नोट'],
    // Qaytarma, a return: e-taxes.gov.az's kind of an e-qaimə that gives goods back, written positive.
    az: ['Qaytarma', 'Qaytarma qaiməsi'],
  },
};
