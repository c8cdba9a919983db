/**
 * A note typed outside the table (the only cell of its row, in a column with no header) is one
 * problem at that cell, not an invoice with one "expected a value" per field; it still counts
 * among the invalid. A lone value under a named column is left as before.
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
});
