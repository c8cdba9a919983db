/**
 * A currency written in an amount (`$100`, `100 USD`, `(GBP 100)`) must be the invoice's: one
 * that contradicts it is a problem at the cell, never read as the invoice's currency.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempFolder } from '../sheets/sheet-files.js';
import { ONE_ROW_MAPPING, mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

const temp = makeTempFolder('currency-markers');
afterAll(() => temp.remove());

/** Markers as real exports write them, with the currencies each may stand for. */
const MARKERS: readonly [string, readonly string[]][] = [
  ['$', ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN']],
  ['US$', ['USD']],
  ['C$', ['CAD']],
  ['A$', ['AUD']],
  ['€', ['EUR']],
  ['£', ['GBP']],
  ['¥', ['JPY', 'CNY']],
  ['₹', ['INR']],
  ['CHF', ['CHF']],
  ['Fr.', ['CHF']],
  ['kr', ['SEK', 'NOK', 'DKK']],
  ['zł', ['PLN']],
  ['USD', ['USD']],
  ['EUR', ['EUR']],
  ['GBP', ['GBP']],
  ['JPY', ['JPY']],
  ['CAD', ['CAD']],
];
const INVOICE_CURRENCIES = ['EUR', 'USD', 'CAD', 'GBP', 'JPY', 'CNY', 'CHF', 'SEK', 'PLN', 'INR'] as const;

/** Where the marker goes and how the amount is signed. */
const SHAPES: readonly ((marker: string, digits: string) => string)[] = [
  (m, d) => `${m}${d}`,
  (m, d) => `${m} ${d}`,
  (m, d) => `${d}${m}`,
  (m, d) => `${d} ${m}`,
  (m, d) => `-${m}${d}`,
  (m, d) => `${m}-${d}`,
  (m, d) => `(${m}${d})`,
  (m, d) => `(${d} ${m})`,
  (m, d) => `-${d} ${m}`,
];

/** A CSV field: quoted, since a marker may sit next to the delimiter. */
const field = (text: string) => `"${text}"`;

let files = 0;

describe('a currency written in the amount', () => {
  it('is fine when it may be the invoice currency and a problem at its cell when it cannot', async () => {
    const mapping = mappingOf(ONE_ROW_MAPPING);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            currency: fc.constantFrom(...INVOICE_CURRENCIES),
            marker: fc.constantFrom(...MARKERS),
            shape: fc.nat(SHAPES.length - 1),
            digits: fc.constantFrom('100', '1,234', '7'),
            column: fc.constantFrom('Total', 'Net', 'Tax'),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        async (rows) => {
          const lines = ['Vendor,Number,Date,Currency,Total,Net,Tax'];
          rows.forEach((row, i) => {
            const written = SHAPES[row.shape]!(row.marker[0], row.digits);
            const cells = { Total: '100', Net: '100', Tax: '0', [row.column]: written };
            lines.push(
              `0000100001,N${i},2024-03-05,${row.currency},${field(cells.Total)},${field(cells.Net)},${field(cells.Tax)}`,
            );
          });
          const invoices = await readAll(writeCsv(temp.dir, `markers-${files++}.csv`, lines), mapping);
          rows.forEach((row, i) => {
            const fits = row.marker[1].includes(row.currency);
            const problems = invoices[i]!.problems;
            if (fits) {
              expect(problems).toEqual([]);
              return;
            }
            expect(problems).toHaveLength(1);
            expect(problems[0]).toMatchObject({ row: i + 2, column: row.column });
            expect(problems[0]!.message).toContain(`expected an amount in ${row.currency}, the invoice's currency`);
            expect(problems[0]!.message).toContain(row.marker[0]);
          });
        },
      ),
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
