/**
 * Headers of purchase registers and e-invoice lists in the languages infer's tables held thinly
 * (Russian, Ukrainian, Thai, Korean, Indonesian, Vietnamese, Romanian), as their systems print
 * them: each names its field, spelled any way an export spells it. Thai is written without
 * spaces and with vowel and tone marks above and below the letters; a writer that drops them, or
 * stores them decomposed, still names the same field.
 */
import { describe, it } from 'vitest';
import { checkPrintedHeaders } from './check-printed-headers.js';

/** [header as printed, the field it names]. */
const PRINTED: readonly (readonly [string, string])[] = [
  ['Входящая дата', 'Invoice_Date'],
  ['Вхідна дата', 'Invoice_Date'],
  ['Сумма без НДС', 'Amount'],
  ['НДС', 'Tax'],
  ['В т.ч. НДС', 'Tax'],
  ['Комментарий', 'Description'],
  ['Коментар', 'Description'],
  ['ยอดรวมสุทธิ', 'Invoice_Amount'],
  ['มูลค่าก่อนภาษี', 'Amount'],
  ['ภาษีมูลค่าเพิ่ม', 'Tax'],
  ['วันที่ใบกำกับภาษี', 'Invoice_Date'],
  ['일자', 'Invoice_Date'],
  ['공급가액', 'Amount'],
  ['부가세', 'Tax'],
  ['합계', 'Invoice_Amount'],
  ['승인번호', 'Invoice_Number'],
  ['Tanggal Transaksi', 'Invoice_Date'],
  ['Nama Produk', 'Description'],
  ['Nilai Pajak', 'Tax'],
  ['Ngày lập', 'Invoice_Date'],
  ['Tổng tiền chưa thuế', 'Amount'],
  ['Tổng tiền thuế', 'Tax'],
  ['Tổng tiền thanh toán', 'Invoice_Amount'],
  ['Bază', 'Amount'],
  ['TVA', 'Tax'],
  ['Total document', 'Invoice_Amount'],
];

const SPELLINGS: readonly ((h: string) => string)[] = [
  (h) => h,
  (h) => h.toUpperCase(),
  (h) => h.normalize('NFD'),
  // Marks dropped: Thai vowels above and below, Vietnamese and Romanian accents.
  (h) => h.normalize('NFD').replace(/\p{M}/gu, ''),
  (h) => `${h} (RUB)`,
  (h) => h.replace(/ /g, '_'),
];

describe('header words of the languages infer held thinly', () => {
  it('reads each printed header, however spelled, as its field alone', () => {
    checkPrintedHeaders(PRINTED, SPELLINGS, 400);
  });
});
