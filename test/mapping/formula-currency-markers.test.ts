/**
 * A currency written in a cell a mapping formula reads as a number (`$100`, `100 USD`) must be
 * the invoice's, as for a cell mapped directly: one that contradicts it is a problem at that cell.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempFolder } from '../sheets/sheet-files.js';
import { expectMarkerOutcome, field, markedRows, writtenAmount } from './currency-marker-cases.js';
import { mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

const temp = makeTempFolder('formula-currency-markers');
afterAll(() => temp.remove());

/** Each amount through a formula of its own shape: a function, a comparison, the cell alone, the invoice row. */
const FORMULAS = `
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: { formula: 'VALUE([Total])' }
items:
  Line_Number: { sequence: true }
  Amount: { formula: 'ROUND([Net] * [Qty], 2)' }
  Tax: { formula: 'IF([Tax] > 0, [Tax], 0) + 0 * invoice[Fee]' }
`;

const INVOICE_CURRENCIES = ['EUR', 'USD', 'CAD', 'GBP', 'JPY', 'SEK'] as const;

let files = 0;

describe('a currency written in a cell a formula reads', () => {
  it('is fine when it may be the invoice currency and a problem at its cell when it cannot', async () => {
    const mapping = mappingOf(FORMULAS);
    await fc.assert(
      fc.asyncProperty(markedRows(INVOICE_CURRENCIES, ['Total', 'Net', 'Tax', 'Fee'], 8), async (rows) => {
        const lines = ['Vendor,Number,Date,Currency,Total,Net,Qty,Tax,Fee'];
        rows.forEach((row, i) => {
          const written = writtenAmount(row);
          const cells = { Total: '100', Net: '100', Tax: '0', Fee: '1', [row.column]: written };
          lines.push(
            `0000100001,N${i},2024-03-05,${row.currency},${[cells.Total, cells.Net, '1', cells.Tax, cells.Fee].map(field).join(',')}`,
          );
        });
        const invoices = await readAll(writeCsv(temp.dir, `formula-markers-${files++}.csv`, lines), mapping);
        rows.forEach((row, i) => {
          const problems = invoices[i]!.problems;
          if (!expectMarkerOutcome(problems, row, i + 2)) expect(problems[0]!.value).toBe(writtenAmount(row));
        });
      }),
      { numRuns: 30 },
    );
  });

  it('says which field the formula fills and keeps the amount out of the invoice', async () => {
    const file = writeCsv(temp.dir, 'words.csv', [
      'Vendor,Number,Date,Currency,Total,Net,Qty,Tax,Fee',
      '0000100001,A,2024-03-05,EUR,100,$100,1,0,1',
      '0000100001,B,2024-03-05,CAD,100,$100,1,0,1',
    ]);
    const invoices = await readAll(file, mappingOf(FORMULAS));
    expect(invoices[0]!.problems).toEqual([
      {
        file: 'words.csv',
        sheet: undefined,
        row: 2,
        column: 'Net',
        field: 'InvoiceItems[0].Amount',
        value: '$100',
        message:
          "expected an amount in EUR, the invoice's currency, got one written with $ (USD, CAD, AUD or another dollar); correct the amount or the invoice's currency",
      },
    ]);
    expect(invoices[0]!.invoice).toBeUndefined();
    expect(invoices[1]!.problems).toEqual([]);
    expect(invoices[1]!.invoice!.InvoiceItems[0]!.Amount).toBe('100.0000');
  });
});
