/**
 * `validate` end to end through the compiled CLI (build first: `npx tsc -p .`) on a workbook whose
 * cells other programs wrote badly: each is a problem at its sheet, row and column, with the value
 * the file holds, and the invoices around them stay valid.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { runCliProcess } from '../../helpers/run-cli.js';
import { oneSheetWorkbook, SPREADSHEET_MAIN } from '../zip-builder.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Style 1 is the built-in date format 14, as Excel styles a date cell. */
const STYLES = `<styleSheet xmlns="${SPREADSHEET_MAIN}"><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`;

const MAPPING = `
source: { sheet: Lines }
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
items:
  Amount: Net
  Tax: Tax
`;

function inline(ref: string, text: string): string {
  return `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
}

/** A line of invoice A-<row> with the cells given by column letter in place of the usual ones. */
function line(row: number, replaced: Partial<Record<'C' | 'E' | 'F' | 'G', string>>): string {
  const cells = {
    C: `<c r="C${row}" s="1" t="d"><v>2024-03-05T00:00:00</v></c>`,
    E: `<c r="E${row}"><v>119</v></c>`,
    F: `<c r="F${row}"><v>100</v></c>`,
    G: `<c r="G${row}"><f>ROUND(F${row}*0.19,2)</f><v>19</v></c>`,
    ...replaced,
  };
  return `<row r="${row}">${inline(`A${row}`, '0000100001')}${inline(`B${row}`, `A-${row}`)}${cells.C}${inline(`D${row}`, 'EUR')}${cells.E}${cells.F}${cells.G}</row>`;
}

function workbook(dir: string): string {
  const header = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax']
    .map((h, i) => inline(`${'ABCDEFG'[i]}1`, h))
    .join('');
  const rows = [
    line(2, {}),
    line(3, { F: '<c r="F3"><v>1234,56</v></c>' }),
    line(4, { G: '<c r="G4"><f>ROUND(F4*0.19,2)</f><v></v></c>' }),
    line(5, { E: '<c r="E5" s="1" t="d"><v>2024-03-05</v></c>' }),
    line(6, { G: '<c r="G6" t="e"><f>F6/0</f><v>#DIV/0!</v></c>' }),
    line(7, { F: '<c r="F7"><v>12abc</v></c>', G: '<c r="G7"><f t="shared" ref="G7:G8" si="0">F7*0.19</f></c>' }),
    line(8, { G: '<c r="G8"><f t="shared" si="0"/><v/></c>' }),
  ];
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}"><sheetData><row r="1">${header}</row>${rows.join('')}</sheetData></worksheet>`;
  const file = join(dir, 'scripted.xlsx');
  writeFileSync(file, oneSheetWorkbook(sheet, STYLES, 'Lines'));
  return file;
}

describe('validate, a workbook written by a script', () => {
  it('lists every malformed number, uncomputed formula, error and date in an amount column at its cell', async () => {
    const dir = makeTempDir('xlsx-validate-malformed');
    const mapping = join(dir, 'scripted.yaml');
    writeFileSync(mapping, MAPPING);
    const result = await runCliProcess(['validate', workbook(dir), '--mapping', mapping, '--json'], { cwd: ROOT });
    expect(result.code).toBe(1);
    const document = JSON.parse(result.stdout);
    expect(document).toMatchObject({ invoices: 7, valid: 1, invalid: 6 });
    const at = { file: 'scripted.xlsx', sheet: 'Lines' };
    const noResult = 'without a saved result: open and save the file in Excel, or map the column with a formula';
    expect(document.problems).toEqual([
      {
        ...at,
        row: 3,
        column: 'Net',
        field: 'InvoiceItems[0].Amount',
        value: '1234,56',
        message:
          'a number cell whose stored value is not a number as the file format writes one (1234.56 or 1.5E+3: a point, no grouping, no letters): retype the value in the sheet (or store it as text)',
      },
      {
        ...at,
        row: 4,
        column: 'Tax',
        field: 'InvoiceItems[0].Tax',
        value: '=ROUND(F4*0.19,2)',
        message: `a formula ${noResult}`,
      },
      {
        ...at,
        row: 5,
        column: 'Total',
        field: 'Invoice_Amount',
        value: '20240305',
        message: 'expected an amount (this is a date cell)',
      },
      {
        ...at,
        row: 6,
        column: 'Tax',
        field: 'InvoiceItems[0].Tax',
        value: '=F6/0',
        message: 'the cell shows the error #DIV/0!: correct the formula or the cells it uses in the sheet',
      },
      expect.objectContaining({ ...at, row: 7, column: 'Net', value: '12abc' }),
      expect.objectContaining({ ...at, row: 7, column: 'Tax', value: '=F7*0.19', message: `a formula ${noResult}` }),
      {
        ...at,
        row: 8,
        column: 'Tax',
        field: 'InvoiceItems[0].Tax',
        message: `a shared formula (written in the first cell of its range) ${noResult}`,
      },
    ]);
  });
});
