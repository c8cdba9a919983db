/** End to end through the compiled CLI (build first: npx tsc -p .). */
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

describe('invoice-batch journal', () => {
  it('lists invoices newest first, filtered by state, as a table or as JSON', async () => {
    const cwd = makeTempDir('journal-cli');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 3, prefix: 'LIST', unknownPayee: [2] });
    await runCliProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'],
      { cwd },
    );

    const table = await runCliProcess(['journal'], { cwd });
    expect(table.code).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Run +InvoiceId +PayeeId\/Invoice_Number +State +Instance +Updated \(UTC\) +Detail$/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^1 +0000100004-LIST-0003 +0000100004\/LIST-0003 +created +00\d{8} /);

    const rejected = await runCliProcess(['journal', '--state', 'rejected', '--json'], { cwd });
    const json = JSON.parse(rejected.stdout) as { invoices: Record<string, unknown>[] };
    expect(json.invoices).toHaveLength(1);
    expect(json.invoices[0]).toMatchObject({
      invoiceNumber: 'LIST-0002',
      payeeId: '0000999999',
      state: 'rejected',
      eRetcode: 4,
      httpStatus: 200,
    });
    expect(json.invoices[0]).not.toHaveProperty('payloadJson');

    const none = await runCliProcess(['journal', '--state', 'in-doubt'], { cwd });
    expect(none.stdout).toBe('No invoices match.\n');
    const bad = await runCliProcess(['journal', '--state', 'lost'], { cwd });
    expect(bad.code).toBe(2);
  });
});
