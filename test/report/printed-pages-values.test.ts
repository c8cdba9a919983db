/**
 * Every printed page carries values: the results' totals rows print their label beside their
 * amount, not in the columns repeated on the later pages across, and the reconciliation Summary
 * prints one page wide, so no page across repeats its labels without their values. From a real
 * upload and reconcile against the sandbox, read back as a spreadsheet program sees them.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { readZipParts } from '../sheets/zip-builder.js';

/** 1-based column number of a column letter (`C` -> 3). */
const columnNumber = (letter: string) => [...letter].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

describe('printed pages carry values', () => {
  it('prints the totals labels beside their amounts and the reconciliation Summary one page wide', async () => {
    const cwd = makeTempDir('printed-values');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 4, prefix: 'PRINTED' });
    const lost = {
      status: 504,
      body: '<html>504 Gateway Time-out</html>',
      afterProcessing: true,
      route: 'create',
    } as const;
    sandbox.injectNext(lost, lost);
    const base = ['--base-url', sandbox.baseUrl, '--concurrency', '1'];
    await runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', ...base], { cwd });
    await runCliInProcess(['reconcile', '--base-url', sandbox.baseUrl], { cwd });
    const files = readdirSync(join(cwd, 'output'));

    const resultsFile = join(
      cwd,
      'output',
      files.find((name) => /-results-.*\.xlsx$/.test(name))!,
    );
    const results = (await readBook(resultsFile)).getWorksheet('Results')!;
    const header = rowValues(results, 1);
    const titles = results.pageSetup.printTitlesColumn;
    const lastTitle = titles ? columnNumber(titles.split(':')[1]!) : 0;
    const amountAt = header.indexOf('Amount') + 1;
    let totals = 0;
    for (let n = 2; n <= results.rowCount; n += 1) {
      const values = rowValues(results, n);
      const at = values.findIndex((value) => typeof value === 'string' && value.startsWith('Total: ')) + 1;
      if (at === 0) continue;
      totals += 1;
      // Not in a column repeated on the later pages, where it printed with no amount beside it.
      expect(at, String(values[at - 1])).toBeGreaterThan(lastTitle);
      expect(at).toBe(amountAt - 1);
      expect(results.getRow(n).getCell(at).alignment).toMatchObject({ horizontal: 'right' });
      expect(typeof values[amountAt - 1]).toBe('number');
    }
    expect(totals).toBeGreaterThan(0);

    const reconcileFile = join(
      cwd,
      'output',
      files.find((name) => /^reconcile-.*\.xlsx$/.test(name))!,
    );
    const summary = (await readBook(reconcileFile)).getWorksheet('Summary')!;
    expect(summary.pageSetup).toMatchObject({ fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
    expect(summary.pageSetup.printTitlesColumn).toBeUndefined();
    const xml = readZipParts(reconcileFile)
      .find((part) => part.name === 'xl/worksheets/sheet1.xml')!
      .data.toString();
    expect(xml).not.toContain('<colBreaks');
    // The in-doubt table is there, its long Detail within the page.
    expect(rowValues(summary, summary.rowCount).join(' ')).toContain('504');
  });
});
