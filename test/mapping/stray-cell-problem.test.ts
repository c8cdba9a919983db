/**
 * A note typed outside the table (the only cell of its row, in a column with no header) is one
 * problem at that cell, not an invoice with one "expected a value" per field; it still counts
 * among the invalid. So is a lone value under a named column after empty rows below the table; one
 * right under the table's last row is an invoice missing its fields, and a full row after any gap
 * an invoice. Gaps as real writers leave them: empty XLSX rows, blank CSV lines, Excel's `,,,,,,`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];
const INVOICE = ['0000100001', 'A1', '2026-11-01', 'EUR', '119.00', '100.00', '19.00'];
const OUTSIDE = /^a value outside the table: (\w+) is the only cell of its row, in a column with no header/;

async function validate(cwd: string, file: string) {
  writeFileSync(join(cwd, 'm.yaml'), ONE_ROW_MAPPING);
  const result = await runCliInProcess(['validate', file, '--mapping', 'm.yaml', '--json', '--no-workbook'], { cwd });
  const json = JSON.parse(result.stdout) as {
    invoices: number;
    invalid: number;
    problems: { row: number; column: string; value: string; message: string }[];
  };
  return { code: result.code, ...json };
}

describe('a stray value outside the table', () => {
  for (const [place, column, row] of [
    ['XFD1048576', 16_384, 1_048_576],
    ['J3, under no header', 10, 3],
  ] as const)
    it(`xlsx, a note at ${place}: one problem at that cell, counted invalid`, async () => {
      const cwd = makeTempDir('stray-cell');
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Invoices');
      sheet.addRow(HEADER);
      sheet.addRow(INVOICE);
      sheet.getRow(row).getCell(column).value = 'checked by JB';
      await book.xlsx.writeFile(join(cwd, 'month.xlsx'));
      const result = await validate(cwd, 'month.xlsx');
      expect(result.code).toBe(1);
      expect(result).toMatchObject({ invoices: 2, invalid: 1 });
      expect(result.problems).toHaveLength(1);
      expect(result.problems[0]).toMatchObject({ row, value: 'checked by JB' });
      expect(OUTSIDE.exec(result.problems[0]!.message)?.[1]).toBe(`${result.problems[0]!.column}${row}`);
    }, 30_000);

  it('csv, a value in a field past the header: one problem at it', async () => {
    const cwd = makeTempDir('stray-cell');
    writeFileSync(join(cwd, 'month.csv'), `${HEADER.join(',')}\n${INVOICE.join(',')}\n,,,,,,,,,note\n`);
    const result = await validate(cwd, 'month.csv');
    expect(result).toMatchObject({ code: 1, invoices: 2, invalid: 1 });
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.message).toMatch(OUTSIDE);
  }, 30_000);

  it('a lone value under a named column is an invoice missing its other fields, as before', async () => {
    const cwd = makeTempDir('stray-cell');
    writeFileSync(join(cwd, 'month.csv'), `${HEADER.join(',')}\n${INVOICE.join(',')}\n0000100002,,,,,,\n`);
    const result = await validate(cwd, 'month.csv');
    expect(result).toMatchObject({ code: 1, invalid: 1 });
    expect(result.problems.length).toBeGreaterThan(1);
    for (const problem of result.problems) expect(problem.message).not.toMatch(OUTSIDE);
  }, 30_000);

  const GAPS = [0, 1, 2, 5, 20, 1000];
  const WRITERS = ['xlsx', 'csv blank lines', 'csv empty fields'] as const;
  async function writeWithGap(cwd: string, writer: (typeof WRITERS)[number], gap: number, last: string[]) {
    if (writer === 'xlsx') {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Invoices');
      sheet.addRow(HEADER);
      sheet.addRow(INVOICE);
      sheet.getRow(3 + gap).values = last;
      await book.xlsx.writeFile(join(cwd, 'month.xlsx'));
      return 'month.xlsx';
    }
    const empty = writer === 'csv blank lines' ? '\n' : `${','.repeat(HEADER.length - 1)}\n`;
    writeFileSync(
      join(cwd, 'month.csv'),
      `${HEADER.join(',')}\n${INVOICE.join(',')}\n${empty.repeat(gap)}${last.join(',')}\n`,
    );
    return 'month.csv';
  }
  const SECOND = ['0000100002', 'A2', '2026-11-02', 'EUR', '238.00', '200.00', '38.00'];

  for (const writer of WRITERS)
    for (const gap of GAPS) {
      it(`${writer}, one value under a named column after ${gap} empty rows: ${gap === 0 ? 'an invoice missing its fields' : 'one problem at that cell'}, counted invalid`, async () => {
        const cwd = makeTempDir('stray-cell-gap');
        const file = await writeWithGap(cwd, writer, gap, ['see memo 14']);
        const result = await validate(cwd, file);
        expect(result).toMatchObject({ code: 1, invoices: 2, invalid: 1 });
        const row = 3 + gap;
        if (gap === 0) {
          expect(result.problems.length).toBeGreaterThan(1);
          for (const problem of result.problems) expect(problem.message).not.toMatch(/outside the table/);
        } else {
          expect(result.problems).toEqual([expect.objectContaining({ row, column: 'A', value: 'see memo 14' })]);
          expect(result.problems[0]?.message).toContain(
            `a value outside the table: A${row} is the only cell of its row, ${gap === 1 ? '1 empty row' : `${gap} empty rows`} below the table, so it is no invoice`,
          );
        }
      }, 30_000);

      it(`${writer}, a full invoice row after ${gap} empty rows: read as an invoice, never dropped`, async () => {
        const cwd = makeTempDir('stray-cell-gap');
        const file = await writeWithGap(cwd, writer, gap, SECOND);
        const result = await validate(cwd, file);
        expect(result).toMatchObject({ code: 0, invoices: 2, invalid: 0, problems: [] });
      }, 30_000);
    }

  it('xlsx, a note at A1000000 under the first named column: one problem at that cell', async () => {
    const cwd = makeTempDir('stray-cell-gap');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Invoices');
    sheet.addRow(HEADER);
    sheet.addRow(INVOICE);
    sheet.getRow(1_000_000).getCell(1).value = 'checked by JB';
    await book.xlsx.writeFile(join(cwd, 'month.xlsx'));
    const result = await validate(cwd, 'month.xlsx');
    expect(result).toMatchObject({ code: 1, invoices: 2, invalid: 1 });
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.message).toContain(
      'A1000000 is the only cell of its row, 999997 empty rows below the table',
    );
  }, 60_000);
});
