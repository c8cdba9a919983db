/**
 * `trailerRows` in workbooks: a workbook copied before its trailer was written is held at its
 * sheet row, on the invoices sheet and on a lines sheet alike (check-trailer-rows.test.ts has CSV).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SkippedRows } from '../../src/mapping/filter-rows.js';
import { formatProblem } from '../../src/mapping/mapped-invoice.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeWorkbook } from '../sheets/sheet-files.js';
import { JOINED_MAPPING } from './joined-workbook.js';
import { mappingOf, ONE_ROW_MAPPING, readAll } from './mapping-fixtures.js';

describe('trailerRows in a workbook whose trailer is missing', () => {
  it("holds a lines sheet's last line read as its trailer as a problem of its invoice, and counts a real trailer", async () => {
    const JOINED = JOINED_MAPPING.replace('lines: { sheet: Lines }', 'lines: { sheet: Lines, trailerRows: 1 }');
    const workbook = (name: string, last: (string | number)[]) =>
      writeWorkbook(join(makeTempDir('trailer-rows'), name), (book) => {
        const invoices = book.addWorksheet('Invoices');
        invoices.addRow(['Id', 'Vendor', 'Number', 'Date', 'Currency', 'Total']);
        invoices.addRow(['I-1', '0000100001', 'A-1', '2024-01-31', 'EUR', 100]);
        invoices.addRow(['I-2', '0000100002', 'A-2', '2024-01-31', 'EUR', 70]);
        const lines = book.addWorksheet('Lines');
        lines.addRow(['Id', 'Line', 'Amount']);
        lines.addRow(['I-1', 1, 100]);
        lines.addRow(['I-2', 1, 50]);
        lines.addRow(last);
      });
    const mapping = mappingOf(JOINED);
    const skipped: SkippedRows = new Map();
    const whole = await readAll(await workbook('whole.xlsx', ['Total', '', 150]), mapping, { skippedRows: skipped });
    expect(whole.map((i) => i.problems.length)).toEqual([0, 0]);
    expect([...skipped.keys()]).toEqual(['trailer (trailerRows: 1)']);

    const cut = await readAll(await workbook('cut.xlsx', ['I-2', 2, 20]), mapping);
    expect(cut.map((i) => i.problems.map(formatProblem))).toEqual([
      [],
      [expect.stringMatching(/^cut\.xlsx, sheet Lines, row 4: trailerRows: 1 drops the last row .* reads as a line/)],
    ]);
  });

  it("holds a workbook's last invoice the same way, at its sheet row", async () => {
    const file = await writeWorkbook(join(makeTempDir('trailer-rows'), 'register.xlsx'), (book) => {
      const sheet = book.addWorksheet('Register');
      sheet.addRow(['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax']);
      sheet.addRow(['0000100001', 'A-1', '2024-01-31', 'EUR', 119, 100, 19]);
      sheet.addRow(['0000100002', 'A-2', '2024-01-31', 'EUR', 238, 200, 38]);
    });
    const read = await readAll(file, mappingOf(`source:\n  trailerRows: 1\n${ONE_ROW_MAPPING}`));
    expect(read.map((i) => i.invoice?.Invoice_Number ?? i.problems.map(formatProblem).join())).toEqual([
      'A-1',
      expect.stringMatching(/^register\.xlsx, sheet Register, row 3: trailerRows: 1 drops the last row/) as string,
    ]);
  });
});
