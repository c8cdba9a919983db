/** `invoice-batch sandbox --gateway edge`, end to end through the compiled CLI (build first: npx tsc -p .). */
import { describe, expect, it } from 'vitest';
import { runCliProcess, startCliProcess } from '../helpers/run-cli.js';
import { makeFileTempDir } from '../helpers/temp-dir.js';
import { sandboxTarget } from '../helpers/start-sandbox.js';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { sendRequest } from '../../src/finance-api/send-request.js';
import { createInvoiceUrl } from '../../src/finance-api/api-paths.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

// The quota case spends its seconds waiting for the quota's period to end, not on a core: the other
// cases run beside it.
describe.concurrent('invoice-batch sandbox --gateway', () => {
  it('answers as Apigee Edge: a spike arrest refusal is 500 with its fault body and never reaches the back-end', async () => {
    const cwd = makeFileTempDir('sandbox-gateway-cmd');
    const cli = startCliProcess(['sandbox', '--port', '0', '--gateway', 'edge', '--spike-arrest', '1'], { cwd });
    const banner = await cli.waitForStdout(/Press Ctrl-C to stop/);
    expect(banner).toContain('Apigee Edge gateway: spike arrest 1/s (500)');
    const baseUrl = /Base URL\s+(\S+)/.exec(banner)![1]!;
    const target = sandboxTarget({
      baseUrl,
      erpSegment: 'erp',
      appSegment: 'invoicing',
      envSegment: 'qa',
      apiKey: 'sandbox-key',
    });
    expect(await createInvoice(target, sampleInvoice())).toMatchObject({ kind: 'created' });
    const refused = await sendRequest(target, {
      method: 'POST',
      url: createInvoiceUrl(target),
      body: JSON.stringify(sampleInvoice()),
    });
    expect(refused).toMatchObject({ kind: 'answered', status: 500 });
    expect(refused.kind === 'answered' && JSON.parse(refused.body)).toMatchObject({
      fault: { detail: { errorcode: 'policies.ratelimit.SpikeArrestViolation' } },
    });
    cli.child.kill('SIGTERM');
    const { code, stdout } = await cli.done;
    expect(code).toBe(0);
    expect(stdout).toContain('Creates 1 (created 1');
    expect(stdout).toContain('refused by the gateway 1');
  });

  it('exits 2 for a gateway flag without --gateway', async () => {
    const run = await runCliProcess(['sandbox', '--port', '0', '--spike-arrest', '40'], { cwd: makeFileTempDir('sg') });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('need --gateway edge or x');
  });

  it('--quota: an upload that uses the quota up exits 1 saying what is left; the next one after the reset posts the rest', async () => {
    const cwd = makeFileTempDir('sandbox-gateway-quota');
    // Long enough for the first upload to end inside the first period even on a loaded machine.
    const periodS = 10;
    const args = ['sandbox', '--port', '0', '--gateway', 'x', '--quota', '6', '--quota-period', String(periodS)];
    const cli = startCliProcess(args, { cwd });
    const banner = await cli.waitForStdout(/Press Ctrl-C to stop/);
    expect(banner).toContain(`quota 6 per ${periodS} s (429)`);
    // The quota's periods count from the sandbox's start.
    const periodEnds = Date.now() + periodS * 1000;
    const baseUrl = /Base URL\s+(\S+)/.exec(banner)![1]!;
    writeUploadInputs(cwd, { count: 10, prefix: 'QCLI' });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', baseUrl, '--concurrency', '1'];
    const first = await runCliProcess(upload, { cwd, env: { INVOICE_BATCH_API_KEY: 'sandbox-key' } });
    expect(first.code).toBe(1);
    expect(first.stderr).toContain('upload stopped: quota used up: 6 created, 4 not sent; run again after');
    expect(first.stdout).toContain('Stopped early: quota used up: 6 created, 4 not sent');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, periodEnds + 500 - Date.now())));
    const second = await runCliProcess([...upload, '--json'], { cwd, env: { INVOICE_BATCH_API_KEY: 'sandbox-key' } });
    expect(second.code).toBe(0);
    expect(JSON.parse(second.stdout)).toMatchObject({ created: 4, skipped: 6, failed: 0, inDoubt: 0, halted: null });
    cli.child.kill('SIGTERM');
    const { stdout } = await cli.done;
    expect(stdout).toContain('Creates 10 (created 10');
  }, 60_000);
});
