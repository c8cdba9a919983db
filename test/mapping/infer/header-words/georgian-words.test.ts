/**
 * Headers of Georgian exports (the Revenue Service's rs.ge lists of e-invoices, and the books that
 * follow its words): each names its field, spelled any way an export spells it. Georgian has no
 * capitals or accents; writers differ in the hyphen of the case ending (`დღგ-ს`, `დღგ ს`, `დღგს`),
 * in spaces and in what stands around a header.
 */
import { describe, it } from 'vitest';
import { checkPrintedHeaders } from './check-printed-headers.js';

/** [header as printed, the field it names]. */
const PRINTED: readonly (readonly [string, string])[] = [
  ['თანხა დღგ-ს ჩათვლით', 'Invoice_Amount'],
  ['სულ თანხა', 'Invoice_Amount'],
  ['თანხა დღგ-ს გარეშე', 'Amount'],
  ['დასაბეგრი თანხა', 'Amount'],
  ['დღგ-ს თანხა', 'Tax'],
  ['დღგ', 'Tax'],
  ['დღგ-ს განაკვეთი', 'TaxRate'],
  ['გამოწერის თარიღი', 'Invoice_Date'],
  ['ანგარიშ-ფაქტურის თარიღი', 'Invoice_Date'],
  ['ანგარიშ-ფაქტურის ნომერი', 'Invoice_Number'],
  ['მომწოდებელი', 'PayeeId'],
  ['ვალუტა', 'CurrencyCode'],
];

const SPELLINGS: readonly ((h: string) => string)[] = [
  (h) => h,
  (h) => h.replace(/-ს/g, 'ს'),
  (h) => h.replace(/-/g, ' '),
  (h) => h.replace(/ /g, '_'),
  (h) => ` ${h} `,
  (h) => `${h} (GEL)`,
];

describe('Georgian header words', () => {
  it('reads each printed header, however spelled, as its field alone', () => {
    checkPrintedHeaders(PRINTED, SPELLINGS, 300);
  });
});
