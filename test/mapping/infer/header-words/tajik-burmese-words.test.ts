/**
 * Headers of a Tajik register of VAT invoices (Cyrillic Tajik: ҳисобнома-фактура, the VAT invoice;
 * ААИ, the VAT) and of a Burmese commercial tax purchase register (written without spaces, its vowel
 * signs folding away as accents do, so each header names its field as a whole). A status naming
 * an annulled invoice (Бекоршуда) is a cancellation.
 */
import { describe, expect, it } from 'vitest';
import { namesCancellation } from '../../../../src/mapping/infer/find-cancelled-rows.js';
import { bestFields, checkPrintedHeaders } from './check-printed-headers.js';

/** [header as printed, the field it names]. */
const PRINTED: readonly (readonly [string, string])[] = [
  ['Рақами ҳисобнома-фактура', 'Invoice_Number'],
  ['Санаи ҳисобнома-фактура', 'Invoice_Date'],
  ['Номи фурӯшанда', 'PayeeId'],
  ['Арзиш бе ААИ', 'Amount'],
  ['Маблағи ААИ', 'Tax'],
  ['Арзиш бо ААИ', 'Invoice_Amount'],
  ['Асъор', 'CurrencyCode'],
  ['Меъёри ААИ', 'TaxRate'],
  ['ပြေစာအမှတ်', 'Invoice_Number'],
  ['ပြေစာရက်စွဲ', 'Invoice_Date'],
  ['ရောင်းချသူအမည်', 'PayeeId'],
  ['ပစ္စည်းအမည်', 'Description'],
  ['တန်ဖိုး', 'Amount'],
  ['ကုန်သွယ်လုပ်ငန်းခွန်', 'Tax'],
];

const SPELLINGS: readonly ((h: string) => string)[] = [(h) => h, (h) => ` ${h} `, (h) => `${h}:`];

describe('header words of Tajik and Burmese registers', () => {
  it('reads each printed header, however spelled, as its field alone', () => {
    checkPrintedHeaders(PRINTED, SPELLINGS, 100);
  });

  it('does not read the invoice date as the invoice number, nor the Burmese sum (စုစုပေါင်း) as the line amount', () => {
    expect(bestFields('Санаи ҳисобнома-фактура').fields).not.toContain('Invoice_Number');
    expect(bestFields('စုစုပေါင်း').fields).not.toContain('Amount');
  });

  it('reads a Tajik annulled status as a cancellation, and a valid one not', () => {
    expect(namesCancellation('Бекоршуда')).toBe(true);
    expect(namesCancellation('Амалкунанда')).toBe(false);
  });
});
