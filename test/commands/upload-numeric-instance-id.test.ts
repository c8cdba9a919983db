/**
 * Upload through a gateway that re-writes each booked create's E_INSTANCE_ID as a JSON number, its
 * leading zeros lost (`30000403` for `0030000403`), as XML-to-JSON converters do. The spec says the
 * id is text: each invoice is in doubt, never posted again, with no id recorded (the number read is
 * not the finance system's), and the reason names the id as read and padded for a person to confirm.
 */
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const COUNT = 3;

describe('upload when a gateway writes the booked instance id as a number', () => {
  it('keeps each invoice in doubt with no id recorded, names the padded id to confirm, and posts none again', async () => {
    const cwd = makeTempDir('upload-numeric-id');
    const sandbox = await startTestSandbox({ createdAnswer: 'numeric-id' });
    writeUploadInputs(cwd, { count: COUNT, prefix: 'NUMID' });
    const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];

    const first = await runCliInProcess([...args, '--json'], { cwd });
    expect(first.code).toBe(1);
    const json = JSON.parse(first.stdout) as {
      created: number;
      inDoubt: number;
      inDoubtInvoices: { invoiceNumber: string; instanceId?: string }[];
    };
    expect(json).toMatchObject({ created: 0, inDoubt: COUNT });
    // The number as read is not the finance system's id: nothing is recorded as if it were.
    for (const invoice of json.inDoubtInvoices) expect(invoice.instanceId).toBeUndefined();

    const again = await runCliInProcess(args, { cwd });
    expect(again.code).toBe(1);
    expect(again.stdout).toContain(`${COUNT} invoice(s) are IN DOUBT`);
    expect(sandbox.stats().createRequests).toBe(COUNT);

    // Not looked up: the ids the answer may have meant are offered, none recorded.
    const booked = sandbox.instances()[0];
    const reference = (instance: typeof booked) => `${instance!.payeeId}/${instance!.invoiceNumber}`;
    const offered = await runCliInProcess(['resolve', reference(booked), '--base-url', sandbox.baseUrl, '--no-check'], {
      cwd,
    });
    expect(offered.code).not.toBe(0);
    expect(offered.stderr).toContain(
      `its answer named ${booked!.instanceId} or ${booked!.instanceId.replace(/^0+/, '')} or 00${booked!.instanceId}, not confirmed`,
    );

    // Looked up: the one the finance system shows for this invoice is recorded; the next upload skips it.
    const statusCalls = sandbox.stats().statusRequests;
    const resolved = await runCliInProcess(['resolve', reference(booked), '--base-url', sandbox.baseUrl, '--json'], {
      cwd,
    });
    expect(resolved.stderr).toBe('');
    expect(JSON.parse(resolved.stdout)).toMatchObject({ instanceId: booked!.instanceId });
    expect(sandbox.stats().statusRequests - statusCalls).toBeGreaterThan(0);
    const third = await runCliInProcess([...args, '--json'], { cwd });
    expect(JSON.parse(third.stdout)).toMatchObject({ created: 0, skipped: 1, inDoubt: COUNT - 1 });
    expect(sandbox.stats().createRequests).toBe(COUNT);
  }, 60_000);
});
