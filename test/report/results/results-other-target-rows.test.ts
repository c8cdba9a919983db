/**
 * A file uploaded under 127.0.0.1, then again under localhost (the same sandbox, another target of
 * the journal): the second run's Results rows say in two lines that each invoice was created under
 * another target, and its Summary says once which target and when --distinct-target is meant.
 */
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { writeUploadInputs } from '../../batch/cli-inputs.js';
import { readBook, resultsByInvoice, summaryValues } from '../../helpers/read-workbook.js';
import { LINE_HEIGHT } from '../../../src/report/fit-row-height.js';

const COUNT = 4;

const upload = (cwd: string, baseUrl: string) =>
  runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', baseUrl, '--json'], { cwd });

describe('the Results workbook of invoices created under another target', () => {
  it('gives each row a two-line Message and the Summary the target and --distinct-target, once', async () => {
    const cwd = makeTempDir('results-other-target');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: COUNT, prefix: 'PAGE' });
    const port = new URL(sandbox.baseUrl).port;
    expect((await upload(cwd, `http://127.0.0.1:${port}`)).code).toBe(0);
    const again = await upload(cwd, `http://localhost:${port}`);
    // Exit 1: nothing was posted to this target; a person confirms it is the same finance system.
    expect(again.code).toBe(1);
    const file = (JSON.parse(again.stdout) as { results: string }).results;

    const rows = [...(await resultsByInvoice(file)).values()];
    expect(rows).toHaveLength(COUNT);
    for (const row of rows) {
      expect(row['Outcome']).toBe('skipped');
      expect(row['Message']).toMatch(
        /^created on \d{4}-\d\d-\d\d \(run 1\) under another target, as instance \d+: see Summary$/,
      );
      expect(row['Message']).toContain(`as instance ${String(row['Instance id'])}:`);
    }
    const sheet = (await readBook(file)).getWorksheet('Results')!;
    for (let n = 2; n <= COUNT + 1; n += 1) expect(sheet.getRow(n).height).toBe(2 * LINE_HEIGHT);

    const summary = await summaryValues(file);
    expect(summary.get('Skipped elsewhere: what to do')).toBe(
      `${COUNT} invoice(s) were not posted here: an earlier upload created them under another target, ` +
        `http://127.0.0.1:${port}/erp/invoicing/qa. If that is this finance system reached by another address ` +
        '(127.0.0.1 and localhost, a proxy), nothing is missing. If it is a different finance system, upload again ' +
        'with --distinct-target.',
    );
    expect(sandbox.stats().createRequests).toBe(COUNT);
  });
});
