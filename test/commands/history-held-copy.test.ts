/**
 * An invoice created by one upload and re-exported changed in a later file (held: differs, not
 * posted) stays listed and counted as created, with its own instance and amount: an auditor's
 * totals of created invoices tie with the finance system. The held copy is an open item beside it,
 * with the changed amount. Real sandbox, real SQLite journal.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

interface ListedInvoice {
  invoiceNumber: string;
  outcome: string;
  instanceId: string | null;
  invoiceAmount: string | null;
}

describe('an invoice created, then held as a changed copy', () => {
  it('stays created in journal, --outcome created and the Now line; the copy is listed apart', async () => {
    const cwd = makeTempDir('held-copy');
    const sandbox = await startTestSandbox();
    const file = writeUploadInputs(cwd, { count: 2, prefix: 'HC' });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
    expect((await runCliInProcess(upload, { cwd })).code).toBe(0);
    const created = sandbox.instances().find((each) => each.invoiceNumber === 'HC-0001')!;
    // The later export changed invoice 1's amount (11.19 -> 111.19): held, not posted.
    writeFileSync(file, readFileSync(file, 'utf8').replace(',11.19,', ',111.19,'));
    expect((await runCliInProcess(upload, { cwd })).code).toBe(1);
    expect(sandbox.instances()).toHaveLength(2);

    const listCreated = await runCliInProcess(['journal', '--outcome', 'created', '--json', '--limit', '0'], { cwd });
    const onlyCreated = (JSON.parse(listCreated.stdout) as { invoices: ListedInvoice[] }).invoices;
    expect(onlyCreated.map((row) => [row.invoiceNumber, row.instanceId, row.invoiceAmount]).sort()).toEqual([
      ['HC-0001', created.instanceId, '11.1900'],
      ['HC-0002', expect.any(String), '21.1900'],
    ]);
    const all = (
      JSON.parse((await runCliInProcess(['journal', '--json', '--limit', '0'], { cwd })).stdout) as {
        invoices: ListedInvoice[];
      }
    ).invoices;
    const copy = all.filter((row) => row.outcome === 'held: differs');
    expect(copy).toMatchObject([{ invoiceNumber: 'HC-0001', invoiceAmount: '111.1900' }]);
    expect(all).toHaveLength(3);
    const table = (await runCliInProcess(['journal', '--limit', '0'], { cwd })).stdout.split('\n');
    const lines = table.filter((line) => line.includes('HC-0001'));
    expect(lines).toHaveLength(2);
    expect(lines.find((line) => line.includes('held: differs'))).toContain('111.19');
    expect(lines.find((line) => !line.includes('held: differs'))).toMatch(
      new RegExp(` created +${created.instanceId} +11.19 `),
    );

    const history = await runCliInProcess(['history'], { cwd });
    expect(history.stdout).toContain(
      'over every run: 2 invoices: 2 created; and 1 changed copy of created invoices held: differs, not posted',
    );
    const json = JSON.parse((await runCliInProcess(['history', '--json'], { cwd })).stdout) as {
      now: { invoices: number; outcomes: Record<string, number>; heldCopies: number };
    };
    expect(json.now).toMatchObject({ invoices: 2, heldCopies: 1 });
    expect(json.now.outcomes).toMatchObject({ created: 2, 'held: differs': 0 });
  }, 90_000);
});
