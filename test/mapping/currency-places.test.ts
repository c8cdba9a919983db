/**
 * Amounts with more decimal places than their currency's minor unit (ISO 4217) are a problem at
 * their cell, whatever the field; trailing zeros are not places; a mapping may allow more.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempFolder, writeWorkbook } from '../sheets/sheet-files.js';
import { ONE_ROW_MAPPING, mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

const temp = makeTempFolder('currency-places');
afterAll(() => temp.remove());

/** ISO 4217 minor units of currencies that real files hold, from each group. */
const CURRENCIES: readonly [string, number][] = [
  ['EUR', 2],
  ['USD', 2],
  ['GBP', 2],
  ['CHF', 2],
  ['JPY', 0],
  ['KRW', 0],
  ['ISK', 0],
  ['CLP', 0],
  ['VND', 0],
  ['BHD', 3],
  ['KWD', 3],
  ['OMR', 3],
  ['JOD', 3],
  ['TND', 3],
];
const AMOUNT_FIELDS = ['Invoice_Amount', 'InvoiceItems[0].Amount', 'InvoiceItems[0].Tax'] as const;

/** An amount written with `digits` after the point (none when empty), possibly ending in zeros. */
const amountText = fc
  .record({
    whole: fc.integer({ min: 0, max: 999_999 }),
    digits: fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 4 }),
    negative: fc.boolean(),
  })
  .map(({ whole, digits, negative }) => `${negative ? '-' : ''}${whole}${digits === '' ? '' : `.${digits}`}`)
  // `1.250` reads as 1250 with a decimal comma: decimal-separator-evidence.test.ts judges it, not the places.
  .filter((text) => !/^-?\d{1,3}\.\d{3}$/.test(text));

/** Decimal places that are not trailing zeros. */
function significantPlaces(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.slice(point + 1).replace(/0+$/, '').length;
}

let files = 0;

