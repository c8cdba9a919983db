/**
 * Russian money headers as the CIS registers word them: an amount word, what it is of, and whether
 * the tax is left out or in, in any of the ways the forms write it. Each generated header is read as
 * the field its words name; headers that name a rate, a code or a number are no amount.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerCandidates } from '../../../src/mapping/infer/match-headers.js';
import {
  namesNetBesideGross,
  namesTotalBesideNet,
  readRussianMoney,
} from '../../../src/mapping/infer/read-russian-money-header.js';

const AMOUNT = ['Стоимость', 'Сумма', 'Итого', 'Всего', 'Общая сумма'];
const OF = ['', 'товаров', 'товаров (работ, услуг)', 'поставки', 'покупок', 'по счету-фактуре'];
const TAX = ['НДС', 'косвенных налогов', 'налога', 'НДС и акциза'];
const WITHOUT = ['без', 'без учета', 'без учёта', 'исключая'];
const WITH = ['с', 'с учетом', 'с учётом', 'включая'];

const phrase = (words: readonly string[]) => fc.constantFrom(...words);
const header = (middle: readonly string[]) =>
  fc
    .tuple(phrase(AMOUNT), phrase(OF), phrase(middle), phrase(TAX), fc.boolean())
    .map(([amount, of, link, tax, bracket]) => {
      const tail = `${link} ${tax}`;
      return [amount, of, bracket ? `(${tail})` : tail].filter(Boolean).join(' ');
    });

/** The best field a header is matched to, as `scope.field`. */
function best(text: string, scope: 'invoice' | 'items'): string | undefined {
  const top = headerCandidates([text], [scope])[0];
  return top && `${top.scope}.${top.field}`;
}

describe('readRussianMoney', () => {
  it('reads an amount without the tax as the line net amount', () => {
    fc.assert(
      fc.property(header(WITHOUT), (text) => {
        expect(readRussianMoney(text)).toBe('net');
        expect(best(text, 'items')).toBe('items.Amount');
      }),
    );
  });

  it('reads an amount with the tax as the invoice gross amount', () => {
    fc.assert(
      fc.property(header(WITH), (text) => {
        expect(readRussianMoney(text)).toBe('gross');
        expect(best(text, 'invoice')).toBe('invoice.Invoice_Amount');
      }),
    );
  });

  it('reads the tax amount itself as the line tax', () => {
    fc.assert(
      fc.property(phrase(['Сумма', 'Итого', 'Всего']), phrase(TAX), fc.boolean(), (amount, tax, after) => {
        const text = after ? `${tax} ${amount.toLowerCase()}` : `${amount} ${tax}`;
        expect(readRussianMoney(text)).toBe('tax');
        expect(best(text, 'items')).toBe('items.Tax');
      }),
    );
  });

  it.each([
    'Ставка НДС',
    'Код НДС',
    'Номер счета-фактуры',
    'Дата поставки',
    'В т.ч. НДС',
    'Без НДС',
    'Стоимость поставки',
    'Сумма',
    'Размер НДС, %',
    'Вид оборота без НДС',
    'Amount incl. VAT',
  ])('does not read "%s" as a net, gross or tax amount by its words', (text) => {
    expect(readRussianMoney(text)).toBeUndefined();
  });
});

describe('namesNetBesideGross', () => {
  it('reads an amount beside the same amount with the tax as the line net amount', () => {
    fc.assert(
      fc.property(
        phrase(AMOUNT),
        phrase(OF),
        phrase(WITH),
        phrase(TAX),
        fc.boolean(),
        (amount, of, link, tax, first) => {
          const net = [amount, of].filter(Boolean).join(' ');
          const gross = `${net} ${link} ${tax}`;
          const headers = first ? [net, 'Цена', gross] : [gross, 'Цена', net];
          fc.pre(readRussianMoney(net) === undefined);
          expect(namesNetBesideGross(net, headers)).toBe(true);
          const top = headerCandidates(headers, ['items']).find((c) => c.header === net);
          expect(top?.field).toBe('Amount');
        },
      ),
    );
  });

  it('does not read an amount as net beside another amount with the tax, or alone', () => {
    expect(namesNetBesideGross('Стоимость поставки', ['Стоимость поставки', 'Сумма с НДС'])).toBe(false);
    expect(namesNetBesideGross('Стоимость поставки', ['Стоимость поставки'])).toBe(false);
    expect(namesNetBesideGross('Стоимость', ['Стоимость', 'Стоимость без НДС'])).toBe(false);
  });
});

describe('namesTotalBesideNet', () => {
  const TOTALS: [string, string][] = [
    ['Общая стоимость', 'Стоимость без налогов'],
    ['Итого стоимость', 'Стоимость товаров без НДС'],
    ['Всего сумма', 'Сумма без учета НДС'],
    ['Общая сумма', 'Сумма без косвенных налогов'],
  ];
  it.each(TOTALS)('reads "%s" beside "%s" as the invoice gross amount', (total, net) => {
    const headers = [net, 'Сумма НДС', total];
    expect(namesTotalBesideNet(total, headers)).toBe(true);
    const top = headerCandidates(headers, ['invoice']).find((c) => c.header === total);
    expect(top?.field).toBe('Invoice_Amount');
  });

  it('does not read a total as the gross alone, beside another amount word, or when it names the tax', () => {
    expect(namesTotalBesideNet('Общая стоимость', ['Общая стоимость', 'Цена'])).toBe(false);
    expect(namesTotalBesideNet('Общая стоимость', ['Общая стоимость', 'Сумма без НДС'])).toBe(false);
    expect(namesTotalBesideNet('Итого НДС', ['Итого НДС', 'Сумма без НДС'])).toBe(false);
    expect(namesTotalBesideNet('Стоимость', ['Стоимость', 'Стоимость без НДС'])).toBe(false);
  });
});
