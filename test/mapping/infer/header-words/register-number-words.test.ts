/**
 * Headers of purchase registers that name the book's own number beside the supplier's, and the
 * money and dates, in Arabic, Hindi, Greek, Korean and Ukrainian, as their systems print them.
 * (Greek `Α/Α`, a serial, is the issuer's in one export and the book's in another, so it is in no table.)
 * Devanagari writes vowels as signs on the letters (वा, बि, सं): a writer that drops them, stores
 * them decomposed or adds a nukta-free spelling still names the same field, and a header that
 * differs in its consonants is not read as one of these.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestFields, checkPrintedHeaders } from './check-printed-headers.js';

/** [header as printed, the field it names]. */
const PRINTED: readonly (readonly [string, string])[] = [
  ['الرقم', 'InvoiceId'],
  ['الرقم المرجعي للمورد', 'Invoice_Number'],
  ['वाउचर सं.', 'InvoiceId'],
  ['वाउचर नं.', 'InvoiceId'],
  ['बिल सं.', 'Invoice_Number'],
  ['बिल संख्या', 'Invoice_Number'],
  ['Παραστατικό', 'Invoice_Number'],
  ['매입번호', 'InvoiceId'],
  ['매입일자', 'Invoice_Date'],
  ['Загальна сума з ПДВ', 'Invoice_Amount'],
  ['Обсяг без ПДВ', 'Amount'],
  ['ПДВ', 'Tax'],
];

const SPELLINGS: readonly ((h: string) => string)[] = [
  (h) => h,
  (h) => h.toUpperCase(),
  (h) => h.normalize('NFD'),
  // Marks dropped: Greek accents, Devanagari vowel signs and the anusvara.
  (h) => h.normalize('NFD').replace(/\p{M}/gu, ''),
  (h) => h.replace(/\./g, ''),
  (h) => ` ${h} `,
];

describe('header words of registers that number their own entries beside the supplier', () => {
  it('reads each printed header, however spelled, as its field alone', () => {
    checkPrintedHeaders(PRINTED, SPELLINGS, 300);
  });

  it('reads a Hindi number header with another word in front of it as none of the keys', () => {
    // Devanagari headers count whole: a party's or a GSTIN's number is not the voucher's nor the bill's.
    const prefixes = ['पार्टी', 'जीएसटी', 'ग्राहक', 'खाता'];
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), fc.constantFrom('सं.', 'नं.', 'संख्या'), (prefix, number) => {
        const { fields } = bestFields(`${prefix} ${number}`);
        expect(fields.filter((f) => f === 'InvoiceId' || f === 'Invoice_Number')).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });
});
