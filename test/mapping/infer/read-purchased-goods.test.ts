/**
 * A register's 摘要 column names what was bought (`貨品採購`, purchase of goods; `廣告費`,
 * `辦公用品`) and marks the credit notes (`退貨折讓`): a purchase of something named is a line's
 * text, not a kind of document, so the column is the Description. A value that is only kind words
 * (`採購發票`, `採購單`) is still a kind.
 */
import { describe, expect, it } from 'vitest';
import { namesPurchasedGoods } from '../../../src/mapping/infer/read-kind-header.js';
import { dropSettledTies } from '../../../src/mapping/infer/drop-settled-ties.js';

describe('namesPurchasedGoods', () => {
  const cases: [string, boolean][] = [
    ['貨品採購', true],
    ['原材料采购', true],
    ['商品仕入', true],
    ['採購發票', false],
    ['采购发票', false],
    ['採購單', false],
    ['廣告費', false],
    ['Purchase of goods', false],
  ];
  for (const [value, goods] of cases)
    it(`${goods ? 'reads' : 'does not read'} ${value} as goods purchased`, () => {
      expect(namesPurchasedGoods(value)).toBe(goods);
    });
});

describe('dropSettledTies', () => {
  const tie = {
    scope: 'invoice' as const,
    field: 'Invoice_Amount',
    headers: ['Claimed incl. GST', 'Amount Payable'],
    reason: 'fit equally well',
    tie: true,
  };
  it('drops a tie a later rule settled by mapping one of its columns', () => {
    const line = { field: 'Invoice_Amount', spec: 'Claimed incl. GST', comment: "the file's own total" };
    expect(dropSettledTies([tie], [line], [])).toEqual([]);
  });
  it('keeps it where the field is unmapped or mapped from another column', () => {
    expect(dropSettledTies([tie], [], [])).toEqual([tie]);
    const other = { field: 'Invoice_Amount', spec: 'Total', comment: '' };
    expect(dropSettledTies([tie], [other], [])).toEqual([tie]);
  });
});
