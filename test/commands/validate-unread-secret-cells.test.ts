/**
 * A cell the mapping does not read (a column it leaves out, a row above the table) that holds the API
 * key: the annotated copy shows *** in its place, and says so on that cell's row (its Message), and
 * validate tells it as a warning naming the cell, never the key; the invoice stays valid, since
 * nothing of the cell is posted. Run through the compiled CLI (build first); the copy read back with
 * exceljs, or as text for CSV.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { readBook } from '../helpers/read-workbook.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';

const KEY = 'ib_live_3Wq8-Hn5_tY2uI7oP4aS6dF9gJ1kL0';
const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax', 'Notes'];
const ROWS = [
  ['0000100001', 'N-1', '2026-05-01', 'EUR', '119.00', '100.00', '19.00', 'call back'],
  ['0000100002', 'N-2', '2026-05-01', 'EUR', '119.00', '100.00', '19.00', `key for the portal: ${KEY}`],
];
const NOTE = 'the annotated copy shows *** in place of the API key this cell held';

async function validate(cwd: string, file: string, json = false, headerRow = 1) {
  writeFileSync(join(cwd, 'mapping.yaml'), `source:\n  headerRow: ${headerRow}\n${ONE_ROW_MAPPING}`);
  const result = await runCliProcess(
    ['validate', file, '--mapping', 'mapping.yaml', '--annotate', '--out', 'out', ...(json ? ['--json'] : [])],
    { cwd, env: { INVOICE_BATCH_API_KEY: KEY } },
  );
  const copy = /Annotated copy: (\S+)/.exec(result.stdout + result.stderr)?.[1];
  return { ...result, copy };
}

describe('validate --annotate of a file with the API key in a column the mapping does not read', () => {
  it('CSV: the copy says why the cell shows ***, validate warns at the cell, the invoice is valid', async () => {
    const cwd = makeTempDir('ib-unread-secret-csv');
    writeFileSync(join(cwd, 'in.csv'), [HEADER, ...ROWS].map((cells) => cells.join(',')).join('\n') + '\n');
    const run = await validate(cwd, 'in.csv');
    expect(run.stdout + run.stderr).not.toContain(KEY);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('Warnings (1):');
    expect(run.stdout).toContain(`in.csv, row 3, column "Notes": ${NOTE}`);
    expect(run.copy).toBeDefined();
    const lines = readFileSync(run.copy ?? '', 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[1]).toBe(`${ROWS[0]?.join(',')}`);
    expect(lines[2]).toMatch(/^0000100002,N-2,2026-05-01,EUR,119\.00,100\.00,19\.00,key for the portal: \*\*\*,,,/);
    // The Message field, quoted as CSV quotes a field holding quotes.
    expect(lines[2]).toContain(`,"column ""Notes"": ${NOTE};`);
    const json = await validate(cwd, 'in.csv', true);
    const parsed = JSON.parse(json.stdout) as { warnings: Record<string, unknown>[]; invalid: number };
    expect(parsed.invalid).toBe(0);
    expect(parsed.warnings).toEqual([
      expect.objectContaining({ file: 'in.csv', row: 3, column: 'Notes', message: expect.stringContaining(NOTE) }),
    ]);
    expect(json.stdout + json.stderr).not.toContain(KEY);
  });

  it('XLSX: a shared-string cell and an inline title above the table, each told in the copy and by validate', async () => {
    const cwd = makeTempDir('ib-unread-secret-xlsx');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Invoices');
    sheet.addRow([`export by ${KEY}`]);
    sheet.addRow(HEADER);
    for (const cells of ROWS) sheet.addRow(cells);
    await book.xlsx.writeFile(join(cwd, 'in.xlsx'));
    const run = await validate(cwd, 'in.xlsx', false, 2);
    expect(run.stdout + run.stderr).not.toContain(KEY);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('Warnings (2):');
    expect(run.stdout).toContain(`in.xlsx, sheet Invoices, row 1, column "A": ${NOTE}`);
    expect(run.stdout).toContain(`in.xlsx, sheet Invoices, row 4, column "Notes": ${NOTE}`);
    const copy = (await readBook(run.copy ?? '')).getWorksheet('Invoices');
    expect(copy?.getCell('A1').text).toBe('export by ***');
    expect(copy?.getCell('H4').text).toBe('key for the portal: ***');
    // Outcome, Instance id and Message follow the last column the sheet uses (H).
    expect(copy?.getCell('K1').text).toContain(`column "A": ${NOTE}`);
    expect(copy?.getCell('K4').text).toContain(`column "Notes": ${NOTE}`);
    expect(copy?.getCell('K3').text).toBe('');
    expect(copy?.getCell('K2').text).toBe('Message');
  });

  it('a cell the mapping reads tells it once, by its problem: no note and no warning beside it', async () => {
    const cwd = makeTempDir('ib-read-secret-csv');
    const rows = [HEADER, ROWS[0] ?? [], ['0000100003', KEY, '2026-05-01', 'EUR', '119.00', '100.00', '19.00', '']];
    writeFileSync(join(cwd, 'in.csv'), rows.map((cells) => cells.join(',')).join('\n') + '\n');
    const run = await validate(cwd, 'in.csv');
    expect(run.stdout + run.stderr).not.toContain(KEY);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('expected no API key in an invoice');
    expect(run.stdout).not.toContain('Warnings');
    const lines = readFileSync(run.copy ?? '', 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[2]).toMatch(/^0000100003,\*\*\*,.*,invalid,,/);
    expect(lines[2]).not.toContain(NOTE);
  });
});
