/**
 * A report's parameters above its header name the currency by a label (`Currency: GBP`, MRI's AP
 * register; `Devise : EUR`, `Währung: CHF`): an ISO code the file writes outright, enough for
 * CurrencyCode where no column holds it. A label with no ISO code after it says nothing.
 */
import { describe, expect, it } from 'vitest';
import { proposeCurrencyValue } from '../../../src/mapping/infer/propose-currency-value.js';
import { titleCodes } from '../../../src/mapping/infer/read-title-code.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

const above = (titles: readonly string[]): SheetRow[] =>
  titles.map((text, i) => ({ file: 'register.xlsx', sheet: 'Register', row: i + 1, cells: [{ kind: 'text', text }] }));

describe('a currency code a title labels', () => {
  it.each([
    ['Period: 01/2024 to 03/2024   Currency: GBP', 'GBP'],
    ['Currency GBP', 'GBP'],
    ['CURRENCY: USD', 'USD'],
    ['Devise : EUR', 'EUR'],
    ['Währung: CHF', 'CHF'],
    ['Moneda: MXN', 'MXN'],
    ['Valuta: SEK', 'SEK'],
  ])('reads "%s" as %s', (title, code) => {
    expect(titleCodes([title]).map((e) => e.currency)).toEqual([code]);
    const proposal = proposeCurrencyValue([], ['Invoice', 'Net', 'VAT', 'Gross'], undefined, [], above([title]));
    expect(proposal.line?.spec).toBe(`{ value: ${code} }`);
  });

  it.each([['Currency: all'], ['Currency converted'], ['Currency: XYZ'], ['Foreign currency invoices']])(
    'reads no code from "%s"',
    (title) => {
      expect(titleCodes([title])).toEqual([]);
      const proposal = proposeCurrencyValue([], ['Invoice', 'Net'], undefined, [], above([title]));
      expect(proposal.line).toBeUndefined();
    },
  );
});
