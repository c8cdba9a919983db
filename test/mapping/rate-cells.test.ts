/**
 * Tax rates are what the sheet shows: a rate cell whose format shows another rate than it holds
 * (0% shows 0.075 as 8%) is a problem at the cell, and a rate written as a fraction in a plain
 * cell (0.19 beside Tax 190 on Net 1000) is one too, where it would post as 0.19 %. Cells written
 * as Excel writes them (styles.xml by hand), and the check's arithmetic as a property.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFractionRate } from '../../src/mapping/check-rate-fraction.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { oneSheetWorkbook, SPREADSHEET_MAIN } from '../sheets/zip-builder.js';
import { mappingOf, readAll } from './mapping-fixtures.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';

/** [rate cell's format, rate held, net, tax, the TaxRate posted or a part of the problem at the rate's cell]. */
const CASES: Array<[string, number, number, number, { rate: string } | { problem: string }]> = [
  [
    '0%',
    0.075,
    1000,
    75,
    { problem: 'the cell shows 8% but holds 0.075 (7.5%): a rate is posted as the sheet shows it' },
  ],
  ['0%', 0.196, 1000, 196, { problem: 'the cell shows 20% but holds 0.196 (19.6%)' }],
  ['0%', 0.19, 1000, 190, { rate: '19.00' }],
  ['0.00%', 0.19, 1000, 190, { rate: '19.00' }],
  ['0.0%', 0.075, 1000, 75, { rate: '7.50' }],
  ['0.00%', 0.2, 100, 20, { rate: '20.00' }],
  ['0', 7.5, 1000, 75, { problem: 'the cell shows 8 but holds 7.5: a rate is posted as the sheet shows it' }],
  ['0.00', 7.5, 1000, 75, { rate: '7.50' }],
  ['General', 0.19, 1000, 190, { problem: 'the rate reads as 0.19 % but Tax/Net is 19 %' }],
  ['General', 0.07, 200, 14, { problem: 'the rate reads as 0.07 % but Tax/Net is 7 %' }],
  ['General', 19, 1000, 190, { rate: '19.00' }],
  ['General', 0.19, 1000, 1.9, { rate: '0.19' }], // a real 0.19 %: Tax/Net agrees
  ['General', 0.5, 1000, 0, { rate: '0.50' }], // no tax to compare with
];

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax', 'Rate'];
const MAPPING = `${ONE_ROW_MAPPING}  TaxRate: Rate\n`;

function workbook(): string {
  const formats = [...new Set(CASES.map(([format]) => format))];
  const numFmts = formats.map((code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${code}"/>`);
  const xfs = formats.map((_, i) => `<xf numFmtId="${164 + i}" applyNumberFormat="1"/>`);
  const styles = `<styleSheet xmlns="${SPREADSHEET_MAIN}"><numFmts count="${formats.length}">${numFmts.join('')}</numFmts><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellXfs count="${formats.length + 1}"><xf numFmtId="0"/>${xfs.join('')}</cellXfs></styleSheet>`;
  const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
  const num = (ref: string, value: number, style = 0) => `<c r="${ref}" s="${style}"><v>${value}</v></c>`;
  const rows = CASES.map(([format, rate, net, tax], i) => {
    const r = i + 2;
    const style = formats.indexOf(format) + 1;
    return `<row r="${r}">${text(`A${r}`, 'V1')}${text(`B${r}`, `N${r}`)}${text(`C${r}`, '2025-01-31')}${text(`D${r}`, 'EUR')}${num(`E${r}`, net + tax)}${num(`F${r}`, net)}${num(`G${r}`, tax)}${num(`H${r}`, rate, style)}</row>`;
  });
  const head = `<row r="1">${HEADER.map((h, i) => text(`${String.fromCharCode(65 + i)}1`, h)).join('')}</row>`;
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}"><sheetData>${head}${rows.join('')}</sheetData></worksheet>`;
  const file = join(makeTempDir('rate-cells'), 'rates.xlsx');
  writeFileSync(file, oneSheetWorkbook(sheet, styles));
  return file;
}

describe('tax rates as the sheet shows them', () => {
  it('each rate is what its cell shows, or a problem at the cell', async () => {
    const invoices = await readAll(workbook(), mappingOf(MAPPING));
    const got = invoices.map((invoice) =>
      invoice.problems.length > 0
        ? invoice.problems.map((p) => ({ row: p.row, column: p.column, field: p.field, message: p.message }))
        : { rate: invoice.invoice?.InvoiceItems[0]?.TaxRate },
    );
    expect(got).toEqual(
      CASES.map(([, , , , expected], i) =>
        'rate' in expected
          ? { rate: expected.rate }
          : [
              {
                row: i + 2,
                column: 'Rate',
                field: 'InvoiceItems[0].TaxRate',
                message: expect.stringContaining(expected.problem),
              },
            ],
      ),
    );
  });

  it('says what to do with a fraction: write the percentage, format the cell, or read fractions', async () => {
    const invoices = await readAll(workbook(), mappingOf(MAPPING));
    const fraction =
      invoices[CASES.findIndex(([format, rate, , tax]) => format === 'General' && rate === 0.19 && tax === 190)]!;
    expect(fraction.problems[0]!.message).toBe(
      'the rate reads as 0.19 % but Tax/Net is 19 %: a rate written as a fraction reads as a percentage; write it as 19 or format the cell as a percentage, or read the column with transform: { rate: { fraction: true } }',
    );
  });

  it('a fraction read with rate: { fraction: true } is the percentage it means', async () => {
    const mapping = mappingOf(
      MAPPING.replace('TaxRate: Rate', 'TaxRate: { column: Rate, transform: { rate: { fraction: true } } }'),
    );
    const invoices = await readAll(workbook(), mapping);
    const fraction =
      invoices[CASES.findIndex(([format, rate, , tax]) => format === 'General' && rate === 0.19 && tax === 190)]!;
    expect(fraction.problems).toEqual([]);
    expect(fraction.invoice?.InvoiceItems[0]?.TaxRate).toBe('19.00');
  });
});

/** Four-place amount text of a number of cents. */
const money = (cents: bigint) =>
  `${cents < 0n ? '-' : ''}${(cents < 0n ? -cents : cents) / 100n}.${String((cents < 0n ? -cents : cents) % 100n).padStart(2, '0')}00`;
/** The tax of `net` cents at `percent` hundredths of a percent, rounded half up to a cent. */
const taxOf = (net: bigint, hundredths: bigint) => (net * hundredths + 5000n) / 10000n;
/** Two-place rate text of hundredths. */
const rateText = (hundredths: bigint) => `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;

describe('a rate read as a fraction of what Tax/Net says', () => {
  it('a line whose tax is its net at the rate as written is never a fraction mistaken', () => {
    fc.assert(
      fc.property(fc.bigInt(100n, 10_000_000_00n), fc.bigInt(1n, 9999n), (net, hundredths) => {
        const tax = taxOf(net, hundredths);
        expect(isFractionRate(money(net), money(tax), rateText(hundredths))).toBe(false);
      }),
    );
  });

  it('a line whose tax is its net at a whole percentage, with that percentage written as a fraction, is one', () => {
    fc.assert(
      fc.property(fc.bigInt(100_00n, 10_000_000_00n), fc.bigInt(1n, 99n), (net, percent) => {
        const tax = taxOf(net, percent * 100n);
        // percent / 100 as two-place text: 19 -> 0.19
        expect(isFractionRate(money(net), money(tax), rateText(percent))).toBe(true);
      }),
    );
  });
});
