/**
 * A currency written in an amount (`$100`, `100 USD`, `(GBP 100)`) must be the invoice's: one
 * that contradicts it is a problem at the cell, never read as the invoice's currency.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempFolder } from '../sheets/sheet-files.js';
import { expectMarkerOutcome, field, markedRows, writtenAmount } from './currency-marker-cases.js';
import { ONE_ROW_MAPPING, mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

const temp = makeTempFolder('currency-markers');
afterAll(() => temp.remove());

const INVOICE_CURRENCIES = ['EUR', 'USD', 'CAD', 'GBP', 'JPY', 'CNY', 'CHF', 'SEK', 'PLN', 'INR'] as const;

let files = 0;

describe('a currency written in the amount', () => {
  it('is fine when it may be the invoice currency and a problem at its cell when it cannot', async () => {
    const mapping = mappingOf(ONE_ROW_MAPPING);
    await fc.assert(
      fc.asyncProperty(markedRows(INVOICE_CURRENCIES, ['Total', 'Net', 'Tax'], 10), async (rows) => {
        const lines = ['Vendor,Number,Date,Currency,Total,Net,Tax'];
        rows.forEach((row, i) => {
          const written = writtenAmount(row);
          const cells = { Total: '100', Net: '100', Tax: '0', [row.column]: written };
          lines.push(
            `0000100001,N${i},2024-03-05,${row.currency},${field(cells.Total)},${field(cells.Net)},${field(cells.Tax)}`,
          );
        });
        const invoices = await readAll(writeCsv(temp.dir, `markers-${files++}.csv`, lines), mapping);
        rows.forEach((row, i) => expectMarkerOutcome(invoices[i]!.problems, row, i + 2));
      }),
      { numRuns: 40 },
    );
  });

  it('names the currencies an ambiguous sign may stand for', async () => {
    const file = writeCsv(temp.dir, 'words.csv', [
      'Vendor,Number,Date,Currency,Total,Net,Tax',
      '0000100001,A,2024-03-05,EUR,$100,100,0',
      '0000100001,B,2024-03-05,EUR,100 USD,100,0',
      '0000100001,C,2024-03-05,CAD,$100,100,0',
      '0000100001,D,2024-03-05,CNY,¥100,100,0',
    ]);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices.map((i) => i.problems.map((p) => p.message))).toEqual([
      [
        "expected an amount in EUR, the invoice's currency, got one written with $ (USD, CAD, AUD or another dollar); correct the amount or the invoice's currency",
      ],
      [
        "expected an amount in EUR, the invoice's currency, got one written in USD; correct the amount or the invoice's currency",
      ],
      [],
      [],
    ]);
    expect(invoices[2]!.invoice!.Invoice_Amount).toBe('100.0000');
  });
});
