/**
 * Without a vendor name in the mapping, the vendor id takes the Vendor column's place among the
 * first columns of the results and reconciliation workbooks, where it was pages later behind an
 * empty Vendor column: from a real upload and a real reconcile against the sandbox.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

describe('the vendor among the first columns when the mapping reads no vendor name', () => {
  it('puts Vendor id second on Results, Status and Changes, and first in the Summary tables, with no empty Vendor column', async () => {
    const cwd = makeTempDir('vendor-first');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 3, prefix: 'VEND' });
    // One answer lost after the invoice was created: the reconcile Summary lists it in doubt.
    sandbox.injectNext({ status: 504, body: '', afterProcessing: true, route: 'create' });
    const base = ['--base-url', sandbox.baseUrl];
    const upload = await runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', ...base], { cwd });
    expect(upload.code).toBe(1);
    const reconcile = await runCliInProcess(['reconcile', ...base], { cwd });
    expect(reconcile.stderr).not.toMatch(/Error/);
    const files = readdirSync(join(cwd, 'output'));
    const results = await readBook(
      join(
        cwd,
        'output',
        files.find((name) => /-results-.*\.xlsx$/.test(name))!,
      ),
    );
    const recon = await readBook(
      join(
        cwd,
        'output',
        files.find((name) => /^reconcile-.*\.xlsx$/.test(name))!,
      ),
    );

    const resultsHeader = rowValues(results.getWorksheet('Results')!, 1);
    expect(resultsHeader.slice(0, 3)).toEqual(['Outcome', 'Vendor id', 'Invoice number']);
    expect(resultsHeader.filter((header) => header === 'Vendor id')).toHaveLength(1);
    const status = recon.getWorksheet('Status')!;
    const statusHeader = rowValues(status, 1);
    expect(statusHeader.slice(0, 4)).toEqual(['Check', 'Status', 'Vendor id', 'Invoice number']);
    expect(statusHeader).not.toContain('Vendor');
    expect(statusHeader.filter((header) => header === 'Vendor id')).toHaveLength(1);
    // The id repeated on the later pages across, as the vendor was.
    expect(status.pageSetup.printTitlesColumn).toBe('C:D');
    expect(rowValues(status, 2)[2]).toMatch(/^00001000\d\d$/);
    const changesHeader = rowValues(recon.getWorksheet('Changes')!, 1);
    expect(changesHeader.slice(0, 2)).toEqual(['Vendor id', 'Invoice number']);
    expect(changesHeader).not.toContain('Vendor');

    const summary = recon.getWorksheet('Summary')!;
    const rows = Array.from({ length: summary.rowCount }, (_, n) => rowValues(summary, n + 1));
    const inDoubt = rows.findIndex((row) => String(row[0]).startsWith('In doubt: waiting'));
    expect(rows[inDoubt + 1]!.slice(0, 3)).toEqual(['Vendor id', 'Invoice number', 'Currency']);
    expect(rows[inDoubt + 2]!.slice(0, 2)).toEqual(['0000100002', 'VEND-0001']);
  });
});
