/** `upload --json` names the run, file, checksum, how it ended and every in-doubt invoice. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const upload = (sandbox: TestSandbox, extra: string[] = []) => [
  'upload',
  'invoices.csv',
  '--mapping',
  'mapping.yaml',
  '--base-url',
  sandbox.baseUrl,
  '--json',
  ...extra,
];

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('upload --json', () => {
  it('names the run id, file, checksum and status of the run, and says it finished', async () => {
    const cwd = makeTempDir('upload-json-finished');
    const sandbox = await startTestSandbox();
    const csv = writeUploadInputs(cwd, { count: 3, prefix: 'JSONOK' });
    const result = await runCliInProcess(upload(sandbox), { cwd });
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(json).toMatchObject({
      created: 3,
      finished: true,
      stopReason: null,
      inDoubtInvoices: [],
      runs: [
        {
          runId: expect.any(Number) as number,
          file: 'invoices.csv',
          path: csv,
          checksum: `sha256:${sha256(csv)}`,
          status: 'finished',
        },
      ],
    });
  });

  it('lists every in-doubt invoice by InvoiceId, PayeeId and Invoice_Number with its run', async () => {
    const cwd = makeTempDir('upload-json-in-doubt');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 4, prefix: 'JSONDOUBT' });
    // The second answer is lost after the back-end processed them.
    sandbox.injectNext(
      { status: 200, processedBody: true, route: 'create' },
      { status: 504, body: '', afterProcessing: true, route: 'create' },
    );
    const result = await runCliInProcess(upload(sandbox, ['--concurrency', '1']), { cwd });
    expect(result.code).toBe(1);
    const json = JSON.parse(result.stdout) as {
      inDoubt: number;
      inDoubtInvoices: unknown[];
      runs: { runId: number }[];
    };
    expect(json.inDoubt).toBe(json.inDoubtInvoices.length);
    expect(json.inDoubtInvoices).toEqual([
      {
        runId: json.runs[0]!.runId,
        invoiceId: expect.any(String) as string,
        payeeId: expect.stringMatching(/^0000\d{6}$/) as string,
        invoiceNumber: 'JSONDOUBT-0002',
      },
    ]);
  });

  it('says why it did not finish when invalid invoices held everything back', async () => {
    const cwd = makeTempDir('upload-json-held');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 3, prefix: 'JSONHELD', invalid: [2] });
    const result = await runCliInProcess(upload(sandbox), { cwd });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({
      created: 0,
      finished: false,
      stopReason: 'nothing was posted: invalid invoices were found and --partial was not given',
      runs: [{ file: 'invoices.csv' }],
    });
  });

  it('says the upload stopped by itself and why when the API key is refused', async () => {
    const REFUSED = 'the finance API refused the API key (HTTP 401 Unauthorized)';
    const cwd = makeTempDir('upload-json-halted');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 5, prefix: 'JSONHALT' });
    const result = await runCliInProcess(upload(sandbox), { cwd, env: { INVOICE_BATCH_API_KEY: 'not-the-key' } });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({
      finished: false,
      // Where the refused key came from, never the key.
      stopReason: `${REFUSED}; the API key sent came from the environment variable INVOICE_BATCH_API_KEY`,
      halted: `${REFUSED}; the API key sent came from the environment variable INVOICE_BATCH_API_KEY`,
    });
  });
});
