/**
 * Amount cells read as the sheet shows them: a percent cell is no amount, and a number whose format
 * shows fewer decimal places than it holds is a problem naming both, while float noise and formats
 * that show every place read as held. Cells written by hand (styles.xml as Excel and LibreOffice
 * write it) and by exceljs.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeWorkbook } from '../sheets/sheet-files.js';
import { oneSheetWorkbook, SPREADSHEET_MAIN } from '../sheets/zip-builder.js';
import { s, trialWorkbook } from '../sheets/xlsx/trial-workbook.js';
import { mappingOf, ONE_ROW_MAPPING, readAll } from './mapping-fixtures.js';

/** [format code, value held, currency, what must come of it: the amount read, or a part of the problem]. */
const CASES: Array<[string, number, string, { amount: string } | { problem: string }]> = [
  ['0.00%', 0.5, 'USD', { problem: 'the cell shows 50.00%, a percentage, not an amount' }],
  ['0%', 0.19, 'EUR', { problem: 'the cell shows 19%, a percentage, not an amount' }],
  ['#,##0', 1234.56, 'USD', { problem: 'the cell shows 1,235 but holds 1234.56' }],
  ['"$"#,##0', 99.99, 'USD', { problem: 'the cell shows 100 but holds 99.99' }],
  ['0.0', 12.25, 'EUR', { problem: 'the cell shows 12.3 but holds 12.25' }],
  ['#,##0;[Red]-#,##0', -1234.5, 'EUR', { problem: 'the cell shows -1,235 but holds -1234.5' }],
  ['#,##0.00', 1234.56, 'USD', { amount: '1234.5600' }],
  ['#,##0.00', 1234.5600000000002, 'USD', { amount: '1234.5600' }], // float noise, shown 1,234.56
  ['#,##0', 1234, 'USD', { amount: '1234.0000' }],
  ['General', 1234.56, 'USD', { amount: '1234.5600' }],
  ['0.00', 0.5, 'USD', { amount: '0.5000' }],
  ['#,##0', 1235, 'JPY', { amount: '1235.0000' }],
  ['0.000', 1.234, 'KWD', { amount: '1.2340' }],
  ['"EUR "0000', 119, 'EUR', { amount: '119.0000' }],
  ['0.0%', 0.1234, 'EUR', { problem: 'the cell shows 12.3%, a percentage, not an amount' }],
  ['#,##0.00%', 12.5, 'USD', { problem: 'the cell shows 1,250.00%, a percentage, not an amount' }],
  ['0.00%', -0.075, 'EUR', { problem: 'the cell shows -7.50%, a percentage, not an amount' }],
  // scaling commas show the number divided by a thousand per comma, whatever its places
  ['#,##0,', 1234567, 'EUR', { problem: 'the cell shows 1,235 (in thousands) but holds 1234567' }],
  ['0.00,,"M"', 1234567, 'EUR', { problem: 'the cell shows 1.23 (in millions) but holds 1234567' }],
  ['#,##0.00,"K"', 1234567, 'EUR', { problem: 'the cell shows 1,234.57 (in thousands) but holds 1234567' }],
  ['#,##0,', 1234000, 'EUR', { problem: 'the cell shows 1,234 (in thousands) but holds 1234000' }],
  ['#,##0,', 1234.56, 'EUR', { problem: 'the cell shows 1 (in thousands) but holds 1234.56' }],
  ['#,##0,', 0, 'EUR', { amount: '0.0000' }],
  // the section Excel picks by sign or condition shows the amount (the trial's numbers.xlsx)
  ['0.00;-0', -12.34, 'EUR', { problem: 'the cell shows -12 but holds -12.34' }],
  ['#,##0.00;-#,##0.0', -1234.56, 'EUR', { problem: 'the cell shows -1,234.6 but holds -1234.56' }],
  ['#,##0.00;(#,##0.00)', -1234.56, 'EUR', { amount: '-1234.5600' }],
  ['[>=1000]#,##0;0.00', 999.99, 'EUR', { amount: '999.9900' }],
  // a negative section that writes no sign shows a negative amount as a positive one
  ['0.00;0.00', -50, 'EUR', { problem: 'the cell shows 50.00 but holds -50' }],
  ['#,##0.00;#,##0.00', -1234.5, 'EUR', { problem: 'the cell shows 1,234.50 but holds -1234.5' }],
  ['0;0', -7, 'JPY', { problem: 'the cell shows 7 but holds -7' }],
  ['"$"#,##0.00;"$"#,##0.00', -5, 'USD', { problem: 'the cell shows 5.00 but holds -5' }],
  ['0.00;0.00;0.00', -0.5, 'EUR', { problem: 'the cell shows 0.50 but holds -0.5' }],
  ['0.00;0.00', 50, 'EUR', { amount: '50.0000' }],
  ['0.00;0.00', 0, 'EUR', { amount: '0.0000' }],
  ['0.00;[Red]0.00', -50, 'EUR', { amount: '-50.0000' }],
  ['0.00;(0.00)', -50, 'EUR', { amount: '-50.0000' }],
  ['0.00;\\-0.00', -50, 'EUR', { amount: '-50.0000' }],
  ['0.00;0.00" CR"', -50, 'EUR', { amount: '-50.0000' }],
  ['0.00', -50, 'EUR', { amount: '-50.0000' }],
  ['[>=1000]#,##0;0.00', 1234.56, 'EUR', { problem: 'the cell shows 1,235 but holds 1234.56' }],
  [';;;', 500, 'EUR', { problem: 'the cell shows nothing (its number format hides the value) but holds 500' }],
  ['0.00;;', -5, 'EUR', { problem: 'the cell shows nothing (its number format hides the value) but holds -5' }],
  ['# ?/?', 1234.56, 'EUR', { problem: 'the cell shows 1234 5/9 but holds 1234.56' }],
  ['0.00E+00', 1234.56, 'EUR', { problem: 'the cell shows 1.23E+03 but holds 1234.56' }],
  ['0.00E+00', 1200, 'EUR', { amount: '1200.0000' }],
  // Excel shows 15 significant digits: the 16th is never posted unseen
  [
    '#,##0.00',
    12345678901234.56,
    'EUR',
    { problem: 'the cell shows 12,345,678,901,234.60 but holds 12345678901234.56' },
  ],
  ['General', 12345678901234.56, 'EUR', { problem: 'the cell shows 12345678901234.6 but holds 12345678901234.56' }],
  ['#,##0.00', 1234567890123.45, 'EUR', { amount: '1234567890123.4500' }],
];

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];
const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** One invoice per case, its Total in the case's format (Net and Tax plain: 0 and the whole value). */
function handWritten(): string {
  const numFmts = CASES.map(([code], i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapeXml(code)}"/>`);
  const xfs = CASES.map((_, i) => `<xf numFmtId="${164 + i}" applyNumberFormat="1"/>`);
  const styles = `<styleSheet xmlns="${SPREADSHEET_MAIN}"><numFmts count="${CASES.length}">${numFmts.join('')}</numFmts><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellXfs count="${CASES.length + 1}"><xf numFmtId="0"/>${xfs.join('')}</cellXfs></styleSheet>`;
  const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
  const rows = CASES.map(([, value, currency], i) => {
    const r = i + 2;
    return `<row r="${r}">${text(`A${r}`, 'V1')}${text(`B${r}`, `N${r}`)}${text(`C${r}`, '2025-01-31')}${text(`D${r}`, currency)}<c r="E${r}" s="${i + 1}"><v>${value}</v></c><c r="F${r}"><v>${value}</v></c><c r="G${r}"><v>0</v></c></row>`;
  });
  const head = `<row r="1">${HEADER.map((h, i) => text(`${String.fromCharCode(65 + i)}1`, h)).join('')}</row>`;
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}"><sheetData>${head}${rows.join('')}</sheetData></worksheet>`;
  const file = join(makeTempDir('amount-formats'), 'hand.xlsx');
  writeFileSync(file, oneSheetWorkbook(sheet, styles));
  return file;
}