describe('amounts and the minor unit of their currency', () => {
  it('refuses exactly the amounts with more significant places than the currency has, at their cell', async () => {
    const mapping = mappingOf(ONE_ROW_MAPPING);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...CURRENCIES), amountText, amountText, amountText), {
          minLength: 1,
          maxLength: 12,
        }),
        async (rows) => {
          const lines = ['Vendor,Number,Date,Currency,Total,Net,Tax'];
          rows.forEach(([[code], total, net, tax], i) =>
            lines.push(`0000100001,N${i},2024-03-05,${code},${total},${net},${tax}`),
          );
          const invoices = await readAll(writeCsv(temp.dir, `places-${files++}.csv`, lines), mapping);
          expect(invoices).toHaveLength(rows.length);
          rows.forEach(([[code, places], ...amounts], i) => {
            const problems = invoices[i]!.problems;
            const expected = AMOUNT_FIELDS.filter((_, f) => significantPlaces(amounts[f]!) > places);
            expect(problems.map((p) => p.field)).toEqual(expected);
            for (const problem of problems) {
              expect(problem.row).toBe(i + 2);
              expect(problem.message).toContain(`${code} amounts have`);
              expect(problem.message).toContain('correct it in the file');
            }
            expect(invoices[i]!.invoice === undefined).toBe(expected.length > 0);
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('takes trailing zeros beyond the minor unit as the same amount', async () => {
    const file = writeCsv(temp.dir, 'zeros.csv', [
      'Vendor,Number,Date,Currency,Total,Net,Tax',
      '0000100001,A,2024-03-05,EUR,100.5000,100.50,0.0000',
      '0000100001,B,2024-03-05,JPY,1200.0000,1200.,0.0',
    ]);
    const invoices = await readAll(file, mappingOf(ONE_ROW_MAPPING));
    expect(invoices.map((i) => i.problems)).toEqual([[], []]);
    expect(invoices[1]!.invoice!.Invoice_Amount).toBe('1200.0000');
  });

  it('names the places of a currency without a minor unit and of one it does not know', async () => {
    const file = writeCsv(temp.dir, 'words.csv', [
      'Vendor,Number,Date,Currency,Total,Net,Tax',
      '0000100001,A,2024-03-05,JPY,100.5,100,0',
      '0000100001,B,2024-03-05,BHD,1.0005,1,0',
      '0000100001,C,2024-03-05,QQQ,1234.005,1234,0',
    ]);
    // QQQ is not in ISO 4217: allowed by the mapping, it gets 2 places.
    const invoices = await readAll(file, mappingOf(`${ONE_ROW_MAPPING}checks: { currencies: [QQQ] }\n`));
    expect(invoices.map((i) => i.problems.map((p) => `${p.column}: ${p.message}`))).toEqual([
      ['Total: JPY amounts have no decimal places: the value has 1; correct it in the file'],
      ['Total: BHD amounts have 3 decimal places: the value has 4; correct it in the file'],
      ['Total: QQQ amounts have 2 decimal places: the value has 3; correct it in the file'],
    ]);
  });

  it('lets a mapping allow more places for a field with decimals', async () => {
    const mapping = mappingOf(`
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
items:
  Amount: { column: Net, decimals: 4 }
  Tax: Tax
`);
    const file = writeCsv(temp.dir, 'decimals.csv', [
      'Vendor,Number,Date,Currency,Total,Net,Tax',
      '0000100001,A,2024-03-05,EUR,100.50,100.4962,0.0012',
    ]);
    const [invoice] = await readAll(file, mapping);
    expect(invoice!.problems.map((p) => p.field)).toEqual(['InvoiceItems[0].Tax']);
  });

  it('refuses decimals on a field that is not an amount, and more than the model keeps', () => {
    expect(() =>
      mappingOf(`${ONE_ROW_MAPPING.replace('PayeeId: Vendor', 'PayeeId: { column: Vendor, decimals: 2 }')}`),
    ).toThrow(/decimals.*amount/);
    expect(() => mappingOf(`${ONE_ROW_MAPPING.replace('Tax: Tax', 'Tax: { column: Tax, decimals: 5 }')}`)).toThrow(
      /decimals/,
    );
  });

  it('refuses a mapping formula whose result has more places than the currency, at the row', async () => {
    const mapping = mappingOf(
      ONE_ROW_MAPPING.replace('Tax: Tax', "Tax: { formula: '[Net] * 0.19' }").replace(
        'Amount: Net',
        "Amount: { formula: 'ROUND([Net], 2)' }",
      ),
    );
    const file = writeCsv(temp.dir, 'formula.csv', [
      'Vendor,Number,Date,Currency,Total,Net,Tax',
      '0000100001,A,2024-03-05,EUR,119.00,100,',
      '0000100001,B,2024-03-05,EUR,122.62,103.04,',
    ]);
    const invoices = await readAll(file, mapping);
    expect(invoices[0]!.problems).toEqual([]);
    expect(invoices[0]!.invoice!.InvoiceItems[0]!.Tax).toBe('19.0000');
    expect(invoices[1]!.problems).toMatchObject([
      {
        row: 3,
        field: 'InvoiceItems[0].Tax',
        value: '19.5776',
        message: expect.stringMatching(
          /^EUR amounts have 2 decimal places: the formula gives 19\.5776; round it in the formula, e\.g\. ROUND\(\.\.\., 2\)/,
        ),
      },
    ]);
  });
});

describe('XLSX amounts as the sheet shows them', () => {
  it('says what the cell shows, what it holds and how to round its formula', async () => {
    const file = await writeWorkbook(`${temp.dir}/shown.xlsx`, (workbook) => {
      const sheet = workbook.addWorksheet('Invoices');
      sheet.addRow(['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Rate', 'Tax']);
      sheet.addRow(['0000100001', 'A', '2024-03-05', 'EUR', 61301.26, 51513.29, 0.19, null]);
      sheet.addRow(['0000100001', 'B', '2024-03-05', 'EUR', 1190, 1000, 0.19, null]);
      sheet.addRow(['0000100001', 'C', '2024-03-05', 'JPY', 1190, 1000.4, 0.19, 190]);
      sheet.getCell('H2').value = { formula: 'F2*G2', result: 9787.5251 };
      sheet.getCell('H3').value = { formula: 'F3*G3', result: 190 };
      for (const cell of ['H2', 'H3', 'E2', 'F2']) sheet.getCell(cell).numFmt = '#,##0.00';
      sheet.getCell('F4').numFmt = '#,##0';
    });
    const mapping = mappingOf(ONE_ROW_MAPPING);
    const invoices = await readAll(file, mapping);
    expect(invoices.map((i) => i.problems.map((p) => [p.field, p.value, p.message]))).toEqual([
      [
        [
          'InvoiceItems[0].Tax',
          '9787.5251',
          'EUR amounts have 2 decimal places: the cell shows 9,787.53 but holds 9787.5251; round it in the sheet, e.g. =ROUND(F2*G2,2)',
        ],
      ],
      [],
      [
        [
          'InvoiceItems[0].Amount',
          '1000.4',
          'JPY amounts have no decimal places: the cell shows 1,000 but holds 1000.4; enter the amount without decimals',
        ],
      ],
    ]);
  });
});
