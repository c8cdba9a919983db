/**
 * Without a currency column: a column of ISO codes that writes `XXX` (ISO 4217's "no currency")
 * where an invoice is in the book's own currency (an IRAS Audit File's FCYCode) gets a commented
 * formula to complete, never one value for every invoice; a column of codes without XXX does not.
 */
import { describe, expect, it } from 'vitest';
import { proposeCurrencyValue } from '../../../src/mapping/infer/propose-currency-value.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

const titled: SheetRow[] = [
  { file: 'x.txt', sheet: undefined, row: 1, cells: [{ kind: 'text', text: 'Purchases (SGD)' }] },
] as SheetRow[];

function propose(header: string, codes: (string | undefined)[], above: SheetRow[] = []) {
  const columns = [
    { header: 'SupplierName', texts: codes.map((_, i) => `Supplier ${i % 3}`) },
    { header, texts: codes },
  ];
  return proposeCurrencyValue(['100.00', '7.00'], ['SupplierName', header], undefined, columns, above);
}

describe('a column of currency codes writing XXX for no currency', () => {
  for (const header of ['FCYCode', 'Foreign Ccy']) {
    it(`comments a formula over "${header}", even under a title naming one currency`, () => {
      for (const above of [[], titled]) {
        const p = propose(header, ['XXX', 'USD', undefined, 'XXX', 'MYR', 'XXX'], above);
        expect(p.line).toBeUndefined();
        expect(p.doubt?.spec).toBe(`{ formula: 'IF([${header}] = "XXX", "<home currency code>", [${header}])' }`);
        expect(p.doubt?.reason).toMatch(/no currency/);
      }
    });
  }

  it('leaves a column of codes without XXX to the other rules', () => {
    const p = propose('FCYCode', ['USD', 'MYR', 'USD', 'EUR']);
    expect(p.doubt?.spec ?? '').not.toMatch(/XXX/);
    expect(p.doubt?.reason ?? '').not.toMatch(/ISO 4217's code for no currency/);
  });
});