async function byExceljs(): Promise<string> {
  return writeWorkbook(join(makeTempDir('amount-formats-exceljs'), 'exceljs.xlsx'), (book) => {
    const sheet = book.addWorksheet('S');
    sheet.addRow(HEADER);
    CASES.forEach(([format, value, currency], i) => {
      const row = sheet.addRow(['V1', `N${i + 2}`, '2025-01-31', currency, value, value, 0]);
      row.getCell(5).numFmt = format;
    });
  });
}

describe('amount cells whose format shows another value', () => {
  it.each([
    ['hand-written XML', handWritten],
    ['exceljs-written cells', byExceljs],
  ] as const)('%s: each amount is what the cell shows, or a problem at the cell naming both', async (_, write) => {
    const invoices = await readAll(await write(), mappingOf(ONE_ROW_MAPPING));
    const got = invoices.map((invoice) => {
      const problems = invoice.problems.filter((p) => p.field === 'Invoice_Amount');
      return problems.length > 0
        ? { column: problems[0]!.column, row: problems[0]!.row, message: problems[0]!.message }
        : { amount: invoice.invoice?.Invoice_Amount, others: invoice.problems };
    });
    expect(got).toEqual(
      CASES.map(([, , , expected], i) =>
        'amount' in expected
          ? { amount: expected.amount, others: [] }
          : { column: 'Total', row: i + 2, message: expect.stringContaining(expected.problem) },
      ),
    );
  });

  it('says what to do: format the cell to show the cents, or round the value', async () => {
    const [, , shown] = await readAll(handWritten(), mappingOf(ONE_ROW_MAPPING));
    expect(shown!.problems[0]!.message).toBe(
      'the cell shows 1,235 but holds 1234.56: an amount is posted as the sheet shows it; format the cell to show its 2 decimal places (e.g. #,##0.00), or round the value in the sheet to what it shows',
    );
  });

  it('says what to do with a scaled amount: format the cell without the scaling commas', async () => {
    const invoices = await readAll(handWritten(), mappingOf(ONE_ROW_MAPPING));
    const scaled = invoices[CASES.findIndex(([format]) => format === '0.00,,"M"')]!;
    expect(scaled.problems[0]!.message).toBe(
      'the cell shows 1.23 (in millions) but holds 1234567: an amount is posted as the sheet shows it; format the cell without the scaling commas, to show the amount it holds (e.g. #,##0.00)',
    );
  });

  it('says what to do with a negative amount shown without its minus: show the minus, or enter what it shows', async () => {
    const invoices = await readAll(handWritten(), mappingOf(ONE_ROW_MAPPING));
    const unsigned = invoices[CASES.findIndex(([format]) => format === '0.00;0.00')]!;
    expect(unsigned.problems.map((p) => p.message)).toEqual([
      'the cell shows 50.00 but holds -50: an amount is posted as the sheet shows it; format the cell to show the minus of a negative amount (e.g. #,##0.00;-#,##0.00), or enter the amount it shows',
    ]);
  });

  it('the trial file (built-in formats 10 and 3, and "$"#,##0) posts none of its three amounts', async () => {
    const head = `<row r="1">${s('A1', 'Vendor')}${s('B1', 'Number')}${s('C1', 'Date')}${s('D1', 'Cur')}${s('E1', 'Amount')}${s('F1', 'Qty')}</row>`;
    // styles 3, 2 and 4: 0.00 %, #,##0 and "$"#,##0 (built-in formats 10 and 3, and a custom one)
    const row = (r: number, style: number, value: number) =>
      `<row r="${r}">${s(`A${r}`, '0000100001')}${s(`B${r}`, `P0${r - 1}`)}<c r="C${r}" s="1"><v>45352</v></c>${s(`D${r}`, 'USD')}<c r="E${r}" s="${style}"><v>${value}</v></c><c r="F${r}"><v>2</v></c></row>`;
    const file = trialWorkbook('pct.xlsx', `${head}${row(2, 3, 0.5)}${row(3, 2, 1234.56)}${row(4, 4, 99.99)}`);
    const mapping = mappingOf(`
source: { type: xlsx }
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Cur
  Invoice_Amount: Amount
  Invoice_Status: { value: Posted }
items:
  Line_Number: { sequence: true }
  Amount: Amount
`);
    const invoices = await readAll(file, mapping);
    expect(invoices.map((i) => i.problems.map((p) => [p.row, p.column, p.message.split(':')[0]]))).toEqual([
      [[2, 'Amount', 'the cell shows 50.00%, a percentage, not an amount']],
      [[3, 'Amount', 'the cell shows 1,235 but holds 1234.56']],
      [[4, 'Amount', 'the cell shows 100 but holds 99.99']],
    ]);
  });
});
