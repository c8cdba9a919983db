/** End to end through the compiled CLI (build first: npx tsc -p .): `sandbox --created-answer`. */
import { describe, expect, it } from 'vitest';
import { startCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { sandboxTarget } from '../helpers/start-sandbox.js';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

describe('invoice-batch sandbox --created-answer', () => {
  it('books each create and answers E_RETCODE 4 with its instance id, says so in its banner, and the client holds it in doubt', async () => {
    const cli = startCliProcess(['sandbox', '--port', '0', '--created-answer', 'warning'], {
      cwd: makeTempDir('sandbox-cmd-created-answer'),
    });
    const banner = await cli.waitForStdout(/Press Ctrl-C to stop/);
    expect(banner).toMatch(/Faults\s+booked creates answered warning/);
    const baseUrl = /Base URL\s+(\S+)/.exec(banner)![1]!;
    const target = sandboxTarget({
      baseUrl,
      erpSegment: 'erp',
      appSegment: 'invoicing',
      envSegment: 'qa',
      apiKey: 'sandbox-key',
    });
    const outcome = await createInvoice(target, sampleInvoice());
    expect(outcome).toMatchObject({
      kind: 'in-doubt',
      retcode: 4,
      instanceId: expect.stringMatching(/^\d{10}$/) as string,
    });
    cli.child.kill('SIGTERM');
    const { code, stdout } = await cli.done;
    expect(code).toBe(0);
    expect(stdout).toContain('created 1');
  });
});
