/**
 * Control totals hold only amounts read as the sheet says them in their currency, end to end against
 * a sandbox: `€100` on a USD invoice, more places than USD has or an amount that is no number is in
 * no total, and every summary says how many are out. The commands are parsed as cli.ts parses them and
 * run in process; the upload's terminal text comes from the compiled CLI (build first: npx tsc -p .).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';

const ROWS = [
  ['0000100001', 'CT-1', '2024-03-01', 'USD', '100.00', '100.00', '0'],
  ['0000100001', 'CT-2', '2024-03-01', 'USD', '20.50', '20.50', '0'],
  ['0000100001', 'CT-3', '2024-03-01', 'USD', '€100', '100', '0'],
  ['0000100001', 'CT-4', '2024-03-01', 'USD', '12.345', '12.345', '0'],
  ['0000100001', 'CT-5', '2024-03-01', 'USD', 'about 7', '7', '0'],
  ['0000100001', 'CT-6', '2024-03-01', 'EUR', '5.00', '5.00', '0'],
];

function writeInputs(cwd: string): void {
  const lines = ['Vendor,Number,Date,Currency,Total,Net,Tax', ...ROWS.map((row) => row.join(','))];
  writeFileSync(join(cwd, 'invoices.csv'), `${lines.join('\n')}\n`);
  writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
}

describe('control totals of amounts that could not be read', () => {
  it('validate totals only what it read and says how many invoices are out of the totals', async () => {
    const cwd = makeTempDir('totals-validate');
    writeInputs(cwd);
    const json = await runCliInProcess(['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--json'], { cwd });
    const document = JSON.parse(json.stdout);
    // Before: USD 232.845, the €100 counted as dollars and 12.345 with three places.
    expect(document.totals).toEqual({ EUR: '5.0000', USD: '120.5000' });
    expect(document.untotalled).toBe(3);
    const text = await runCliInProcess(['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--no-workbook'], {
      cwd,
    });
    expect(text.stdout).toMatch(/total USD +120\.50\n/);
    expect(text.stdout).toContain('not in these totals: 3 invoices whose amount or currency could not be read');
  });

  it('upload --partial: the terminal, --json and the results workbook say the same', async () => {
    const cwd = makeTempDir('totals-upload');
    writeInputs(cwd);
    const sandbox = await startTestSandbox();
    const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--partial'];
    const json = await runCliInProcess([...args, '--json'], { cwd });
    const document = JSON.parse(json.stdout);
    expect(document).toMatchObject({ created: 3, invalid: 3, untotalled: 3 });
    expect(document.totals).toEqual({
      EUR: {
        source: '5.0000',
        created: '5.0000',
        skipped: '0.0000',
        held: '0.0000',
        inDoubt: '0.0000',
        resolvedNotCreated: '0.0000',
        notCreated: '0.0000',
      },
      USD: {
        source: '120.5000',
        created: '120.5000',
        skipped: '0.0000',
        held: '0.0000',
        inDoubt: '0.0000',
        resolvedNotCreated: '0.0000',
        notCreated: '0.0000',
      },
    });
    const book = await readBook(document.results as string);
    const summary = book.getWorksheet('Summary')!;
    const labelled = new Map<unknown, unknown[]>();
    summary.eachRow((row, n) => labelled.set(row.getCell(1).value, rowValues(summary, n).slice(1)));
    expect(labelled.get('USD')![0]).toBe(120.5);
    expect(String(labelled.get('Not in these totals')![0])).toMatch(/^3 invoices whose amount or currency/);

    // The same file again: nothing posted, and the terminal's control totals say the same.
    const text = await runCliProcess(args, { cwd });
    expect(text.stdout).toMatch(/\n {2}USD +120\.50 +0\.00 +120\.50\n/);
    expect(text.stdout).toContain('not in these totals: 3 invoices whose amount or currency could not be read');
    expect(sandbox.stats().createRequests).toBe(3);
  });
});
