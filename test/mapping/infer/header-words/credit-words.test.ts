/**
 * A document type's value that names a credit note in any language's row is read as one, in
 * capitals or not, without its accents, and inside a longer value (`Přijatý dobropis`, `חשבונית
 * זיכוי 2024`); a tax's name in any language, followed by an amount word, is a tax amount.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREDIT_NOTE_WORDS } from '../../../../src/mapping/infer/header-words/credit-words.js';
import { TAX_WORDS } from '../../../../src/mapping/infer/header-words/money-words.js';
import { tableWords } from '../../../../src/mapping/infer/header-words/word-table.js';
import { namesCredit } from '../../../../src/mapping/infer/find-credit-type-column.js';
import { namesTaxAmount } from '../../../../src/mapping/infer/read-tax-header.js';

const SPELLINGS: readonly ((w: string) => string)[] = [
  (w) => w,
  (w) => w.toUpperCase(),
  (w) => w.toLowerCase(),
  (w) => w.normalize('NFD').replace(/\p{M}/gu, ''),
  (w) => `Doc ${w}`,
  (w) => `${w} 2024`,
];

describe('credit-note and tax words of every language', () => {
  it('reads every credit-note word as a credit note however it is spelled', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tableWords(CREDIT_NOTE_WORDS)), fc.constantFrom(...SPELLINGS), (word, spell) => {
        const value = spell(word);
        expect({ value, credit: namesCredit(value) }).toEqual({ value, credit: true });
      }),
    );
  });

  it('reads no plain invoice word as a credit note', () => {
    for (const value of [
      'Faktura',
      'Számla',
      'חשבונית',
      'فاتورة',
      'Τιμολόγιο',
      'Счёт-фактура',
      'ใบแจ้งหนี้',
      'Invoice',
      'Cari',
    ])
      expect({ value, credit: namesCredit(value) }).toEqual({ value, credit: false });
  });

  it("reads an e-qaimə's return (Qaytarma) as a credit note, beside the current invoice (Cari)", () => {
    expect(['Qaytarma', 'QAYTARMA', 'Qaytarma qaiməsi'].map(namesCredit)).toEqual([true, true, true]);
  });

  it('reads a one-word tax name of a Latin, Cyrillic or Greek row, with an amount word after it, as a tax amount', () => {
    const names = ['DPH', 'ÁFA', 'KDV', 'PVM', 'PVN', 'DDV', 'PDV', 'НДС', 'ПДВ', 'ДДС', 'ΦΠΑ', 'Käibemaks'];
    for (const name of names) {
      expect(tableWords(TAX_WORDS)).toContain(name);
      for (const header of [
        name,
        `${name} celkem`,
        `${name} összeg`,
        `${name} tutarı`,
        `${name} сумма`,
        `${name} ποσό`,
      ])
        expect({ header, tax: namesTaxAmount(header) }).toEqual({ header, tax: true });
      expect({ header: `${name} %`, tax: namesTaxAmount(`${name} %`) }).toEqual({ header: `${name} %`, tax: false });
    }
  });
});
