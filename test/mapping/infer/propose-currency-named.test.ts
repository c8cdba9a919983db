/**
 * A file whose currency column names the currency rather than coding it (Yonyou's 币种 with
 * 人民币, Hashavshevet's מטבע with ש"ח, a Czech book's Měna with Kč), and a Czech book with no
 * currency column at all (Money S3's Celkem, Vystaveno, Splatnost): the CurrencyCode is that one
 * currency as a value. Generated space over the names, headers and rows; a column naming two
 * currencies gives none.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proposeCurrencyValue } from '../../../src/mapping/infer/propose-currency-value.js';

/** [name as written, ISO code]. */
const NAMES: readonly (readonly [string, string])[] = [
  ['人民币', 'CNY'],
  ['美元', 'USD'],
  ['欧元', 'EUR'],
  ['日本円', 'JPY'],
  ['港币', 'HKD'],
  ['ש"ח', 'ILS'],
  ['Kč', 'CZK'],
  ['zł', 'PLN'],
  // 1C's Валюта column, and the short names Ukrainian, Saudi and Thai exports print.
  ['руб.', 'RUB'],
  ['руб', 'RUB'],
  ['₽', 'RUB'],
  ['грн', 'UAH'],
  ['грн.', 'UAH'],
  ['ر.س', 'SAR'],
  ['ريال سعودي', 'SAR'],
  ['บาท', 'THB'],
];
const HEADERS = ['币种', '币别', '通貨', 'מטבע', 'Měna', 'Waluta', 'Валюта', 'Валюта документа', 'العملة', 'สกุลเงิน'];

const column = (header: string, values: readonly string[]) => ({ header, texts: values });

describe('the CurrencyCode value of a currency column that names its currency', () => {
  it('is the named currency where the column names one on every row', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES),
        fc.constantFrom(...HEADERS),
        fc.integer({ min: 3, max: 40 }),
        ([name, code], header, rows) => {
          const values = Array<string>(rows).fill(name);
          const proposal = proposeCurrencyValue([], ['Amount', header], undefined, [column(header, values)]);
          expect(proposal.line?.spec).toBe(`{ value: ${code} }`);
        },
      ),
    );
  });

  it('is no value from a column that names two currencies', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES),
        fc.constantFrom(...NAMES),
        fc.constantFrom('Amount', 'Betrag'),
        ([a], [b], amount) => {
          fc.pre(a !== b);
          const proposal = proposeCurrencyValue([], [amount, 'Currency'], undefined, [column('Currency', [a, b, a])]);
          expect(proposal.line).toBeUndefined();
        },
      ),
    );
  });

  it.each([
    [['Číslo', 'Druh', 'Doklad', 'Vystaveno', 'Splatnost', 'Firma', 'Základ', 'DPH', 'Celkem', 'K likvidaci']],
    [['Číslo dokladu', 'DUZP', 'Dodavatel', 'Základ DPH', 'DPH', 'Celkem']],
  ])('is CZK for a Czech book without a currency column: %j', (headers) => {
    expect(proposeCurrencyValue(['1234.50'], headers).line?.spec).toBe('{ value: CZK }');
  });

  // M.E.Doc's and other Ukrainian registers: є and ї are written in no other country's Cyrillic.
  it.each([
    [
      [
        'Номер',
        'Дата складання',
        'Дата реєстрації в ЄРПН',
        'Постачальник',
        'ІПН постачальника',
        'ПДВ',
        'Загальна сума з ПДВ',
      ],
    ],
    [
      [
        '№',
        'Дата',
        'Контрагент',
        'Сума без ПДВ',
        'ПДВ',
        'Сума',
        'Примітка',
        'Вхідний номер',
        'Дата отримання',
        'Реєстр',
      ],
    ],
  ])('is UAH for a Ukrainian register without a currency column: %j', (headers) => {
    expect(proposeCurrencyValue(['1234,50'], headers).line?.spec).toBe('{ value: UAH }');
  });

  it('is no value for Russian, Bulgarian or Serbian Cyrillic headers alone', () => {
    for (const headers of [
      ['Номер', 'Дата', 'Контрагент', 'Сумма', 'НДС'],
      ['Номер', 'Дата', 'Доставчик', 'Сума', 'ДДС'],
      ['Број', 'Датум', 'Добављач', 'Износ', 'ПДВ'],
    ])
      expect(proposeCurrencyValue(['1234,50'], headers).line, headers.join(', ')).toBeUndefined();
  });

  it('is no CZK for a Slovak book (Celkom, Vystavené, Splatnosť)', () => {
    const headers = ['Číslo', 'Vystavené', 'Splatnosť', 'Dodávateľ', 'Základ', 'DPH', 'Celkom'];
    expect(proposeCurrencyValue(['1234.50'], headers).line?.spec).not.toBe('{ value: CZK }');
  });
});
