/**
 * Merged cells read as the sheet shows them: a range over several rows shows its top-left value on
 * each, in text and key columns; an amount read from a merge is a problem naming it; a range that
 * reaches into the header spreads nothing.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellText } from '../../../src/sheets/sheet-row.js';
import { columnLetter } from '../../../src/sheets/sheet-row.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { mappingOf, readAll } from '../../mapping/mapping-fixtures.js';
import { readWholeTable } from '../sheet-files.js';
import { oneSheetWorkbook, SPREADSHEET_MAIN } from '../zip-builder.js';
import { s, trialWorkbook } from './trial-workbook.js';

const HEADERS = ['Vendor', 'Number', 'Amount', 'Note'];

/** What a data cell holds in the file: Vendor and Number text, Amount a number, Note text. */
function written(row: number, column: number): string {
  return column === 2 ? String(row * 10) : `${HEADERS[column]!.slice(0, 1)}${row}`;
}

function cellXml(row: number, column: number): string {
  const ref = `${columnLetter(column)}${row}`;
  if (row === 1) return `<c r="${ref}" t="inlineStr"><is><t>${HEADERS[column]}</t></is></c>`;
  if (column === 2) return `<c r="${ref}"><v>${written(row, column)}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is><t>${written(row, column)}</t></is></c>`;
}

