/**
 * Headers of a Turkmen purchases journal (satyn alyş žurnaly): the journal's own resminama
 * (document) number beside the supplier's hasap-faktura (invoice) number, üpjün ediji (the
 * supplier), GBÜS (the VAT) and jemi (the total).
 */
import { describe, expect, it } from 'vitest';
import { bestFields, checkPrintedHeaders } from './check-printed-headers.js';

/** [header as printed, the field it names]. */
const PRINTED: readonly (readonly [string, string])[] = [
  ['Resminama belgisi', 'InvoiceId'],
  ['Hasap-faktura belgisi', 'Invoice_Number'],
  ['Hasap-faktura senesi', 'Invoice_Date'],
  ['Senesi', 'Invoice_Date'],
  ['Üpjün ediji', 'PayeeId'],
  ['Haryt / hyzmat', 'Description'],
  ['GBÜS-siz bahasy', 'Amount'],
  ['GBÜS', 'Tax'],
  ['GBÜS derejesi', 'TaxRate'],
  ['Jemi', 'Invoice_Amount'],
  ['Walýuta', 'CurrencyCode'],
];

const SPELLINGS: readonly ((h: string) => string)[] = [
  (h) => h,
  (h) => ` ${h} `,
  (h) => `${h}:`,
  (h) => h.toUpperCase(),
];

describe('header words of a Turkmen purchases journal', () => {
  it('reads each printed header, however spelled, as its field alone', () => {
    checkPrintedHeaders(PRINTED, SPELLINGS, 100);
  });

  it('reads the value without VAT as the net, never as the VAT', () => {
    expect(bestFields('GBÜS-siz bahasy').fields).not.toContain('Tax');
  });
});
