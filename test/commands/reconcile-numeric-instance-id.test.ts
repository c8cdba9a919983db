/**
 * `reconcile` settles the in-doubt invoices whose processed answer gave the instance id as a JSON
 * number (its leading zeros lost through a gateway that converts answers), as `resolve <ref>` does:
 * each spelling looked up in turn, and the one the finance system shows for the invoice recorded.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const COUNT = 3;

describe('reconcile with in-doubt invoices whose answers gave their id as a number', () => {
  it('records each as created with the id the finance system shows, and a re-upload posts nothing', async () => {
    const cwd = makeTempDir('reconcile-numeric-id');
    const sandbox = await startTestSandbox({ createdAnswer: 'numeric-id' });
    writeUploadInputs(cwd, { count: COUNT, prefix: 'RECN' });
    const own = ['--journal', join(cwd, 'j.sqlite'), '--out', cwd, '--base-url', sandbox.baseUrl];
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', ...own, '--json'];

    const first = await runCliInProcess(upload, { cwd });
    expect(JSON.parse(first.stdout)).toMatchObject({ created: 0, inDoubt: COUNT });
    const booked = new Map(sandbox.instances().map((i) => [i.invoiceNumber, i.instanceId]));
    expect([...booked.values()].every((id) => id.startsWith('00'))).toBe(true);

    const reconciled = await runCliInProcess(['reconcile', ...own], { cwd });
    expect(reconciled.code).toBe(0);
    expect(reconciled.stdout).toContain(
      `In doubt with an instance id in their answer: ${COUNT} looked up by it, ${COUNT} settled as created (as resolve does).`,
    );
    expect(reconciled.stdout).toContain('In doubt awaiting resolution: 0.');

    const listed = JSON.parse((await runCliInProcess(['journal', '--json', ...own.slice(0, 2)], { cwd })).stdout) as {
      invoices: { invoiceNumber: string; state: string; instanceId: string | null }[];
    };
    // The finance system's spelling, zeros kept: never the number as the gateway wrote it.
    expect(new Map(listed.invoices.map((row) => [row.invoiceNumber, [row.state, row.instanceId]]))).toEqual(
      new Map([...booked].map(([number, id]) => [number, ['created', id]])),
    );

    const creates = sandbox.stats().createRequests;
    const again = await runCliInProcess(upload, { cwd });
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, skipped: COUNT, inDoubt: 0 });
    expect(sandbox.stats().createRequests).toBe(creates);
  }, 60_000);
});
