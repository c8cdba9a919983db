/** `validate` and `upload` read the first visible sheet by default, and say which sheet they read. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { writeWorkbook } from '../sheets/sheet-files.js';

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];

/** A workbook whose first sheet, "Old", is hidden and holds OLD-1; the visible "Current" holds NEW-1 and NEW-2. */
async function writeHiddenFirst(dir: string): Promise<void> {
  await writeWorkbook(join(dir, 'two.xlsx'), (workbook) => {
    const old = workbook.addWorksheet('Old', { state: 'hidden' });
    old.addRow(HEADER);
    old.addRow(['0000100001', 'OLD-1', '2025-01-05', 'EUR', '119.00', '100.00', '19.00']);
    const current = workbook.addWorksheet('Current');
    current.addRow(HEADER);
    current.addRow(['0000100001', 'NEW-1', '2025-02-05', 'EUR', '238.00', '200.00', '38.00']);
    current.addRow(['0000100001', 'NEW-2', '2025-02-06', 'EUR', '119.00', '100.00', '19.00']);
  });
  writeFileSync(join(dir, 'm.yaml'), ONE_ROW_MAPPING);
  writeFileSync(join(dir, 'old.yaml'), `source:\n  sheet: Old\n${ONE_ROW_MAPPING}`);
}

describe('the sheet read', () => {
  it('validate reads the first visible sheet by default and names it, in text and --json', async () => {
    const cwd = makeTempDir('sheet-validate');
    await writeHiddenFirst(cwd);
    const json = await runCliInProcess(['validate', 'two.xlsx', '--mapping', 'm.yaml', '--json'], { cwd });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ sheet: 'Current', invoices: 2, totals: { EUR: '357.0000' } });
    const text = await runCliInProcess(['validate', 'two.xlsx', '--mapping', 'm.yaml', '--no-workbook'], { cwd });
    expect(text.stdout).toMatch(/^two\.xlsx \(sheet Current\) read with m\.yaml in /);
    // Named, the hidden sheet is read.
    const named = await runCliInProcess(['validate', 'two.xlsx', '--mapping', 'old.yaml', '--json'], { cwd });
    expect(JSON.parse(named.stdout)).toMatchObject({ sheet: 'Old', invoices: 1, totals: { EUR: '119.0000' } });
  });

  it('upload posts the visible sheet only and names it, in text and in each run of --json', async () => {
    const cwd = makeTempDir('sheet-upload');
    const sandbox = await startTestSandbox();
    await writeHiddenFirst(cwd);
    const args = ['upload', 'two.xlsx', '--mapping', 'm.yaml', '--base-url', sandbox.baseUrl];
    const json = await runCliInProcess([...args, '--json'], { cwd });
    expect(json.stderr).toBe('');
    expect(json.code).toBe(0);
    const document = JSON.parse(json.stdout);
    expect(document.created).toBe(2);
    expect(document.runs).toEqual([expect.objectContaining({ file: 'two.xlsx', sheet: 'Current' })]);
    const posted = sandbox
      .instances()
      .map((invoice) => invoice.invoiceNumber)
      .sort();
    expect(posted).toEqual(['NEW-1', 'NEW-2']);
    const text = await runCliInProcess(args, { cwd });
    expect(text.stdout).toMatch(/\nFile: {5}two\.xlsx \(sha256 [0-9a-f]{64}\)\nSheet: {4}Current\n/);
  });
});