interface Merge {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const inRange = (m: Merge, row: number, column: number) =>
  row >= m.top && row <= m.bottom && column >= m.left && column <= m.right;

/** A workbook of a header and `rows` data rows, with `merge` written as Excel writes it (covered cells left out). */
function mergedWorkbook(rows: number, merge: Merge | undefined, prefix = ''): string {
  const xml: string[] = [];
  for (let row = 1; row <= rows + 1; row++) {
    const cells = HEADERS.map((_, column) =>
      merge && inRange(merge, row, column) && !(row === merge.top && column === merge.left) ? '' : cellXml(row, column),
    );
    xml.push(`<row r="${row}">${cells.join('')}</row>`);
  }
  const ref = merge && `${columnLetter(merge.left)}${merge.top}:${columnLetter(merge.right)}${merge.bottom}`;
  const merges = ref ? `<${prefix}mergeCells count="1"><${prefix}mergeCell ref="${ref}"/></${prefix}mergeCells>` : '';
  const ns = prefix ? `xmlns:${prefix.slice(0, -1)}="${SPREADSHEET_MAIN}"` : `xmlns="${SPREADSHEET_MAIN}"`;
  const sheet = `<${prefix}worksheet ${ns}><${prefix}sheetData>${xml.join('').replaceAll('<row', `<${prefix}row`).replaceAll('</row', `</${prefix}row`).replaceAll('<c ', `<${prefix}c `).replaceAll('</c>', `</${prefix}c>`).replaceAll('<is>', `<${prefix}is>`).replaceAll('</is>', `</${prefix}is>`).replaceAll('<t>', `<${prefix}t>`).replaceAll('</t>', `</${prefix}t>`).replaceAll('<v>', `<${prefix}v>`).replaceAll('</v>', `</${prefix}v>`)}</${prefix}sheetData>${merges}</${prefix}worksheet>`;
  const file = join(makeTempDir('xlsx-merged'), 'merged.xlsx');
  writeFileSync(file, oneSheetWorkbook(sheet));
  return file;
}

/** A merge of more than one cell within the first three columns of a table of `rows` data rows. */
const tableWithMerge = fc.integer({ min: 1, max: 6 }).chain((rows) =>
  fc
    .record({
      top: fc.integer({ min: 1, max: rows + 1 }),
      height: fc.integer({ min: 0, max: 3 }),
      left: fc.integer({ min: 0, max: 2 }),
      width: fc.integer({ min: 0, max: 2 }),
    })
    .filter((m) => m.height + m.width > 0)
    .map((m) => ({
      rows,
      merge: {
        top: m.top,
        bottom: Math.min(rows + 1, m.top + m.height),
        left: m.left,
        right: Math.min(2, m.left + m.width),
      },
    }))
    .filter(({ merge }) => merge.bottom > merge.top || merge.right > merge.left),
);

describe('merged cells', () => {
  it('each data row reads what the sheet shows over it, and names the merge where it lies', async () => {
    await fc.assert(
      fc.asyncProperty(tableWithMerge, fc.constantFrom('', 'x:'), async ({ rows, merge }, prefix) => {
        const table = await readWholeTable(mergedWorkbook(rows, merge, prefix));
        const ref = `${columnLetter(merge.left)}${merge.top}:${columnLetter(merge.right)}${merge.bottom}`;
        const vertical = merge.bottom > merge.top;
        const inData = merge.top > 1;
        expect(table.rows.map((r) => r.row)).toEqual(Array.from({ length: rows }, (_, i) => i + 2));
        for (const row of table.rows) {
          for (let column = 0; column < 3; column++) {
            const text = cellText(row.cells[column]);
            const named = row.merged?.get(column);
            if (!inRange(merge, row.row, column)) {
              expect(text).toBe(written(row.row, column));
              expect(named).toBeUndefined();
              continue;
            }
            const anchor = row.row === merge.top && column === merge.left;
            // the top-left value over every row of the range; covered cells to its right empty
            if (anchor) expect(text).toBe(written(row.row, column));
            else if (inData && vertical && column === merge.left) expect(text).toBe(written(merge.top, column));
            else expect(text).toBe('');
            expect(named).toBe(anchor && !vertical ? undefined : ref);
          }
          expect(cellText(row.cells[3])).toBe(written(row.row, 3));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a vendor merged over the two lines of an invoice is the vendor of both (trial file)', async () => {
    const head = `<row r="1">${s('A1', 'Vendor')}${s('B1', 'Number')}${s('C1', 'Date')}${s('D1', 'Cur')}${s('E1', 'Amount')}${s('F1', 'Gross')}</row>`;
    const line = (r: number, vendor: string, amount: number) =>
      `<row r="${r}">${vendor}${s(`B${r}`, 'MG-1')}<c r="C${r}" s="1"><v>45352</v></c>${s(`D${r}`, 'USD')}<c r="E${r}"><v>${amount}</v></c><c r="F${r}"><v>100</v></c></row>`;
    const file = trialWorkbook(
      'merged.xlsx',
      `${head}${line(2, s('A2', '0000100001'), 60)}${line(3, '', 40)}`,
      '<mergeCells><mergeCell ref="A2:A3"/></mergeCells>',
    );
    const [invoice, ...rest] = await readAll(file, mappingOf(GROUPED_MAPPING));
    expect(rest).toEqual([]);
    expect(invoice!.problems).toEqual([]);
    expect(invoice!.rows).toBe('2-3');
    expect(invoice!.invoice).toMatchObject({
      PayeeId: '0000100001',
      Invoice_Amount: '100.0000',
      InvoiceItems: [{ Amount: '60.0000' }, { Amount: '40.0000' }],
    });
  });

  it('an amount merged over two lines is a problem at each, naming the merge', async () => {
    const file = mergedWorkbook(3, { top: 2, bottom: 3, left: 2, right: 2 });
    const invoices = await readAll(file, mappingOf(ONE_ROW));
    expect(invoices.map((i) => i.problems.map((p) => [p.row, p.column, p.message]))).toEqual([
      [[2, 'Amount', expect.stringContaining('part of the merged cells C2:C3')]],
      [[3, 'Amount', expect.stringContaining('part of the merged cells C2:C3')]],
      [],
    ]);
    expect(invoices[0]!.problems[0]!.message).toContain('unmerge the cells');
  });

  it('an amount beside a one-row merge of text reads as written', async () => {
    const file = mergedWorkbook(2, { top: 2, bottom: 2, left: 0, right: 1 });
    const invoices = await readAll(
      file,
      mappingOf(ONE_ROW.replace('{Number}', '{Note}').replace('Invoice_Number: Number', 'Invoice_Number: Note')),
    );
    expect(invoices.map((i) => i.problems)).toEqual([[], []]);
    expect(invoices[0]!.invoice).toMatchObject({ PayeeId: 'V2', Invoice_Amount: '20.0000' });
  });
});

const ONE_ROW = `
source: { type: xlsx }
layout: { type: one-row }
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: { value: "20240301" }
  CurrencyCode: { value: USD }
  Invoice_Amount: Amount
  Invoice_Status: { value: Posted }
items:
  Line_Number: { sequence: true }
  Amount: Amount
`;

const GROUPED_MAPPING = `
source: { type: xlsx }
layout:
  type: grouped
  key: [Vendor, Number]
invoice:
  InvoiceId: { template: "{Vendor}-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Cur
  Invoice_Amount: Gross
  Invoice_Status: { value: Posted }
items:
  Line_Number: { sequence: true }
  Amount: Amount
`;
