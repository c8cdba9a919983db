/**
 * Headers of a Lao VAT purchase book (ປຶ້ມບັນຊີຊື້) beside the Thai words of the same fields: Lao is
 * written without spaces and its vowel signs and tone marks fold away as accents do, so each header
 * names its field as a whole, and a shorter word (ອາກອນ, the tax) is not read inside a longer one.
 */
import { describe, expect, it } from 'vitest';
import { bestFields, checkPrintedHeaders } from './check-printed-headers.js';

/** [header as printed, the field it names]. */
const PRINTED: readonly (readonly [string, string])[] = [
  ['ເລກທີໃບເກັບເງິນ', 'Invoice_Number'],
  ['ວັນທີ', 'Invoice_Date'],
  ['ຊື່ຜູ້ສະໜອງ', 'PayeeId'],
  ['ມູນຄ່າກ່ອນອາກອນ', 'Amount'],
  ['ອາກອນມູນຄ່າເພີ່ມ', 'Tax'],
  ['ມູນຄ່າລວມ', 'Invoice_Amount'],
  ['เลขที่ใบกำกับภาษี', 'Invoice_Number'],
  ['มูลค่าก่อนภาษี', 'Amount'],
];

const SPELLINGS: readonly ((h: string) => string)[] = [(h) => h, (h) => ` ${h} `, (h) => `${h}:`];

describe('header words of Lao purchase books', () => {
  it('reads each printed header, however spelled, as its field alone', () => {
    checkPrintedHeaders(PRINTED, SPELLINGS, 100);
  });

  it('does not read the taxpayer number (ເລກປະຈຳຕົວຜູ້ເສຍອາກອນ) as the tax or the invoice number', () => {
    expect(bestFields('ເລກປະຈຳຕົວຜູ້ເສຍອາກອນ').fields).not.toContain('Tax');
    expect(bestFields('ເລກປະຈຳຕົວຜູ້ເສຍອາກອນ').fields).not.toContain('Invoice_Number');
  });
});
