/**
 * ACME's file uploaded again with --profile beta (another company's back-end): every invoice is
 * skipped as created under ACME's target, so none reached Beta. The upload must not read as a
 * success. Real sandboxes on loopback, a real temp folder and SQLite journal, the Summary sheet read.
 */
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { summaryValues } from '../helpers/read-workbook.js';

const COUNT = 3;

const upload = (cwd: string, baseUrl: string, ...more: string[]) =>
  runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', baseUrl, '--json', ...more], {
    cwd,
  });

describe('an upload whose invoices were created under another target', () => {
  it('says they were not posted here, in the terminal and the Summary sheet, and exits 1', async () => {
    const cwd = makeTempDir('other-target-skip');
    const acme = await startTestSandbox();
    const beta = await startTestSandbox();
    writeUploadInputs(cwd, { count: COUNT, prefix: 'OT' });
    expect((await upload(cwd, acme.baseUrl)).code).toBe(0);

    const wrong = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', beta.baseUrl],
      {
        cwd,
      },
    );
    expect(wrong.code, wrong.stderr).toBe(1);
    const words = `${COUNT} invoice(s) not posted here: created at target ${acme.baseUrl}/erp/invoicing/qa; if ${beta.baseUrl}/erp/invoicing/qa is another company, upload again with --distinct-target`;
    expect(wrong.stdout).toContain(words);
    expect(beta.stats().createRequests).toBe(0);

    const again = await upload(cwd, beta.baseUrl);
    expect(again.code).toBe(1);
    const report = JSON.parse(again.stdout) as { results: string };
    const summary = await summaryValues(report.results);
    expect(String(summary.get('Status'))).toBe(`nothing posted: ${words}`);

    // Skips under the same target are no news: exit 0, as before.
    const same = await upload(cwd, acme.baseUrl);
    expect(same.code, same.stderr).toBe(0);
    expect(acme.stats().createRequests).toBe(COUNT);
  }, 120_000);
});
