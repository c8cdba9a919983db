/**
 * A VAT % typed as 19 into a cell formatted as a percentage holds 19, which the sheet shows as
 * 1900 % (and 1 shows 100 %): no VAT or GST rate reaches 100 %, so a percent cell showing that or more is a problem at its
 * cell that says what the sheet shows and why, where 19 was refused in words of "1000 %" and 7
 * (700 %) was posted. The same rate written the other ways (0.19 in a percent cell, "19 %", "19")
 * is 19 %. Cells written as Excel writes them (styles.xml by hand).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';
import { oneSheetWorkbook, SPREADSHEET_MAIN } from '../sheets/zip-builder.js';
import { mappingOf, readAll } from './mapping-fixtures.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';

type Rate = { percentCell: number } | { text: string };

/** [how the rate is written, the TaxRate posted or the problem at the rate's cell]. */
const CASES: Array<[string, Rate, { rate: string } | { problem: string }]> = [
  ['percent cell 0.19', { percentCell: 0.19 }, { rate: '19.00' }],
  ['percent cell 0.99 (99 %)', { percentCell: 0.99 }, { rate: '99.00' }],
  [
    'percent cell 1 (meant 1 %, shows 100 %)',
    { percentCell: 1 },
    {
      problem:
        'the cell shows 100 %, a percentage cell holding 1: expected a tax rate below 100 % (no VAT or GST rate reaches it); most likely 1 was typed into a cell formatted as a percentage: type 1 % (or 0.01) in the cell, or format it as a number',
    },
  ],
  [
    'percent cell 19',
    { percentCell: 19 },
    {
      problem:
        'the cell shows 1900 %, a percentage cell holding 19: expected a tax rate below 100 % (no VAT or GST rate reaches it); most likely 19 was typed into a cell formatted as a percentage: type 19 % (or 0.19) in the cell, or format it as a number',
    },
  ],
  [
    'percent cell 7',
    { percentCell: 7 },
    {
      problem:
        'the cell shows 700 %, a percentage cell holding 7: expected a tax rate below 100 % (no VAT or GST rate reaches it); most likely 7 was typed into a cell formatted as a percentage: type 7 % (or 0.07) in the cell, or format it as a number',
    },
  ],
  [
    'percent cell 1.5',
    { percentCell: 1.5 },
    {
      problem:
        'the cell shows 150 %, a percentage cell holding 1.5: expected a tax rate below 100 % (no VAT or GST rate reaches it); most likely 1.5 was typed into a cell formatted as a percentage: type 1.5 % (or 0.015) in the cell, or format it as a number',
    },
  ],
  ['text "19 %"', { text: '19 %' }, { rate: '19.00' }],
  ['text "19"', { text: '19' }, { rate: '19.00' }],
];

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax', 'Rate'];
const MAPPING = `${ONE_ROW_MAPPING}  TaxRate: Rate\n`;

function workbook(): string {
  const styles = `<styleSheet xmlns="${SPREADSHEET_MAIN}"><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="9" applyNumberFormat="1"/></cellXfs></styleSheet>`;
  const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
  const num = (ref: string, value: number, style = 0) => `<c r="${ref}" s="${style}"><v>${value}</v></c>`;
  const rows = CASES.map(([, rate], i) => {
    const r = i + 2;
    const rateCell = 'text' in rate ? text(`H${r}`, rate.text) : num(`H${r}`, rate.percentCell, 1);
    return `<row r="${r}">${text(`A${r}`, 'V1')}${text(`B${r}`, `N${r}`)}${text(`C${r}`, '2025-01-31')}${text(`D${r}`, 'EUR')}${num(`E${r}`, 1190)}${num(`F${r}`, 1000)}${num(`G${r}`, 190)}${rateCell}</row>`;
  });
  const head = `<row r="1">${HEADER.map((h, i) => text(`${String.fromCharCode(65 + i)}1`, h)).join('')}</row>`;
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}"><sheetData>${head}${rows.join('')}</sheetData></worksheet>`;
  const file = join(makeTempDir('percent-cell-rate'), 'rates.xlsx');
  writeFileSync(file, oneSheetWorkbook(sheet, styles));
  return file;
}

describe('a tax rate in a percent cell', () => {
  it.each(CASES.map((c, i) => [c[0], i] as const))('%s', async (_name, i) => {
    const invoices = await readAll(workbook(), mappingOf(MAPPING));
    const invoice = invoices[i]!;
    const expected = CASES[i]![2];
    if ('rate' in expected) {
      expect(invoice.problems).toEqual([]);
      expect(invoice.invoice?.InvoiceItems[0]?.TaxRate).toBe(expected.rate);
    } else {
      expect(
        invoice.problems.map((p) => ({ row: p.row, column: p.column, field: p.field, message: p.message })),
      ).toEqual([{ row: i + 2, column: 'Rate', field: 'InvoiceItems[0].TaxRate', message: expected.problem }]);
    }
  });
});
