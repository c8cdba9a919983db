/**
 * Headers of Armenian (the SRC's e-invoicing lists), Mongolian in Cyrillic (ebarimt's receipt lists)
 * and Azerbaijani (e-taxes.gov.az's e-qaimə-fakturalar) exports: each names its field, in either
 * case, with spaces, underscores or a remark in brackets around it.
 */
import { describe, it } from 'vitest';
import { checkPrintedHeaders } from './check-printed-headers.js';

/** [header as printed, the field it names]. */
const ARMENIAN: readonly (readonly [string, string])[] = [
  ['Համար', 'Invoice_Number'],
  ['Դուրս գրման ամսաթիվ', 'Invoice_Date'],
  ['Մատակարարի անվանում', 'PayeeId'],
  ['Արժեք առանց ԱԱՀ', 'Amount'],
  ['ԱԱՀ', 'Tax'],
  ['Ընդհանուր արժեք', 'Invoice_Amount'],
  ['Արժույթ', 'CurrencyCode'],
];

const MONGOLIAN: readonly (readonly [string, string])[] = [
  ['ДДТД', 'Invoice_Number'],
  ['Огноо', 'Invoice_Date'],
  ['Борлуулагчийн нэр', 'PayeeId'],
  ['Үнийн дүн', 'Amount'],
  ['НӨАТ', 'Tax'],
  ['Нийт дүн', 'Invoice_Amount'],
  ['Валют', 'CurrencyCode'],
  ['Бараа', 'Description'],
];

const AZERBAIJANI: readonly (readonly [string, string])[] = [
  ['Nömrə', 'Invoice_Number'],
  ['Tarix', 'Invoice_Date'],
  ['Göndərənin adı', 'PayeeId'],
  ['Cəmi', 'Amount'],
  ['ƏDV məbləği', 'Tax'],
  ['Yekun məbləğ', 'Invoice_Amount'],
  ['Valyuta', 'CurrencyCode'],
  ['Malın adı', 'Description'],
];

const SPELLINGS: readonly ((h: string) => string)[] = [
  (h) => h,
  (h) => h.toUpperCase(),
  (h) => h.toLowerCase(),
  (h) => h.replace(/ /g, '_'),
  (h) => ` ${h} `,
];

describe('Armenian, Mongolian and Azerbaijani header words', () => {
  it.each([
    ['Armenian', ARMENIAN],
    ['Mongolian', MONGOLIAN],
    ['Azerbaijani', AZERBAIJANI],
  ] as const)('reads each %s header, however spelled, as its field alone', (_language, printed) => {
    checkPrintedHeaders(printed, SPELLINGS, 200);
  });
});
